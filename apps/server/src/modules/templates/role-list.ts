import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SignerVerification } from '@signflow/contract/signer-verification';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { deleteRoles, insertRoles, listRoles, rolesWithFields, updateRole } from './repo';

/** A role as PATCH sets it: `id` for one of the template's roles, none for a new one. */
export interface RoleEntry {
  id?: string;
  name: string;
  level: number;
  /** Left out of a change: kept as it was ('link' for a new role). */
  verification?: SignerVerification;
}

/**
 * The template's roles become exactly `entries`, in their order (docs/domain.md#templates), on a template held by the
 * caller: a role named by id takes the name and level given and keeps its fields, one without an id is added, one
 * left out is removed. A role that still has fields is not removed: 409 naming it, and nothing changes. An id the
 * template does not have is 404, as another account's.
 */
export async function replaceRoles(tx: DbOrTx, templateId: string, entries: RoleEntry[]): Promise<void> {
  const current = await listRoles(tx, templateId);
  const known = new Set(current.map((role) => role.id));
  if (entries.some((entry) => entry.id !== undefined && !known.has(entry.id))) throw notFound();

  const kept = new Set(entries.map((entry) => entry.id));
  const leaving = current.filter((role) => !kept.has(role.id));
  const withFields = await rolesWithFields(
    tx,
    leaving.map((role) => role.id),
  );
  const busy = leaving.find((role) => withFields.has(role.id));
  if (busy) throw new AppError(409, API_MESSAGES.roleHasFields, { name: busy.name });
  await deleteRoles(
    tx,
    leaving.map((role) => role.id),
  );

  for (const [position, entry] of entries.entries()) {
    const values = { name: entry.name, level: entry.level, position, verification: entry.verification };
    if (entry.id === undefined) await insertRoles(tx, templateId, [values]);
    else await updateRole(tx, entry.id, values);
  }
}
