import type { OwnedDocumentOptions } from './document-store';
import { applyChanges, editDraft, type FieldInput } from './field-changes';
import { fieldChangesIn } from './field-rules';
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
  const all = fieldChangesIn(changes);
  return editDraft(db, owner, documentId, async (draft) => {
    await applyChanges(draft, all);
    return getSigningRecord(draft.tx, owner.accountId, documentId);
  });
}
