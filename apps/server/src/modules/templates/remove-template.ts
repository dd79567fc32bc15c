import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import type { FileStorage } from '../../platform/storage/file-storage';
import { deleteTemplate } from './repo';

/**
 * DELETE /v1/templates/{id}: the template goes with its roles, fields and PDF. Documents made from it keep everything
 * (their own PDF, signers and fields); they only no longer name it. The row goes first: a file that fails to go is
 * only disk space (logged, and removed by the storage check), while a template without its file would be a broken one.
 */
export async function removeTemplate(options: {
  db: Db;
  storage: FileStorage;
  owner: OwnerRequest;
  templateId: string;
  log: { error(details: object, message: string): void };
}): Promise<void> {
  const { db, storage, owner, templateId, log } = options;
  const removed = await deleteTemplate(db, owner.accountId, templateId);
  if (!removed) throw notFound();
  await storage.remove(removed.storageKey).catch((error: unknown) => {
    log.error({ err: error, key: removed.storageKey }, 'template file not removed');
  });
}
