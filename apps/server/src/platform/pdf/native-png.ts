import { deflateSync, inflateSync } from 'node:zlib';
import { type PDFContext, type PDFDocument, PDFImage, type PDFRef, PngEmbedder } from 'pdf-lib';
import { readPngLayout } from '../png-structure';

type ImageEmbedder = Parameters<typeof PDFImage.of>[2];

interface SimplePng {
  width: number;
  height: number;
  /** 2: RGB, 6: RGBA; both 8 bits a sample, not interlaced. */
  colorType: 2 | 6;
  /** The zlib stream of the scanlines, as in the file. */
  compressed: Buffer;
}

/** Reads the PNGs canvases make (8-bit RGB or RGBA, not interlaced); null for any other kind. */
function readSimplePng(bytes: Uint8Array): SimplePng | null {
  const layout = readPngLayout(bytes);
  if (layout?.bitDepth !== 8 || layout.interlaced) return null;
  const { width, height, colorType, compressed } = layout;
  if (colorType !== 2 && colorType !== 6) return null;
  return { width, height, colorType, compressed };
}

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

/** Signature images are mostly one colour: the fastest level compresses them nearly as well. */
const FAST = { level: 1 };

const imageBase = (png: SimplePng) => ({
  Type: 'XObject',
  Subtype: 'Image',
  Width: png.width,
  Height: png.height,
  BitsPerComponent: 8,
});

/** The image's XObject: for RGB the file's own zlib stream, for RGBA colours and a soft mask of the alpha. */
function imageStream(context: PDFContext, png: SimplePng) {
  if (png.colorType === 2) {
    // The PNG predictors are undone by the reader (PDF 32000 §7.4.4.4): nothing to decode here.
    return context.stream(png.compressed, {
      ...imageBase(png),
      ColorSpace: 'DeviceRGB',
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: png.width },
    });
  }
  const rgba = unfilter(inflateSync(png.compressed), png.width, png.height, 4);
  const pixels = png.width * png.height;
  const rgb = Buffer.alloc(pixels * 3);
  const alpha = Buffer.alloc(pixels);
  for (let pixel = 0, from = 0, to = 0; pixel < pixels; pixel += 1, from += 4, to += 3) {
    rgb[to] = rgba[from] as number;
    rgb[to + 1] = rgba[from + 1] as number;
    rgb[to + 2] = rgba[from + 2] as number;
    alpha[pixel] = rgba[from + 3] as number;
  }
  const smask = context.register(
    context.stream(deflateSync(alpha, FAST), { ...imageBase(png), ColorSpace: 'DeviceGray', Filter: 'FlateDecode' }),
  );
  return context.stream(deflateSync(rgb, FAST), {
    ...imageBase(png),
    ColorSpace: 'DeviceRGB',
    Filter: 'FlateDecode',
    SMask: smask,
  });
}

/**
 * pdf-lib's embedPng, with Node's native zlib: pdf-lib decodes and re-compresses every PNG in JavaScript,
 * which made images the slowest part of the final PDF (bench/final-pdf.ts). Canvas PNGs (8-bit RGB or RGBA)
 * go this way; anything else goes to pdf-lib.
 */
export async function embedPngNatively(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  const png = readSimplePng(bytes);
  if (!png) return pdf.embedPng(bytes);
  // PDFImage takes only pdf-lib's own embedders: ours is one, with its own way into the document.
  const embedder: ImageEmbedder = Object.assign(Object.create(PngEmbedder.prototype), {
    width: png.width,
    height: png.height,
    async embedIntoContext(context: PDFContext, ref?: PDFRef) {
      const stream = imageStream(context, png);
      if (!ref) return context.register(stream);
      context.assign(ref, stream);
      return ref;
    },
  });
  const image = PDFImage.of(pdf.context.nextRef(), pdf, embedder);
  await image.embed();
  return image;
}
