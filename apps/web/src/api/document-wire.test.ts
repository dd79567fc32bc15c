import { fieldChangesSchema } from '@signflow/contract/documents';
import type { SignerRecordResponse } from '@signflow/contract/signing';
import { describe, expect, it } from 'vitest';
import { documentSummary, field, signer, signingRecord } from '../test/fixtures';
import {
  documentFromWire,
  documentPageFromWire,
  fieldChangesToWire,
  fieldFromWire,
  signerRecordFromWire,
  signingRecordFromWire,
  withDocumentFromWire,
} from './document-wire';

const ANA = signer('ana', 'Ana Ruiz');
const ANAS_FIELD = field('f-1', 'ana', 'draw');

describe('answers in the glossary’s names', () => {
  it('a document: DocName is its name, DocPath its pdfPath, and Id is left out', () => {
    const document = documentFromWire(documentSummary({ status: 'Sent' }));
    expect(document).toEqual({
      id: 'doc-1',
      name: 'Lease.pdf',
      status: 'Sent',
      pdfPath: '/v1/documents/doc-1/file',
      pageCount: 2,
      sizeBytes: 12_345,
      sha256: 'ab'.repeat(32),
      createdAt: '2025-01-02T10:00:00.000Z',
      updatedAt: '2025-01-02T10:00:00.000Z',
      trashedAt: null,
      completedAt: null,
      sealedAt: null,
      sealState: null,
    });
  });

  it('a list’s page keeps its arithmetic, each row translated with its progress', () => {
    const progress = { signed: 0, total: 1, waiting: ['Ana Ruiz'], withoutFields: [] };
    const page = documentPageFromWire({
      results: [{ ...documentSummary(), progress, declinedBy: null }],
      page: 2,
      limit: 5,
      totalPages: 3,
      totalResults: 11,
    });
    expect(page).toMatchObject({ page: 2, limit: 5, totalPages: 3, totalResults: 11 });
    expect(page.results).toEqual([{ ...documentFromWire(documentSummary()), progress, declinedBy: null }]);
  });

  it('an answer carrying a document keeps the rest as it is', () => {
    const answer = withDocumentFromWire({ document: documentSummary(), droppedFields: [] });
    expect(answer).toEqual({ document: documentFromWire(documentSummary()), droppedFields: [] });
  });

  it('a field: userId is its signerId', () => {
    const { id, type, position, label, required, senderFilled, response } = ANAS_FIELD;
    expect(fieldFromWire(ANAS_FIELD)).toEqual({
      id,
      signerId: 'ana',
      type,
      position,
      label,
      required,
      senderFilled,
      response,
    });
  });

  it('the owner’s signing record: users are its signers, coordinates its fields', () => {
    expect(signingRecordFromWire(signingRecord([ANA], [ANAS_FIELD]))).toEqual({
      document: documentFromWire(documentSummary()),
      signers: [ANA],
      fields: [fieldFromWire(ANAS_FIELD)],
    });
  });

  it('the signer’s record: signerID is the signerId, the document its signer’s own', () => {
    const wire: SignerRecordResponse = {
      document: {
        id: 'doc-1',
        Id: 'doc-1',
        DocName: 'Lease.pdf',
        status: 'Sent',
        DocPath: '/user-sign/doc-1',
        pageCount: 2,
      },
      users: [{ id: 'ana', name: 'Ana Ruiz', color: '#000' }],
      coordinates: [ANAS_FIELD],
      signerID: 'ana',
      submitted: false,
      language: 'de',
      sender: { name: 'Owen', email: 'owen@example.com' },
      message: 'Please sign',
      followUp: { kind: 'completes', names: [] },
      embedOrigins: [],
    };
    expect(signerRecordFromWire(wire)).toEqual({
      document: { id: 'doc-1', name: 'Lease.pdf', status: 'Sent', pdfPath: '/user-sign/doc-1', pageCount: 2 },
      signers: [{ id: 'ana', name: 'Ana Ruiz', color: '#000' }],
      fields: [fieldFromWire(ANAS_FIELD)],
      signerId: 'ana',
      submitted: false,
      language: 'de',
      sender: { name: 'Owen', email: 'owen@example.com' },
      message: 'Please sign',
      followUp: { kind: 'completes', names: [] },
      embedOrigins: [],
    });
  });
});

describe('the editor’s save in the API’s spelling', () => {
  it('names each field’s signer userId, as the contract takes it', () => {
    const [saved, removed] = [crypto.randomUUID(), crypto.randomUUID()];
    const { position } = ANAS_FIELD;
    const placement = { signerId: 'ana', type: 'draw' as const, position };
    const wire = fieldChangesToWire({ create: [placement], update: [{ ...placement, id: saved }], delete: [removed] });
    expect(wire).toEqual({
      create: [{ userId: 'ana', type: 'draw', position }],
      update: [{ userId: 'ana', type: 'draw', position, id: saved }],
      delete: [removed],
    });
    expect(fieldChangesSchema.safeParse(wire).success).toBe(true);
  });
});
