/**
 * The arithmetic of the PDF viewer's zoom (pdf-viewer.tsx). A zoom of 1 (100%) is the page at the width of
 * the view, at most MAX_FIT_PAGE_WIDTH pixels wide: the page as it is shown before anyone zooms. Fields are
 * fractions of their page, so they keep their spot at any zoom.
 */

/** Beyond this width a page at 100% stops growing with the window: a line of text stays readable. */
export const MAX_FIT_PAGE_WIDTH = 900;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
/** The levels Zoom in and Zoom out step through, and the zoom menu offers. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
/** A canvas above this many pixels costs more memory than a phone gives a tab (pdf.js's own cap on iOS). */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

/** Levels closer than this are the same level (a fitted zoom of 1.0004 is 100%). */
const SAME_LEVEL = 0.005;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next level above `zoom`, or the largest zoom. */
export function zoomIn(zoom: number): number {
  return ZOOM_LEVELS.find((level) => level > zoom + SAME_LEVEL) ?? MAX_ZOOM;
}

/** The next level below `zoom`, or the smallest zoom. */
export function zoomOut(zoom: number): number {
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom - SAME_LEVEL) ?? MIN_ZOOM;
}

export const canZoomIn = (zoom: number) => zoom < MAX_ZOOM - SAME_LEVEL;
export const canZoomOut = (zoom: number) => zoom > MIN_ZOOM + SAME_LEVEL;

/** How the zoom reads, e.g. '125%'. */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** The page's width at 100% in a view `available` pixels wide. */
export function baseWidthOf(available: number): number {
  return Math.max(0, Math.floor(Math.min(available, MAX_FIT_PAGE_WIDTH)));
}

/** The page's width in pixels at `zoom` in a view `available` pixels wide. */
export function pageWidthAt(available: number, zoom: number): number {
  return Math.round(baseWidthOf(available) * clampZoom(zoom));
}

/** The zoom at which a page fills the view's width: 100% up to MAX_FIT_PAGE_WIDTH, more in a wider view. */
export function fitWidthZoom(available: number): number {
  const base = baseWidthOf(available);
  return base > 0 ? clampZoom(Math.floor(available) / base) : 1;
}

/**
 * The pixel ratio a page's canvas is painted at: the screen's, unless the canvas would pass `maxPixels`
 * (a zoomed page on a dense screen), then as sharp as the cap allows.
 */
export function canvasPixelRatio(
  width: number,
  height: number,
  screenRatio: number,
  maxPixels: number = MAX_CANVAS_PIXELS,
): number {
  const ratio = screenRatio > 0 ? screenRatio : 1;
  const pixels = width * height * ratio * ratio;
  if (pixels <= maxPixels || width <= 0 || height <= 0) return ratio;
  return Math.sqrt(maxPixels / (width * height));
}

/** A point of a page as fractions of its width and height. */
export interface PagePoint {
  pageNumber: number;
  x: number;
  y: number;
}

/** Where a page lies on screen (a DOMRect's fields). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The point of `page` (its rect on screen) under the screen point `at`, as fractions of the page. */
export function pagePointAt(pageNumber: number, page: ScreenRect, at: { x: number; y: number }): PagePoint {
  return {
    pageNumber,
    x: page.width > 0 ? (at.x - page.left) / page.width : 0,
    y: page.height > 0 ? (at.y - page.top) / page.height : 0,
  };
}

/**
 * How far to scroll so that `point`, now on the page lying at `page` (after a zoom), comes back under the
 * screen point `at` it was under before.
 */
export function scrollToKeep(point: PagePoint, page: ScreenRect, at: { x: number; y: number }) {
  return { left: page.left + point.x * page.width - at.x, top: page.top + point.y * page.height - at.y };
}

/**
 * The page under the horizontal line `line` (a screen y): the last of `count` pages whose top is at or above
 * it, found by halving, since pages lie in order (a 500-page document reads a handful of tops, not 500).
 */
export function pageAtLine(count: number, topOf: (pageNumber: number) => number, line: number): number {
  if (count <= 0) return 0;
  let low = 1;
  let high = count;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (topOf(middle) <= line) low = middle;
    else high = middle - 1;
  }
  return low;
}
