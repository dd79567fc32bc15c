import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { recordMailSent } from './modules/audit/mail-events';
import { invoiceAttachment } from './modules/billing/invoice';
import { billingIdOfAttachmentKey } from './modules/billing/mail/receipt-mail';
import {
  BULK_SEND_BATCH,
  BULK_SEND_BATCH_MS,
  BULK_SEND_LEASE_SECONDS,
  makeDueBulkSends,
} from './modules/bulk-sends/bulk-send-worker';
import { listExpectedFiles } from './modules/documents/document-store';
import type { AppPdfWork } from './modules/sealing/final-pdf-worker';
import { DEFAULT_SEAL_RETRY } from './modules/sealing/seal-failure';
import { sealDueDocuments } from './modules/sealing/sealing-worker';
import { sendDueReminders } from './modules/signing/reminder-worker';
import { sweepExpiredSigningSessions } from './modules/signing/repo';
import type { SignerLinks } from './modules/signing/signer-links';
import { PLAN_REMINDERS_EVERY_MS, sendPlanReminders } from './modules/subscriptions/plan-reminders';
import { sweepExpiredVisits } from './modules/templates/public-links/repo';
import { listTemplateFiles } from './modules/templates/repo';
import {
  deliverDueWebhooks,
  forgetOldWebhookEvents,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_PER_ENDPOINT,
  webhookLeaseSeconds,
} from './modules/webhooks/delivery-worker';
import { HOUSEKEEPING_EVERY_MS, sweepExpiredRows } from './platform/housekeeping';
import { MAIL_BATCH, MAIL_LEASE_SECONDS, MAX_ATTEMPTS, retryDelaySeconds, sendDueMail } from './platform/mail-queue';
import type { Mailer } from './platform/mailer';
import type { AppMetrics } from './platform/metrics';
import type { SealingCertificate } from './platform/pdf/sealing-certificate';
import { startPollingWorker, startRepeatingTimer } from './platform/polling-worker';
import type { SecretBox } from './platform/secret-box';
import type { FileStorage } from './platform/storage/file-storage';
import {
  checkStorage,
  type ExpectedFiles,
  STORAGE_CHECK_EVERY_MS,
  type StorageUpkeep,
  sweepInterruptedUploads,
  TEMPORARY_SWEEP_EVERY_MS,
} from './platform/storage/storage-check';

/**
 * Every background job of an app process, in one list: what it does, how often, how it keeps other processes off
 * the work it took, and what becomes of a failure. app.ts starts them all from here and stops them all on close
 * (README, "Production"). A new job is one more entry (docs/CONTRIBUTING.md).
 */
export type JobName =
  | 'mail worker'
  | 'sealing'
  | 'reminders'
  | 'bulk sends'
  | 'webhooks'
  | 'housekeeping'
  | 'plan reminders'
  | 'storage sweep'
  | 'storage check';

export interface BackgroundJob {
  /** As the log names it: '<name> pass failed'. */
  name: JobName;
  /** The time from one pass to the next, in ms (also before the first). */
  everyMs: number;
  /** The setting that changes `everyMs`, when one does. */
  setting?: string;
  /** How a pass holds its work, so that however many processes run it each item is done once. */
  lease: string;
  /** What becomes of a failed item, or a failed pass. */
  retry: string;
  /**
   * 'finish': a polling worker, one pass at a time; closing the app waits for the pass in flight, which finishes
   * or gives back what it claimed. 'leave': a timer for upkeep that claims nothing; closing leaves a round in
   * flight to end by itself.
   */
  onStop: 'finish' | 'leave';
  /** Runs once more as the app gets ready, and the app listens only after it (a start after a crash). */
  atStart?: boolean;
  /** One pass; a long one may ask `stopping()` between its items and end early. */
  pass(stopping: () => boolean): Promise<unknown>;
}

/** What the jobs work with: built once in app.ts. */
export interface JobDependencies {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  pdfWork: AppPdfWork;
  /** Made once in app.ts: the certificate is loaded (or generated) on the first sealing, then kept. */
  sealingCertificate: () => Promise<SealingCertificate>;
  signerLinks: SignerLinks;
  /** Webhook endpoints' secrets, sealed with the app's secret. */
  webhookSecrets: SecretBox;
  metrics: AppMetrics;
  logger: FastifyBaseLogger;
  /** The automatic reminders' clock: tests move it instead of waiting days. */
  now: () => Date;
}

