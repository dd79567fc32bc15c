import { MAX_RESPONSE_IMAGE_PIXELS, startsAsPng } from '@signflow/contract/signing';
import { fitInside, type Size } from '@signflow/pdf-stamp/fit-inside';

/** Twice the field's size on screen at least, so the signed PDF stays sharp when zoomed or printed. */
const MIN_IMAGE_SCALE = 2;

/** The pixel size of a field's image: the field as shown, at the screen's density or better, within the cap. */
export function fieldImageSize(onScreen: Size, pixelRatio: number): Size {
  const scale = Math.max(MIN_IMAGE_SCALE, pixelRatio);
  let width = onScreen.width * scale;
  let height = onScreen.height * scale;
  if (width * height > MAX_RESPONSE_IMAGE_PIXELS) {
    const shrink = Math.sqrt(MAX_RESPONSE_IMAGE_PIXELS / (width * height));
    width *= shrink;
    height *= shrink;
  }
  return { width: Math.max(1, Math.floor(width)), height: Math.max(1, Math.floor(height)) };
}

function canvasOf(size: Size): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  return [canvas, context];
}

/** A PNG data URL of `source` scaled to fit a canvas of the field's image size, centred. */
export function fitImageToField(source: CanvasImageSource & Size, size: Size): string {
  const [canvas, context] = canvasOf(size);
  const { x, y, width, height } = fitInside(source, { x: 0, y: 0, ...size });
  context.drawImage(source, x, y, width, height);
  return canvas.toDataURL('image/png');
}

/**
 * An adopted drawing (a PNG data URL of the pad) fitted to another field's image size. Decoded by an image element:
 * the page's content policy lets images, not `fetch`, read data URLs.
 */
export async function fitDrawingToField(drawing: string, size: Size): Promise<string> {
  const image = new Image();
  image.src = drawing;
  await image.decode();
  return fitImageToField(image, size);
}

/** The uploaded PNG fitted to the field, or null when the file is not a PNG (by its bytes, and by decoding it). */
export async function uploadedImage(file: Blob, size: Size): Promise<string | null> {
  // The eight bytes of the PNG signature decide, before the whole file is read.
  if (!startsAsPng(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  try {
    return fitImageToField(bitmap, size);
  } finally {
    bitmap.close();
  }
}

/** A stamp of `word` (e.g. 'Rejected') framed in `color`, as large as the field allows. */
export function stampImage(word: string, color: string, size: Size): string {
  const [canvas, context] = canvasOf(size);
  const line = Math.max(2, Math.round(Math.min(size.width, size.height) * 0.06));
  context.strokeStyle = color;
  context.lineWidth = line;
  context.strokeRect(line / 2, line / 2, size.width - line, size.height - line);

  const room = { width: size.width - line * 6, height: size.height - line * 4 };
  const fontOf = (pixels: number) => `700 ${pixels}px system-ui, sans-serif`;
  context.font = fontOf(100);
  const widthAt100 = context.measureText(word).width || 1;
  const fontSize = Math.max(1, Math.min(room.height * 0.8, (room.width / widthAt100) * 100));
  context.font = fontOf(fontSize);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(word, size.width / 2, size.height / 2);
  return canvas.toDataURL('image/png');
}
