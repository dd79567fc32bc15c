import { cutWhole, MAX_NAME_LENGTH } from '@signflow/contract/fields';
import type { Language } from '@signflow/contract/languages';
import type { TemplateDetail } from '@signflow/contract/templates';
import { wordsOf } from '@signflow/contract/words';
import type { Db } from '../../db/client';
import type { OwnerRequest } from '../../http/request-origin';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  findOwnedDocument,
  listFields,
  listSigners,
  lockOwnedDocument,
  type SignerRow,
} from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { templateOfCopiedFile } from './copied-template';
import { placementOf } from './field-placement';
import { insertRoles, insertTemplate, insertTemplateFields } from './repo';

/**
 * The roles the signers become: each signer's name, or 'Signer N' (N their place, in the owner's language) for one
 * without a name or whose name an earlier signer has, since a template's role names differ (letter case aside).
 */
function roleNamesOf(signers: SignerRow[], language: Language): string[] {
  const { signerRole } = wordsOf(language).templates;
  const taken = new Set<string>();
  const free = (name: string) => name !== '' && !taken.has(name.toLocaleLowerCase());
  return signers.map((signer, index) => {
    let name = cutWhole(signer.name.trim(), MAX_NAME_LENGTH);
    for (let position = index + 1; !free(name); position += signers.length) name = signerRole(position);
    taken.add(name.toLocaleLowerCase());
    return name;
  });
}

/**
 * POST /v1/documents/{id}/save-as-template (docs/domain.md#templates): a template, within the plan, made of one of
 * the owner's documents (any status, outside the Trash): a copy of its original PDF, its signers as roles (their
 * names, their levels, in signing order) and its fields for those roles, without any answer; a field the sender
 * filled in stays one the sender fills in. The document is left as it is. The copy of the file is made before the
 * transaction, as an upload's is, and removed again when the transaction fails.
 */
export async function saveAsTemplate(options: {
  db: Db;
  storage: FileStorage;
  owner: OwnerRequest;
  documentId: string;
  name: string;
}): Promise<TemplateDetail> {
  const { db, storage, owner, documentId, name } = options;
  const { accountId } = owner;
  const document = await findOwnedDocument(db, accountId, documentId);
  return templateOfCopiedFile(
    { db, storage, accountId, from: document.storageKey },
    async (tx, { id, storageKey, file }) => {
      // Held while its signers and fields are read, so they are read as one change left them.
      const held = await lockOwnedDocument(tx, accountId, documentId);
      const row = await insertTemplate(tx, { id, accountId, name, storageKey, ...file, pageCount: held.pageCount });
      const [signers, fields] = await Promise.all([listSigners(tx, documentId), listFields(tx, documentId)]);
      const { language } = await findAccountPerson(tx, accountId);
      const names = roleNamesOf(signers, language);
      const roles = await insertRoles(
        tx,
        id,
        signers.map((signer, position) => ({
          name: names[position] ?? '',
          level: signer.level,
          position,
          verification: signer.verification,
        })),
      );
      const roleAt = new Map(roles.map((role) => [role.position, role.id]));
      const roleOf = new Map(signers.map((signer, position) => [signer.id, roleAt.get(position) ?? '']));
      await insertTemplateFields(
        tx,
        id,
        fields.map((field) => ({
          roleId: roleOf.get(field.signerId) ?? '',
          ...placementOf(field),
          senderFilled: field.senderFilled,
        })),
      );
      return row;
    },
  );
}
