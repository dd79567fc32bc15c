import { describe, expect, it } from 'vitest';
import { panelPlacement } from './panel-placement';

const PHONE_PAGE = { width: 375, height: 530 };
const MIN = { width: 280, height: 96 };

describe('the active field’s panel', () => {
  it('covers a field already big enough exactly', () => {
    const placement = panelPlacement(
      { left: 0.1, top: 0.5, right: 0.6, bottom: 0.8 },
      { width: 900, height: 1273 },
      MIN,
    );
    expect(placement.x).toBeCloseTo(90);
    expect(placement.y).toBeCloseTo(636.5);
    expect(placement.width).toBeCloseTo(450);
    expect(placement.height).toBeCloseTo(381.9);
  });

  it('enlarges a small field around its centre, keeping its shape', () => {
    // 75 × 26.5 px on the phone: its width falls furthest short (280 / 75 > 96 / 26.5).
    const placement = panelPlacement({ left: 0.4, top: 0.5, right: 0.6, bottom: 0.55 }, PHONE_PAGE, MIN);
    expect(placement.width).toBeCloseTo(280);
    expect(placement.width / placement.height).toBeCloseTo(75 / 26.5);
    expect(placement.x + placement.width / 2).toBeCloseTo(187.5);
    expect(placement.y + placement.height / 2).toBeCloseTo(278.25);
  });

  it('stays on the page next to an edge', () => {
    const placement = panelPlacement({ left: 0, top: 0.97, right: 0.2, bottom: 1 }, PHONE_PAGE, MIN);
    expect(placement.x).toBe(0);
    expect(placement.y + placement.height).toBeCloseTo(PHONE_PAGE.height);
  });

  it('is never wider than the page, even for a long thin field', () => {
    const placement = panelPlacement({ left: 0.1, top: 0.1, right: 0.9, bottom: 0.12 }, PHONE_PAGE, MIN);
    expect(placement.width).toBeCloseTo(PHONE_PAGE.width);
    expect(placement.x).toBeCloseTo(0);
    expect(placement.width / placement.height).toBeCloseTo(300 / 10.6);
  });
});
