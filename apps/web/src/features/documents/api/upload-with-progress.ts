import {
  type DocumentResponse,
  UPLOAD_FILE_FIELD,
  UPLOAD_FLOW_FIELD,
  UPLOAD_SIGNERS_FIELD,
  type UploadSignersInput,
} from '@signflow/contract/documents';
import { postFormWithProgress } from '../../../api/post-form-with-progress';
import type { SessionCall } from '../../../api/session-auth';

/**
 * POST /v1/fileupload/fileupload with progress. The flow (or, for 'Just these people', the typed signers) goes
 * first, so the server knows it before the file streams in.
 */
export function uploadWithProgress({
  file,
  flowHeaderId,
  signers,
  session,
  onProgress,
}: {
  file: File;
  flowHeaderId?: string;
  signers?: UploadSignersInput;
  session: SessionCall;
  onProgress: (fraction: number) => void;
}): Promise<DocumentResponse> {
  const form = new FormData();
  if (signers) form.append(UPLOAD_SIGNERS_FIELD, JSON.stringify(signers));
  else if (flowHeaderId) form.append(UPLOAD_FLOW_FIELD, flowHeaderId);
  form.append(UPLOAD_FILE_FIELD, file);
  return postFormWithProgress({ url: '/v1/fileupload/fileupload', form, session, onProgress });
}
