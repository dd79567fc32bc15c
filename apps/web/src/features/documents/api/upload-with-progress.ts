import type { ApiError } from '@signflow/contract/api-errors';
import type { DocumentResponse } from '@signflow/contract/documents';

/** A failed upload: the server's `{code, message}` answer when there was one (the shape notifyApiError reads). */
export class UploadError extends Error {
  constructor(readonly answer: { status: number; data: ApiError | undefined }) {
    super(answer.data?.message ?? 'Failed');
  }
}

/**
 * POST /v1/fileupload/fileupload with progress: fetch cannot report upload progress, XMLHttpRequest can.
 * The flow goes first so the server knows it before the file streams in.
 */
export function uploadWithProgress(options: {
  file: File;
  flowHeaderId: string;
  token: string | null;
  onProgress: (fraction: number) => void;
}): Promise<DocumentResponse> {
  const body = new FormData();
  body.append('flowHeaderId', options.flowHeaderId);
  body.append('file', options.file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/v1/fileupload/fileupload');
    if (options.token) request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) resolve(request.response as DocumentResponse);
      else reject(new UploadError({ status: request.status, data: request.response ?? undefined }));
    };
    request.onerror = () => reject(new UploadError({ status: 0, data: undefined }));
    request.send(body);
  });
}
