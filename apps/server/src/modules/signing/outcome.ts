import type { FinishedStatus } from '@signflow/contract/documents';
import type { SignerDecision } from '@signflow/contract/signing';

/** A signer's decision, from their answered fields: any reject rejects; else any revise asks revision. */
export function decisionOf(responses: { reject: boolean; revise: boolean }[]): SignerDecision {
  if (responses.some((response) => response.reject)) return 'rejected';
  if (responses.some((response) => response.revise)) return 'revision';
  return 'approved';
}

/**
 * Where the document stands after a submission (DESIGN §5): a reject or a revision ends it at once; it is
 * Completed when every signer has approved; otherwise (null) signing goes on.
 */
export function outcomeAfter(decision: SignerDecision, signers: { submittedAt: Date | null }[]): FinishedStatus | null {
  if (decision === 'rejected') return 'Rejected';
  if (decision === 'revision') return 'Revision';
  return signers.every((signer) => signer.submittedAt) ? 'Completed' : null;
}
