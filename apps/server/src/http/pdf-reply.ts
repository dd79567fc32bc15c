import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyReply } from 'fastify';
import { type FileStorage, MissingFileError } from '../platform/storage/file-storage';
import { AppError } from './app-error';

/** One `bytes=` range of a file of `size` bytes; null to send the whole file (no range, or one we ignore). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or a malformed one: RFC 9110 lets us ignore it
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

type Disposition = 'inline' | 'attachment';

/** `inline; filename="…"` with an ASCII stand-in, and the real name RFC 5987-encoded when it is not ASCII. */
function contentDisposition(name: string, disposition: Disposition): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === name) return `${disposition}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored PDF with its name and true type, honouring one `Range` (pdf.js reads big files by ranges). */
export async function sendPdf(
  reply: FastifyReply,
  storage: FileStorage,
  file: { storageKey: string; name: string },
  rangeHeader: string | undefined,
  disposition: Disposition = 'inline',
) {
  const missing = () => {
    reply.log.error({ key: file.storageKey }, 'document file missing from storage');
    return new AppError(404, API_MESSAGES.notFound);
  };
  const size = await storage.size(file.storageKey);
  if (size === null) throw missing();
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new AppError(416, API_MESSAGES.rangeNotSatisfiable);
  }
  // Opened before the headers are set: a file gone since its size was read still answers 404.
  const content = await storage.read(file.storageKey, range ?? undefined).catch((error) => {
    throw error instanceof MissingFileError ? missing() : error;
  });
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(file.name, disposition))
    .header('Cache-Control', 'private, no-store')
    .header('Accept-Ranges', 'bytes');
  if (!range) {
    reply.header('Content-Length', size);
    return reply.send(content);
  }
  reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1);
  return reply.send(content);
}

/** A PDF made for this answer (an invoice), whole: small enough that ranges are not worth honouring. */
export function sendPdfBytes(
  reply: FastifyReply,
  bytes: Uint8Array,
  name: string,
  disposition: Disposition = 'attachment',
) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(name, disposition))
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes));
}
