import { describe, expect, it } from 'vitest';
import { boxBetween, isBigEnough, moveBox, resizeBox } from './field-geometry';

const field = { box: { left: 0.1, top: 0.2, right: 0.3, bottom: 0.3 } };

describe('field geometry (fractions of the page)', () => {
  it('spans a drag in any direction and keeps it on the page', () => {
    expect(boxBetween({ x: 0.5, y: 0.6 }, { x: 0.2, y: 0.1 })).toEqual({
      left: 0.2,
      top: 0.1,
      right: 0.5,
      bottom: 0.6,
    });
    expect(boxBetween({ x: -0.2, y: 0.5 }, { x: 1.4, y: 0.7 })).toEqual({ left: 0, top: 0.5, right: 1, bottom: 0.7 });
  });

  it('ignores a click that is not a drag', () => {
    expect(isBigEnough(boxBetween({ x: 0.5, y: 0.5 }, { x: 0.501, y: 0.502 }))).toBe(false);
    expect(isBigEnough(field.box)).toBe(true);
  });

  it('moves without leaving the page and keeps the size', () => {
    const moved = moveBox(field.box, 0.9, -0.5);
    expect(moved.left).toBeCloseTo(0.8);
    expect(moved.right).toBeCloseTo(1);
    expect(moved.top).toBeCloseTo(0);
    expect(moved.bottom).toBeCloseTo(0.1);
  });

  it('resizes from the corner, never below the minimum', () => {
    expect(resizeBox(field.box, -1, -1)).toEqual({ left: 0.1, top: 0.2, right: 0.11, bottom: 0.21000000000000002 });
    expect(resizeBox(field.box, 2, 2)).toMatchObject({ right: 1, bottom: 1 });
  });
});
