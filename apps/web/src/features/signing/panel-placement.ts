import type { PageFractions } from '@signflow/contract/documents';
import type { Rect, Size } from '@signflow/pdf-stamp/fit-inside';

/** The smallest area a finger (or a mouse) signs in comfortably: a phone shows fields far smaller. */
const MIN_PANEL_SIZE: Size = { width: 280, height: 96 };

export interface PanelRoom {
  /** The smallest panel: a smaller field is enlarged to at least this, keeping its shape. */
  min?: Size;
  /** A height the panel reaches even when the field's shape would leave it lower (room for a choice above a pad). */
  minHeight?: number;
  /** The part of the page on screen, in the page's pixels: the panel stays inside it. The whole page by default. */
  shown?: Rect;
  /**
   * Beside the field, never over it (a phone): the signer's finger hides what lies under the pad, and the field
   * must stay in sight while they sign it. The pad takes the width on screen, below the field or else above it.
   */
  beside?: boolean;
}

/** Between the field and a pad beside it, and between the pad and the edge of the screen. */
const BESIDE_GAP = 8;
/** A pad beside its field is no taller than this: the field above or below it must stay on screen. */
const BESIDE_MAX_HEIGHT = 220;

/** An edge-like rectangle on screen, as `getBoundingClientRect` gives it. */
interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The part of a page that lies inside the view that scrolls it, in the page's pixels, from both rectangles on
 * screen; the whole page when none of it is in the view.
 */
export function shownPart(page: ScreenBox, view: ScreenBox): Rect {
  const left = Math.max(page.left, view.left);
  const top = Math.max(page.top, view.top);
  const right = Math.min(page.right, view.right);
  const bottom = Math.min(page.bottom, view.bottom);
  if (right <= left || bottom <= top) {
    return { x: 0, y: 0, width: page.right - page.left, height: page.bottom - page.top };
  }
  return { x: left - page.left, y: top - page.top, width: right - left, height: bottom - top };
}

/**
 * Where the active field's panel (its signature pad, its image chooser) lies on a page of `page` pixels:
 * over the field, enlarged to at least `min` keeping the field's shape, so a drawing fits the field as drawn,
 * and moved as little as needed to stay on the part of the page on screen (`shown`), never larger than it:
 * a zoomed page is wider than a phone, and a panel beyond the screen's edge could not be seen or signed in.
 */
export function panelPlacement(box: PageFractions, page: Size, room: PanelRoom = {}): Rect {
  if (room.beside) return besideField(box, page, room);
  const { min = MIN_PANEL_SIZE, minHeight = 0, shown = { x: 0, y: 0, ...page } } = room;
  const field = { width: (box.right - box.left) * page.width, height: (box.bottom - box.top) * page.height };
  const enlarge = Math.max(1, min.width / field.width, min.height / field.height);
  const scale = Math.min(enlarge, shown.width / field.width, shown.height / field.height);
  const width = field.width * scale;
  const height = Math.min(Math.max(field.height * scale, minHeight), shown.height);
  const centre = { x: ((box.left + box.right) / 2) * page.width, y: ((box.top + box.bottom) / 2) * page.height };
  const clamp = (value: number, from: number, size: number) => Math.min(Math.max(from, value), from + size);
  return {
    x: clamp(centre.x - width / 2, shown.x, shown.width - width),
    y: clamp(centre.y - height / 2, shown.y, shown.height - height),
    width,
    height,
  };
}

const clampTo = (value: number, from: number, size: number) => Math.min(Math.max(from, value), from + size);

/**
 * A pad beside its field: as wide as the part of the page on screen allows, as tall as the field's shape asks
 * (at least `min.height` and `minHeight`, at most BESIDE_MAX_HEIGHT), below the field when it fits there, else above
 * it, else on the larger side, shortened to fit. Only when neither side has room for the smallest pad (a field
 * taller than the screen) does it lie at the bottom of the screen, over the field.
 */
function besideField(box: PageFractions, page: Size, room: PanelRoom): Rect {
  const { min = MIN_PANEL_SIZE, minHeight = 0, shown = { x: 0, y: 0, ...page } } = room;
  const field = {
    x: box.left * page.width,
    y: box.top * page.height,
    width: (box.right - box.left) * page.width,
    height: (box.bottom - box.top) * page.height,
  };
  const width = Math.max(1, shown.width - 2 * BESIDE_GAP);
  const smallest = Math.max(min.height, minHeight);
  const wanted = Math.min(Math.max((width * field.height) / Math.max(field.width, 1), smallest), BESIDE_MAX_HEIGHT);
  const below = shown.y + shown.height - (field.y + field.height) - 2 * BESIDE_GAP;
  const above = field.y - shown.y - 2 * BESIDE_GAP;
  const x = clampTo(field.x + field.width / 2 - width / 2, shown.x + BESIDE_GAP, shown.width - width - 2 * BESIDE_GAP);
  if (below >= wanted) return { x, y: field.y + field.height + BESIDE_GAP, width, height: wanted };
  if (above >= wanted) return { x, y: field.y - BESIDE_GAP - wanted, width, height: wanted };
  if (Math.max(below, above) >= smallest) {
    return below >= above
      ? { x, y: field.y + field.height + BESIDE_GAP, width, height: below }
      : { x, y: field.y - BESIDE_GAP - above, width, height: above };
  }
  const height = Math.min(wanted, shown.height);
  return { x, y: shown.y + shown.height - height, width, height };
}
