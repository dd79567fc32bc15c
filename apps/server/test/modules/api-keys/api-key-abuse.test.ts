import { API_MESSAGES } from '@signflow/contract/api-errors';
import { API_KEY_EXPIRY_MESSAGES, API_KEY_PREFIX, type ApiKeyCreated } from '@signflow/contract/api-keys';
import type { AuditEvent } from '@signflow/contract/audit';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, throttleCounters } from '../../../src/db/schema';
import { MAX_API_KEY_STREAMS_PER_ACCOUNT, MAX_STREAMS_PER_ACCOUNT } from '../../../src/modules/live-updates/hub';
import { csvOf, queueFile, waitForFinished } from '../../support/bulk-sends';
import {
  documentsTestAppPerFile,
  flowWithApprovers,
  type Method,
  type Owner,
  owner,
  uploadPdf,
} from '../../support/documents';
import { createGoogleTestApp, type GoogleTestApp, signInWithGoogle } from '../../support/google';
import { listening, type OpenStream, openStream } from '../../support/live-updates';
import { senderFilledTemplate } from '../../support/templates';
import { bearer, type TestApp } from '../../support/test-app';

/**
 * An API key as an attacker and a careless integration would use it (docs/api.md#api-keys): made-up keys in bulk,
 * odd spellings of the header, odd input, a revoke racing requests, a key holding the account's live updates, and the
 * trail of what a key did through a job.
 */
const PER_MINUTE = 40;
const AUTH_PER_MINUTE = 4;
const t = documentsTestAppPerFile({
  API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
  AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_PER_MINUTE),
  BULK_SEND_POLL_MS: '100',
});

async function makeKey(who: Owner, name = 'Integration'): Promise<ApiKeyCreated> {
  const made = await who.call('POST', '/v1/api-keys', { name });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<ApiKeyCreated>();
}

