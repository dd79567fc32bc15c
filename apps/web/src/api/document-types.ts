import type * as wire from '@signflow/contract/documents';
import type { SignerRecordResponse, SignerSummary } from '@signflow/contract/signing';

/**
 * What the web app holds of documents, signers and fields, in the glossary's names (docs/glossary.md). The API's
 * answers keep their published spellings (`DocName`, `users`, `coordinates`, a field's `userId`…); the API layer
 * turns them into these (document-wire.ts), and nothing past it reads a published spelling.
 */

/** A document: the API's `DocName` is its `name`, its `DocPath` the `pdfPath` its PDF is read at. */
export interface DocumentSummary {
  id: string;
  name: string;
  status: wire.DocumentStatus;
  pdfPath: string;
  pageCount: number;
  sizeBytes: number;
  sha256: string;
  createdAt: string;
  updatedAt: string;
  trashedAt: string | null;
  completedAt: string | null;
  sealedAt: string | null;
  sealState: wire.SealState | null;
}

/** An answer that carries a document among other things (an upload, Prepare again, a cancellation). */
export type WithDocument<Answer extends { document: unknown }> = Omit<Answer, 'document'> & {
  document: DocumentSummary;
};

/** A row of the Documents, Archives and Trash lists. */
export interface DocumentListItem extends DocumentSummary {
  progress: wire.SigningProgress;
  declinedBy: wire.DeclinedBy | null;
}

/** The document as its signer sees it: `pdfPath` is the signer's own, read with their link's token. */
export type SignerDocument = Pick<DocumentSummary, 'id' | 'name' | 'status' | 'pdfPath' | 'pageCount'>;

/** A field: `signerId` is the signer who answers it (the API's `userId`). */
export interface DocumentField extends Omit<wire.DocumentField, 'userId'> {
  signerId: string;
}

/** A document's signing record for its owner: the API's `users` are its `signers`, its `coordinates` its `fields`. */
export interface SigningRecord {
  document: DocumentSummary;
  signers: wire.DocumentSigner[];
  fields: DocumentField[];
}

/** The signing record as its signer sees it; `signerId` is the signer the link is for (the API's `signerID`). */
export interface SignerRecord extends Omit<SignerRecordResponse, 'document' | 'users' | 'coordinates' | 'signerID'> {
  document: SignerDocument;
  signers: SignerSummary[];
  fields: DocumentField[];
  signerId: string;
}

/** A field as the owner places it: its signer, type and place (the API's field body, `userId` being `signerId`). */
export type FieldPlacement = Omit<wire.FieldBody, 'userId'> & { signerId: string };

/** The editor's whole save: new fields, changed fields by id, and the ids of those removed. */
export interface FieldChanges {
  create: FieldPlacement[];
  update: (FieldPlacement & { id: string })[];
  delete: string[];
}
