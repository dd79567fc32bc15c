import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../src/db/schema';
import { LINK_REMOVED } from '../../src/platform/mail-links';
import {
  enqueueMail,
  forgetSpentMailLinks,
  MAIL_BATCH,
  MAX_ATTEMPTS,
  retryDelaySeconds,
  sendDueMail,
  URGENT_HEAD_START_MINUTES,
} from '../../src/platform/mail-queue';
import { createSmtpMailer, type Mailer, type MailMessage } from '../../src/platform/mailer';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A long poll, so the app's own worker stays out of the way: these tests drive the queue by hand.
  t = await createTestApp({ MAIL_POLL_MS: '600000' });
});
afterAll(async () => {
  await t.close();
});

const logger = () => t.app.log;

/** A mailer that fails its first `failures` sends, then delivers. */
function flakyMailer(failures: number) {
  const delivered: MailMessage[] = [];
  let calls = 0;
  const mailer: Mailer = {
    async send(message) {
      calls += 1;
      if (calls <= failures) throw new Error('SMTP is down');
      delivered.push(message);
    },
    async close() {},
  };
  return { mailer, delivered };
}

describe('the durable mail queue', () => {
  it('keeps a mail whose send failed and delivers it on a later pass, once', async () => {
    const to = `queue.${Date.now()}@example.com`;
    await enqueueMail(t.db, { to, subject: 'Hello', text: 'Body' });
    const { mailer, delivered } = flakyMailer(1);

    expect(await sendDueMail(t.db, mailer, logger())).toBe(0);
    const [failed] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP is down' });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is sent.
    expect(await sendDueMail(t.db, mailer, logger())).toBe(0);
    await t.db
      .update(mailJobs)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailJobs.to, to));
    expect(await sendDueMail(t.db, mailer, logger())).toBe(1);
    expect(delivered.map((mail) => mail.to)).toEqual([to]);
    const [sent] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    expect(sent?.status).toBe('sent');
    expect(await sendDueMail(t.db, mailer, logger())).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it('two workers passing at once send each mail once', async () => {
    const to = `race.${Date.now()}@example.com`;
    for (let index = 0; index < 5; index += 1) await enqueueMail(t.db, { to, subject: `Mail ${index}`, text: 'Body' });
    const { mailer, delivered } = flakyMailer(0);
    await Promise.all([sendDueMail(t.db, mailer, logger()), sendDueMail(t.db, mailer, logger())]);
    expect(delivered.filter((mail) => mail.to === to)).toHaveLength(5);
  });

  it('sends a mail someone waits for (a code) before the mails queued ahead of it that nobody waits for', async () => {
    const { mailer, delivered } = flakyMailer(0);
    while ((await sendDueMail(t.db, mailer, logger())) > 0);
    const to = `backlog.${Date.now()}@example.com`;
    const queuedFrom = Date.now() - 60_000;
    for (let index = 0; index < MAIL_BATCH + 5; index += 1) {
      const subject = `Invitation ${index}`;
      await enqueueMail(t.db, { to, subject, text: 'Body' });
      // A millisecond apart each: mails queued within one tick of the database's clock have no order between them.
      await t.db
        .update(mailJobs)
        .set({ createdAt: new Date(queuedFrom + index) })
        .where(and(eq(mailJobs.to, to), eq(mailJobs.subject, subject)));
    }
    await enqueueMail(t.db, { to, subject: 'Your code', text: '123456', urgent: true });
    await sendDueMail(t.db, mailer, logger());
    const ours = delivered.filter((mail) => mail.to === to).map((mail) => mail.subject);
    expect(ours).toHaveLength(MAIL_BATCH);
    expect(ours[0]).toBe('Your code');
    expect(ours.slice(1)).toEqual(Array.from({ length: MAIL_BATCH - 1 }, (_, index) => `Invitation ${index}`));
    while ((await sendDueMail(t.db, mailer, logger())) > 0);
  });

  it('lets urgent mail go ahead by minutes only: a mail waiting longer goes before a flood of codes', async () => {
    const { mailer, delivered } = flakyMailer(0);
    while ((await sendDueMail(t.db, mailer, logger())) > 0);
    const to = `flooded.${Date.now()}@example.com`;
    await enqueueMail(t.db, { to, subject: 'Invitation', text: 'Body' });
    await t.db
      .update(mailJobs)
      .set({ createdAt: new Date(Date.now() - (URGENT_HEAD_START_MINUTES * 60 + 5) * 1000) })
      .where(eq(mailJobs.to, to));
    for (let index = 0; index < MAIL_BATCH + 5; index += 1) {
      await enqueueMail(t.db, { to, subject: `Code ${index}`, text: 'Body', urgent: true });
    }
    await sendDueMail(t.db, mailer, logger());
    expect(delivered.filter((mail) => mail.to === to)[0]?.subject).toBe('Invitation');
    while ((await sendDueMail(t.db, mailer, logger())) > 0);
  });

  it('gives every sending of one mail the same Message-ID, so a mail sent again is one message to its reader', async () => {
    const to = `again.${Date.now()}@example.com`;
    await enqueueMail(t.db, { to, subject: 'Signed', text: 'Body' });
    const sent: MailMessage[] = [];
    const smtp = createSmtpMailer(t.smtp.url, 'SignFlow <no-reply@signflow.example>');
    // The first sending reaches the mail server, but the process ends before it records it: the mail goes again.
    const endedMidSend: Mailer = {
      async send(message) {
        sent.push(message);
        await smtp.send(message);
        if (sent.length === 1) throw new Error('the process ended before it recorded the send');
      },
      async close() {},
    };
    expect(await sendDueMail(t.db, endedMidSend, logger())).toBe(0);
    await t.db
      .update(mailJobs)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailJobs.to, to));
    expect(await sendDueMail(t.db, endedMidSend, logger())).toBe(1);
    await smtp.close();
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    const caught = t.smtp.mails.filter((mail) => mail.to.includes(to));
    expect(caught).toHaveLength(2);
    expect(caught.map((mail) => mail.messageId)).toEqual([
      `<${job?.id}@signflow.example>`,
      `<${job?.id}@signflow.example>`,
    ]);
  });

  it('gives up after MAX_ATTEMPTS, marking the job failed', async () => {
    const to = `dead.${Date.now()}@example.com`;
    await enqueueMail(t.db, { to, subject: 'Never', text: 'Body' });
    const { mailer } = flakyMailer(Number.POSITIVE_INFINITY);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      await t.db
        .update(mailJobs)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailJobs.to, to));
      await sendDueMail(t.db, mailer, logger());
    }
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('a failure after the send (recording it) does not send the mail again', async () => {
    const to = `after.${Date.now()}@example.com`;
    await enqueueMail(t.db, { to, subject: 'Once', text: 'Body' });
    const { mailer, delivered } = flakyMailer(0);
    const onSent = async () => {
      throw new Error('audit insert failed');
    };
    const quiet = { error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
    expect(await sendDueMail(t.db, mailer, quiet, { onSent })).toBe(1);
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    expect(job).toMatchObject({ status: 'sent', attempts: 0 });
    await t.db
      .update(mailJobs)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailJobs.to, to));
    expect(await sendDueMail(t.db, mailer, quiet, { onSent })).toBe(0);
    expect(delivered.filter((mail) => mail.to === to)).toHaveLength(1);
  });

  it('a sent mail keeps its metadata, not its links', async () => {
    const to = `spent.${Date.now()}@example.com`;
    const link = 'http://app.test/user-sign?templateId=1&userId=2&token=live-token-123';
    await enqueueMail(t.db, {
      to,
      subject: 'Please sign',
      text: `Open your link:\n${link}\nThanks`,
      html: `<p><a href="${link}">${link}</a></p>`,
    });
    const { mailer, delivered } = flakyMailer(0);
    expect(await sendDueMail(t.db, mailer, logger())).toBe(1);
    expect(delivered[0]?.text).toContain(link);
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    expect(job).toMatchObject({
      to,
      subject: 'Please sign',
      status: 'sent',
      attempts: 0,
      text: `Open your link:\n${LINK_REMOVED}\nThanks`,
      html: `<p><a href="${LINK_REMOVED}">${LINK_REMOVED}</a></p>`,
    });
    expect(job?.sentAt).toBeInstanceOf(Date);
  });

  it('a mail given up after its last attempt keeps no link either; one still trying keeps its links', async () => {
    const to = `gone.${Date.now()}@example.com`;
    await enqueueMail(t.db, { to, subject: 'Reset', text: 'Reset: https://app.test/reset-password?token=abc' });
    const { mailer } = flakyMailer(Number.POSITIVE_INFINITY);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
      expect(job?.text).toContain('token=abc');
      await t.db
        .update(mailJobs)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailJobs.to, to));
      await sendDueMail(t.db, mailer, logger());
    }
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, text: `Reset: ${LINK_REMOVED}`, html: null });
  });

  it('at start, forgets the links of mail sent or given up before, never of mail still queued', async () => {
    const stamp = Date.now();
    const text = 'Link: https://app.test/user-sign?token=old-secret';
    await t.db.insert(mailJobs).values([
      {
        to: `old-sent.${stamp}@example.com`,
        subject: 'S',
        text,
        html: `<a href="${text.slice(6)}">x</a>`,
        status: 'sent',
      },
      { to: `old-failed.${stamp}@example.com`, subject: 'F', text, status: 'failed' },
      { to: `old-pending.${stamp}@example.com`, subject: 'P', text, status: 'pending' },
    ]);
    expect(await forgetSpentMailLinks(t.db)).toBeGreaterThanOrEqual(2);
    const jobs = await t.db
      .select()
      .from(mailJobs)
      .where(like(mailJobs.to, `old-%.${stamp}@example.com`));
    const byStatus = Object.fromEntries(jobs.map((job) => [job.status, job]));
    expect(byStatus.sent).toMatchObject({ text: `Link: ${LINK_REMOVED}`, html: `<a href="${LINK_REMOVED}">x</a>` });
    expect(byStatus.failed).toMatchObject({ text: `Link: ${LINK_REMOVED}` });
    expect(byStatus.pending).toMatchObject({ text });
    expect(await forgetSpentMailLinks(t.db)).toBe(0);
  });

  it('a worker stopping mid-batch gives back the mail it leased but did not send, due at once for any process', async () => {
    const stamp = Date.now();
    const addresses = [1, 2, 3].map((index) => `stopping.${stamp}.${index}@example.com`);
    for (const to of addresses) await enqueueMail(t.db, { to, subject: 'Hello', text: 'Body' });
    let stopping = false;
    const delivered: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        // Mail other tests left due goes as usual; the shutdown begins while the first of these is sent.
        if (!addresses.includes(message.to)) return;
        delivered.push(message.to);
        stopping = true;
      },
      async close() {},
    };

    await sendDueMail(t.db, mailer, logger(), {}, () => stopping);

    expect(delivered).toHaveLength(1);
    const jobs = await t.db
      .select()
      .from(mailJobs)
      .where(like(mailJobs.to, `stopping.${stamp}.%`));
    const given = jobs.filter((job) => job.status === 'pending');
    expect(jobs.filter((job) => job.status === 'sent').map((job) => job.to)).toEqual(delivered);
    expect(given).toHaveLength(2);
    for (const job of given) {
      expect(job.attempts).toBe(0);
      // Not hidden behind the two-minute lease: the next pass of any process sends it.
      expect(job.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(await sendDueMail(t.db, flakyMailer(0).mailer, logger())).toBeGreaterThanOrEqual(2);
  });

  it('backs off 10 s, 20 s, 40 s … up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(30)).toBe(3600);
  });
});
