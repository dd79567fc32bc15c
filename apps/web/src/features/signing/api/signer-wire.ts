import type { SignerEnding, SignerLinkCheck, SignerStanding, SignerValidation } from '@signflow/contract/signing';
import { documentNameFromWire } from '../../../api/document-wire';

/** The signer validation in the glossary's names (the signer's record is translated in api/document-wire.ts). */
export function signerValidationFromWire({ documentID, signerID, ...rest }: SignerValidation): SignerLinkCheck {
  return { ...rest, documentId: documentID, signerId: signerID };
}

export function signerEndingFromWire(ending: SignerEnding): SignerStanding {
  return {
    documentId: ending.documentID,
    signerId: ending.signerID,
    documentName: documentNameFromWire(ending),
    decision: ending.decision,
    reason: ending.reason,
    status: ending.status,
    nextSigners: ending.nextSigners,
    sealed: ending.sealed,
    sealState: ending.sealState,
    language: ending.language,
  };
}
