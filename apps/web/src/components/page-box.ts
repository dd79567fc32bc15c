import type { FieldRect } from '@signflow/contract/documents';

/** A field's rectangle as fractions of its page, top-left origin: the same spot at any zoom (docs/domain.md#fields). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box of a rect as the server answers it: x1… in a page of `width × height` (ARCHITECTURE.md: 1 × 1). */
export function boxOfRect({ x1, y1, x2, y2, width, height }: Omit<FieldRect, 'pageNumber'>): Box {
  return { left: x1 / width, top: y1 / height, right: x2 / width, bottom: y2 / height };
}

/** Where a box lies over its page, for an absolutely positioned element inside the page. */
export function boxPlacement(box: Box) {
  return {
    left: `${box.left * 100}%`,
    top: `${box.top * 100}%`,
    width: `${(box.right - box.left) * 100}%`,
    height: `${(box.bottom - box.top) * 100}%`,
  };
}
