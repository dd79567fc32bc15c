import {
  type FieldType,
  hasFieldOptions,
  isSenderFillable,
  type PageFractions,
  withinFieldLimit,
} from '@signflow/contract/documents';
import { boxOfRect } from '../../components/page-box';
import type { EditorChanges, EditorPlacement, SourceField } from './editor-source';

/** What Save must do with a field: nothing, create it, update it, or delete it. */
export type FieldChange = 'create' | 'update' | 'delete' | null;

/** A field as the editor holds it: saved fields have an id; unsaved ones only the editor's own key. */
export interface EditorField {
  key: string;
  id: string | null;
  signerId: string;
  type: FieldType;
  pageNumber: number;
  box: PageFractions;
  /** Text and checkbox fields: the owner's label and required flag. */
  label: string | null;
  required: boolean;
  /** A template's text, date or checkbox field whose value the sender gives when using it. */
  senderFilled: boolean;
  change: FieldChange;
}

export type FieldOptions = Pick<EditorField, 'label' | 'required' | 'senderFilled'>;

export function fromServer(field: SourceField): EditorField {
  const { boundingRect, pageNumber } = field.position;
  return {
    key: field.id,
    id: field.id,
    signerId: field.signerId,
    type: field.type,
    pageNumber,
    box: boxOfRect(boundingRect),
    label: field.label,
    required: field.required,
    senderFilled: field.senderFilled,
    change: null,
  };
}

/** A field just drawn: the server does not have it yet. */
export function drawnField(key: string, place: Pick<EditorField, 'signerId' | 'type' | 'pageNumber' | 'box'>) {
  return {
    key,
    id: null,
    ...place,
    label: null,
    required: false,
    senderFilled: false,
    change: 'create',
  } satisfies EditorField;
}

/** A text or checkbox field with a new label or required flag; a template's field left to the sender, or not. */
export function withOptions(field: EditorField, options: FieldOptions): EditorField {
  return { ...field, ...options, change: field.id ? 'update' : 'create' };
}

/** A moved or resized field is updated when the server has it, else it is still to be created. */
export function changed(field: EditorField, box: PageFractions): EditorField {
  return { ...field, box, change: field.id ? 'update' : 'create' };
}

/** Only a field the server has needs deleting; an unsaved one just goes. */
export function withoutField(fields: EditorField[], field: EditorField): EditorField[] {
  return field.id
    ? fields.map((each) => (each.key === field.key ? { ...each, change: 'delete' } : each))
    : fields.filter((each) => each.key !== field.key);
}

/** The fields the editor shows: all but those waiting to be deleted. */
export const isShown = (field: EditorField) => field.change !== 'delete';

/** Whether one more field keeps the document within the contract's field limit, as Save would count it. */
export const mayAddField = (fields: EditorField[]) => withinFieldLimit(fields.filter(isShown).length + 1);

/**
 * A field as it is saved: its rectangle in a page of width = height = 1, so x1… are the fractions of the page
 * (docs/domain.md#fields). `senderFills`: the source has sender-filled fields (a template), so each says whether it is.
 */
export function placementOf(field: EditorField, senderFills = false): EditorPlacement {
  const rect = {
    x1: field.box.left,
    y1: field.box.top,
    x2: field.box.right,
    y2: field.box.bottom,
    width: 1,
    height: 1,
    pageNumber: field.pageNumber,
  };
  return {
    signerId: field.signerId,
    type: field.type,
    position: { pageNumber: field.pageNumber, boundingRect: rect, rects: [rect] },
    ...(hasFieldOptions(field.type) ? { label: field.label?.trim() || null, required: field.required } : {}),
    ...(senderFills && isSenderFillable(field.type) ? { senderFilled: field.senderFilled } : {}),
  };
}

/** The editor's unsaved work as the one batch that Save sends. */
export function fieldChanges(fields: EditorField[], senderFills = false): EditorChanges {
  const changes: EditorChanges = { create: [], update: [], delete: [] };
  for (const field of fields) {
    if (field.change === 'create') changes.create.push(placementOf(field, senderFills));
    else if (field.change === 'update' && field.id)
      changes.update.push({ id: field.id, ...placementOf(field, senderFills) });
    else if (field.change === 'delete' && field.id) changes.delete.push(field.id);
  }
  return changes;
}
