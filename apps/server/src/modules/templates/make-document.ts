import { randomUUID } from 'node:crypto';
import type { TemplateUseResponse, templateUseSchema } from '@signflow/contract/templates';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { copyKeptFile } from '../../platform/storage/copy-kept-file';
import { documentFileKey, type FileStorage, MissingFileError } from '../../platform/storage/file-storage';
import { recordOwnerEvent } from '../audit/record-event';
import {
  assertPlanAllowsDocument,
  type DocumentRow,
  findOwnedDocument,
  insertDraft,
} from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import { sendForSigning } from '../signing/send-for-signing';
import type { SignerLinks } from '../signing/signer-links';
import { lockAccount } from '../subscriptions/plan-limits';
import { documentPartsOf } from './document-parts';
import { listRoles, listTemplateFields, type TemplateRow } from './repo';
import { requireTemplate } from './service';

/** A template's roles and fields, as a document is made of them. */
async function contentsOf(db: DbOrTx, template: TemplateRow) {
  const [roles, fields] = await Promise.all([listRoles(db, template.id), listTemplateFields(db, template.id)]);
  return { roles, fields };
}

/**
 * POST /v1/templates/{id}/documents (docs/domain.md#templates): a document of its own, made from the template. Its PDF
 * is a copy of the template's, kept under the document's own key; each role's recipient becomes a signer at the
 * role's level; the template's fields become theirs, the sender's values filled in (document-parts.ts). It counts
 * against the plan's documents as an upload does, its trail starts with `made_from_template`, and with `send` it goes
 * through Invite Sign's own step in the same transaction (its checks, invitations and events): all of it or nothing.
 *
 * It needs nothing of a request but the owner (a background job may make documents the same way). As an upload's,
 * the file is copied before the transaction and removed again when the transaction fails; what the body says is
 * checked before the copy, and again on the template as the transaction holds it.
 */
export async function makeDocument(options: {
  db: Db;
  storage: FileStorage;
  links: SignerLinks;
  owner: OwnerRequest;
  templateId: string;
  use: z.output<typeof templateUseSchema>;
}): Promise<TemplateUseResponse> {
  const { db, storage, links, owner, templateId, use } = options;
  const { accountId } = owner;
  const template = await requireTemplate(db, accountId, templateId);
  const { language } = await findAccountPerson(db, accountId);
  documentPartsOf(await contentsOf(db, template), use, language);
  await assertPlanAllowsDocument(db, accountId);

  const documentId = randomUUID();
  const storageKey = documentFileKey(accountId, documentId);
  const file = await copyKeptFile(storage, template.storageKey, storageKey).catch((error: unknown) => {
    // The template was deleted meanwhile, its file with it.
    throw error instanceof MissingFileError ? notFound() : error;
  });
  let document: DocumentRow;
  try {
    document = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await assertPlanAllowsDocument(tx, accountId);
      // Shared, not held: other documents may be made from it at the same time, but it does not change meanwhile.
      const held = await requireTemplate(tx, accountId, templateId, 'share');
      const parts = documentPartsOf(await contentsOf(tx, held), use, language);
      await insertDraft(tx, {
        id: documentId,
        accountId,
        name: use.name ?? held.name,
        templateId,
        file: { storageKey, ...file, pageCount: held.pageCount },
        ...parts,
      });
      await recordOwnerEvent(tx, accountId, {
        documentId,
        type: 'made_from_template',
        origin: owner.origin,
        details: { templateId, templateName: held.name, sha256: file.sha256, fields: String(parts.fields.length) },
      });
      if (use.send) {
        const choices = { message: use.message, reminders: use.reminders };
        await sendForSigning(tx, { links, owner, documentId, choices });
      }
      return findOwnedDocument(tx, accountId, documentId);
    });
  } catch (error) {
    // A file that cannot be removed now (the store went away) is reported by the storage check.
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return { document: toDocumentSummary(document) };
}
