import { startsAsPng } from '@signflow/contract/signing';

/** What a PNG declares in its header, and its image data still compressed (every IDAT chunk, in order). */
export interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
  compressed: Buffer;
  /**
   * The same PNG with only the chunks its pixels are made of (IHDR, PLTE, tRNS, IDAT, IEND), each copied as it
   * is: what a general decoder is given, so none of the metadata it would otherwise read (text it scans for a
   * terminator, say) ever reaches it.
   */
  pixelsOnly: Buffer;
}

const SAMPLES_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The bit depths the PNG standard allows for each colour type; any other header is not a PNG. */
const BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** The chunks that make the pixels: the only ones handed on to a decoder. */
const PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

/**
 * Every chunk a PNG may hold here: those that make the pixels, and ancillary ones that only describe them. An
 * animated PNG's frames (acTL, fcTL, fdAT) declare sizes of their own, which decoders allocate without the
 * header's pixel limit ever applying, so they, and any chunk not named here, make the file refused.
 */
const ALLOWED_CHUNKS = new Set([
  ...PIXEL_CHUNKS,
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'tIME',
  'tEXt',
  'zTXt',
  'iTXt',
  'bKGD',
]);

const SIGNATURE_LENGTH = 8;
/** A chunk's length, type and CRC around its data. */
const CHUNK_OVERHEAD = 12;
const IHDR_LENGTH = 13;

/**
 * Reads a PNG's header and gathers its image data; null when the bytes are not laid out as a PNG this app
 * accepts: the signature, then one IHDR of a valid colour type and bit depth, chunks each whole within the
 * bytes and all of an allowed type, up to an IEND.
 */
export function readPngLayout(bytes: Uint8Array): PngLayout | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsAsPng(data) || data.length < SIGNATURE_LENGTH + CHUNK_OVERHEAD + IHDR_LENGTH) return null;
  if (data.readUInt32BE(SIGNATURE_LENGTH) !== IHDR_LENGTH || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  const idat: Buffer[] = [];
  const pixelChunks: Buffer[] = [data.subarray(0, SIGNATURE_LENGTH)];
  let ended = false;
  for (let offset = SIGNATURE_LENGTH; !ended; ) {
    if (offset + CHUNK_OVERHEAD > data.length) return null;
    const length = data.readUInt32BE(offset);
    const end = offset + CHUNK_OVERHEAD + length;
    if (end > data.length) return null;
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (!ALLOWED_CHUNKS.has(type) || (type === 'IHDR' && offset !== SIGNATURE_LENGTH)) return null;
    if (type === 'IDAT') idat.push(data.subarray(offset + 8, offset + 8 + length));
    if (PIXEL_CHUNKS.has(type)) pixelChunks.push(data.subarray(offset, end));
    ended = type === 'IEND';
    offset = end;
  }
  const colorType = data[25] as number;
  const bitDepth = data[24] as number;
  if (!BIT_DEPTHS[colorType]?.includes(bitDepth)) return null;
  return {
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
    bitDepth,
    colorType,
    interlaced: data[28] !== 0,
    compressed: Buffer.concat(idat),
    pixelsOnly: Buffer.concat(pixelChunks),
  };
}

/** How many bytes the image data inflates to, for a non-interlaced PNG: each row, plus its filter byte. */
export function inflatedLength(layout: PngLayout): number | null {
  const samples = SAMPLES_PER_PIXEL[layout.colorType];
  if (!samples || layout.interlaced) return null;
  return layout.height * (1 + Math.ceil((layout.width * samples * layout.bitDepth) / 8));
}
