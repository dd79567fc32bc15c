import { PassThrough } from 'node:stream';
import type { AuthResponse } from '@signflow/contract/auth';
import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { mailJobs } from '../../src/db/schema';
import { looksSecret } from '../../src/http/log-redaction';
import { LINK_REMOVED } from '../../src/platform/mail-links';
import type { Method, Owner } from '../support/documents';
import { approved, CONSENTED, type SentDocument, sentDocument, signerCall, signerToken } from '../support/signing';
import { bearer, createTestApp, setPlan, type TestApp, uniqueEmail, verificationTokenOf } from '../support/test-app';

/**
 * A whole journey (register, verify, reset, log in, send, sign, complete, seal, download, log out) with
 * every log line the app writes captured; then no token it issued may be found in the log or in any row of
 * any table. Links are opened as a browser would, so each token does travel in a logged URL.
 */
let t: TestApp;
let logged = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  t = await createTestApp({ LOG_LEVEL: 'trace', MAIL_POLL_MS: '50', SEAL_POLL_MS: '50' }, { logStream: stream });
});
afterAll(async () => {
  await t?.close();
});

/** Every token the app issued, with where it came from. */
const issued = new Map<string, string>();

function keep(token: string, origin: string) {
  if (!issued.has(token)) issued.set(token, origin);
}

/** Every string under a key named like a token, anywhere in a JSON answer. */
function keepTokensOfAnswer(value: unknown, origin: string) {
  if (Array.isArray(value)) for (const each of value) keepTokensOfAnswer(each, origin);
  else if (value && typeof value === 'object') {
    for (const [key, each] of Object.entries(value)) {
      if (/token/i.test(key) && typeof each === 'string') keep(each, `${origin}: ${key}`);
      else keepTokensOfAnswer(each, `${origin}.${key}`);
    }
  }
}

