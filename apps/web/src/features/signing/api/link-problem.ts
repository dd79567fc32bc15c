import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SignerCodeVerification } from '@signflow/contract/signer-verification';
import { readApiError } from '../../../api/api-error';
import type { SignerRecord } from '../../../api/document-types';

/** Why a signer link cannot be signed with: each has its own screen. */
export type LinkProblem = 'expired' | 'submitted' | 'ended' | 'unreachable';

/** The problem a failed signer call stands for: no answer from the API (or a failing one) is 'unreachable'. */
export function linkProblemOf(error: unknown): LinkProblem {
  const apiError = readApiError(error);
  if (!apiError || apiError.code >= 500) return 'unreachable';
  if (apiError.message === API_MESSAGES.signAlreadySubmitted) return 'submitted';
  if (apiError.message === API_MESSAGES.signingEnded) return 'ended';
  return 'expired';
}

/** A record the signer can no longer sign: they submitted, or the signing stopped. */
export function recordProblemOf(record: Pick<SignerRecord, 'submitted' | 'document'>): LinkProblem | null {
  if (record.submitted) return 'submitted';
  return record.document.status === 'Sent' ? null : 'ended';
}

/** The check a signer's refused call asks for (a 403 with `verificationRequired`), or null. */
export function verificationRequiredBy(error: unknown): SignerCodeVerification | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('verificationRequired' in data)) return null;
  const method = data.verificationRequired;
  return method === 'email_code' || method === 'access_code' ? method : null;
}
