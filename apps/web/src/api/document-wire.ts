import type * as wire from '@signflow/contract/documents';
import type { Paged } from '@signflow/contract/paging';
import type * as signingWire from '@signflow/contract/signing';
import type {
  DocumentField,
  DocumentListItem,
  DocumentSummary,
  FieldChanges,
  FieldPlacement,
  SignerDocument,
  SignerRecord,
  SigningRecord,
  WithDocument,
} from './document-types';

/**
 * The web app's one boundary with the API's published spellings (docs/api.md#published-spellings): each answer
 * that carries a document, a signing record or a field is turned into the glossary's names here, and a field the
 * editor saves is turned back. Only the API layer (`api/`, `features/<area>/api/`) calls these.
 */

/** A document's published name (`DocName`): the one place the web app reads it. */
export const documentNameFromWire = (document: Pick<wire.DocumentSummary, 'DocName'>): string => document.DocName;

export function signerDocumentFromWire(document: signingWire.SignerDocument): SignerDocument {
  return {
    id: document.id,
    name: documentNameFromWire(document),
    status: document.status,
    pdfPath: document.DocPath,
    pageCount: document.pageCount,
  };
}

export function documentFromWire(document: wire.DocumentSummary): DocumentSummary {
  return {
    ...signerDocumentFromWire(document),
    sizeBytes: document.sizeBytes,
    sha256: document.sha256,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    trashedAt: document.trashedAt,
    completedAt: document.completedAt,
    sealedAt: document.sealedAt,
    sealState: document.sealState,
  };
}

export function documentListItemFromWire(item: wire.DocumentListItem): DocumentListItem {
  return { ...documentFromWire(item), progress: item.progress, declinedBy: item.declinedBy };
}

/** A page of a document list, its rows translated. */
export function documentPageFromWire(page: Paged<wire.DocumentListItem>): Paged<DocumentListItem> {
  return { ...page, results: page.results.map(documentListItemFromWire) };
}

export function withDocumentFromWire<Answer extends { document: wire.DocumentSummary }>(
  answer: Answer,
): WithDocument<Answer> {
  return { ...answer, document: documentFromWire(answer.document) };
}

export function fieldFromWire({ userId, ...field }: wire.DocumentField): DocumentField {
  return { ...field, signerId: userId };
}

export function signingRecordFromWire(record: wire.SigningRecordResponse): SigningRecord {
  return {
    document: documentFromWire(record.document),
    signers: record.users,
    fields: record.coordinates.map(fieldFromWire),
  };
}

export function signerRecordFromWire({
  document,
  users,
  coordinates,
  signerID,
  ...rest
}: signingWire.SignerRecordResponse): SignerRecord {
  return {
    ...rest,
    document: signerDocumentFromWire(document),
    signers: users,
    fields: coordinates.map(fieldFromWire),
    signerId: signerID,
  };
}

/** A field's body as the API takes it. */
export function fieldPlacementToWire({ signerId, ...placement }: FieldPlacement): wire.FieldBody {
  return { userId: signerId, ...placement };
}

export function fieldChangesToWire(changes: FieldChanges): wire.FieldChanges {
  return {
    create: changes.create.map(fieldPlacementToWire),
    update: changes.update.map((field) => ({ ...fieldPlacementToWire(field), id: field.id })),
    delete: changes.delete,
  };
}
