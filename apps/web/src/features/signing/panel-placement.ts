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
}

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
