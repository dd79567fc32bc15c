import type {
  DocumentField,
  DocumentListItem,
  DocumentSigner,
  DocumentSummary,
  FieldRect,
  fieldBodySchema,
  fieldChangesSchema,
  PageFractions,
  SealState,
  SigningRecordResponse,
} from '@signflow/contract/documents';
import { type SignerDocument, signerDocumentPath } from '@signflow/contract/signing';
import type { z } from 'zod';
import type { FieldInput } from './field-changes';
import type { DocumentRow, FieldRow, ListedDocumentRow, SignerRow } from './repo';

/**
 * The documents' wire mapping (docs/glossary.md): the answers built here carry the published spellings (`Id`,
 * `DocName`, `DocPath`, `users`, `coordinates`, a field's `userId`), and the fields an owner sends are read into the
 * glossary's names, so the routes translate and the use cases never see those spellings.
 */

/** DocPath: the owner's PDF, fetched from the API host with the bearer token. */
const documentPath = (documentId: string) => `/asset/${documentId}`;

/** A Completed document's sealing: done, under way (also between retries), or given up. Null otherwise. */
export function sealStateOf(row: DocumentRow): SealState | null {
  if (row.status !== 'Completed') return null;
  if (row.sealedAt) return 'sealed';
  return row.sealFailedAt ? 'failed' : 'pending';
}

export function toDocumentSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    Id: row.id,
    DocName: row.name,
    status: row.status,
    DocPath: documentPath(row.id),
    pageCount: row.pageCount,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    trashedAt: row.trashedAt?.toISOString() ?? null,
    completedAt: row.status === 'Completed' ? (row.completedAt?.toISOString() ?? null) : null,
    sealedAt: row.sealedAt?.toISOString() ?? null,
    sealState: sealStateOf(row),
  };
}

/** A row of a document list: the summary, its signers' progress and who declined it. */
export function toDocumentListItem(row: ListedDocumentRow): DocumentListItem {
  return { ...toDocumentSummary(row.document), progress: row.progress, declinedBy: row.declinedBy };
}

/** The document as its signer sees it: the summary's identity, with DocPath at the signer's own path. */
export function toSignerDocument(row: DocumentRow): SignerDocument {
  const { id, Id, DocName, status, pageCount } = toDocumentSummary(row);
  return { id, Id, DocName, status, pageCount, DocPath: signerDocumentPath(row.id) };
}

/** Who a signer is and where they stand in the order: what every owner answer about a signer starts with. */
export function toSignerIdentity(row: SignerRow): Pick<DocumentSigner, 'id' | 'name' | 'email' | 'level' | 'color'> {
  return { id: row.id, name: row.name, email: row.email, level: row.level, color: row.color };
}

export function toSigner(row: SignerRow): DocumentSigner {
  return { ...toSignerIdentity(row), verification: row.verification };
}

/** The rect with `width = height = 1`: x1… are the fractions, the same at any zoom (docs/domain.md#fields). */
function toFieldRect(fractions: PageFractions, pageNumber: number): FieldRect {
  return {
    x1: fractions.left,
    y1: fractions.top,
    x2: fractions.right,
    y2: fractions.bottom,
    width: 1,
    height: 1,
    pageNumber,
  };
}

/** GET /v1/documents/signing/{id} and the editor's save: the owner's signing record. */
export function toSigningRecordResponse(record: {
  document: DocumentRow;
  signers: SignerRow[];
  fields: FieldRow[];
}): SigningRecordResponse {
  return {
    document: toDocumentSummary(record.document),
    users: record.signers.map(toSigner),
    coordinates: record.fields.map(toField),
  };
}

/** A field's place on the wire, a document's or a template's: its page, its rect and its rects as fractions. */
export function fieldPositionOf(
  place: PageFractions & { pageNumber: number; rects: PageFractions[] },
): DocumentField['position'] {
  return {
    pageNumber: place.pageNumber,
    boundingRect: toFieldRect(place, place.pageNumber),
    rects: place.rects.map((rect) => toFieldRect(rect, place.pageNumber)),
  };
}

/** A field's answer as its row keeps it: the image, the text, the tick and the signer's decision flags. */
export function fieldResponseOf(row: FieldRow): DocumentField['response'] {
  return {
    image: row.image,
    text: row.responseText,
    checked: row.responseChecked,
    approve: row.approve,
    reject: row.reject,
    revise: row.revise,
  };
}

export function toField(row: FieldRow): DocumentField {
  return {
    id: row.id,
    userId: row.signerId,
    type: row.type,
    position: fieldPositionOf(row),
    label: row.label,
    required: row.required,
    senderFilled: row.senderFilled,
    response: fieldResponseOf(row),
  };
}

/** A field's body as the owner sends it (its signer as `userId`), in the glossary's names. */
export function fromFieldBody({ userId, ...field }: z.output<typeof fieldBodySchema>): FieldInput {
  return { ...field, signerId: userId };
}

/** The editor's whole save, each field's body read as fromFieldBody reads one. */
export function fromFieldChanges(changes: z.output<typeof fieldChangesSchema>) {
  return {
    create: changes.create.map(fromFieldBody),
    update: changes.update.map(({ id, ...body }) => ({ id, ...fromFieldBody(body) })),
    delete: changes.delete,
  };
}
