import { PNG_DATA_URL_PREFIX } from '@signflow/contract/signing';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type PngDataUrlVerdict = { verdict: 'png'; bytes: Buffer } | { verdict: 'not-png' } | { verdict: 'too-large' };

/**
 * Checks a `data:image/png;base64,…` URL by content: it must decode to a PNG (signature, then an IHDR chunk
 * with a non-zero size) of at most `maxBytes`. The size is judged from the text's length before decoding.
 */
export function inspectPngDataUrl(dataUrl: string, maxBytes: number): PngDataUrlVerdict {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return { verdict: 'not-png' };
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) return { verdict: 'too-large' };
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { verdict: 'not-png' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) return { verdict: 'too-large' };
  const isPng =
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.readUInt32BE(16) > 0 &&
    bytes.readUInt32BE(20) > 0;
  return isPng ? { verdict: 'png', bytes } : { verdict: 'not-png' };
}
