import { z } from 'zod';
import { API_MESSAGES } from './api-errors';
import type { DocumentSummary, FieldType } from './documents';
import { approverSchema, MAX_APPROVERS, peopleListSchema } from './flows';

/**
 * Prepare again (docs/domain.md#documents-and-their-states): a document sent back for revision, or cancelled, returns
 * to Draft, and may at the same time get a new PDF and a changed list of signers. POST
 * /v1/documents/signing/{id}/prepare-again takes no body, a JSON body `{signers?}`, or a multipart form with a
 * `signers` part (the same JSON list) and a `file` part (the new PDF).
 */
export const PREPARE_AGAIN_FILE_FIELD = 'file';
export const PREPARE_AGAIN_SIGNERS_FIELD = 'signers';

/**
 * A signer as Prepare again sets them: one already on the document by its `signerId` (kept with their fields, their
 * name, e-mail and level as given), or, without one, a new signer.
 */
export const documentSignerRowSchema = z.object(
  { ...approverSchema.shape, signerId: z.uuid({ error: API_MESSAGES.unknownSigner }).optional() },
  { error: API_MESSAGES.invalidRequest },
);
export type DocumentSignerRowInput = z.input<typeof documentSignerRowSchema>;

/** The document's whole list of signers: a signer of the document left out is removed, with their fields. */
export const documentSignersSchema = peopleListSchema(documentSignerRowSchema, {
  idKey: 'signerId',
  tooFew: API_MESSAGES.documentNeedsSigner,
  tooMany: API_MESSAGES.documentSignerLimit,
  listedTwice: API_MESSAGES.signerListedTwice,
  max: MAX_APPROVERS,
});

/** The JSON body; without `signers` the signers stay as they are. */
export const prepareAgainBodySchema = z.object({ signers: documentSignersSchema.optional() });
export type PrepareAgainBody = z.input<typeof prepareAgainBodySchema>;

/** The Prepare again dialog's form: the signers as the owner leaves them. */
export const prepareAgainFormSchema = z.object({ signers: documentSignersSchema });
export type PrepareAgainForm = z.input<typeof prepareAgainFormSchema>;

/** A field the new PDF has no page for: it was dropped, and the answer says so. */
export interface DroppedField {
  id: string;
  type: FieldType;
  pageNumber: number;
  signerName: string;
}

export interface PrepareAgainResponse {
  document: DocumentSummary;
  /** The fields that did not fit the new PDF's pages and were removed; empty when the PDF was kept or all fit. */
  droppedFields: DroppedField[];
}
