import { VERIFY_FILE_FIELD, type VerifyResponse } from '@signflow/contract/verify';
import { postFormWithProgress } from '../../../api/post-form-with-progress';

/** POST /v1/verify (public, no token): the PDF in, the verdict out, with upload progress for a large file. */
export function verifyDocument(file: File, onProgress: (fraction: number) => void): Promise<VerifyResponse> {
  const form = new FormData();
  form.append(VERIFY_FILE_FIELD, file);
  return postFormWithProgress<VerifyResponse>({ url: '/v1/verify', form, onProgress });
}
