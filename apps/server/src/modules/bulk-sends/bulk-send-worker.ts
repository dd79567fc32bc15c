import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { enqueueMail } from '../../platform/mail-queue';
import { runAsJobOf } from '../../platform/request-context';
import { copyKeptFile } from '../../platform/storage/copy-kept-file';
import { documentFileKey, type FileStorage, MissingFileError } from '../../platform/storage/file-storage';
import { notifyBulkSendChanged } from '../live-updates/notify';
import { type AccountPerson, findAccountPerson } from '../profile/account-person';
import type { SignerLinks } from '../signing/signer-links';
import { lockAccount } from '../subscriptions/plan-limits';
import { insertMadeDocument } from '../templates/insert-made-document';
import { findOwnedTemplate, listTemplateContents, type TemplateRow } from '../templates/repo';
import { columnAtFault } from './bulk-rows';
import { bulkSendFinishedMail } from './mail/bulk-send-finished-mail';
import {
  type BulkSendRow,
  claimBulkSend,
  finishBulkSend,
  lockPendingRows,
  nextPendingRows,
  type RowOutcome,
  recordOutcomes,
  releaseLease,
  renewLease,
} from './repo';

/** How long a process holds a bulk send between two batches before another may take it over. */
export const BULK_SEND_LEASE_SECONDS = 60;
/** Rows made per transaction: the account's lock, the template and the lease are taken once for them. */
export const BULK_SEND_BATCH = 25;

/** What the bulk sends job works with. */
export interface BulkSendWork {
  db: Db;
  storage: FileStorage;
  links: SignerLinks;
  appUrl: string;
  logger: FastifyBaseLogger;
}

export interface BulkSendPassOptions {
  leaseSeconds?: number;
  batchSize?: number;
  /** Tests: runs in each batch's transaction once its rows are made, before the commit (a crash there loses them). */
  inBatch?: (rowNumbers: number[]) => Promise<void>;
}

/** A row's PDF, copied from the template's before its batch's transaction. */
interface RowFile {
  documentId: string;
  storageKey: string;
  sizeBytes: number;
  sha256: string;
}

type Claim = { bulkSend: BulkSendRow; owner: OwnerRequest; person: AccountPerson };

/** Copies the template's PDF for each row; a template deleted meanwhile (its file gone) copies none. */
async function copyFiles(work: BulkSendWork, claim: Claim, template: TemplateRow | null, rowNumbers: number[]) {
  const files = new Map<number, RowFile>();
  if (!template) return files;
  await Promise.all(
    rowNumbers.map(async (rowNumber) => {
      const documentId = randomUUID();
      const storageKey = documentFileKey(claim.owner.accountId, documentId);
      try {
        const file = await copyKeptFile(work.storage, template.storageKey, storageKey);
        files.set(rowNumber, { documentId, storageKey, ...file });
      } catch (error) {
        if (!(error instanceof MissingFileError)) throw error;
      }
    }),
  );
  return files;
}

/**
 * One batch of pending rows, in one transaction: the lease renewed (false when another process took the bulk send
 * over: nothing is done), the account locked, the rows still pending locked, and each row's document made in a
 * savepoint of its own (insertMadeDocument: its trail, its invitations with send) or the row failed with the
 * refusal's message; the rows' outcomes and the counts are recorded in the same transaction, so a row is done once
 * however the process ends. The copies of rows not made are removed after.
 */
