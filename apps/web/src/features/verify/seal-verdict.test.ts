import type { VerifiedSignature, VerifyResponse } from '@signflow/contract/verify';
import { describe, expect, it } from 'vitest';
import { sealVerdictOf } from './seal-verdict';

const holding: VerifiedSignature = {
  present: true,
  valid: true,
  unchanged: true,
  change: null,
  signer: { subject: 'CN=SignFlow seal', issuer: 'CN=SignFlow seal', selfSigned: true, trusted: true },
  timestamp: null,
  longTermValidation: false,
};

const notSealedHere = (signature: VerifiedSignature): VerifyResponse => ({
  genuine: false,
  message: 'm',
  signature,
  register: { known: false },
});

describe('the verify page’s first word on a file not sealed here', () => {
  it('a valid seal by a trusted certificate: valid elsewhere', () => {
    expect(sealVerdictOf(notSealedHere(holding))).toBe('validElsewhere');
  });

  it('a valid seal by a certificate not trusted (anyone can name theirs “SignFlow seal”): untrusted, not valid', () => {
    const stranger = { ...holding, signer: { ...holding.signer, trusted: false } } as VerifiedSignature;
    expect(sealVerdictOf(notSealedHere(stranger))).toBe('untrusted');
  });

  it('a seal over a changed file: changed, trusted or not', () => {
    expect(sealVerdictOf(notSealedHere({ ...holding, unchanged: false, change: 'appended' }))).toBe('changed');
  });
});
