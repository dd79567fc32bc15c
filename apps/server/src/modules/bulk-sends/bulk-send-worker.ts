import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
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
import { queueWebhookEvent } from '../webhooks/events';
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
/** Rows made per transaction at most: the account's lock, the template and the lease are taken once for them. */
export const BULK_SEND_BATCH = 25;
/**
 * About how long one batch's transaction may run: the next batch takes as many rows as fit in it by the time the
 * rows before took (at least one, at most BULK_SEND_BATCH). On PGlite a transaction holds the one connection every
 * request waits for, so this bounds what a bulk send adds to the owner's answers (bench/README.md#bulk-sendts).
 */
export const BULK_SEND_BATCH_MS = 100;

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
  /** Tests: rows per batch, always (by default each batch's size follows BULK_SEND_BATCH_MS). */
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

/**
 * `template`: the template as the last batch read it under its share lock (null when it was gone), whose file the
 * next batch copies before its transaction without reading it again (a file gone since copies none).
 */
type Claim = { bulkSend: BulkSendRow; owner: OwnerRequest; person: AccountPerson; template?: TemplateRow | null };

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
 * however the process ends. The copies of rows not made are removed after. Answers the transaction's time per row
 * (for the next batch's size), or null when the lease was lost.
 */
async function makeBatch(
  work: BulkSendWork,
  claim: Claim,
  rowNumbers: number[],
  options: Required<Pick<BulkSendPassOptions, 'leaseSeconds'>> & BulkSendPassOptions,
): Promise<{ msPerRow: number } | null> {
  const { bulkSend, owner, person } = claim;
  const { accountId } = owner;
  const known =
    claim.template === undefined
      ? bulkSend.templateId
        ? await findOwnedTemplate(work.db, accountId, bulkSend.templateId)
        : null
      : claim.template;
  const files = await copyFiles(work, claim, known, rowNumbers);
  const made = new Set<number>();
  let next: TemplateRow | null = null;
  try {
    const started = performance.now();
    const held = await work.db.transaction(async (tx) => {
      if (!(await renewLease(tx, bulkSend, options.leaseSeconds))) return false;
      await lockAccount(tx, accountId);
      // Shared: documents are made from it meanwhile, but it does not change under the batch.
      const shared = bulkSend.templateId ? await findOwnedTemplate(tx, accountId, bulkSend.templateId, 'share') : null;
      const contents = shared ? await listTemplateContents(tx, shared.id) : null;
      // Kept for the next batch's copies once this one commits (below).
      next = shared;
      const outcomes: RowOutcome[] = [];
      for (const row of await lockPendingRows(tx, bulkSend.id, rowNumbers)) {
        const file = files.get(row.rowNumber);
        const failed = (error: string, errorColumn: string | null = null) =>
          outcomes.push({ rowNumber: row.rowNumber, status: 'failed', documentId: null, error, errorColumn });
        if (!shared || !contents || !file) {
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
              template: shared,
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
    if (!held) return null;
    claim.template = next;
    return { msPerRow: (performance.now() - started) / rowNumbers.length };
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
        link: absoluteLink(work.appUrl, webPaths.bulkSend(finished.id)),
      }),
    );
    await queueWebhookEvent(tx, {
      accountId: finished.accountId,
      type: 'bulk_send.finished',
      data: {
        bulkSend: {
          id: finished.id,
          template: { id: finished.templateId, name: finished.templateName },
          total: finished.total,
          created: finished.created,
          failed: finished.failed,
          sent: finished.send,
          finishedAt: finished.finishedAt?.toISOString() ?? null,
        },
      },
    });
    await notifyBulkSendChanged(tx, finished.id);
  });
}

/** The next batch's rows: as many as BULK_SEND_BATCH_MS holds by the last batch's time per row, within 1…BULK_SEND_BATCH. */
const sizedBatch = (msPerRow: number) =>
  Math.max(1, Math.min(BULK_SEND_BATCH, Math.floor(BULK_SEND_BATCH_MS / Math.max(msPerRow, 1))));

/**
 * Works on one claimed bulk send, batch after batch, until it is finished, taken over, or the process stops. The
 * first batch is one row; each next one as sizedBatch says (or options.batchSize, always).
 */
async function workOn(
  work: BulkSendWork,
  bulkSend: BulkSendRow,
  stopping: () => boolean,
  options: Required<Pick<BulkSendPassOptions, 'leaseSeconds'>> & BulkSendPassOptions,
) {
  const owner: OwnerRequest = {
    accountId: bulkSend.accountId,
    origin: {
      ip: bulkSend.ip,
      userAgent: bulkSend.userAgent,
      headOnly: false,
      apiKey: bulkSend.apiKeyId && bulkSend.apiKeyName ? { id: bulkSend.apiKeyId, name: bulkSend.apiKeyName } : null,
    },
  };
  const claim: Claim = { bulkSend, owner, person: await findAccountPerson(work.db, bulkSend.accountId) };
  let size = options.batchSize ?? 1;
  for (;;) {
    if (stopping()) {
      await releaseLease(work.db, bulkSend);
      return;
    }
    const rowNumbers = await nextPendingRows(work.db, bulkSend.id, size);
    if (rowNumbers.length === 0) return finish(work, claim);
    const made = await makeBatch(work, claim, rowNumbers, options);
    if (!made) return;
    size = options.batchSize ?? sizedBatch(made.msPerRow);
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
  const settled = { ...options, leaseSeconds: options.leaseSeconds ?? BULK_SEND_LEASE_SECONDS };
  let worked = 0;
  while (!stopping()) {
    const bulkSend = await claimBulkSend(work.db, settled.leaseSeconds);
    if (!bulkSend) break;
    worked += 1;
    await runAsJobOf(bulkSend.requestId, work.logger, () => workOn(work, bulkSend, stopping, settled));
  }
  return worked;
}
