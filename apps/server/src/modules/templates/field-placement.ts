/** What a field is and where it stands, the same on a document and on a template: copied whole between the two. */
export type FieldPlacement = {
  type: string;
  pageNumber: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  rects: unknown;
  label: string | null;
  required: boolean;
};

/** A field's placement alone, without the row's ids and values (which belong to the field it came from). */
export function placementOf<Field extends FieldPlacement>(
  field: Field,
): Pick<Field, 'type' | 'pageNumber' | 'left' | 'top' | 'right' | 'bottom' | 'rects' | 'label' | 'required'> {
  const { type, pageNumber, left, top, right, bottom, rects, label, required } = field;
  return { type, pageNumber, left, top, right, bottom, rects, label, required };
}
