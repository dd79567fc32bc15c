import { palettePngOf, solidColourPng, withChunk } from '@signflow/pdf-stamp/test-png';
import { describe, expect, it } from 'vitest';
import { readPngLayout } from './png-structure';

const PALETTE: [number, number, number][] = [
  [0, 0, 0],
  [255, 255, 255],
];
const palettePng = () => palettePngOf(6, 4, PALETTE, (x) => x % 2);

const chunkTypesOf = (png: Buffer): string[] => {
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset)) {
    types.push(png.toString('latin1', offset + 4, offset + 8));
  }
  return types;
};

describe('readPngLayout', () => {
  it('reads the header and gathers the image data', () => {
    const layout = readPngLayout(palettePng());
    expect(layout).toMatchObject({ width: 6, height: 4, bitDepth: 8, colorType: 3, interlaced: false });
    expect(layout?.compressed.length).toBeGreaterThan(0);
  });

  it('accepts ancillary chunks that only describe the image, and hands a decoder only those of its pixels', () => {
    let png = palettePng();
    png = withChunk(png, 'gAMA', Buffer.from([0, 0, 0xb1, 0x8f]), 'PLTE');
    png = withChunk(png, 'tRNS', Buffer.from([0, 255]), 'IDAT');
    png = withChunk(png, 'pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]), 'IDAT');
    // Text without its separators: a general decoder scans past the chunk for them, forever at the file's end.
    png = withChunk(png, 'iTXt', Buffer.from('abc', 'latin1'));
    png = withChunk(png, 'tEXt', Buffer.from('Software', 'latin1'));
    const layout = readPngLayout(png);
    expect(layout).not.toBeNull();
    expect(chunkTypesOf(layout?.pixelsOnly ?? Buffer.alloc(0))).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    expect(layout?.pixelsOnly.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
  });

  it('refuses an animated PNG: its frames declare sizes of their own', () => {
    const frameControl = Buffer.alloc(26);
    frameControl.writeUInt32BE(16_000, 4);
    frameControl.writeUInt32BE(16_000, 8);
    const animated = withChunk(
      withChunk(palettePng(), 'acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), 'IDAT'),
      'fcTL',
      frameControl,
      'IDAT',
    );
    expect(readPngLayout(animated)).toBeNull();
    expect(readPngLayout(withChunk(palettePng(), 'fdAT', Buffer.from([0, 0, 0, 1])))).toBeNull();
  });

  it('refuses any chunk it does not know, and a second header', () => {
    expect(readPngLayout(withChunk(palettePng(), 'CgBI', Buffer.from([0x50, 0, 0x20, 2]), 'IHDR'))).toBeNull();
    expect(readPngLayout(withChunk(palettePng(), 'zzZZ', Buffer.alloc(1)))).toBeNull();
    const header = palettePng().subarray(16, 29);
    expect(readPngLayout(withChunk(palettePng(), 'IHDR', header, 'IDAT'))).toBeNull();
  });

  it('refuses a chunk that runs past the end, a PNG cut before its IEND, and a header with no such bit depth', () => {
    const png = solidColourPng(4, 4, [200, 0, 0]);
    const idat = png.indexOf('IDAT', 0, 'latin1') - 4;
    const overrunning = Buffer.from(png);
    overrunning.writeUInt32BE(0xfffffff0, idat);
    expect(readPngLayout(overrunning)).toBeNull();
    expect(readPngLayout(png.subarray(0, png.indexOf('IEND', 0, 'latin1') - 4))).toBeNull();
    const badDepth = Buffer.from(png);
    badDepth[24] = 4;
    expect(readPngLayout(badDepth)).toBeNull();
    expect(readPngLayout(png)).not.toBeNull();
  });
});
