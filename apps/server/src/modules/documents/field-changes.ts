import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type FieldType,
  type fieldPositionSchema,
  MAX_FIELDS_PER_DOCUMENT,
  rectToFractions,
  withinFieldLimit,
} from '@signflow/contract/documents';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { type AuditActor, ownerActor, recordEvent } from '../audit/record-event';
import { findAccountPerson } from '../profile/account-person';
import { type DocumentRow, type FieldRow, lockOwnedDocument } from './document-store';
import {
  countFields,
  deleteField,
  type FieldPlacement,
  insertField,
  listSigners,
  touchDocument,
  updateField,
} from './repo';

/**
 * The rules every change to a Draft's fields follows, one field at a time (change-field.ts) or the editor's whole
 * save (apply-field-changes.ts): the Draft held, each field on one of its signers and a page it has, the field limit,
 * and an event of the trail per change.
 */

/**
 * A field as the owner places it: its signer, type, place, and a text or checkbox field's label and required flag
 * (the route reads the request's body into it: wire.ts, fromFieldBody).
 */
export interface FieldInput {
  signerId: string;
  type: FieldType;
  position: z.output<typeof fieldPositionSchema>;
  label: string | null;
  required: boolean;
}

/** One change to a Draft's fields, named as the trail's `fields_saved` event names it. */
export type FieldChange =
  | { action: 'created'; field: FieldInput }
  | { action: 'changed'; fieldId: string; field: FieldInput }
  | { action: 'removed'; fieldId: string };

/** What every change of one save shares: the held Draft, its signers, and the owner as the trail names them. */
interface DraftEdit {
  tx: DbOrTx;
  owner: OwnerRequest;
  actor: AuditActor;
  document: DocumentRow;
  signerIds: Set<string>;
}

/**
 * Fields change only on a Draft outside the Trash (docs/domain.md#fields), owned by the account. Runs with the
 * document's row held, so an invite cannot slip in between; every change goes into the audit trail with it, and
 * a change that fails undoes the whole save.
 */
export async function editDraft<T>(
  db: Db,
  owner: OwnerRequest,
  documentId: string,
  edit: (draft: DraftEdit) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    if (document.status !== 'Draft') throw conflict(API_MESSAGES.documentNotDraft);
    const [signers, person] = await Promise.all([listSigners(tx, documentId), findAccountPerson(tx, owner.accountId)]);
    const signerIds = new Set(signers.map((signer) => signer.id));
    return edit({ tx, owner, actor: ownerActor(person), document, signerIds });
  });
}

/** Where a field goes: one of the document's own signers, on a page it has. */
function placementOf(draft: DraftEdit, field: FieldInput): FieldPlacement {
  if (!draft.signerIds.has(field.signerId)) throw badRequest(API_MESSAGES.unknownSigner);
  const { pageNumber, boundingRect, rects } = field.position;
  if (pageNumber < 1 || pageNumber > draft.document.pageCount) {
    throw new AppError(400, API_MESSAGES.pageMissing, { page: pageNumber });
  }
  // The schema has already refused rectangles outside the page, so these are never null.
  const fractions = (rect: typeof boundingRect) => {
    const result = rectToFractions(rect);
    if (!result) throw badRequest(API_MESSAGES.fieldOutsidePage);
    return result;
  };
  return {
    signerId: field.signerId,
    type: field.type,
    label: field.label,
    required: field.required,
    pageNumber,
    ...fractions(boundingRect),
    rects: rects.map(fractions),
  };
}

/** Applies one change and records it; 404 for a field the document does not have. */
async function applyChange(draft: DraftEdit, change: FieldChange): Promise<FieldRow> {
  const { tx, document } = draft;
  const field =
    change.action === 'created'
      ? await insertField(tx, document.id, placementOf(draft, change.field))
      : change.action === 'changed'
        ? await updateField(tx, document.id, change.fieldId, placementOf(draft, change.field))
        : await deleteField(tx, document.id, change.fieldId);
  if (!field) throw notFound();
  await recordEvent(tx, {
    documentId: document.id,
    type: 'fields_saved',
    actor: draft.actor,
    origin: draft.owner.origin,
    details: { action: change.action, fieldId: field.id },
  });
  return field;
}

/**
 * A save that adds fields must leave the document within the contract's field limit, counting the fields it
 * removes; checked before anything is written. The document's row is held, so no other save adds meanwhile.
 */
async function assertWithinFieldLimit(draft: DraftEdit, changes: readonly FieldChange[]): Promise<void> {
  const created = changes.filter((change) => change.action === 'created').length;
  if (created === 0) return;
  const removed = changes.filter((change) => change.action === 'removed').length;
  const after = (await countFields(draft.tx, draft.document.id)) + created - removed;
  if (!withinFieldLimit(after)) {
    throw new AppError(400, API_MESSAGES.tooManyFields, { limit: MAX_FIELDS_PER_DOCUMENT });
  }
}

/**
 * Applies the changes in order and records that the document changed, only when something did: a save with
 * nothing in it leaves the document's `updatedAt`, and so its place in the lists, as it was.
 */
export async function applyChanges(draft: DraftEdit, changes: readonly FieldChange[]): Promise<FieldRow[]> {
  await assertWithinFieldLimit(draft, changes);
  const fields: FieldRow[] = [];
  for (const change of changes) fields.push(await applyChange(draft, change));
  if (changes.length > 0) await touchDocument(draft.tx, draft.document.id);
  return fields;
}
