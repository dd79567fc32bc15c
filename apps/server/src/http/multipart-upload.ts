import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyRequest } from 'fastify';
import type { FileStorage, ReceivedFile } from '../platform/storage/file-storage';
import type { TemporaryClaim } from '../platform/storage/temporary-space';
import { AppError, badRequest } from './app-error';
import { fileTooLarge, uploadsBusy } from './upload-admission';

/**
 * The multipart parser's refusals of a form's shape, which it words as 413 or 406: more parts, files or text parts
 * than the form has, a text part labelled JSON that is not. To the client, a form that is not ours, as any other.
 */
const REFUSED_FORM_SHAPES = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/** Did the multipart parser (busboy) reject the body, rather than the disk failing us? */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) return false;
  if (REFUSED_FORM_SHAPES.has(String((error as { code?: unknown }).code))) return true;
  return !('syscall' in error) && !('statusCode' in error);
}

/**
 * A text part's text. The parser reads a part labelled `application/json` itself (a client may well label the
 * signers list so); such a part is taken as the JSON it was, never left out as if it had not been sent.
 */
function textOf(part: MultipartValue): string {
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

export interface ReceivedUpload {
  /** Null when the form had no part named `fileField`. */
  file: ReceivedFile | null;
  fileName: string | undefined;
  /** The text parts asked for, trimmed, by name. */
  values: Partial<Record<string, string>>;
}

/** The file part's bytes, each chunk first covered by the upload's claim on the temporary area. */
async function* withinClaim(source: AsyncIterable<Buffer>, space: TemporaryClaim) {
  let received = 0;
  for await (const chunk of source) {
    received += chunk.length;
    if (!space.cover(received)) throw uploadsBusy();
    yield chunk;
  }
}

/**
 * Fails the body once more than `maxBytes` of it have arrived. A body of undeclared length (chunked) is bounded by
 * nothing else: the parser reads and drops what passes its own limits (a file or a text part past its size) until
 * that part ends, which may be never. The error emitted on the request stops the parser, whose reading then fails
 * with it. Answers a function that stops counting.
 */
function failBodyPast(raw: IncomingMessage, maxBytes: number, error: () => Error): () => void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    raw.off('data', count);
    raw.emit('error', error());
  };
  raw.on('data', count);
  return () => raw.off('data', count);
}

/**
 * Reads a multipart form in whatever order its parts come, streaming the one file part named `fileField` to
 * storage's temporary area (busboy stops it at `limitBytes`, `space` past the room left there) and keeping the
 * text parts named in `valueFields`, each handed to `onValue` as soon as it is read, so a form that sends
 * them before its file is refused before the file streams. A body the parser refuses is a 400, a file past
 * the limit a 413, past the room left 503; any of these, or `onValue` throwing, leaves nothing behind. The
 * caller discards the file when done with it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  options: {
    limitBytes: number;
    /** The largest whole body: past it (a body of undeclared length) the answer is 413 at once. */
    formLimitBytes: number;
    fileField: string;
    space: TemporaryClaim;
    valueFields?: string[];
    valueBytes?: number;
    onValue?: (name: string, value: string) => Promise<void>;
  },
): Promise<ReceivedUpload> {
  const { limitBytes, formLimitBytes, fileField, space, valueFields = [], valueBytes = 1024, onValue } = options;
  let file: ReceivedFile | null = null;
  let fileName: string | undefined;
  const values: Partial<Record<string, string>> = {};
  let truncated = false;
  const discardAndThrow = async (error: unknown): Promise<never> => {
    if (file) await storage.discard(file);
    throw error;
  };
  let stopCounting = () => {};
  try {
    const parts = request.parts({
      limits: { fileSize: limitBytes, files: 1, fields: 10, fieldSize: valueBytes, parts: 12 },
    });
    // After parts(), whose parser listens for the request's errors.
    stopCounting = failBodyPast(request.raw, formLimitBytes, () => fileTooLarge(limitBytes));
    for await (const part of parts as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        file = await storage.receive(Readable.from(withinClaim(part.file, space)));
        fileName = part.filename;
        truncated = part.file.truncated;
      } else if (valueFields.includes(part.fieldname)) {
        // A text part cut at `valueBytes` is refused, never read as if it were whole.
        if (part.valueTruncated) return discardAndThrow(badRequest(API_MESSAGES.invalidRequest));
        const value = textOf(part).trim();
        values[part.fieldname] = value;
        if (onValue) await onValue(part.fieldname, value);
      }
    }
  } catch (error) {
    // Past the limit the parser reads the rest of the body and then reports it: the client gets the answer.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return discardAndThrow(fileTooLarge(limitBytes));
    return discardAndThrow(isMalformedMultipart(error) ? badRequest(API_MESSAGES.invalidRequest) : error);
  } finally {
    stopCounting();
  }
  if (truncated) return discardAndThrow(fileTooLarge(limitBytes));
  return { file, fileName, values };
}
