import type { PageFractions } from '@signflow/contract/documents';

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
