import { type DocumentResponse, UPLOAD_FILE_FIELD, UPLOAD_FLOW_FIELD } from '@signflow/contract/documents';
import { postFormWithProgress } from '../../../app/api/post-form-with-progress';

/**
 * POST /v1/fileupload/fileupload with progress. The flow goes first, so the server knows it before the file
 * streams in.
 */
export function uploadWithProgress({
  file,
  flowHeaderId,
  token,
  onProgress,
}: {
  file: File;
  flowHeaderId: string;
  token: string | null;
  onProgress: (fraction: number) => void;
}): Promise<DocumentResponse> {
  const form = new FormData();
  form.append(UPLOAD_FLOW_FIELD, flowHeaderId);
  form.append(UPLOAD_FILE_FIELD, file);
  return postFormWithProgress({ url: '/v1/fileupload/fileupload', form, token, onProgress });
}