/** The files the database names in storage: the documents' originals and sealed PDFs, and the templates' PDFs. */
export function expectedFilesOf(db: Db): ExpectedFiles {
  return async () => [...(await listExpectedFiles(db)), ...(await listTemplateFiles(db))];
}

export function backgroundJobs(deps: JobDependencies): BackgroundJob[] {
  const { config, db, mailer, storage, pdfWork, sealingCertificate, logger } = deps;
  const sealRetry = { ...DEFAULT_SEAL_RETRY, baseDelayMs: config.sealRetryBaseMs };
  const sealing = {
    db,
    storage,
    pdfWork,
    sealingCertificate,
    timestamping: config.timestamping,
    appUrl: config.appUrl,
  };
  const storageUpkeep: StorageUpkeep = {
    storage,
    expectedFiles: expectedFilesOf(db),
    logger,
    orphanGraceMs: config.orphanFileGraceMs,
  };
  return [
    {
      name: 'mail worker',
      everyMs: config.mailPollMs,
      setting: 'MAIL_POLL_MS',
      lease: `up to ${MAIL_BATCH} due mails at a time, taken FOR UPDATE SKIP LOCKED and hidden from other processes for ${MAIL_LEASE_SECONDS} s while they are sent`,
      retry: `a failed send waits ${retryDelaySeconds(1)} s, doubling up to an hour; given up after ${MAX_ATTEMPTS} attempts`,
      onStop: 'finish',
      pass: (stopping) =>
        sendDueMail(
          db,
          mailer,
          logger,
          {
            // A receipt's invoice is rendered when its mail goes; any other attachment is a stored file. A receipt
            // whose invoice still cannot be rendered on its last attempt goes without it: its text links the
            // invoice page, and a payment's receipt must not be lost.
            readAttachment: async (key, attempt) => {
              const billingId = billingIdOfAttachmentKey(key);
              if (!billingId) return buffer(await storage.read(key));
              try {
                const seller = { appUrl: config.appUrl, salesEmail: config.salesEmail };
                return await invoiceAttachment({ db, pdfWork, seller }, billingId);
              } catch (error) {
                if (!attempt.last) throw error;
                logger.error(
                  { err: error, billingId },
                  'receipt: the invoice could not be rendered, the mail goes without it',
                );
                return null;
              }
            },
            onSent: recordMailSent,
            onSendFailed: (outcome) => deps.metrics.mailSendFailed(outcome),
          },
          stopping,
        ),
    },
    {
      name: 'sealing',
      everyMs: config.sealPollMs,
      setting: 'SEAL_POLL_MS',
      lease: `one Completed document at a time, held ${config.sealLeaseSeconds} s (SEAL_LEASE_SECONDS); an attempt counts as it starts`,
      retry: `a failed attempt waits ${sealRetry.baseDelayMs} ms (SEAL_RETRY_BASE_MS), four times longer each time; the document is marked failed after ${sealRetry.maxAttempts} attempts`,
      onStop: 'finish',
      pass: (stopping) =>
        sealDueDocuments(sealing, logger, stopping, {
          retry: sealRetry,
          metrics: deps.metrics,
          lease: { leaseSeconds: config.sealLeaseSeconds, testDelayMs: config.sealTestDelayMs },
        }),
    },
    {
      name: 'reminders',
      everyMs: config.reminderPollMs,
      setting: 'REMINDER_POLL_MS',
      lease: "each due schedule and its document held FOR UPDATE SKIP LOCKED for its round's transaction",
      retry: 'a failed round rolls back whole and is due again at the next pass',
      onStop: 'finish',
      // The mails queued go with the mail worker's next poll: a reminder need not leave within the second.
      pass: (stopping) => sendDueReminders(db, { links: deps.signerLinks, now: deps.now, stopping }),
    },
    {
      name: 'bulk sends',
      everyMs: config.bulkSendPollMs,
      setting: 'BULK_SEND_POLL_MS',
      lease: `one bulk send at a time, taken FOR UPDATE SKIP LOCKED and held ${BULK_SEND_LEASE_SECONDS} s, renewed by each batch (at most ${BULK_SEND_BATCH} rows, as many as fit in about ${BULK_SEND_BATCH_MS} ms), whose transaction locks its rows and records each row's outcome with its document; given back between batches when the process stops`,
      retry:
        "a row refused (its values no longer fit the template, the plan's documents) is recorded as failed; a failed batch rolls back whole and is done again by the next pass, or by another process once the lease runs out",
      onStop: 'finish',
      pass: (stopping) =>
        makeDueBulkSends({ db, storage, links: deps.signerLinks, appUrl: config.appUrl, logger }, stopping),
    },
    {
      name: 'webhooks',
      everyMs: config.webhooks.pollMs,
      setting: 'WEBHOOK_POLL_MS',
      lease: `up to ${WEBHOOK_CONCURRENCY} deliveries in flight per process (at most ${WEBHOOK_PER_ENDPOINT} of one endpoint), each place refilled as it frees up, taken FOR UPDATE SKIP LOCKED and hidden from other processes for ${webhookLeaseSeconds(config.webhooks)} s (WEBHOOK_TIMEOUT_MS and a minute) while they are sent`,
      retry: `a delivery not answered with a 2xx within WEBHOOK_TIMEOUT_MS waits ${config.webhooks.retryScheduleSeconds.join(', ')} s (WEBHOOK_RETRY_SCHEDULE_SECONDS) and is then given up; an endpoint failing every delivery for WEBHOOK_DISABLE_AFTER_HOURS is turned off and its owner mailed`,
      onStop: 'finish',
      pass: (stopping) =>
        deliverDueWebhooks(
          {
            db,
            config: config.webhooks,
            appUrl: config.appUrl,
            secrets: deps.webhookSecrets,
            logger,
          },
          stopping,
        ),
    },
    {
      name: 'housekeeping',
      everyMs: HOUSEKEEPING_EVERY_MS,
      lease: 'none: it deletes rows past their time, which any number of processes may do at once',
      retry: 'the next pass',
      onStop: 'finish',
      pass: async () => {
        await sweepExpiredRows(db);
        await sweepExpiredVisits(db);
        await forgetOldWebhookEvents(db);
        await sweepExpiredSigningSessions(db);
      },
    },
    {
      name: 'plan reminders',
      everyMs: PLAN_REMINDERS_EVERY_MS,
      lease: 'none: marking a subscription reminded is the claim (update … where the mark is null returning)',
      retry: 'a failed pass rolls back with its marks; the next pass claims them again',
      onStop: 'finish',
      pass: () => sendPlanReminders({ db, appUrl: config.appUrl }),
    },
    {
      name: 'storage sweep',
      everyMs: TEMPORARY_SWEEP_EVERY_MS,
      lease: 'none: it removes files of DATA_DIR/tmp left by a crash, untouched for an hour',
      retry: 'the next round',
      onStop: 'leave',
      pass: () => sweepInterruptedUploads(storageUpkeep),
    },
    {
      name: 'storage check',
      everyMs: STORAGE_CHECK_EVERY_MS,
      setting: 'ORPHAN_FILE_GRACE_HOURS (what it removes)',
      lease: 'none: it removes only files no document names, past their grace period',
      retry: 'the next day, and every start',
      onStop: 'leave',
      atStart: true,
      pass: () => checkStorage(storageUpkeep),
    },
  ];
}

