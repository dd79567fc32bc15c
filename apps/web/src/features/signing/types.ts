import type { DocumentStatus, SealState } from '@signflow/contract/documents';
import type { Language } from '@signflow/contract/languages';
import type { SignerDecision } from '@signflow/contract/signing';

/**
 * The signer's answers in the glossary's names (docs/glossary.md), as api/signer-wire.ts translates them from the
 * API's published spellings.
 */

/** Who a signer's link is for, and where the document stands. */
export interface SignerValidation {
  documentId: string;
  signerId: string;
  status: Extract<DocumentStatus, 'Sent' | 'Completed'>;
  sealed: boolean;
  sealState: SealState | null;
  language: Language;
}

/** Where a signer stands once they submitted. */
export interface SignerEnding {
  documentId: string;
  signerId: string;
  documentName: string;
  decision: SignerDecision;
  reason: string | null;
  status: DocumentStatus;
  nextSigners: string[];
  sealed: boolean;
  sealState: SealState | null;
  language: Language;
}
