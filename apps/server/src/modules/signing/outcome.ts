import type { SigningOutcomeStatus } from '@signflow/contract/documents';
import {
  decisionOfResponses,
  type FieldResponseFlag,
  SIGNER_OUTCOMES,
  type SignerDecision,
} from '@signflow/contract/signing';

/** A signer's decision, from their answered fields: any reject rejects; else any revise asks revision. */
export function decisionOf(responses: { reject: boolean; revise: boolean }[]): SignerDecision {
  return decisionOfResponses(responses);
}

/** One field's response as the trail names it ('approve', 'reject' or 'revise'). */
export function fieldFlagOf(field: { reject: boolean; revise: boolean }): FieldResponseFlag {
  return SIGNER_OUTCOMES[decisionOf([field])].fieldFlag;
}

/**
 * Where the document stands after a submission (docs/domain.md#documents-and-their-states): a reject or a
 * revision ends it at once; it is Completed when every signer has approved; otherwise (null) signing goes on.
 */
export function outcomeAfter(
  decision: SignerDecision,
  signers: { submittedAt: Date | null }[],
): SigningOutcomeStatus | null {
  if (decision !== 'approved') return SIGNER_OUTCOMES[decision].status;
  return signers.every((signer) => signer.submittedAt) ? SIGNER_OUTCOMES.approved.status : null;
}
