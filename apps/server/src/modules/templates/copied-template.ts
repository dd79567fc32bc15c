import { randomUUID } from 'node:crypto';
import type { TemplateDetail } from '@signflow/contract/templates';
import type { Db, DbOrTx } from '../../db/client';
import { copyKeptFile } from '../../platform/storage/copy-kept-file';
import { type FileStorage, templateFileKey } from '../../platform/storage/file-storage';
import { lockAccount } from '../subscriptions/plan-limits';
import type { TemplateRow } from './repo';
import { assertPlanAllowsTemplate, readTemplate } from './service';

/** The copy of the kept file a template is made with: its id, and where its file is kept. */
export interface CopiedFile {
  id: string;
  storageKey: string;
  file: { sizeBytes: number; sha256: string };
}

/**
 * A template of the account's own made of a copy of one of its kept files (a duplicate, a document saved as a
 * template; docs/domain.md#templates), within the plan: the plan is checked before the file is copied, as an
 * upload's is, and again under the account's lock in the transaction where `make` writes the template's rows. The
 * copy is removed again when the transaction fails.
 */
export async function templateOfCopiedFile(
  options: { db: Db; storage: FileStorage; accountId: string; from: string },
  make: (tx: DbOrTx, copy: CopiedFile) => Promise<TemplateRow>,
): Promise<TemplateDetail> {
  const { db, storage, accountId } = options;
  // Refused before the file is copied; checked again under the account's lock below.
  await assertPlanAllowsTemplate(db, accountId);
  const id = randomUUID();
  const storageKey = templateFileKey(accountId, id);
  const file = await copyKeptFile(storage, options.from, storageKey);
  let row: TemplateRow;
  try {
    row = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await assertPlanAllowsTemplate(tx, accountId);
      return make(tx, { id, storageKey, file });
    });
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return readTemplate(db, row);
}
