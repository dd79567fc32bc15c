import {
  type DocumentResponse,
  UPLOAD_FILE_FIELD,
  UPLOAD_FLOW_FIELD,
  UPLOAD_SAVE_AS_FLOW_FIELD,
  UPLOAD_SIGNERS_FIELD,
  type UploadSignersInput,
} from '@signflow/contract/documents';
import type { WithDocument } from '../../../api/document-types';
import { withDocumentFromWire } from '../../../api/document-wire';
import { postFormWithProgress } from '../../../api/post-form-with-progress';
import type { SessionCall } from '../../../api/session-auth';

/**
 * The upload form. The flow (or, for 'Just these people', the typed signers and whether to save them as a flow) goes
 * first: the server checks it as soon as it is read and refuses a flow that is not the account's, or a flow the plan
 * has no room for, before the file is sent (docs/api.md#uploads).
 */
export function uploadForm({
  file,
  flowHeaderId,
  signers,
  saveAsFlow = false,
}: {
  file: File;
  flowHeaderId?: string;
  signers?: UploadSignersInput;
  saveAsFlow?: boolean;
}): FormData {
  const form = new FormData();
  if (signers) {
    form.append(UPLOAD_SIGNERS_FIELD, JSON.stringify(signers));
    if (saveAsFlow) form.append(UPLOAD_SAVE_AS_FLOW_FIELD, 'true');
  } else if (flowHeaderId) form.append(UPLOAD_FLOW_FIELD, flowHeaderId);
  form.append(UPLOAD_FILE_FIELD, file);
  return form;
}

/** POST /v1/fileupload/fileupload with progress. */
export async function uploadWithProgress({
  session,
  onProgress,
  ...parts
}: Parameters<typeof uploadForm>[0] & {
  session: SessionCall;
  onProgress: (fraction: number) => void;
}): Promise<WithDocument<DocumentResponse>> {
  const answer = await postFormWithProgress<DocumentResponse>({
    url: '/v1/fileupload/fileupload',
    form: uploadForm(parts),
    session,
    onProgress,
  });
  return withDocumentFromWire(answer);
}
