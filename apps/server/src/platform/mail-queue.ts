import { and, eq, getTableColumns, gt, inArray, isNotNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { mailJobs } from '../db/schema';
import { withoutLinks } from './mail-links';
import type { Mailer, MailMessage } from './mailer';
import { currentRequestId, runAsJobOf } from './request-context';

/** After this many failed sends a job is marked failed and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
/** How long a leased job is hidden from other workers while it is being sent. */
export const MAIL_LEASE_SECONDS = 120;
/** How many due mails one lease takes. */
export const MAIL_BATCH = 20;
/**
 * An urgent mail goes as if queued this much earlier: ahead of the backlog a busy hour builds, yet a flood of urgent
 * mail (anyone may ask for codes and links) cannot hold the other mail back for longer than this.
 */
export const URGENT_HEAD_START_MINUTES = 2;
const URGENT_HEAD_START = sql.raw(`interval '${URGENT_HEAD_START_MINUTES} minutes'`);

export interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  /** The document the mail is about; its audit trail records the sending. */
  documentId?: string;
  /** A stored file to attach, read when the mail goes (the queue keeps only its key). */
  attachment?: { key: string; name: string };
  /**
   * Someone is waiting on a screen for this mail (a code to type, a link to open): it goes before the mails queued in
   * the URGENT_HEAD_START_MINUTES before it that nobody waits for, so a busy queue does not hold it back.
   */
  urgent?: boolean;
}

export type MailJob = typeof mailJobs.$inferSelect;

/** The row a queued mail is kept as. */
function jobRow(mail: QueuedMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    documentId: mail.documentId ?? null,
    attachmentKey: mail.attachment?.key ?? null,
    attachmentName: mail.attachment?.name ?? null,
    requestId: currentRequestId(),
    urgent: mail.urgent ?? false,
  };
}

/** Queues a mail inside the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<void> {
  await db.insert(mailJobs).values(jobRow(mail));
}

/**
 * Queues a mail, as enqueueMail does, only if `condition` holds when the statement runs: one statement whether
 * it holds or not, so a caller whose timing must not tell which (forgot-password) does the same work either way.
 */
export async function enqueueMailIf(db: DbOrTx, mail: QueuedMail, condition: SQL): Promise<void> {
  const columns = getTableColumns(mailJobs);
  const values = Object.entries(jobRow(mail)).map(([key, value]) => ({
    column: columns[key as keyof typeof columns],
    value,
  }));
  await db.execute(sql`
    insert into ${mailJobs} (${sql.join(
      values.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${sql.join(
      // Typed as their columns: a parameter in a select list would otherwise be read as text.
      values.map(({ column, value }) => sql`${value}::${sql.raw(column.getSQLType())}`),
      sql`, `,
    )}
    where ${condition}`);
}

/** What the worker needs besides the mailer: the attachment's bytes, and what to do once a mail has gone. */
export interface MailWorkerHooks {
  /**
   * The attachment's bytes. On the job's last attempt the reader may answer null instead of failing: the
   * mail then goes without the attachment rather than not at all (a receipt whose invoice cannot be made).
   */
  readAttachment?: (key: string, attempt: { last: boolean }) => Promise<Buffer | null>;
  /** Runs in the transaction that marks the job sent. */
  onSent?: (tx: DbOrTx, job: MailJob) => Promise<void>;
  /** Told of each failed send (the metrics count them). */
  onSendFailed?: (outcome: { gaveUp: boolean }) => void;
}

/** 10 s, 20 s, 40 s … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes the due jobs for this worker alone: SKIP LOCKED lets several processes share the queue, and the
 * lease (a later next_attempt_at) keeps a job from being sent twice while it is in flight.
 */
