import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow (a window of 5 pages)', () => {
  it.each([
    [1, 0, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [9, 9, [5, 6, 7, 8, 9]],
    [8, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
