import { pngDataUrl, rgbaPngOf, solidColourPng, withDeclaredSize } from '@signflow/pdf-stamp/test-png';
import { describe, expect, it } from 'vitest';
import { inspectPngDataUrl } from './png-data-url';

const LIMITS = { maxBytes: 1024, maxPixels: 100 };

describe('inspectPngDataUrl', () => {
  it('accepts an RGB or RGBA PNG within the limits and answers its bytes', () => {
    for (const png of [solidColourPng(2, 2, [10, 20, 30]), rgbaPngOf(3, 1, () => [0, 0, 0, 128])]) {
      const result = inspectPngDataUrl(pngDataUrl(png), LIMITS);
      expect(result.verdict).toBe('png');
      expect(result.verdict === 'png' && result.bytes.equals(png)).toBe(true);
    }
  });

  it('refuses other content under a PNG label', () => {
    expect(inspectPngDataUrl(pngDataUrl(Buffer.from('GIF89a not a png at all here')), LIMITS).verdict).toBe('not-png');
    expect(inspectPngDataUrl('data:image/png;base64,@@@@', LIMITS).verdict).toBe('not-png');
    expect(inspectPngDataUrl('data:image/jpeg;base64,AAAA', LIMITS).verdict).toBe('not-png');
    const zeroWidth = withDeclaredSize(solidColourPng(1, 1, [0, 0, 0]), 0, 1);
    expect(inspectPngDataUrl(pngDataUrl(zeroWidth), LIMITS).verdict).toBe('not-png');
  });

  it('refuses a PNG whose image data is not whole: damaged, cut short, or fewer rows than declared', () => {
    const png = solidColourPng(4, 4, [200, 0, 0]);
    const idatData = png.indexOf('IDAT', 0, 'latin1') + 4;
    const damaged = Buffer.from(png);
    damaged.fill(0xff, idatData, idatData + 6);
    expect(inspectPngDataUrl(pngDataUrl(damaged), LIMITS).verdict).toBe('not-png');
    expect(inspectPngDataUrl(pngDataUrl(png.subarray(0, idatData + 3)), LIMITS).verdict).toBe('not-png');
    expect(inspectPngDataUrl(pngDataUrl(withDeclaredSize(png, 4, 8)), LIMITS).verdict).toBe('not-png');
  });

  it('refuses an interlaced PNG: canvases never make one, and the final PDF draws only whole rows', () => {
    const interlaced = Buffer.from(solidColourPng(2, 2, [0, 0, 0]));
    interlaced[28] = 1;
    expect(inspectPngDataUrl(pngDataUrl(interlaced), LIMITS).verdict).toBe('not-png');
  });

  it('refuses a PNG over the byte limit, judged before decoding', () => {
    const png = solidColourPng(1, 1, [0, 0, 0]);
    expect(inspectPngDataUrl(pngDataUrl(png), { ...LIMITS, maxBytes: png.length - 1 }).verdict).toBe('too-large');
    expect(inspectPngDataUrl(`data:image/png;base64,${'A'.repeat(4000)}`, LIMITS).verdict).toBe('too-large');
  });

  it('refuses a small PNG that declares more pixels than the limit, before inflating anything', () => {
    const huge = withDeclaredSize(solidColourPng(1, 1, [0, 0, 0]), 20_000, 20_000);
    expect(inspectPngDataUrl(pngDataUrl(huge), LIMITS).verdict).toBe('too-many-pixels');
    expect(inspectPngDataUrl(pngDataUrl(solidColourPng(10, 11, [0, 0, 0])), LIMITS).verdict).toBe('too-many-pixels');
  });
});
