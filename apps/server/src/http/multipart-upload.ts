import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyRequest } from 'fastify';
import type { FileStorage, ReceivedFile } from '../platform/storage/file-storage';
import { AppError, badRequest } from './app-error';

/** The limit as people read it: megabytes, to three significant digits. */
function fileTooLarge(limitBytes: number) {
  return new AppError(413, API_MESSAGES.fileTooLarge, { limit: Number((limitBytes / 2 ** 20).toPrecision(3)) });
}

/** Did the multipart parser (busboy) reject the body, rather than the disk failing us? */
function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !(error instanceof AppError) && !('syscall' in error) && !('statusCode' in error);
}

export interface ReceivedUpload {
  /** Null when the form had no part named `fileField`. */
  file: ReceivedFile | null;
  fileName: string | undefined;
  /** The text parts asked for, trimmed, by name. */
  values: Partial<Record<string, string>>;
}

/**
 * Reads a multipart form in whatever order its parts come, streaming the one file part named `fileField` to
 * storage's temporary area (busboy stops it at `limitBytes`) and keeping the text parts named in
 * `valueFields`. A body the parser refuses is a 400, a file past the limit a 413; either way nothing is left
 * behind. The caller discards the file when done with it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  options: { limitBytes: number; fileField: string; valueFields?: string[]; valueBytes?: number },
): Promise<ReceivedUpload> {
  const { limitBytes, fileField, valueFields = [], valueBytes = 1024 } = options;
  let file: ReceivedFile | null = null;
  let fileName: string | undefined;
  const values: Partial<Record<string, string>> = {};
  let truncated = false;
  const discardAndThrow = async (error: unknown): Promise<never> => {
    if (file) await storage.discard(file);
    throw error;
  };
  try {
    const parts = request.parts({
      limits: { fileSize: limitBytes, files: 1, fields: 10, fieldSize: valueBytes, parts: 12 },
    });
    for await (const part of parts as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        file = await storage.receive(part.file);
        fileName = part.filename;
        truncated = part.file.truncated;
      } else if (valueFields.includes(part.fieldname) && typeof part.value === 'string') {
        // A text part cut at `valueBytes` is refused, never read as if it were whole.
        if (part.valueTruncated) return discardAndThrow(badRequest(API_MESSAGES.invalidRequest));
        values[part.fieldname] = part.value.trim();
      }
    }
  } catch (error) {
    // Past the limit the parser reads the rest of the body and then reports it: the client gets the answer.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return discardAndThrow(fileTooLarge(limitBytes));
    return discardAndThrow(isMalformedMultipart(error) ? badRequest(API_MESSAGES.invalidRequest) : error);
  }
  if (truncated) return discardAndThrow(fileTooLarge(limitBytes));
  return { file, fileName, values };
}
