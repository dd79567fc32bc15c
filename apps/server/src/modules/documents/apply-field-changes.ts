import type { OwnedDocumentOptions } from './document-store';
import { applyChanges, editDraft, type FieldChange, type FieldInput } from './field-changes';
import { getSigningRecord, type SigningRecord } from './service';

/** The editor's save, its fields read into the glossary's names by the route (wire.ts, fromFieldChanges). */
export interface FieldChanges {
  create: FieldInput[];
  update: (FieldInput & { id: string })[];
  delete: string[];
}

/**
 * PUT /v1/documents/signing/{id}/coordinates: the editor's whole save, all or nothing, with the rules and the
 * trail of the per-field calls: creations, then updates, then removals. Answers the signing record after it.
 */
export async function applyFieldChanges(
  options: OwnedDocumentOptions & { changes: FieldChanges },
): Promise<SigningRecord> {
  const { db, owner, documentId, changes } = options;
  const all: FieldChange[] = [
    ...changes.create.map((field): FieldChange => ({ action: 'created', field })),
    ...changes.update.map(({ id, ...field }): FieldChange => ({ action: 'changed', fieldId: id, field })),
    ...changes.delete.map((fieldId): FieldChange => ({ action: 'removed', fieldId })),
  ];
  return editDraft(db, owner, documentId, async (draft) => {
    await applyChanges(draft, all);
    return getSigningRecord(draft.tx, owner.accountId, documentId);
  });
}
