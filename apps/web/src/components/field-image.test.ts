import { MAX_RESPONSE_IMAGE_BYTES, MAX_RESPONSE_IMAGE_PIXELS } from '@signflow/contract/signing';
import { describe, expect, it } from 'vitest';
import { fieldImageSize } from './field-image';

describe('field images', () => {
  it('makes a field’s image at least twice its size on screen, or at the screen’s density', () => {
    expect(fieldImageSize({ width: 180, height: 60.5 }, 1)).toEqual({ width: 360, height: 121 });
    expect(fieldImageSize({ width: 100, height: 40 }, 3)).toEqual({ width: 300, height: 120 });
  });

  it('caps a large field’s image so that it always fits the server’s image limit', () => {
    const size = fieldImageSize({ width: 800, height: 600 }, 3);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_RESPONSE_IMAGE_PIXELS);
    expect(size.width / size.height).toBeCloseTo(800 / 600, 2);
    // Raw RGBA with a filter byte a row, the worst a PNG can compress to, is still under the limit.
    expect(size.height * (1 + 4 * size.width)).toBeLessThan(MAX_RESPONSE_IMAGE_BYTES - 4096);
  });
});
