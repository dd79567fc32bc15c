import { SIGNER_COLORS, signerColor } from '@signflow/contract/documents';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { RequestOrigin } from '../../http/request-origin';
import { type AuditActor, recordEvent } from '../audit/record-event';
import { deleteSignerAndFields, insertSigner, listSigners, type SignerRow, updateSignerPerson } from './repo';

/** A signer as Prepare again sets them: `id` for one already on the document, none for a new one. */
export interface SignerEntry {
  id?: string;
  name: string;
  email: string;
  level: number;
}

/** The first colour of the palette no remaining signer has, so a new signer is told apart in the editor. */
function freeColor(taken: Set<string>, index: number): string {
  return SIGNER_COLORS.find((color) => !taken.has(color)) ?? signerColor(index);
}

const personOf = (signer: Pick<SignerRow, 'name' | 'email' | 'level'>) => ({
  name: signer.name,
  email: signer.email,
  level: String(signer.level),
});

/**
 * Prepare again's change of signers (docs/domain.md#documents-and-their-states), on a document held by the caller
 * and returning to Draft: its signers become exactly `entries`. A signer left out is removed with their fields, one
 * named by id takes the name, e-mail and level given (keeping their fields), one without an id is added. Each change
 * is an event of the trail (`signer_removed`, `signer_changed`, `signer_added`); an id the document does not have is
 * 404, as another account's.
 */
export async function replaceDocumentSigners(
  tx: DbOrTx,
  change: { documentId: string; entries: SignerEntry[]; actor: AuditActor; origin: RequestOrigin },
): Promise<void> {
  const { documentId, entries, actor, origin } = change;
  const current = new Map((await listSigners(tx, documentId)).map((signer) => [signer.id, signer]));
  if (entries.some((entry) => entry.id !== undefined && !current.has(entry.id))) throw notFound();
  const record = (type: 'signer_added' | 'signer_removed' | 'signer_changed', details: Record<string, string>) =>
    recordEvent(tx, { documentId, type, actor, origin, details });

  const kept = new Set(entries.map((entry) => entry.id));
  for (const signer of current.values()) {
    if (kept.has(signer.id)) continue;
    const fieldsRemoved = await deleteSignerAndFields(tx, signer.id);
    await record('signer_removed', { signerId: signer.id, ...personOf(signer), fieldsRemoved: String(fieldsRemoved) });
  }

  const colors = new Set<string>();
  for (const entry of entries) {
    const signer = entry.id === undefined ? undefined : current.get(entry.id);
    if (!signer) continue;
    colors.add(signer.color);
    const person = { name: entry.name, email: entry.email, level: entry.level };
    if (person.name === signer.name && person.email === signer.email && person.level === signer.level) continue;
    await updateSignerPerson(tx, signer.id, person);
    const before = personOf(signer);
    const after = personOf(person);
    await record('signer_changed', {
      signerId: signer.id,
      oldName: before.name,
      newName: after.name,
      oldEmail: before.email,
      newEmail: after.email,
      oldLevel: before.level,
      newLevel: after.level,
    });
  }

  for (const [index, entry] of entries.entries()) {
    if (entry.id !== undefined) continue;
    const color = freeColor(colors, index);
    colors.add(color);
    const added = await insertSigner(tx, documentId, {
      name: entry.name,
      email: entry.email,
      level: entry.level,
      color,
    });
    await record('signer_added', { signerId: added.id, ...personOf(added) });
  }
}
