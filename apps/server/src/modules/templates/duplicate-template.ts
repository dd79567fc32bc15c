import { cutWhole, MAX_NAME_LENGTH } from '@signflow/contract/fields';
import type { TemplateDetail } from '@signflow/contract/templates';
import { wordsOf } from '@signflow/contract/words';
import type { Db } from '../../db/client';
import type { OwnerRequest } from '../../http/request-origin';
import type { FileStorage } from '../../platform/storage/file-storage';
import { findAccountPerson } from '../profile/account-person';
import { templateOfCopiedFile } from './copied-template';
import {
  insertRoles,
  insertTemplate,
  insertTemplateFields,
  listRoles,
  listTemplateFields,
  templateFieldValuesOf,
} from './repo';
import { requireTemplate } from './service';

/**
 * POST /v1/templates/{id}/duplicate: a template of its own, within the plan, with a copy of the PDF, the roles and
 * the fields, named as asked or 'Copy of …' in the owner's language. Editing either changes nothing of the other.
 * The copy of the file is made before the transaction, as an upload's is, and removed when the transaction fails.
 */
export async function duplicateTemplate(options: {
  db: Db;
  storage: FileStorage;
  owner: OwnerRequest;
  templateId: string;
  name?: string;
}): Promise<TemplateDetail> {
  const { db, storage, owner, templateId } = options;
  const { accountId } = owner;
  const original = await requireTemplate(db, accountId, templateId);
  return templateOfCopiedFile(
    { db, storage, accountId, from: original.storageKey },
    async (tx, { id, storageKey, file }) => {
      // Held until the copy is made: its roles and fields are read as one save left them.
      const source = await requireTemplate(tx, accountId, templateId, 'share');
      const language = (await findAccountPerson(tx, accountId)).language;
      const name = options.name ?? cutWhole(wordsOf(language).templates.copyName(source.name), MAX_NAME_LENGTH);
      const row = await insertTemplate(tx, { id, accountId, name, storageKey, ...file, pageCount: source.pageCount });
      const roles = await listRoles(tx, templateId);
      const copiedRoles = await insertRoles(
        tx,
        id,
        roles.map(({ name, level, position, verification }) => ({ name, level, position, verification })),
      );
      // Positions are unique within a template: the copy of each role is the one at its place.
      const copyAt = new Map(copiedRoles.map((role) => [role.position, role.id]));
      const copyOf = new Map(roles.map((role) => [role.id, copyAt.get(role.position) ?? '']));
      const fields = await listTemplateFields(tx, templateId);
      await insertTemplateFields(
        tx,
        id,
        fields.map((field) => ({ ...templateFieldValuesOf(field), roleId: copyOf.get(field.roleId) ?? '' })),
      );
      return row;
    },
  );
}