function throughKey(app: TestApp, who: Owner, key: string): Owner {
  const call = (method: Method, url: string, payload?: object) =>
    app.request({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  return { ...who, token: key, call };
}

const madeUpKey = () => `${API_KEY_PREFIX}${crypto.randomUUID().replaceAll('-', '')}`;

async function countersLike(pattern: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(throttleCounters).where(like(throttleCounters.key, pattern));
  return row?.n ?? 0;
}

describe('made-up API keys', () => {
  it('are limited per client address, and leave no counter per key tried', async () => {
    const address = '198.51.100.23';
    const countersBefore = await countersLike('%api-key%');
    const answers = [];
    for (let attempt = 0; attempt <= PER_MINUTE; attempt += 1) {
      answers.push(
        await t.request({ method: 'GET', url: '/v1/flow', headers: bearer(madeUpKey()), remoteAddress: address }),
      );
    }
    expect(answers.slice(0, PER_MINUTE).map((answer) => answer.statusCode)).toEqual(Array(PER_MINUTE).fill(401));
    expect(answers.at(-1)?.statusCode).toBe(429);
    // One counter for the address, not one row per key tried.
    expect((await countersLike('%api-key%')) - countersBefore).toBeLessThanOrEqual(1);

    // Another address, and a real key from the same address, are not held back by it.
    const other = await t.request({
      method: 'GET',
      url: '/v1/flow',
      headers: bearer(madeUpKey()),
      remoteAddress: '198.51.100.24',
    });
    expect(other.statusCode).toBe(401);
    const who = await owner(t);
    const { key } = await makeKey(who);
    const real = await t.request({ method: 'GET', url: '/v1/flow', headers: bearer(key), remoteAddress: address });
    expect(real.statusCode, real.body).toBe(200);
  });
});

describe("the API keys' limit and the routes' own limits", () => {
  it('leaves each route its own limit, for requests with a key and without', async () => {
    const who = await owner(t);
    const { key } = await makeKey(who);
    for (const [address, headers] of [
      ['198.51.100.31', {}],
      ['198.51.100.32', bearer(key)],
      ['198.51.100.33', bearer(madeUpKey())],
    ] as const) {
      const payload = { email: `nobody.${address}@example.com`, password: 'whatever1' };
      const statuses = [];
      for (let attempt = 0; attempt <= AUTH_PER_MINUTE; attempt += 1) {
        const login = { method: 'POST', url: '/v1/auth/login', payload, headers, remoteAddress: address } as const;
        statuses.push((await t.request(login)).statusCode);
      }
      expect(statuses.slice(0, AUTH_PER_MINUTE), address).not.toContain(429);
      expect(statuses.at(-1), address).toBe(429);
    }
  });
});

describe('the header an API key comes in', () => {
  it('is counted however Bearer is spelt or spaced, the same as it is accepted', async () => {
    const who = await owner(t);
    const { key } = await makeKey(who);
    const spellings = [`Bearer ${key}`, `bearer ${key}`, `BEARER   ${key}`, `Bearer\t${key}`];
    let remaining = PER_MINUTE;
    for (const authorization of spellings) {
      const answer = await t.request({ method: 'GET', url: '/v1/flow', headers: { authorization } });
      expect(answer.statusCode, authorization).toBe(200);
      remaining -= 1;
      expect(answer.headers['ratelimit-remaining'], authorization).toBe(String(remaining));
    }
  });

  it('is taken from Authorization only: not another header, the query or a cookie', async () => {
    const who = await owner(t);
    const { key } = await makeKey(who);
    const elsewhere = [
      { url: '/v1/flow', headers: { 'x-api-key': key } },
      { url: `/v1/flow?access_token=${key}`, headers: {} },
      { url: '/v1/flow', headers: { cookie: `token=${key}` } },
      { url: '/v1/flow', headers: { authorization: key } },
      { url: '/v1/flow', headers: { authorization: `Basic ${key}` } },
      { url: '/v1/flow', headers: { authorization: `Bearer ${key} ${key}` } },
    ];
    for (const request of elsewhere) {
      const answer = await t.request({ method: 'GET', ...request });
      expect(answer.statusCode, JSON.stringify(request)).toBe(401);
    }
  });
});

describe('odd input to POST /v1/api-keys', () => {
  it('is answered 201 or a clear 400, never 500', async () => {
    const who = await owner(t);
    const bodies: unknown[] = [
      { name: 'Far', expiresAt: '9999-12-31T23:59:59-23:59' },
      { name: 'Far', expiresAt: '9999-12-31T23:59:59.999999999Z' },
      { name: 'Odd', expiresAt: '2099-01-01T00:00:00+14:00' },
      { name: 'Odd', expiresAt: '' },
      { name: 'Odd', expiresAt: [] },
      { name: 'Odd', expiresAt: {} },
      { name: 'Odd', expiresAt: '2099-02-30T00:00:00Z' },
      { name: 'Odd', expiresAt: `2099-01-01T00:00:00Z${'0'.repeat(10_000)}` },
      { name: 'x'.repeat(100_000) },
      { name: ['a'] },
      { name: 'Odd\u0000' },
      { name: 'Odd\u202e' },
      { name: '\ud800' },
      { name: '📄 Sync – Zürich 東京' },
      'not json',
      [],
    ];
    for (const body of bodies) {
      const answer = await t.request({
        method: 'POST',
        url: '/v1/api-keys',
        headers: { ...bearer(who.token), 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect([201, 400], `${JSON.stringify(body).slice(0, 80)}: ${answer.body.slice(0, 200)}`).toContain(
        answer.statusCode,
      );
      if (answer.statusCode === 400) expect(answer.json().message).toEqual(expect.any(String));
    }
    // Past the year 9999 in UTC, through its offset: a date the database cannot keep is no date.
    const far = await who.call('POST', '/v1/api-keys', { name: 'Far', expiresAt: '9999-12-31T23:59:59-23:59' });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(API_KEY_EXPIRY_MESSAGES.invalid);
    const listed = await who.call('GET', '/v1/api-keys');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().apiKeys.map((key: { name: string }) => key.name)).toContain('📄 Sync – Zürich 東京');
  });
});

describe('revoking a key while it is in use', () => {
  it('answers no request made after the revoke was answered, whatever was in flight', async () => {
    const who = await owner(t);
    const made = await makeKey(who);
    const software = throughKey(t, who, made.key);
    expect((await software.call('GET', '/v1/flow')).statusCode).toBe(200);
    const inFlight = Array.from({ length: 10 }, () => software.call('GET', '/v1/flow'));
    const revoked = await who.call('DELETE', `/v1/api-keys/${made.id}`);
    expect(revoked.statusCode).toBe(200);
    for (const answer of await Promise.all(inFlight)) expect([200, 401]).toContain(answer.statusCode);
    for (let again = 0; again < 3; again += 1) expect((await software.call('GET', '/v1/flow')).statusCode).toBe(401);
    // Revoked is revoked: the person's own requests go on.
    expect((await who.call('GET', '/v1/flow')).statusCode).toBe(200);
  });
});

describe("a key and the account's live updates", () => {
  it("cannot take every one of the account's places: the person's own stream still opens", async () => {
    const url = await listening(t.app);
    const who = await owner(t);
    const { key } = await makeKey(who);
    const streams: OpenStream[] = [];
    try {
      for (let index = 0; index < MAX_STREAMS_PER_ACCOUNT; index += 1) streams.push(await openStream(url, key));
      const person = await openStream(url, who.token);
      streams.push(person);
      expect(person.status).toBe(200);
      // The key had only its share of the places.
      const keyStreams = streams.slice(0, MAX_STREAMS_PER_ACCOUNT).map((stream) => stream.status);
      expect(keyStreams.filter((status) => status === 200)).toHaveLength(MAX_API_KEY_STREAMS_PER_ACCOUNT);
      expect(keyStreams.filter((status) => status === 429)).toHaveLength(
        MAX_STREAMS_PER_ACCOUNT - MAX_API_KEY_STREAMS_PER_ACCOUNT,
      );
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('what a key does through a job', () => {
  it('names the key on every document a bulk send it queued makes', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const software = throughKey(t, who, (await makeKey(who, 'Payroll export')).key);
    const queued = await queueFile(t, software, made, csvOf(2));
    await waitForFinished(who, queued.id);
    const madeDocuments = await t.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.templateId, made.template.id));
    expect(madeDocuments).toHaveLength(2);
    for (const { id } of madeDocuments) {
      const trail = (await who.call('GET', `/v1/documents/${id}/audit`)).json<{ events: AuditEvent[] }>().events;
      const byOwnerSide = trail.filter((event) => event.type === 'made_from_template' || event.type === 'sent');
      expect(byOwnerSide.map((event) => event.type).sort()).toEqual(['made_from_template', 'sent']);
      for (const event of byOwnerSide) {
        expect(event).toMatchObject({ actorKind: 'api_key', actor: 'Payroll export', actorEmail: null });
      }
    }
  });

  it("names the key on the owner's own events made with it (the upload, the download)", async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const software = throughKey(t, who, (await makeKey(who, 'Back office')).key);
    const document = await uploadPdf(t, software, flow.flowId);
    const download = await software.call('GET', `/v1/documents/${document.id}/download`);
    expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
    const trail = (await who.call('GET', `/v1/documents/${document.id}/audit`)).json<{ events: AuditEvent[] }>().events;
    expect(trail.length).toBeGreaterThanOrEqual(2);
    for (const event of trail) expect(event, event.type).toMatchObject({ actorKind: 'api_key', actor: 'Back office' });
  });
});

describe('a key and the person it belongs to', () => {
  it("is refused the person's credential routes before reading their body (403, not 400)", async () => {
    const who = await owner(t);
    const software = throughKey(t, who, (await makeKey(who)).key);
    for (const [method, url, body] of [
      ['PUT', '/v1/profile/password', { newPassword: 1 }],
      ['POST', '/v1/api-keys', { name: 5 }],
      ['DELETE', '/v1/api-keys/not-an-id', undefined],
    ] as const) {
      const answer = await software.call(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().message).toBe(API_MESSAGES.apiKeyNotAllowed);
    }
  });
});

describe('a key made by whoever registered an address they never held', () => {
  let google: GoogleTestApp;
  beforeAll(async () => {
    google = await createGoogleTestApp('google');
  });
  afterAll(() => google?.close());

  it("ends with the squatter's password and sessions when the address's holder signs in with Google", async () => {
    const squatter = await google.registerAccount({}, { verified: false });
    const made = await google.request({
      method: 'POST',
      url: '/v1/api-keys',
      headers: bearer(squatter.token),
      payload: { name: 'Back door' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { key } = made.json<ApiKeyCreated>();
    expect((await google.request({ method: 'GET', url: '/v1/flow', headers: bearer(key) })).statusCode).toBe(200);

    const sub = `holder-${process.pid}-${Date.now()}`;
    google.provider.people.set(sub, {
      sub,
      email: squatter.email,
      emailVerified: true,
      givenName: 'Hana',
      familyName: 'Holder',
    });
    const holder = await signInWithGoogle(google, sub);
    expect(holder.user.id).toBe(squatter.body.user.id);

    // The holder's account, and nothing of the squatter's left in it.
    expect((await google.request({ method: 'GET', url: '/v1/flow', headers: bearer(key) })).statusCode).toBe(401);
    const keys = await google.request({
      method: 'GET',
      url: '/v1/api-keys',
      headers: bearer(holder.tokens.access.token),
    });
    expect(keys.json().apiKeys).toEqual([]);
  });
});