async function makeBatch(
  work: BulkSendWork,
  claim: Claim,
  rowNumbers: number[],
  options: Required<Pick<BulkSendPassOptions, 'leaseSeconds'>> & BulkSendPassOptions,
): Promise<boolean> {
  const { bulkSend, owner, person } = claim;
  const { accountId } = owner;
  const template = bulkSend.templateId ? await findOwnedTemplate(work.db, accountId, bulkSend.templateId) : null;
  const files = await copyFiles(work, claim, template, rowNumbers);
  const made = new Set<number>();
  try {
    return await work.db.transaction(async (tx) => {
      if (!(await renewLease(tx, bulkSend, options.leaseSeconds))) return false;
      await lockAccount(tx, accountId);
      // Shared: documents are made from it meanwhile, but it does not change under the batch.
      const held = bulkSend.templateId ? await findOwnedTemplate(tx, accountId, bulkSend.templateId, 'share') : null;
      const contents = held ? await listTemplateContents(tx, held.id) : null;
      const outcomes: RowOutcome[] = [];
      for (const row of await lockPendingRows(tx, bulkSend.id, rowNumbers)) {
        const file = files.get(row.rowNumber);
        const failed = (error: string, errorColumn: string | null = null) =>
          outcomes.push({ rowNumber: row.rowNumber, status: 'failed', documentId: null, error, errorColumn });
        if (!held || !contents || !file) {
          failed(API_MESSAGES.bulkSendTemplateGone);
          continue;
        }
        // The template may have changed since the file was read: a column it now refuses is named.
        const fault = columnAtFault(row, contents, person.language);
        if (fault) {
          failed(fault.message, fault.column);
          continue;
        }
        try {
          await tx.transaction((savepoint) =>
            insertMadeDocument(savepoint, {
              links: work.links,
              owner,
              template: held,
              contents,
              use: { recipients: row.recipients, values: row.values, send: bulkSend.send, message: null },
              documentId: file.documentId,
              file,
              language: person.language,
              details: { bulkSendId: bulkSend.id, row: String(row.rowNumber) },
            }),
          );
          outcomes.push({
            rowNumber: row.rowNumber,
            status: 'created',
            documentId: file.documentId,
            error: null,
            errorColumn: null,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failed(error.message);
        }
      }
      await recordOutcomes(tx, bulkSend.id, outcomes);
      await notifyBulkSendChanged(tx, bulkSend.id);
      await options.inBatch?.(outcomes.map((outcome) => outcome.rowNumber));
      for (const outcome of outcomes) if (outcome.status === 'created') made.add(outcome.rowNumber);
      return true;
    });
  } catch (error) {
    made.clear();
    throw error;
  } finally {
    // A file that cannot be removed now (the store went away) is reported by the storage check.
    const unused = [...files].filter(([rowNumber]) => !made.has(rowNumber));
    await Promise.all(unused.map(([, file]) => work.storage.remove(file.storageKey).catch(() => undefined)));
  }
}

/** Marks the bulk send Finished and mails its owner the summary, once, in one transaction. */
async function finish(work: BulkSendWork, claim: Claim): Promise<void> {
  await work.db.transaction(async (tx) => {
    const finished = await finishBulkSend(tx, claim.bulkSend);
    if (!finished) return;
    await enqueueMail(
      tx,
      bulkSendFinishedMail({
        to: claim.person.email,
        language: claim.person.language,
        template: finished.templateName,
        created: finished.created,
        failed: finished.failed,
        total: finished.total,
        sent: finished.send,
        link: absoluteLink(work.appUrl, WEB_ROUTES.documents),
      }),
    );
    await notifyBulkSendChanged(tx, finished.id);
  });
}

/** Works on one claimed bulk send, batch after batch, until it is finished, taken over, or the process stops. */
async function workOn(
  work: BulkSendWork,
  bulkSend: BulkSendRow,
  stopping: () => boolean,
  options: Required<Pick<BulkSendPassOptions, 'leaseSeconds' | 'batchSize'>> & BulkSendPassOptions,
) {
  const owner: OwnerRequest = {
    accountId: bulkSend.accountId,
    origin: { ip: bulkSend.ip, userAgent: bulkSend.userAgent, headOnly: false },
  };
  const claim: Claim = { bulkSend, owner, person: await findAccountPerson(work.db, bulkSend.accountId) };
  for (;;) {
    if (stopping()) {
      await releaseLease(work.db, bulkSend);
      return;
    }
    const rowNumbers = await nextPendingRows(work.db, bulkSend.id, options.batchSize);
    if (rowNumbers.length === 0) return finish(work, claim);
    if (!(await makeBatch(work, claim, rowNumbers, options))) return;
  }
}

/**
 * The bulk sends job's pass (src/jobs.ts): takes each bulk send with rows still pending whose lease has run out (a
 * process that died, or none yet) and makes its rows' documents, batch by batch, under its lease; a process that
 * stops gives its lease back between batches. Answers how many bulk sends it worked on.
 */
export async function makeDueBulkSends(
  work: BulkSendWork,
  stopping: () => boolean,
  options: BulkSendPassOptions = {},
): Promise<number> {
  const settled = {
    ...options,
    leaseSeconds: options.leaseSeconds ?? BULK_SEND_LEASE_SECONDS,
    batchSize: options.batchSize ?? BULK_SEND_BATCH,
  };
  let worked = 0;
  while (!stopping()) {
    const bulkSend = await claimBulkSend(work.db, settled.leaseSeconds);
    if (!bulkSend) break;
    worked += 1;
    await runAsJobOf(bulkSend.requestId, work.logger, () => workOn(work, bulkSend, stopping, settled));
  }
  return worked;
}
