import { describe, expect, it } from 'vitest';
import {
  baseWidthOf,
  canvasPixelRatio,
  canZoomIn,
  canZoomOut,
  clampZoom,
  fitWidthZoom,
  MAX_CANVAS_PIXELS,
  pageAtLine,
  pagePointAt,
  pageWidthAt,
  scrollToKeep,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './pdf-zoom';

describe('zoom levels', () => {
  it('steps through the levels between 50% and 300%', () => {
    const up = [0.5];
    while (canZoomIn(up.at(-1) ?? 3)) up.push(zoomIn(up.at(-1) ?? 3));
    expect(up).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3]);
    const down = [3];
    while (canZoomOut(down.at(-1) ?? 0.5)) down.push(zoomOut(down.at(-1) ?? 0.5));
    expect(down).toEqual([3, 2.5, 2, 1.5, 1.25, 1, 0.75, 0.5]);
  });

  it('goes from a zoom between levels to the next level either way', () => {
    expect(zoomIn(1.22)).toBe(1.25);
    expect(zoomOut(1.22)).toBe(1);
    // A fitted zoom a hair above a level is that level.
    expect(zoomIn(1.0004)).toBe(1.25);
    expect(zoomOut(1.2501)).toBe(1);
  });

  it('stays within 50% and 300%', () => {
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(clampZoom(10)).toBe(3);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(0.5)).toBe(false);
  });

  it('reads as a whole percentage', () => {
    expect(zoomPercent(1)).toBe('100%');
    expect(zoomPercent(1.2249)).toBe('122%');
    expect(zoomPercent(0.75)).toBe('75%');
  });
});

describe('page width', () => {
  it('is the view’s width at 100%, at most 900 pixels', () => {
    expect(baseWidthOf(343.6)).toBe(343);
    expect(baseWidthOf(1400)).toBe(900);
    expect(pageWidthAt(343, 1)).toBe(343);
    expect(pageWidthAt(1400, 1)).toBe(900);
  });

  it('scales with the zoom', () => {
    expect(pageWidthAt(800, 1.5)).toBe(1200);
    expect(pageWidthAt(800, 0.5)).toBe(400);
    expect(pageWidthAt(1400, 3)).toBe(2700);
    expect(pageWidthAt(800, 9)).toBe(2400);
  });

  it('fills a wide view at Fit width, and is 100% in a narrow one', () => {
    expect(fitWidthZoom(1098)).toBeCloseTo(1098 / 900);
    expect(pageWidthAt(1098, fitWidthZoom(1098))).toBe(1098);
    expect(fitWidthZoom(343)).toBe(1);
    expect(fitWidthZoom(0)).toBe(1);
    expect(fitWidthZoom(5000)).toBe(3);
  });
});

describe('canvas pixel ratio', () => {
  it('is the screen’s while the canvas is small enough', () => {
    expect(canvasPixelRatio(900, 1273, 2)).toBe(2);
    expect(canvasPixelRatio(900, 1273, 0)).toBe(1);
  });

  it('keeps a zoomed page’s canvas within the cap', () => {
    const ratio = canvasPixelRatio(2700, 3819, 2);
    expect(ratio).toBeLessThan(2);
    expect(2700 * ratio * 3819 * ratio).toBeCloseTo(MAX_CANVAS_PIXELS, -2);
  });
});

describe('keeping the point under the view’s centre while zooming', () => {
  it('scrolls so the same spot of the page comes back under the same screen point', () => {
    const centre = { x: 500, y: 400 };
    const before = { left: 100, top: -300, width: 800, height: 1131 };
    const point = pagePointAt(2, before, centre);
    expect(point).toEqual({ pageNumber: 2, x: 0.5, y: 700 / 1131 });
    // At 150% the page is 1.5 times as large and its top moved further down.
    const after = { left: 100, top: -600, width: 1200, height: 1696.5 };
    const shift = scrollToKeep(point, after, centre);
    expect(shift.left).toBeCloseTo(200);
    expect(shift.top).toBeCloseTo(-600 + 1050 - 400);
    // Scrolled by that much, the point is under the centre again.
    expect(after.left - shift.left + point.x * after.width).toBeCloseTo(centre.x);
    expect(after.top - shift.top + point.y * after.height).toBeCloseTo(centre.y);
  });

  it('needs no scroll when nothing moved', () => {
    const page = { left: 10, top: 20, width: 300, height: 400 };
    const point = pagePointAt(1, page, { x: 40, y: 60 });
    expect(scrollToKeep(point, page, { x: 40, y: 60 })).toEqual({ left: 0, top: 0 });
  });
});

describe('the page under a line', () => {
  const tops = (height: number) => (pageNumber: number) => (pageNumber - 1) * height - 50;

  it('is the last page whose top is above the line', () => {
    expect(pageAtLine(500, tops(1000), 0)).toBe(1);
    expect(pageAtLine(500, tops(1000), 949)).toBe(1);
    expect(pageAtLine(500, tops(1000), 950)).toBe(2);
    expect(pageAtLine(500, tops(1000), 10_000_000)).toBe(500);
    expect(pageAtLine(500, tops(1000), -999)).toBe(1);
  });

  it('reads few tops in a long document', () => {
    let reads = 0;
    pageAtLine(
      500,
      (pageNumber) => {
        reads += 1;
        return tops(1000)(pageNumber);
      },
      123_456,
    );
    expect(reads).toBeLessThanOrEqual(10);
    expect(pageAtLine(0, tops(1000), 10)).toBe(0);
  });
});
