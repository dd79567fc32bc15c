import { describe, expect, it } from 'vitest';
import { signerEndingFromWire, signerValidationFromWire } from './signer-wire';

describe('the signer’s answers in the glossary’s names', () => {
  it('the validation: documentID and signerID are documentId and signerId', () => {
    expect(
      signerValidationFromWire({
        documentID: 'doc-1',
        signerID: 'ana',
        status: 'Sent',
        sealed: false,
        sealState: null,
        language: 'tr',
        verification: { method: 'link', sentTo: null },
      }),
    ).toEqual({
      documentId: 'doc-1',
      signerId: 'ana',
      status: 'Sent',
      sealed: false,
      sealState: null,
      language: 'tr',
      verification: { method: 'link', sentTo: null },
    });
  });

  it('the ending: the document’s DocName is its documentName', () => {
    const ending = signerEndingFromWire({
      documentID: 'doc-1',
      signerID: 'ana',
      DocName: 'Lease.pdf',
      decision: 'revision',
      reason: 'Wrong date',
      status: 'Revision',
      nextSigners: [],
      sealed: false,
      sealState: null,
      language: 'en',
    });
    expect(ending).toEqual({
      documentId: 'doc-1',
      signerId: 'ana',
      documentName: 'Lease.pdf',
      decision: 'revision',
      reason: 'Wrong date',
      status: 'Revision',
      nextSigners: [],
      sealed: false,
      sealState: null,
      language: 'en',
    });
  });
});
