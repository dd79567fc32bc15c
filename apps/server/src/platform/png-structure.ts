import { startsAsPng } from '@signflow/contract/signing';

/** What a PNG declares in its header, and its image data still compressed (every IDAT chunk, in order). */
export interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
  compressed: Buffer;
}

const SAMPLES_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Reads a PNG's header and gathers its image data; null when the bytes are not laid out as a PNG. */
export function readPngLayout(bytes: Uint8Array): PngLayout | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsAsPng(data) || data.length < 33 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  const idat: Buffer[] = [];
  for (let offset = 8; offset + 8 <= data.length; ) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(data.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  return {
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
    bitDepth: data[24] as number,
    colorType: data[25] as number,
    interlaced: data[28] !== 0,
    compressed: Buffer.concat(idat),
  };
}

/** How many bytes the image data inflates to, for a non-interlaced PNG: each row, plus its filter byte. */
export function inflatedLength(layout: PngLayout): number | null {
  const samples = SAMPLES_PER_PIXEL[layout.colorType];
  if (!samples || layout.interlaced) return null;
  return layout.height * (1 + Math.ceil((layout.width * samples * layout.bitDepth) / 8));
}
