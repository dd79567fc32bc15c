import type { PageFractions } from '@signflow/contract/documents';
import type { Rect, Size } from '@signflow/pdf-stamp/fit-inside';

/** The smallest area a finger (or a mouse) signs in comfortably: a phone shows fields far smaller. */
const MIN_PANEL_SIZE: Size = { width: 280, height: 96 };

/**
 * Where the active field's panel (its signature pad, its image chooser) lies on a page of `page` pixels:
 * over the field, enlarged to at least `min` keeping the field's shape, so a drawing fits the field as drawn,
 * and moved as little as needed to stay on the page.
 */
export function panelPlacement(box: PageFractions, page: Size, min: Size = MIN_PANEL_SIZE): Rect {
  const field = { width: (box.right - box.left) * page.width, height: (box.bottom - box.top) * page.height };
  const enlarge = Math.max(1, min.width / field.width, min.height / field.height);
  const scale = Math.min(enlarge, page.width / field.width, page.height / field.height);
  const width = field.width * scale;
  const height = field.height * scale;
  const centre = { x: ((box.left + box.right) / 2) * page.width, y: ((box.top + box.bottom) / 2) * page.height };
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);
  return {
    x: clamp(centre.x - width / 2, page.width - width),
    y: clamp(centre.y - height / 2, page.height - height),
    width,
    height,
  };
}
