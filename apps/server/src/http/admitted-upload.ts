import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../platform/storage/file-storage';
import { AppError } from './app-error';
import { type ReceivedUpload, receiveUpload } from './multipart-upload';
import type { UploadAdmission } from './upload-admission';

/** What every route that takes a PDF upload shares (the app's context holds them): the admission, the store, the limit. */
export interface UploadRoom {
  uploads: UploadAdmission;
  storage: FileStorage;
  config: { uploadLimitBytes: number };
}

/** The form an upload route reads: its file part, the text parts it keeps, and the checks it runs on the way. */
export interface UploadForm {
  accountId: string;
  fileField: string;
  valueFields?: string[];
  /** The largest text part (default: receiveUpload's). */
  valueBytes?: number;
  /** Checks each text part as soon as it is read, before the file when the form sends it first. */
  onValue?: (name: string, value: string) => Promise<void>;
  /** A check once the upload is admitted, before any of its body is read (the plan's room). */
  beforeBody?: () => Promise<void>;
}

/**
 * One upload of a PDF, as every upload route takes it (docs/api.md#uploads): a multipart form (415 otherwise),
 * admitted before its body is read (declared size, the account's uploads in flight, temporary space), read as it
 * streams (receiveUpload), then handed to `use`, which inspects and keeps the file. The temporary file and the
 * upload's place are given back however it ends.
 */
export async function withAdmittedUpload<T>(
  request: FastifyRequest,
  room: UploadRoom,
  form: UploadForm,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, API_MESSAGES.unsupportedMediaType);
  const ticket = room.uploads.admit(request, form.accountId);
  let upload: ReceivedUpload | undefined;
  try {
    await form.beforeBody?.();
    upload = await receiveUpload(request, room.storage, {
      limitBytes: room.config.uploadLimitBytes,
      formLimitBytes: room.uploads.largestFormBytes,
      fileField: form.fileField,
      space: ticket.space,
      valueFields: form.valueFields,
      valueBytes: form.valueBytes,
      onValue: form.onValue,
    });
    return await use(upload);
  } finally {
    if (upload?.file) await room.storage.discard(upload.file);
    ticket.release();
  }
}
