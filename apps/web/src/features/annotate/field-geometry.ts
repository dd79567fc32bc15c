import type { FieldType, PageFractions } from '@signflow/contract/documents';

/** Smallest field, as a fraction of the page: a drag shorter than this is a click, which places a field of the default size. */
export const MIN_SIZE = 0.01;

/**
 * The size a click gives a field, both sides in fractions of the page's width (so a checkbox is square on any
 * page): room for a signature, a line of text, a box to tick.
 */
export const DEFAULT_FIELD_SIZES: Record<FieldType, { width: number; height: number }> = {
  draw: { width: 0.26, height: 0.08 },
  initials: { width: 0.1, height: 0.07 },
  file: { width: 0.2, height: 0.12 },
  name: { width: 0.26, height: 0.045 },
  date: { width: 0.18, height: 0.045 },
  text: { width: 0.26, height: 0.045 },
  checkbox: { width: 0.05, height: 0.05 },
};

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

/**
 * The box a click at `point` places: the type's default size, centred on the point and kept on the page.
 * `pageAspect` is the page's height over its width, as shown.
 */
export function boxAt(point: { x: number; y: number }, type: FieldType, pageAspect: number): PageFractions {
  const size = DEFAULT_FIELD_SIZES[type];
  const width = Math.min(1, size.width);
  const height = Math.min(1, size.height / pageAspect);
  const left = Math.min(1 - width, Math.max(0, point.x - width / 2));
  const top = Math.min(1 - height, Math.max(0, point.y - height / 2));
  return { left, top, right: left + width, bottom: top + height };
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
