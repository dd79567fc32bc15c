import { describe, expect, it } from 'vitest';
import { boxOfRect, boxPlacement } from './page-box';

describe('page box', () => {
  it('reads fractions of the page from a rect of any page size', () => {
    const box = { left: 0.1, top: 0.2, right: 0.5, bottom: 0.25 };
    expect(boxOfRect({ x1: 0.1, y1: 0.2, x2: 0.5, y2: 0.25, width: 1, height: 1 })).toEqual(box);
    const inPixels = boxOfRect({ x1: 59.5, y1: 168.4, x2: 297.5, y2: 210.5, width: 595, height: 842 });
    for (const edge of ['left', 'top', 'right', 'bottom'] as const) expect(inPixels[edge]).toBeCloseTo(box[edge]);
  });

  it('places a box over its page in percentages', () => {
    expect(boxPlacement({ left: 0.25, top: 0.5, right: 0.75, bottom: 0.625 })).toEqual({
      left: '25%',
      top: '50%',
      width: '50%',
      height: '12.5%',
    });
  });
});
