import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPngDataUrl } from './png-data-url';

/** A real 1×1 PNG, built chunk by chunk (CRCs are not checked by the inspection, so zeros do). */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('inspectPngDataUrl', () => {
  it('accepts a PNG within the limit and answers its bytes', () => {
    const png = onePixelPng();
    const result = inspectPngDataUrl(dataUrl(png), 1024);
    expect(result.verdict).toBe('png');
    expect(result.verdict === 'png' && result.bytes.equals(png)).toBe(true);
  });

  it('refuses other content under a PNG label', () => {
    expect(inspectPngDataUrl(dataUrl(Buffer.from('GIF89a not a png at all here')), 1024).verdict).toBe('not-png');
    expect(inspectPngDataUrl('data:image/png;base64,@@@@', 1024).verdict).toBe('not-png');
    expect(inspectPngDataUrl('data:image/jpeg;base64,AAAA', 1024).verdict).toBe('not-png');
    const zeroWidth = onePixelPng();
    zeroWidth.writeUInt32BE(0, 16);
    expect(inspectPngDataUrl(dataUrl(zeroWidth), 1024).verdict).toBe('not-png');
  });

  it('refuses a PNG over the limit, judged before decoding', () => {
    const png = onePixelPng();
    expect(inspectPngDataUrl(dataUrl(png), png.length - 1).verdict).toBe('too-large');
    expect(inspectPngDataUrl(`data:image/png;base64,${'A'.repeat(4000)}`, 1024).verdict).toBe('too-large');
  });
});
