import { deflateSync } from 'node:zlib';
import { type PDFContext, type PDFDocument, PDFImage, type PDFRef, PngEmbedder } from 'pdf-lib';
import { type DrawablePng, decodeDrawablePng } from './drawable-png';

type ImageEmbedder = Parameters<typeof PDFImage.of>[2];
type NativePng = Extract<DrawablePng, { kind: 'rgb' | 'rgba' }>;

/** Signature images are mostly one colour: the fastest level compresses them nearly as well. */
const FAST = { level: 1 };

const imageBase = (png: NativePng) => ({
  Type: 'XObject',
  Subtype: 'Image',
  Width: png.width,
  Height: png.height,
  BitsPerComponent: 8,
});

/** The image's XObject: for RGB the file's own zlib stream, for RGBA colours and a soft mask of the alpha. */
function imageStream(context: PDFContext, png: NativePng) {
  if (png.kind === 'rgb') {
    // The PNG predictors are undone by the reader (PDF 32000 §7.4.4.4): nothing to decode here.
    return context.stream(png.compressed, {
      ...imageBase(png),
      ColorSpace: 'DeviceRGB',
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: png.width },
    });
  }
  const { rgba } = png;
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

/** Our own embedder for a canvas PNG; PDFImage takes only pdf-lib's embedders, so it passes for one. */
function nativeEmbedder(png: NativePng): ImageEmbedder {
  return Object.assign(Object.create(PngEmbedder.prototype), {
    width: png.width,
    height: png.height,
    async embedIntoContext(context: PDFContext, ref?: PDFRef) {
      const stream = imageStream(context, png);
      if (!ref) return context.register(stream);
      context.assign(ref, stream);
      return ref;
    },
  });
}

/**
 * pdf-lib's embedPng, with Node's native zlib: pdf-lib decodes and re-compresses every PNG in JavaScript,
 * which made images the slowest part of the final PDF (bench/final-pdf.ts). Canvas PNGs (8-bit RGB or RGBA)
 * go this way; any other kind is drawn as pdf-lib decoded it. The decoding is decodeDrawablePng's, the one
 * that decided the image could be kept; an image it refuses fails here with a reason.
 */
export async function embedPngNatively(pdf: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  const png = await decodeDrawablePng(bytes);
  if (!png) throw new Error('a field image is not a PNG the final PDF can draw');
  const embedder = png.kind === 'decoded' ? png.embedder : nativeEmbedder(png);
  const image = PDFImage.of(pdf.context.nextRef(), pdf, embedder);
  await image.embed();
  return image;
}