export interface RunningJobs {
  /** Starts a pass of a polling job now rather than at its next poll. */
  wake(name: JobName): void;
  /** What closing the app stops: each stops claiming, and resolves once its pass in flight (if waited for) ended. */
  running: { stop(): Promise<unknown> }[];
  /** The jobs' start-up passes, one after the other; a failure is logged, never a reason not to serve. */
  runAtStart(): Promise<void>;
}

export function startBackgroundJobs(jobs: BackgroundJob[], logger: FastifyBaseLogger): RunningJobs {
  const started = jobs.map((job): { job: BackgroundJob; handle: { stop(): Promise<unknown>; wake?(): void } } => {
    const base = { name: job.name, logger };
    const handle =
      job.onStop === 'finish'
        ? startPollingWorker({ ...base, pollMs: job.everyMs, pass: job.pass })
        : startRepeatingTimer({ ...base, everyMs: job.everyMs, run: () => job.pass(() => false) });
    return { job, handle };
  });
  return {
    wake(name) {
      started.find(({ job }) => job.name === name)?.handle.wake?.();
    },
    running: started.map(({ handle }) => handle),
    async runAtStart() {
      for (const { job } of started) {
        if (!job.atStart) continue;
        await job
          .pass(() => false)
          .catch((error) => logger.error({ err: error }, `${job.name}: the start-up pass failed`));
      }
    },
  };
}
