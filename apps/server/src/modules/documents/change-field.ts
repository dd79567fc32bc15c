import type { FieldRow, OwnedDocumentOptions } from './document-store';
import { applyChanges, editDraft, type FieldChange } from './field-changes';

/**
 * One field of a Draft placed (`created`), moved, resized, retyped or reassigned (`changed`: the same body twice
 * gives the same field) or removed (`removed`), in a transaction of its own. Answers the field (as it was, when
 * removed), which the route answers as wire.ts maps it.
 */
export async function changeField(options: OwnedDocumentOptions & { change: FieldChange }): Promise<FieldRow> {
  const { db, owner, documentId, change } = options;
  const [field] = await editDraft(db, owner, documentId, (draft) => applyChanges(draft, [change]));
  if (!field) throw new Error('a field change answered no field');
  return field;
}