const linksOf = (mail: CaughtMail) => [
  ...new Set([
    ...(mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []),
    ...(mail.html.match(/https?:\/\/[^\s<>"']+/g) ?? []),
  ]),
];

/** Every token in the links of a mail: query values named like a token, and token-like path segments. */
function keepTokensOfMail(mail: CaughtMail) {
  for (const link of linksOf(mail)) {
    const url = new URL(link);
    for (const [name, value] of url.searchParams) if (/token/i.test(name)) keep(value, `mail "${mail.subject}"`);
    for (const segment of url.pathname.split('/')) if (looksSecret(segment)) keep(segment, `mail "${mail.subject}"`);
  }
}

/** A request whose answer is searched for tokens. */
async function call(options: InjectOptions) {
  const response = await t.request(options);
  if (response.headers['content-type']?.toString().includes('application/json')) {
    keepTokensOfAnswer(response.json(), `${options.method} ${options.url}`);
  }
  return response;
}

/** What a browser does with a mailed link: asks this server for it. */
function open(link: string) {
  const url = new URL(link);
  return call({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function mailWithLink(to: string, path: string) {
  const mail = await t.smtp.waitFor(to, {
    timeoutMs: 60_000, // sealing comes first, and takes its time on a busy machine
    matching: (each) => linksOf(each).some((link) => link.includes(path)),
  });
  const link = linksOf(mail).find((each) => each.includes(path)) ?? '';
  return { mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Both drivers answer `execute` with the rows under `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Every row of every table of the public schema, as PostgreSQL prints it. */
async function dumpEveryTable(db: Db): Promise<{ tables: string[]; text: string }> {
  const listed = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rowsOf<{ table_name: string }>(listed).map((row) => row.table_name);
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
    parts.push(`## ${table}`, ...rowsOf<{ row: string }>(rows).map((row) => row.row));
  }
  return { tables, text: parts.join('\n') };
}

describe('no token in the log or in stored data', () => {
  it('a whole journey leaves no token it issued in the log or in any table', async () => {
    // Register, then verify the address by the mailed link.
    const email = uniqueEmail('hygiene');
    const registered = await call({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'correct1horse' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const accountId = registered.json<AuthResponse>().user.id;
    const verification = await t.smtp.waitFor(email, { matching: (mail) => verificationTokenOf(mail) !== null });
    const verificationToken = verificationTokenOf(verification) ?? '';
    await open(linksOf(verification).find((link) => link.includes(verificationToken)) ?? '');
    const verified = await call({
      method: 'POST',
      url: '/v1/auth/verify-email',
      payload: { token: verificationToken },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Forget the password, reset it by the mailed link, log in with the new one.
    expect((await call({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    const reset = await mailWithLink(email, '/recover-password?');
    await open(reset.link);
    const resetAnswer = await call({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token: reset.token, password: 'battery2staple' },
    });
    expect(resetAnswer.statusCode, resetAnswer.body).toBe(200);
    const login = await call({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'battery2staple' } });
    expect(login.statusCode, login.body).toBe(200);
    const accessToken = login.json<AuthResponse>().tokens.access.token;

    // A flow, a document with fields for two levels, Invite Sign.
    await setPlan(t.db, accountId, 'PRO');
    const who: Owner = {
      token: accessToken,
      email,
      accountId,
      body: login.json<AuthResponse>(),
      call: (method: Method, url: string, payload?: object) =>
        call({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) }),
    };
    const sent: SentDocument = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const documentId = sent.document.id;

    // Each signer opens their link, reads, signs and submits, level by level.
    for (const signer of sent.users) {
      const token = await signerToken(t, documentId, signer.id);
      await open(`http://app.test/user-sign?templateId=${documentId}&userId=${signer.id}&token=${token}`);
      expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token)).statusCode).toBe(200);
      expect((await signerCall(t, 'GET', `/v1/documents/user-sign/${documentId}`, token)).statusCode).toBe(200);
      expect((await signerCall(t, 'GET', `/user-sign/${documentId}`, token)).statusCode).toBe(200);
      for (const field of sent.fields.filter((each) => each.userId === signer.id)) {
        const saved = await signerCall(
          t,
          'PUT',
          `/v1/documents/user-sign/${documentId}/coordinate/${field.id}`,
          token,
          {
            response: approved,
          },
        );
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const submitted = await signerCall(t, 'POST', `/v1/documents/user-sign/${documentId}/submit`, token, CONSENTED);
      expect(submitted.statusCode, submitted.body).toBe(200);
    }

    // Completed, then sealed: each signer downloads the sealed PDF by the link of their mail.
    for (const signer of sent.users) {
      const sealed = await mailWithLink(signer.email ?? '', `/v1/documents/user-sign/${documentId}/download?`);
      const download = await open(sealed.link);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
    }
    expect((await who.call('GET', `/v1/documents/${documentId}/download`)).statusCode).toBe(200);
    expect((await who.call('POST', '/v1/auth/logout')).statusCode).toBe(204);

    // Everything queued has gone, so nothing is kept because it is still needed.
    await until('the mail queue to empty', async () => {
      const [pending] = await t.db.select({ total: count() }).from(mailJobs).where(eq(mailJobs.status, 'pending'));
      return pending?.total === 0;
    });
    for (const mail of t.smtp.mails) keepTokensOfMail(mail);

    // Every kind of token was issued and collected, and travelled in a URL the log recorded (redacted).
    const origins = [...issued.values()].join('\n');
    expect(origins).toContain('POST /v1/auth/register.tokens.access: token');
    expect(origins).toContain('POST /v1/auth/login.tokens.access: token');
    expect([...issued.keys()]).toEqual(expect.arrayContaining([verificationToken, reset.token, accessToken]));
    const mailed = [...issued.values()].filter((origin) => origin.startsWith('mail')).length;
    expect(mailed).toBeGreaterThanOrEqual(2 + 2 * sent.users.length); // verify, reset, signing and download links
    const requestLines = logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((line) => line.msg === 'incoming request');
    const loggedUrls = requestLines.map((line) => line.req?.url ?? '');
    for (const path of [
      '/verify-email?token=',
      '/recover-password?token=',
      '/user-sign?templateId=',
      '/v1/documents/user-sign/validate?token=',
      `/v1/documents/user-sign/${documentId}/download?token=`,
    ]) {
      expect(loggedUrls.filter((url) => url.startsWith(path)).length, path).toBeGreaterThan(0);
    }
    const urlsWithToken = loggedUrls.filter((url) => url.includes('token='));
    expect(urlsWithToken.length).toBeGreaterThanOrEqual(2 + 6 * sent.users.length);

    // Zero hits in the log and in any table.
    const dump = await dumpEveryTable(t.db);
    expect(dump.tables).toEqual(expect.arrayContaining(['accounts', 'mail_jobs', 'document_signers', 'sessions']));
    const hits = [...issued].flatMap(([token, origin]) => [
      ...(logged.includes(token) ? [`log: ${origin}`] : []),
      ...(dump.text.includes(token) ? [`tables: ${origin}`] : []),
    ]);
    expect(hits).toEqual([]);
    expect(dump.text).toContain(LINK_REMOVED); // the mails are kept, without their links
    for (const url of urlsWithToken) expect(url).toMatch(/token=\[redacted\](&|$)/);
  }, 120_000);
});
