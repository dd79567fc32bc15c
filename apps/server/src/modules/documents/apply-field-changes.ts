import type { fieldChangesSchema, SigningRecordResponse } from '@signflow/contract/documents';
import type { z } from 'zod';
import type { OwnedDocumentOptions } from './document-store';
import { applyChanges, editDraft, type FieldChange } from './field-changes';
import { getSigningRecord } from './service';

/**
 * PUT /v1/documents/signing/{id}/coordinates: the editor's whole save, all or nothing, with the rules and the
 * trail of the per-field calls: creations, then updates, then removals. Answers the signing record after it.
 */
export async function applyFieldChanges(
  options: OwnedDocumentOptions & { changes: z.output<typeof fieldChangesSchema> },
): Promise<SigningRecordResponse> {
  const { db, owner, documentId, changes } = options;
  const all: FieldChange[] = [
    ...changes.create.map((body): FieldChange => ({ action: 'created', body })),
    ...changes.update.map(({ id, ...body }): FieldChange => ({ action: 'changed', fieldId: id, body })),
    ...changes.delete.map((fieldId): FieldChange => ({ action: 'removed', fieldId })),
  ];
  return editDraft(db, owner, documentId, async (draft) => {
    await applyChanges(draft, all);
    return getSigningRecord(draft.tx, owner.accountId, documentId);
  });
}
