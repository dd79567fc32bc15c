import { describe, expect, it } from 'vitest';
import { panelPlacement, shownPart } from './panel-placement';

const PHONE_PAGE = { width: 375, height: 530 };
const MIN = { width: 280, height: 96 };

describe('the active field’s panel', () => {
  it('covers a field already big enough exactly', () => {
    const placement = panelPlacement(
      { left: 0.1, top: 0.5, right: 0.6, bottom: 0.8 },
      { width: 900, height: 1273 },
      { min: MIN },
    );
    expect(placement.x).toBeCloseTo(90);
    expect(placement.y).toBeCloseTo(636.5);
    expect(placement.width).toBeCloseTo(450);
    expect(placement.height).toBeCloseTo(381.9);
  });

  it('enlarges a small field around its centre, keeping its shape', () => {
    // 75 × 26.5 px on the phone: its width falls furthest short (280 / 75 > 96 / 26.5).
    const placement = panelPlacement({ left: 0.4, top: 0.5, right: 0.6, bottom: 0.55 }, PHONE_PAGE, { min: MIN });
    expect(placement.width).toBeCloseTo(280);
    expect(placement.width / placement.height).toBeCloseTo(75 / 26.5);
    expect(placement.x + placement.width / 2).toBeCloseTo(187.5);
    expect(placement.y + placement.height / 2).toBeCloseTo(278.25);
  });

  it('stays on the page next to an edge', () => {
    const placement = panelPlacement({ left: 0, top: 0.97, right: 0.2, bottom: 1 }, PHONE_PAGE, { min: MIN });
    expect(placement.x).toBe(0);
    expect(placement.y + placement.height).toBeCloseTo(PHONE_PAGE.height);
  });

  it('is never wider than the page, even for a long thin field', () => {
    const placement = panelPlacement({ left: 0.1, top: 0.1, right: 0.9, bottom: 0.12 }, PHONE_PAGE, { min: MIN });
    expect(placement.width).toBeCloseTo(PHONE_PAGE.width);
    expect(placement.x).toBeCloseTo(0);
    expect(placement.width / placement.height).toBeCloseTo(300 / 10.6);
  });

  it('stays inside the part of a zoomed page on screen, next to its field', () => {
    // A phone at 150%: the page is 563 px wide, the view shows 375 px of it from 94 px in.
    const page = { width: 563, height: 796 };
    const shown = { x: 94, y: 500, width: 375, height: 450 };
    const placement = panelPlacement({ left: 0.2, top: 0.3, right: 0.5, bottom: 0.36 }, page, {
      min: { width: 280, height: 150 },
      minHeight: 150,
      shown: { ...shown, y: 0, height: 796 },
    });
    expect(placement.width).toBeLessThanOrEqual(shown.width);
    expect(placement.x).toBeGreaterThanOrEqual(shown.x);
    expect(placement.x + placement.width).toBeLessThanOrEqual(shown.x + shown.width);
    expect(placement.height).toBeCloseTo(150);
    // It still covers the field's visible part.
    expect(placement.x).toBeLessThanOrEqual(0.2 * page.width);
    expect(placement.y).toBeLessThanOrEqual(0.3 * page.height);
    expect(placement.y + placement.height).toBeGreaterThanOrEqual(0.36 * page.height);
  });

  it('moves into view when the field lies near the edge of the part on screen', () => {
    const shown = { x: 100, y: 200, width: 300, height: 250 };
    const placement = panelPlacement(
      { left: 0.1, top: 0.3, right: 0.2, bottom: 0.32 },
      { width: 600, height: 800 },
      {
        min: MIN,
        shown,
      },
    );
    // 60 × 16 px, enlarged six times for its height, at most the 300 px on screen.
    expect(placement.x).toBeCloseTo(shown.x);
    expect(placement.width).toBeCloseTo(300);
    expect(placement.y).toBeGreaterThanOrEqual(shown.y);
    expect(placement.y + placement.height).toBeLessThanOrEqual(shown.y + shown.height);
  });

  it('reaches the height asked for, at most the height on screen', () => {
    const placement = panelPlacement({ left: 0.1, top: 0.1, right: 0.9, bottom: 0.12 }, PHONE_PAGE, {
      min: MIN,
      minHeight: 150,
      shown: { x: 0, y: 0, width: 375, height: 120 },
    });
    expect(placement.height).toBeCloseTo(120);
    expect(placement.y).toBeCloseTo(0);
  });
});

