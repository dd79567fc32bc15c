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
});
