import { describe, expect, it } from 'vitest';
import { fitInside } from './fit-inside';

describe('fitInside', () => {
  it('fits a wide image to the box’s width, centred from top to bottom', () => {
    expect(fitInside({ width: 400, height: 100 }, { x: 0, y: 0, width: 200, height: 100 })).toEqual({
      x: 0,
      y: 25,
      width: 200,
      height: 50,
    });
  });

  it('fits a tall image to the box’s height, centred from side to side, enlarging a small one', () => {
    expect(fitInside({ width: 10, height: 20 }, { x: 0, y: 0, width: 200, height: 100 })).toEqual({
      x: 75,
      y: 0,
      width: 50,
      height: 100,
    });
  });

  it('stays inside a box that does not start at the origin', () => {
    expect(fitInside({ width: 30, height: 10 }, { x: 100, y: 200, width: 150, height: 100 })).toEqual({
      x: 100,
      y: 225,
      width: 150,
      height: 50,
    });
  });
});
