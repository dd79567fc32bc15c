import { deflateSync } from 'node:zlib';
import {
  palettePngOf,
  pngDataUrl,
  rgbaPngOf,
  solidColourPng,
  withChunk,
  withDeclaredSize,
} from '@signflow/pdf-stamp/test-png';
import { describe, expect, it } from 'vitest';
import { isDrawablePng } from './pdf-work/png-task';
import { inspectPngDataUrl } from './png-data-url';

const LIMITS = { maxBytes: 1024, maxPixels: 100 };
/** The decoding the worker thread does, run here. */
const drawable = (bytes: Uint8Array) => isDrawablePng({ bytes });

const verdictOf = async (dataUrl: string, limits = LIMITS) =>
  (await inspectPngDataUrl(dataUrl, limits, drawable)).verdict;

describe('inspectPngDataUrl', () => {
  it('accepts an RGB or RGBA PNG within the limits and answers its bytes', async () => {
    for (const png of [solidColourPng(2, 2, [10, 20, 30]), rgbaPngOf(3, 1, () => [0, 0, 0, 128])]) {
      const result = await inspectPngDataUrl(pngDataUrl(png), LIMITS, drawable);
      expect(result.verdict).toBe('png');
      expect(result.verdict === 'png' && result.bytes.equals(png)).toBe(true);
    }
  });

  it('accepts a palette PNG with its palette', async () => {
    const png = palettePngOf(
      4,
      2,
      [
        [255, 0, 0],
        [0, 0, 255],
      ],
      (x) => x % 2,
    );
    expect(await verdictOf(pngDataUrl(png))).toBe('png');
  });

  it('refuses a palette PNG without its PLTE chunk: the final PDF could not draw it', async () => {
    expect(await verdictOf(pngDataUrl(palettePngOf(4, 2, null, (x) => x % 2)))).toBe('not-png');
  });

  it('refuses at once an animated PNG whose frame declares 16,000 × 16,000 pixels in a 10 × 10 image', async () => {
    const frameControl = Buffer.alloc(26);
    frameControl.writeUInt32BE(16_000, 4);
    frameControl.writeUInt32BE(16_000, 8);
    let png = palettePngOf(10, 10, [[0, 0, 0]], () => 0);
    png = withChunk(png, 'acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), 'IDAT');
    png = withChunk(png, 'fcTL', frameControl, 'IDAT');
    png = withChunk(png, 'fdAT', Buffer.concat([Buffer.from([0, 0, 0, 1]), deflateSync(Buffer.alloc(64))]));
    const started = performance.now();
    expect(await verdictOf(pngDataUrl(png), { maxBytes: 1024, maxPixels: 120_000 })).toBe('not-png');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('keeps a palette PNG with descriptive chunks, even text whose separators are missing', async () => {
    let png = palettePngOf(4, 2, [[0, 0, 0]], () => 0);
    png = withChunk(png, 'iTXt', Buffer.from('abc', 'latin1'));
    png = withChunk(png, 'gAMA', Buffer.from([0, 0, 0xb1, 0x8f]), 'PLTE');
    expect(await verdictOf(pngDataUrl(png))).toBe('png');
  });

  it('refuses other content under a PNG label', async () => {
    expect(await verdictOf(pngDataUrl(Buffer.from('GIF89a not a png at all here')))).toBe('not-png');
    expect(await verdictOf('data:image/png;base64,@@@@')).toBe('not-png');
    expect(await verdictOf('data:image/jpeg;base64,AAAA')).toBe('not-png');
    const zeroWidth = withDeclaredSize(solidColourPng(1, 1, [0, 0, 0]), 0, 1);
    expect(await verdictOf(pngDataUrl(zeroWidth))).toBe('not-png');
  });

  it('refuses a PNG whose image data is not whole: damaged, cut short, or fewer rows than declared', async () => {
    const png = solidColourPng(4, 4, [200, 0, 0]);
    const idatData = png.indexOf('IDAT', 0, 'latin1') + 4;
    const damaged = Buffer.from(png);
    damaged.fill(0xff, idatData, idatData + 6);
    expect(await verdictOf(pngDataUrl(damaged))).toBe('not-png');
    expect(await verdictOf(pngDataUrl(png.subarray(0, idatData + 3)))).toBe('not-png');
    expect(await verdictOf(pngDataUrl(withDeclaredSize(png, 4, 8)))).toBe('not-png');
  });

  it('refuses an interlaced PNG: canvases never make one, and the final PDF draws only whole rows', async () => {
    const interlaced = Buffer.from(solidColourPng(2, 2, [0, 0, 0]));
    interlaced[28] = 1;
    expect(await verdictOf(pngDataUrl(interlaced))).toBe('not-png');
  });

  it('refuses a PNG over the byte limit, judged before decoding', async () => {
    const png = solidColourPng(1, 1, [0, 0, 0]);
    expect(await verdictOf(pngDataUrl(png), { ...LIMITS, maxBytes: png.length - 1 })).toBe('too-large');
    expect(await verdictOf(`data:image/png;base64,${'A'.repeat(4000)}`)).toBe('too-large');
  });

  it('refuses a small PNG that declares more pixels than the limit, before inflating anything', async () => {
    const huge = withDeclaredSize(solidColourPng(1, 1, [0, 0, 0]), 20_000, 20_000);
    expect(await verdictOf(pngDataUrl(huge))).toBe('too-many-pixels');
    expect(await verdictOf(pngDataUrl(solidColourPng(10, 11, [0, 0, 0])))).toBe('too-many-pixels');
  });
});
