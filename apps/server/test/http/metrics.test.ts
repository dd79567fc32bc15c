import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mailJobs } from '../../src/db/schema';
import { enqueueMail } from '../../src/platform/mail-queue';
import { MISSING_ID, owner } from '../support/documents';
import { waitForSeal } from '../support/sealing';
import { completedDocument, readyDraft } from '../support/signing';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample in Prometheus' text format: `name{labels} value`, all `labels` among the sample's. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => present.includes(`${key}="${value}"`))) return Number(match[3]);
  }
  return undefined;
}

async function scrape(t: TestApp): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

async function waitForSample(t: TestApp, name: string, labels: Record<string, string>, atLeast: number) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if ((sample(await scrape(t), name, labels) ?? 0) >= atLeast) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} ${JSON.stringify(labels)} never reached ${atLeast}`);
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404, with or without a token, as any unknown path', async () => {
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const withToken = await t.request({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(withToken.statusCode).toBe(404);
    expect(withToken.json()).toEqual({ code: 404, message: 'Not found', error: 'not_found' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, SEAL_POLL_MS: '100' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without the token or with another', async () => {
    for (const headers of [{}, bearer('metrics-token-for-the-tests-wrong'), { authorization: TOKEN }]) {
      const response = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('signflow_');
    }
  });

  it('counts requests and their latency by route template, never by path', async () => {
    await t.request({ method: 'GET', url: '/healthz' });
    await t.request({ method: 'GET', url: `/v1/documents/signing/${MISSING_ID}` });
    await t.request({ method: 'GET', url: '/v1/no/such/path' });
    const text = await scrape(t);
    expect(sample(text, 'signflow_http_requests_total', { route: '/healthz', status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    const byTemplate = { method: 'GET', route: '/v1/documents/signing/:id', status: '401' };
    expect(sample(text, 'signflow_http_requests_total', byTemplate)).toBe(1);
    expect(sample(text, 'signflow_http_request_duration_seconds_count', byTemplate)).toBe(1);
    expect(sample(text, 'signflow_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain(MISSING_ID);
    expect(text).not.toContain('/v1/no/such/path');
  });

  it('reports the mail queue’s depth from the database', async () => {
    // Two mails waiting for later, one given up on.
    for (const to of ['later.1@example.com', 'later.2@example.com', 'failed@example.com']) {
      await enqueueMail(t.db, { to, subject: 'Metrics', text: 'Hello' });
    }
    await t.db
      .update(mailJobs)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(mailJobs.subject, 'Metrics'));
    await t.db.update(mailJobs).set({ status: 'failed' }).where(eq(mailJobs.to, 'failed@example.com'));
    const text = await scrape(t);
    const [pending] = await t.db.select({ n: count() }).from(mailJobs).where(eq(mailJobs.status, 'pending'));
    const [due] = await t.db
      .select({ n: count() })
      .from(mailJobs)
      .where(and(eq(mailJobs.status, 'pending'), lte(mailJobs.nextAttemptAt, sql`now()`)));
    expect(pending?.n).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'signflow_mail_queue_jobs', { state: 'pending' })).toBe(pending?.n);
    expect(sample(text, 'signflow_mail_queue_jobs', { state: 'due' })).toBe(due?.n);
    expect(sample(text, 'signflow_mail_queue_jobs', { state: 'failed' })).toBe(1);
  });

  // A signing journey up to the seal: longer than the default on a busy machine.
  it('reports sealing’s duration and backlog, and the PDF worker threads’ load', { timeout: 120_000 }, async () => {
    const who = await owner(t);
    const { document } = await completedDocument(t, who);
    await waitForSeal(t, document.id);
    await waitForSample(t, 'signflow_sealing_duration_seconds_count', { outcome: 'sealed' }, 1);

    // One Completed document held by another node's lease, one whose sealing gave up.
    const held = (await readyDraft(t, who, [{ name: 'Cy', level: 1 }])).document.id;
    const givenUp = (await readyDraft(t, who, [{ name: 'Di', level: 1 }])).document.id;
    await t.db
      .update(documents)
      .set({ status: 'Completed', completedAt: sql`now()`, sealLeaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(documents.id, held));
    await t.db
      .update(documents)
      .set({ status: 'Completed', completedAt: sql`now()`, sealFailedAt: sql`now()` })
      .where(eq(documents.id, givenUp));
    const text = await scrape(t);
    expect(sample(text, 'signflow_sealing_backlog_documents', { state: 'waiting' })).toBe(1);
    expect(sample(text, 'signflow_sealing_backlog_documents', { state: 'failed' })).toBe(1);
    const [unsealed] = await t.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.status, 'Completed'), isNull(documents.sealedAt)));
    expect(unsealed?.n).toBe(2);

    // Every lane has worked (an upload's inspection, the signer's image, the seal): a thread each, idle now, at most
    // one each.
    for (const lane of ['inspection', 'quick', 'sealing']) {
      expect(sample(text, 'signflow_pdf_worker_max_threads', { lane })).toBe(1);
      expect(sample(text, 'signflow_pdf_worker_threads', { lane })).toBe(1);
      expect(sample(text, 'signflow_pdf_worker_jobs', { lane, state: 'running' })).toBe(0);
      expect(sample(text, 'signflow_pdf_worker_jobs', { lane, state: 'queued' })).toBe(0);
      expect(sample(text, 'signflow_pdf_worker_saturation_ratio', { lane })).toBe(0);
    }
    // The process's own figures come along (prom-client's defaults).
    expect(sample(text, 'signflow_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('mail failures in /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: every send fails.
    t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each failed send', async () => {
    await enqueueMail(t.db, { to: 'nobody@example.com', subject: 'Fails', text: 'Hello' });
    await waitForSample(t, 'signflow_mail_send_failures_total', { gave_up: 'false' }, 1);
  });
});
