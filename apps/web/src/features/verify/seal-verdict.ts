import type { VerifiedSignature, VerifyResponse } from '@signflow/contract/verify';

/** What the verify page says first, from the answer (docs/domain.md#sealing-and-verification). */
export type SealVerdict =
  /** Byte for byte as this installation sealed it. */
  | 'genuine'
  /** A seal that holds over an unchanged file, by a trusted certificate, but not one this installation sealed. */
  | 'validElsewhere'
  /**
   * A seal that holds over an unchanged file, by a certificate this installation does not trust: anyone can make
   * one, under any name, so the name is not vouched for.
   */
  | 'untrusted'
  /** Sealed, then changed, or a seal that does not hold. */
  | 'changed'
  | 'noSeal';

export function sealVerdictOf(answer: VerifyResponse): SealVerdict {
  if (answer.genuine) return 'genuine';
  if (!answer.signature.present) return 'noSeal';
  if (!answer.signature.valid || !answer.signature.unchanged) return 'changed';
  return answer.signature.signer?.trusted ? 'validElsewhere' : 'untrusted';
}

/** Who sealed, as people name them: the certificate subject's common name, else the whole subject. */
export function signerNameOf(signature: VerifiedSignature): string | null {
  const subject = signature.signer?.subject;
  if (!subject) return null;
  return /(?:^|,\s*)CN=((?:[^,\\]|\\.)+)/.exec(subject)?.[1]?.replace(/\\(.)/g, '$1') ?? subject;
}

/** When it was sealed: the time-stamp's trusted time, else (for a file of this installation) its register's. */
export function sealedTimeOf(answer: VerifyResponse): string | null {
  return answer.signature.timestamp?.time ?? (answer.genuine ? answer.document.sealedAt : null);
}