describe('the part of a page on screen', () => {
  it('is where the page and the view overlap, in the page’s pixels', () => {
    const part = shownPart(
      { left: -94, top: -300, right: 469, bottom: 496 },
      { left: 0, top: 102, right: 375, bottom: 552 },
    );
    expect(part).toEqual({ x: 94, y: 402, width: 375, height: 394 });
  });

  it('is the whole page when none of it is in view', () => {
    const part = shownPart(
      { left: 0, top: 900, right: 375, bottom: 1430 },
      { left: 0, top: 0, right: 375, bottom: 600 },
    );
    expect(part).toEqual({ x: 0, y: 0, width: 375, height: 530 });
  });

  describe('beside its field, on a phone', () => {
    // A phone's view of a page at 100%: 375 × 530 px, of which the view shows the lower 330 px.
    const shown = { x: 0, y: 200, width: 375, height: 330 };
    const tall = { min: { width: 280, height: 150 }, minHeight: 150, shown, beside: true };
    const overlaps = (a: { x: number; y: number; width: number; height: number }, box: typeof FIELD) => {
      const field = {
        x: box.left * PHONE_PAGE.width,
        y: box.top * PHONE_PAGE.height,
        width: (box.right - box.left) * PHONE_PAGE.width,
        height: (box.bottom - box.top) * PHONE_PAGE.height,
      };
      return (
        a.x < field.x + field.width &&
        a.x + a.width > field.x &&
        a.y < field.y + field.height &&
        a.y + a.height > field.y
      );
    };
    const FIELD = { left: 0.1, top: 0.8, right: 0.45, bottom: 0.86 };

    it('lies below a field in the middle of the view, the width of the view, never over the field', () => {
      const field = { left: 0.1, top: 0.7, right: 0.45, bottom: 0.76 };
      const placement = panelPlacement(
        field,
        { width: 375, height: 1000 },
        {
          ...tall,
          shown: { x: 0, y: 500, width: 375, height: 470 },
        },
      );
      expect(placement.y).toBeCloseTo(760 + 8);
      expect(placement.width).toBeCloseTo(375 - 16);
      expect(placement.x).toBeCloseTo(8);
      expect(placement.height).toBeGreaterThanOrEqual(150);
      expect(placement.height).toBeLessThanOrEqual(220);
    });

    it('goes above a field near the bottom of the view, and stays inside the view', () => {
      const placement = panelPlacement(FIELD, PHONE_PAGE, tall);
      expect(overlaps(placement, FIELD)).toBe(false);
      expect(placement.y + placement.height).toBeLessThanOrEqual(FIELD.top * PHONE_PAGE.height);
      expect(placement.y).toBeGreaterThanOrEqual(shown.y);
    });

    it('takes the larger side, shortened, when neither has room for the whole pad', () => {
      // A view of 340 px with a field in its middle: 145 px above, 150 px below, less the gaps.
      const view = { x: 0, y: 100, width: 375, height: 340 };
      const field = { left: 0.1, top: 0.45, right: 0.5, bottom: 0.5 };
      const placement = panelPlacement(field, PHONE_PAGE, {
        min: { width: 280, height: 96 },
        shown: view,
        beside: true,
      });
      expect(overlaps(placement, field)).toBe(false);
      expect(placement.height).toBeGreaterThanOrEqual(96);
      expect(placement.y + placement.height).toBeLessThanOrEqual(view.y + view.height);
    });

    it('lies over the field only when the field leaves no room on either side', () => {
      const view = { x: 0, y: 0, width: 375, height: 300 };
      const placement = panelPlacement({ left: 0, top: 0.05, right: 1, bottom: 0.55 }, PHONE_PAGE, {
        ...tall,
        shown: view,
      });
      expect(placement.y + placement.height).toBeCloseTo(300);
    });
  });
});
