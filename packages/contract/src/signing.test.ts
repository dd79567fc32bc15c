import { describe, expect, it } from 'vitest';
import { startsAsPng } from './signing';

describe('startsAsPng', () => {
  it('knows a PNG by its first bytes', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(startsAsPng(png)).toBe(true);
    expect(startsAsPng(png.subarray(0, 7))).toBe(false);
    expect(startsAsPng(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe(false);
  });
});