async function leaseDueJobs(db: Db) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailJobs.id })
      .from(mailJobs)
      .where(and(eq(mailJobs.status, 'pending'), lte(mailJobs.nextAttemptAt, sql`now()`)))
      .orderBy(
        sql`${mailJobs.createdAt} - case when ${mailJobs.urgent} then ${URGENT_HEAD_START} else interval '0' end`,
      )
      .limit(MAIL_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const leased = await tx
      .update(mailJobs)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})`, leasedAt: sql`now()` })
      .where(
        inArray(
          mailJobs.id,
          due.map((job) => job.id),
        ),
      )
      .returning();
    // An UPDATE returns its rows in no given order: sent in the order they were chosen.
    const order = new Map(due.map((job, index) => [job.id, index]));
    return leased.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  });
}

async function messageOf(job: MailJob, hooks: MailWorkerHooks): Promise<MailMessage> {
  const message: MailMessage = {
    id: job.id,
    to: job.to,
    subject: job.subject,
    text: job.text,
    html: job.html ?? undefined,
  };
  if (!job.attachmentKey) return message;
  if (!hooks.readAttachment) throw new Error('mail has an attachment but the worker cannot read files');
  const content = await hooks.readAttachment(job.attachmentKey, { last: job.attempts + 1 >= MAX_ATTEMPTS });
  if (content === null) return message;
  const filename = job.attachmentName ?? 'attachment.pdf';
  return { ...message, attachments: [{ filename, content, contentType: 'application/pdf' }] };
}

/**
 * A job that is done with (sent, or given up) keeps what it was (to, subject, times, attempts, document,
 * attachment name) but not its live links: a copy of the mail must not be a way into the document.
 */
function spentBodies(job: Pick<MailJob, 'text' | 'html'>) {
  return { text: withoutLinks(job.text), html: job.html === null ? null : withoutLinks(job.html) };
}

/** Records a failed attempt: the job waits its back-off, or is given up after the last attempt. */
async function recordFailedAttempt(
  db: Db,
  logger: FastifyBaseLogger,
  job: MailJob,
  error: unknown,
  hooks: MailWorkerHooks,
) {
  const attempts = job.attempts + 1;
  const gaveUp = attempts >= MAX_ATTEMPTS;
  logger.warn({ err: error, mailJobId: job.id, to: job.to, attempts, gaveUp }, 'mail send failed');
  hooks.onSendFailed?.({ gaveUp });
  await db
    .update(mailJobs)
    .set({
      attempts,
      status: gaveUp ? 'failed' : 'pending',
      ...(gaveUp ? spentBodies(job) : {}),
      lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
      leasedAt: null,
    })
    .where(eq(mailJobs.id, job.id));
}

/**
 * Gives leased jobs back to be sent at once, by any process (this one is stopping). Only while the lease is
 * still this worker's: a batch that outlasted its lease may have had jobs taken by another process (whose lease
 * ends later than this one's), and giving those back would let a third send them again.
 */
async function releaseJobs(db: Db, jobs: MailJob[]) {
  if (jobs.length === 0) return;
  // The lease's end as read back, to the millisecond (one lease for the whole batch): the stored one is at most
  // that, give or take the sub-millisecond part the driver dropped.
  const leasedUntil = new Date(Math.max(...jobs.map((job) => job.nextAttemptAt.getTime())) + 1);
  await db
    .update(mailJobs)
    .set({ nextAttemptAt: sql`now()`, leasedAt: null })
    .where(
      and(
        eq(mailJobs.status, 'pending'),
        lte(mailJobs.nextAttemptAt, leasedUntil),
        inArray(
          mailJobs.id,
          jobs.map((job) => job.id),
        ),
      ),
    );
}

/**
 * Makes due at once every mail a worker still holds: for a start on PGlite, where no other process can be sending,
 * so every lease is one a process that ended without giving it back left behind. A mail it may have handed to the
 * mail server in the moment it ended goes again, as after its lease; back-offs are left as they are. Answers how many.
 */
export async function releaseMailLeasesOfEndedProcesses(db: DbOrTx): Promise<number> {
  const released = await db
    .update(mailJobs)
    .set({ nextAttemptAt: sql`now()`, leasedAt: null })
    .where(and(eq(mailJobs.status, 'pending'), isNotNull(mailJobs.leasedAt)))
    .returning({ id: mailJobs.id });
  return released.length;
}

/**
 * Sends what is due once; answers how many were sent. When `stopping` turns true, the jobs not yet sent are
 * given back rather than left leased.
 */
export async function sendDueMail(
  db: Db,
  mailer: Mailer,
  logger: FastifyBaseLogger,
  hooks: MailWorkerHooks = {},
  stopping: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  const leased = await leaseDueJobs(db);
  for (const [index, job] of leased.entries()) {
    if (stopping()) {
      await releaseJobs(db, leased.slice(index));
      return sent;
    }
    // Under the id of the request that queued it: its log lines and its 'email_sent' event name that request.
    if (await runAsJobOf(job.requestId, logger, (jobLogger) => sendJob(db, mailer, jobLogger, hooks, job))) sent += 1;
  }
  return sent;
}

/** Sends one leased job; answers whether it went. */
async function sendJob(
  db: Db,
  mailer: Mailer,
  logger: FastifyBaseLogger,
  hooks: MailWorkerHooks,
  job: MailJob,
): Promise<boolean> {
  try {
    await mailer.send(await messageOf(job, hooks));
  } catch (error) {
    await recordFailedAttempt(db, logger, job, error, hooks);
    return false;
  }
  // Once the mail is out, nothing after it may send it again: what follows the send fails on its own.
  await db
    .update(mailJobs)
    .set({ status: 'sent', sentAt: sql`now()`, leasedAt: null, ...spentBodies(job) })
    .where(eq(mailJobs.id, job.id));
  logger.info({ mailJobId: job.id, documentId: job.documentId ?? undefined, attempt: job.attempts + 1 }, 'mail sent');
  try {
    await hooks.onSent?.(db, job);
  } catch (error) {
    logger.error({ err: error, mailJobId: job.id }, 'recording a sent mail failed');
  }
  return true;
}

/**
 * Removes the links of sent and given-up jobs that still have them (kept by an earlier version, which
 * stored every body whole); runs at start.
 */
export async function forgetSpentMailLinks(db: Db): Promise<number> {
  const hasLink = or(like(mailJobs.text, '%://%'), like(mailJobs.html, '%://%'));
  let forgotten = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const spent = await db
      .select({ id: mailJobs.id, text: mailJobs.text, html: mailJobs.html })
      .from(mailJobs)
      .where(and(inArray(mailJobs.status, ['sent', 'failed']), hasLink, gt(mailJobs.id, after)))
      .orderBy(mailJobs.id)
      .limit(MAIL_BATCH);
    for (const job of spent) {
      await db.update(mailJobs).set(spentBodies(job)).where(eq(mailJobs.id, job.id));
      after = job.id;
    }
    forgotten += spent.length;
    if (spent.length < MAIL_BATCH) return forgotten;
  }
}

/** How many jobs wait (in all, and due now) and how many were given up on: the queue's depth for /metrics. */
export async function mailQueueCounts(db: Db): Promise<{ pending: number; due: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailJobs.status} = 'pending')`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${mailJobs.status} = 'pending' and ${mailJobs.nextAttemptAt} <= now())`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${mailJobs.status} = 'failed')`.mapWith(Number),
    })
    .from(mailJobs)
    .where(inArray(mailJobs.status, ['pending', 'failed']));
  return { pending: row?.pending ?? 0, due: row?.due ?? 0, failed: row?.failed ?? 0 };
}
