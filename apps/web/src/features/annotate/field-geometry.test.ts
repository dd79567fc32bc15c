import { describe, expect, it } from 'vitest';
import { boxAt, boxBetween, DEFAULT_FIELD_SIZES, isBigEnough, moveBox, resizeBox } from './field-geometry';

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

  it('places a clicked field at its default size, centred on the click', () => {
    const box = boxAt({ x: 0.5, y: 0.5 }, 'draw', 1.5);
    expect(box.left).toBeCloseTo(0.5 - DEFAULT_FIELD_SIZES.draw.width / 2);
    expect(box.right - box.left).toBeCloseTo(DEFAULT_FIELD_SIZES.draw.width);
    expect(box.bottom - box.top).toBeCloseTo(DEFAULT_FIELD_SIZES.draw.height / 1.5);
    expect((box.top + box.bottom) / 2).toBeCloseTo(0.5);
  });

  it('keeps a checkbox square on a tall page', () => {
    const box = boxAt({ x: 0.3, y: 0.3 }, 'checkbox', Math.SQRT2);
    expect((box.right - box.left) * 1).toBeCloseTo((box.bottom - box.top) * Math.SQRT2);
  });

  it('keeps a field clicked near an edge on the page, at its size', () => {
    const box = boxAt({ x: 0.99, y: 0.001 }, 'text', 1.3);
    expect(box.right).toBeCloseTo(1);
    expect(box.top).toBe(0);
    expect(box.right - box.left).toBeCloseTo(DEFAULT_FIELD_SIZES.text.width);
  });

  it('tells a drag from a click', () => {
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
