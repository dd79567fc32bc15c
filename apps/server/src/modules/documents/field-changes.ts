import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FieldType, fieldPositionSchema } from '@signflow/contract/documents';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { type AuditActor, ownerActor, recordEvent } from '../audit/record-event';
import { findAccountPerson } from '../profile/account-person';
import { type DocumentRow, type FieldRow, lockOwnedDocument } from './document-store';
import { assertWithinFieldLimit, type FieldChangeOf, fieldPlaceOf } from './field-rules';
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
 * save (apply-field-changes.ts): the Draft held, each field on one of its signers, the rules every field follows
 * (field-rules.ts: a page it has, the field limit), and an event of the trail per change.
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
export type FieldChange = FieldChangeOf<FieldInput>;

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
  return {
    signerId: field.signerId,
    type: field.type,
    label: field.label,
    required: field.required,
    ...fieldPlaceOf(field.position, draft.document.pageCount),
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
 * Applies the changes in order and records that the document changed, only when something did: a save with
 * nothing in it leaves the document's `updatedAt`, and so its place in the lists, as it was.
 */
export async function applyChanges(draft: DraftEdit, changes: readonly FieldChange[]): Promise<FieldRow[]> {
  await assertWithinFieldLimit(() => countFields(draft.tx, draft.document.id), changes);
  const fields: FieldRow[] = [];
  for (const change of changes) fields.push(await applyChange(draft, change));
  if (changes.length > 0) await touchDocument(draft.tx, draft.document.id);
  return fields;
}
