import { type DocumentResponse, UPLOAD_FILE_FIELD, UPLOAD_FLOW_FIELD } from '@signflow/contract/documents';
import { postFormWithProgress } from '../../../api/post-form-with-progress';
import type { SessionCall } from '../../../api/session-auth';

/**
 * POST /v1/fileupload/fileupload with progress. The flow goes first, so the server knows it before the file
 * streams in.
 */
export function uploadWithProgress({
  file,
  flowHeaderId,
  session,
  onProgress,
}: {
  file: File;
  flowHeaderId: string;
  session: SessionCall;
  onProgress: (fraction: number) => void;
}): Promise<DocumentResponse> {
  const form = new FormData();
  form.append(UPLOAD_FLOW_FIELD, flowHeaderId);
  form.append(UPLOAD_FILE_FIELD, file);
  return postFormWithProgress({ url: '/v1/fileupload/fileupload', form, session, onProgress });
}
