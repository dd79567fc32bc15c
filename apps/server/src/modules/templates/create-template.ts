import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { TemplateDetail } from '@signflow/contract/templates';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/app-error';
import { inspectReceivedPdf } from '../../http/pdf-intake';
import type { OwnerRequest } from '../../http/request-origin';
import type { PdfWork } from '../../platform/pdf-work/pdf-work';
import { type FileStorage, type ReceivedFile, templateFileKey } from '../../platform/storage/file-storage';
import { lockAccount } from '../subscriptions/plan-limits';
import { insertRoles, insertTemplate, type TemplateRow } from './repo';
import { assertPlanAllowsTemplate, readTemplate } from './service';
import type { TemplateParts } from './template-form';

/**
 * POST /v1/templates: a PDF checked as an upload is (docs/api.md#uploads), kept as the template's own file, and the
 * template recorded with its roles in their order, within the plan. Like an upload, the file is kept before the
 * transaction that names it, and removed again when that transaction fails.
 */
export async function createTemplate(options: {
  db: Db;
  storage: FileStorage;
  pdfWork: Pick<PdfWork, 'inspect'>;
  owner: OwnerRequest;
  file: ReceivedFile | null;
  parts: TemplateParts;
}): Promise<TemplateDetail> {
  const { db, storage, owner, file, parts } = options;
  const { accountId } = owner;
  if (!file) throw badRequest(API_MESSAGES.uploadNoFile);
  const { pageCount } = await inspectReceivedPdf(options.pdfWork, file, accountId);
  const id = randomUUID();
  const storageKey = templateFileKey(accountId, id);
  await storage.keep(file, storageKey);
  let template: TemplateRow;
  try {
    template = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await assertPlanAllowsTemplate(tx, accountId);
      const row = await insertTemplate(tx, {
        id,
        accountId,
        name: parts.name,
        storageKey,
        sizeBytes: file.sizeBytes,
        pageCount,
        sha256: file.sha256,
      });
      await insertRoles(
        tx,
        id,
        parts.roles.map((role, position) => ({ ...role, position })),
      );
      return row;
    });
  } catch (error) {
    // A file that cannot be removed now (the store went away) is reported by the storage check.
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return readTemplate(db, template);
}
