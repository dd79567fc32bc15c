import { PassThrough } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEvents, mailJobs } from '../../src/db/schema';
import { owner } from '../support/documents';
import { waitForSeal } from '../support/sealing';
import { answerFields, CONSENTED, mailDeliveredTo, readyDraft } from '../support/signing';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  requestId?: string;
  documentId?: string;
  mailJobId?: string;
}

/** The first non-empty answer of `read`, asked again for up to 30 seconds (the machine may be busy). */
async function eventually<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (const deadline = Date.now() + 30_000; ; ) {
    const rows = await read();
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('request ids: in every answer, every log line, the audit trail and the jobs a request starts', () => {
  let t: TestApp;
  let logged = '';
  const lines = (): LogLine[] =>
    logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    t = await createTestApp({ LOG_LEVEL: 'info', SEAL_POLL_MS: '100' }, { logStream });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a fresh UUID in X-Request-Id, and logs the request under it', async () => {
    const first = await t.request({ method: 'GET', url: '/healthz' });
    const second = await t.request({ method: 'GET', url: '/healthz' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const requestLines = lines().filter((line) => line.requestId === id);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps a well-formed X-Request-Id (a load balancer’s), also on an error answer', async () => {
    const given = 'lb-7f3a.9c_2:1';
    const health = await t.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
    expect(health.headers['x-request-id']).toBe(given);
    const missing = await t.request({ method: 'GET', url: '/v1/nothing-here', headers: { 'x-request-id': 'abc-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('abc-404');
  });

  it('replaces a malformed X-Request-Id with its own', async () => {
    for (const given of ['two words', 'x'.repeat(129), 'line\\nbreak', '', '{"json":1}']) {
      const response = await t.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id'], given).toMatch(UUID);
    }
  });

  // A whole signing journey up to the seal: longer than the default on a busy machine.
  it('carries the id into audit events, queued mails and the sealing job, and logs each job under it', {
    timeout: 120_000,
  }, async () => {
    const who = await owner(t);
    const sent = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const documentId = sent.document.id;
    const invite = await t.request({
      method: 'POST',
      url: `/v1/documents/signing/${documentId}/invite`,
      headers: { ...bearer(who.token), 'x-request-id': 'invite-request-1' },
    });
    expect(invite.statusCode, invite.body).toBe(200);

    // Invite Sign's own event and its invitation mail carry the request's id…
    const [sentEvent] = await t.db
      .select()
      .from(documentEvents)
      .where(and(eq(documentEvents.documentId, documentId), eq(documentEvents.type, 'sent')));
    expect(sentEvent?.requestId).toBe('invite-request-1');
    const amy = sent.users[0];
    if (!amy) throw new Error('no signer');
    await mailDeliveredTo(t, amy.email);
    const [invitation] = await t.db.select().from(mailJobs).where(eq(mailJobs.to, amy.email));
    expect(invitation?.requestId).toBe('invite-request-1');
    // …and so do the worker's line when it went and the 'email_sent' event it recorded.
    const sentLine = lines().find((line) => line.msg === 'mail sent' && line.mailJobId === invitation?.id);
    expect(sentLine?.requestId).toBe('invite-request-1');
    // The event is recorded just after the job is marked sent.
    const mailed = await eventually(() =>
      t.db
        .select()
        .from(documentEvents)
        .where(and(eq(documentEvents.documentId, documentId), eq(documentEvents.type, 'email_sent'))),
    );
    expect(mailed.map((event) => event.requestId)).toEqual(['invite-request-1']);

    // The last signer's submit starts the sealing job: it runs, logs and mails under that request's id.
    const token = await answerFields(t, sent, amy.id);
    const submit = await t.request({
      method: 'POST',
      url: `/v1/documents/user-sign/${documentId}/submit?token=${encodeURIComponent(token)}`,
      headers: { 'x-request-id': 'submit-request-1' },
      payload: CONSENTED,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const sealed = await waitForSeal(t, documentId);
    expect(sealed.sealRequestId).toBe('submit-request-1');
    // The worker logs its end just after the commit waitForSeal saw.
    const ofSealing = async () =>
      lines().filter((line) => line.documentId === documentId && line.msg.startsWith('sealing'));
    const sealingLines = await eventually(async () => ((await ofSealing()).length >= 2 ? ofSealing() : []));
    expect(sealingLines.map((line) => [line.msg, line.requestId])).toEqual([
      ['sealing started', 'submit-request-1'],
      ['sealing finished', 'submit-request-1'],
    ]);
    const events = await t.db
      .select()
      .from(documentEvents)
      .where(eq(documentEvents.documentId, documentId))
      .orderBy(asc(documentEvents.seq));
    // Every event came from a request or a job one started, JSON bodies (the fields placed) included.
    expect(events.filter((event) => event.requestId === null).map((event) => event.type)).toEqual([]);
    expect(events.find((event) => event.type === 'fields_saved')?.requestId).toMatch(UUID);
    expect(events.find((event) => event.type === 'submitted')?.requestId).toBe('submit-request-1');
    expect(events.find((event) => event.type === 'sealed')?.requestId).toBe('submit-request-1');
    const sealedMails = await t.db.select().from(mailJobs).where(eq(mailJobs.documentId, documentId));
    const sealedCopies = sealedMails.filter((mail) => mail.subject.endsWith('is signed: your copy'));
    expect(sealedCopies.length).toBeGreaterThan(0);
    expect(new Set(sealedCopies.map((mail) => mail.requestId))).toEqual(new Set(['submit-request-1']));
  });
});
