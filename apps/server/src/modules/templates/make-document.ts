import { randomUUID } from 'node:crypto';
import type { TemplateUseResponse, templateUseSchema } from '@signflow/contract/templates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { copyKeptFile } from '../../platform/storage/copy-kept-file';
import { documentFileKey, type FileStorage, MissingFileError } from '../../platform/storage/file-storage';
import { assertPlanAllowsDocument, type DocumentRow, findOwnedDocument } from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import type { SignerLinks } from '../signing/signer-links';
import { lockAccount } from '../subscriptions/plan-limits';
import { documentPartsOf } from './document-parts';
import { insertMadeDocument } from './insert-made-document';
import { listTemplateContents, type TemplateContents } from './repo';
import { requireTemplate } from './service';

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
  /** A caller's own rule for the template's contents, checked again on them as the transaction holds them. */
  assertContents?: (contents: TemplateContents) => void;
}): Promise<TemplateUseResponse> {
  const { db, storage, links, owner, templateId, use } = options;
  const { accountId } = owner;
  const template = await requireTemplate(db, accountId, templateId);
  const { language } = await findAccountPerson(db, accountId);
  const contents = await listTemplateContents(db, template.id);
  try {
    options.assertContents?.(contents);
    documentPartsOf(contents, use, language);
  } catch (error) {
    // Its roles and fields, read apart, may be of a template deleted meanwhile: that one is gone (404), not a use
    // naming roles or fields it lacks.
    await requireTemplate(db, accountId, templateId);
    throw error;
  }
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
      // Shared, not held: other documents may be made from it at the same time, but it does not change meanwhile.
      const held = await requireTemplate(tx, accountId, templateId, 'share');
      const contents = await listTemplateContents(tx, held.id);
      options.assertContents?.(contents);
      const kept = { storageKey, ...file };
      await insertMadeDocument(tx, { links, owner, template: held, contents, use, documentId, file: kept, language });
      return findOwnedDocument(tx, accountId, documentId);
    });
  } catch (error) {
    // A file that cannot be removed now (the store went away) is reported by the storage check.
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return { document: toDocumentSummary(document) };
}
