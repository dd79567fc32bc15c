import type { SignerDecision } from '@signflow/contract/signing';
import type { MessageKey } from '../i18n/en';

/** How a signer's decision reads wherever it is shown: the history of a document, the verification of its seal. */
export const SIGNER_DECISION_LABELS: Record<SignerDecision, MessageKey> = {
  approved: 'Approved',
  rejected: 'Rejected',
  revision: 'Revision asked',
};
