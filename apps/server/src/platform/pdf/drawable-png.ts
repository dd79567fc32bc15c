import { inflateSync } from 'node:zlib';
import { PngEmbedder } from 'pdf-lib';
import { inflatedLength, readPngLayout } from '../png-structure';

/**
 * A PNG decoded as far as the final PDF needs to draw it. Canvas PNGs (8-bit RGB or RGBA, what signature pads
 * make) are decoded here with Node's native zlib; any other kind (palette, grey, 16-bit) by pdf-lib's decoder,
 * whose result is kept so that embedding it decodes nothing again.
 */
export type DrawablePng =
  /** 8-bit RGB: the file's own zlib stream goes into the PDF as it is; a PDF reader undoes the filters. */
  | { kind: 'rgb'; width: number; height: number; compressed: Buffer }
  /** 8-bit RGBA: the raw samples, four bytes a pixel, filters undone. */
  | { kind: 'rgba'; width: number; height: number; rgba: Uint8Array }
  | { kind: 'decoded'; width: number; height: number; embedder: PngEmbedder };

/** Undoes PNG's per-scanline filters (RFC 2083 §6), giving the raw samples; one tight loop per filter type. */
function unfilter(filtered: Uint8Array, width: number, height: number, bytesPerPixel: number): Uint8Array {
  const stride = width * bytesPerPixel;
  const raw = new Uint8Array(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = filtered[row * (stride + 1)];
    const source = row * (stride + 1) + 1;
    const target = row * stride;
    const above = target - stride;
    const line = filtered.subarray(source, source + stride);
    if (filter === 0 || (filter === 2 && row === 0)) {
      raw.set(line, target);
    } else if (filter === 1 || (filter === 4 && row === 0)) {
      for (let i = 0; i < stride; i += 1) {
        raw[target + i] =
          ((line[i] as number) + (i >= bytesPerPixel ? (raw[target + i - bytesPerPixel] as number) : 0)) & 0xff;
      }
    } else if (filter === 2) {
      for (let i = 0; i < stride; i += 1) raw[target + i] = ((line[i] as number) + (raw[above + i] as number)) & 0xff;
    } else if (filter === 3) {
      for (let i = 0; i < stride; i += 1) {
        const left = i >= bytesPerPixel ? (raw[target + i - bytesPerPixel] as number) : 0;
        const up = row > 0 ? (raw[above + i] as number) : 0;
        raw[target + i] = ((line[i] as number) + ((left + up) >> 1)) & 0xff;
      }
    } else {
      for (let i = 0; i < stride; i += 1) {
        const left = i >= bytesPerPixel ? (raw[target + i - bytesPerPixel] as number) : 0;
        const up = raw[above + i] as number;
        const upLeft = i >= bytesPerPixel ? (raw[above + i - bytesPerPixel] as number) : 0;
        const toLeft = Math.abs(up - upLeft);
        const toUp = Math.abs(left - upLeft);
        const toUpLeft = Math.abs(left + up - 2 * upLeft);
        const predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
        raw[target + i] = ((line[i] as number) + predicted) & 0xff;
      }
    }
  }
  return raw;
}

/** The image data inflated, when it inflates whole to exactly `expected` bytes; null otherwise. */
function inflateWhole(compressed: Buffer, expected: number): Buffer | null {
  try {
    const inflated = inflateSync(compressed, { maxOutputLength: expected + 1 });
    return inflated.length === expected ? inflated : null;
  } catch {
    return null;
  }
}

/**
 * Decodes a PNG exactly as the final PDF will draw it; null when it cannot be drawn. This one decision serves
 * both the signer's save (an image refused here is refused there, with a message) and sealing (which embeds
 * what this answers), so an image that was accepted can always be sealed. Only non-interlaced PNGs of a
 * non-zero size whose structure readPngLayout accepts (no animation frames, no unknown chunks) and whose
 * image data inflates whole are drawn; callers bound the bytes and pixels beforehand, as decoding holds the
 * whole image in memory.
 */
export async function decodeDrawablePng(bytes: Uint8Array): Promise<DrawablePng | null> {
  const layout = readPngLayout(bytes);
  if (!layout || layout.width === 0 || layout.height === 0) return null;
  const expected = inflatedLength(layout);
  if (expected === null) return null;
  const inflated = inflateWhole(layout.compressed, expected);
  if (!inflated) return null;
  const { width, height } = layout;
  if (layout.bitDepth === 8 && layout.colorType === 2) {
    return { kind: 'rgb', width, height, compressed: layout.compressed };
  }
  if (layout.bitDepth === 8 && layout.colorType === 6) {
    return { kind: 'rgba', width, height, rgba: unfilter(inflated, width, height, 4) };
  }
  try {
    // pdf-lib's decoder throws on what it cannot draw: a palette image without its palette, say. It is given
    // only the chunks that make the pixels, whose sizes the checks above have already bounded.
    return { kind: 'decoded', width, height, embedder: await PngEmbedder.for(layout.pixelsOnly) };
  } catch {
    return null;
  }
}
