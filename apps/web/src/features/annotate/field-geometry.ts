import type { DocumentField, FieldBody, FieldType, PageFractions } from '@signflow/contract/documents';
import { boxOfRect } from '../../components/page-box';

/** A field as the editor holds it: saved fields have an id; `method` says what Save must send (SPEC §4). */
export interface EditorField {
  key: string;
  id: string | null;
  userId: string;
  type: FieldType;
  pageNumber: number;
  box: PageFractions;
  method: 'POST' | 'PUT' | 'DELETE' | null;
}

/** Smallest field, as a fraction of the page: a click without a drag makes no field. */
export const MIN_SIZE = 0.01;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The box spanned by two points of a drag, in either direction, kept on the page. */
export function boxBetween(from: { x: number; y: number }, to: { x: number; y: number }): PageFractions {
  return {
    left: clamp(Math.min(from.x, to.x)),
    top: clamp(Math.min(from.y, to.y)),
    right: clamp(Math.max(from.x, to.x)),
    bottom: clamp(Math.max(from.y, to.y)),
  };
}

export function isBigEnough(box: PageFractions): boolean {
  return box.right - box.left >= MIN_SIZE && box.bottom - box.top >= MIN_SIZE;
}

/** Moves a box by (dx, dy) without letting any edge leave the page. */
export function moveBox(box: PageFractions, dx: number, dy: number): PageFractions {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const left = Math.min(1 - width, Math.max(0, box.left + dx));
  const top = Math.min(1 - height, Math.max(0, box.top + dy));
  return { left, top, right: left + width, bottom: top + height };
}

/** Moves the bottom-right corner, keeping the box at least MIN_SIZE and on the page. */
export function resizeBox(box: PageFractions, dx: number, dy: number): PageFractions {
  return {
    ...box,
    right: Math.min(1, Math.max(box.left + MIN_SIZE, box.right + dx)),
    bottom: Math.min(1, Math.max(box.top + MIN_SIZE, box.bottom + dy)),
  };
}

/** SPEC §4: a changed field is sent as PUT when the server has it, else it is still a POST. */
export function changed(field: EditorField, box: PageFractions): EditorField {
  return { ...field, box, method: field.id ? 'PUT' : 'POST' };
}

export function fromServer(field: DocumentField): EditorField {
  const { boundingRect, pageNumber } = field.position;
  return {
    key: field.id,
    id: field.id,
    userId: field.userId,
    type: field.type,
    pageNumber,
    box: boxOfRect(boundingRect),
    method: null,
  };
}

/** The body of POST and PUT: DESIGN §5's shape, in a page of width = height = 1, so x1.. are the fractions. */
export function toWire(field: EditorField): FieldBody {
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
    userId: field.userId,
    type: field.type,
    position: { pageNumber: field.pageNumber, boundingRect: rect, rects: [rect] },
  };
}
