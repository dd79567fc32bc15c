import { PNG_DATA_URL_PREFIX } from '@signflow/contract/signing';
import { readPngLayout } from './png-structure';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type PngDataUrlVerdict =
  | { verdict: 'png'; bytes: Buffer }
  | { verdict: 'not-png' }
  | { verdict: 'too-large' }
  | { verdict: 'too-many-pixels' };

interface PngLimits {
  maxBytes: number;
  maxPixels: number;
}

/**
 * Whether sealing could draw the PNG: decodeDrawablePng's answer, which the app asks of a worker thread
 * (PdfWork.isDrawablePng), as decoding a large image takes tens of milliseconds.
 */
export type DrawablePngCheck = (bytes: Uint8Array) => Promise<boolean>;

/**
 * Checks a `data:image/png;base64,…` URL by content, so that what is kept can later be drawn into the final
 * PDF: of at most `maxBytes` and `maxPixels`, and decoded whole by the very decoder sealing draws with
 * (`isDrawable`), so an image sealing could not draw is refused now rather than failing the seal later.
 * The byte size is judged from the text's length before decoding, the pixel count before inflating, both here.
 */
export async function inspectPngDataUrl(
  dataUrl: string,
  limits: PngLimits,
  isDrawable: DrawablePngCheck,
): Promise<PngDataUrlVerdict> {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return { verdict: 'not-png' };
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (Math.floor((base64.length * 3) / 4) - 2 > limits.maxBytes) return { verdict: 'too-large' };
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { verdict: 'not-png' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limits.maxBytes) return { verdict: 'too-large' };
  const layout = readPngLayout(bytes);
  if (!layout) return { verdict: 'not-png' };
  if (layout.width * layout.height > limits.maxPixels) return { verdict: 'too-many-pixels' };
  if (!(await isDrawable(bytes))) return { verdict: 'not-png' };
  return { verdict: 'png', bytes };
}
