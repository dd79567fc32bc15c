import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  API_KEY_EXPIRY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKeyCreated,
  type ApiKeySummary,
  MAX_API_KEYS,
} from '@signflow/contract/api-keys';
import type { AuditEvent } from '@signflow/contract/audit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../../src/db/schema';
import {
  documentsTestAppPerFile,
  flowWithApprovers,
  type Method,
  MISSING_ID,
  type Owner,
  owner,
  uploadPdf,
} from '../../support/documents';
import { errorAnswer, refusedInput } from '../../support/error-answers';
import { bearer, type TestApp } from '../../support/test-app';

const t = documentsTestAppPerFile();

async function makeKey(who: Owner, body: object = { name: 'CRM sync' }): Promise<ApiKeyCreated> {
  const made = await who.call('POST', '/v1/api-keys', body);
  expect(made.statusCode, made.body).toBe(201);
  return made.json<ApiKeyCreated>();
}

/** The owner as their software sees them: every call made with `key` in place of the person's token. */
function throughKey(app: TestApp, who: Owner, key: string): Owner {
  const call = (method: Method, url: string, payload?: object) =>
    app.request({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  return { ...who, token: key, call };
}

describe('POST /v1/api-keys', () => {
  it('answers the key once, with its prefix; the list shows the key without it', async () => {
    const who = await owner(t);
    const made = await makeKey(who, { name: '  CRM sync  ' });
    expect(made).toMatchObject({ name: 'CRM sync', expiresAt: null });
    expect(made.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.key.length).toBeGreaterThan(40);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    expect(made.prefix.length).toBe(API_KEY_PREFIX.length + 6);

    const mail = await t.smtp.waitFor(who.email, {
      matching: (each) => each.subject === 'An API key was made for your account',
    });
    expect(mail.text).toContain('Integrations');
    const listed = (await who.call('GET', '/v1/api-keys')).json<{ apiKeys: ApiKeySummary[] }>().apiKeys;
    expect(listed).toEqual([
      {
        id: made.id,
        name: 'CRM sync',
        prefix: made.prefix,
        createdAt: expect.any(String),
        expiresAt: null,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    // Only its hash is kept.
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.key);
  });

  it('keeps an expiry in the future and refuses one past or unreadable', async () => {
    const who = await owner(t);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await makeKey(who, { name: 'Nightly', expiresAt: at })).expiresAt).toBe(at);
    const cases = [
      [{ name: 'Old', expiresAt: '2020-01-01T00:00:00Z' }, API_KEY_EXPIRY_MESSAGES.past],
      [{ name: 'Old', expiresAt: 'tomorrow' }, API_KEY_EXPIRY_MESSAGES.invalid],
      [{ name: 'Old', expiresAt: 5 }, API_KEY_EXPIRY_MESSAGES.invalid],
      [{ name: '   ' }, 'Required'],
      [{}, 'Required'],
    ] as const;
    for (const [body, message] of cases) {
      const refused = await who.call('POST', '/v1/api-keys', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual(refusedInput(message));
    }
  });

  it(`holds at most ${MAX_API_KEYS} keys per account`, async () => {
    const who = await owner(t);
    for (let index = 0; index < MAX_API_KEYS; index += 1) await makeKey(who, { name: `Key ${index}` });
    const refused = await who.call('POST', '/v1/api-keys', { name: 'One too many' });
    expect(refused.json()).toEqual({
      ...errorAnswer(403, API_MESSAGES.apiKeyLimit.replace('{{limit}}', String(MAX_API_KEYS))),
      error: 'api_key_limit',
      template: API_MESSAGES.apiKeyLimit,
      params: { limit: MAX_API_KEYS },
    });
  });

  it('is 401 without a token or with an unknown key', async () => {
    expect((await t.request({ method: 'POST', url: '/v1/api-keys', payload: { name: 'x' } })).statusCode).toBe(401);
    const unknown = await t.request({ method: 'GET', url: '/v1/flow', headers: bearer(`${API_KEY_PREFIX}nothing`) });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('a request made with an API key', () => {
  it('works on the owner routes, for its own account only, and notes its last use', async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const strangersFlow = await flowWithApprovers(stranger);
    const made = await makeKey(who);
    const software = throughKey(t, who, made.key);

    const flows = await software.call('GET', '/v1/flow');
    expect(flows.statusCode, flows.body).toBe(200);
    expect((await software.call('GET', `/v1/flow/${strangersFlow.flowId}`)).statusCode).toBe(404);
    const listed = (await who.call('GET', '/v1/api-keys')).json<{ apiKeys: ApiKeySummary[] }>().apiKeys;
    expect(listed[0]?.lastUsedAt).not.toBeNull();
  });

  it("is refused where the account's own sign-in is managed", async () => {
    const who = await owner(t);
    const software = throughKey(t, who, (await makeKey(who)).key);
    const refusals = [
      await software.call('POST', '/v1/api-keys', { name: 'Another' }),
      await software.call('GET', '/v1/api-keys'),
      await software.call('DELETE', `/v1/api-keys/${MISSING_ID}`),
      await software.call('PUT', '/v1/profile/password', { currentPassword: 'whatever1', newPassword: 'whatever2' }),
      await software.call('POST', '/v1/auth/resend-verification'),
      await software.call('POST', '/v1/auth/logout'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(API_MESSAGES.apiKeyNotAllowed);
    }
    // Logout with a key did not end it.
    expect((await software.call('GET', '/v1/flow')).statusCode).toBe(200);
  });

  it("is recorded in the audit trail as the key's, by its name", async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const software = throughKey(t, who, (await makeKey(who, { name: 'HR system' })).key);
    const document = await uploadPdf(t, software, flow.flowId);
    const trail = (await who.call('GET', `/v1/documents/${document.id}/audit`)).json<{ events: AuditEvent[] }>();
    expect(trail.events[0]).toMatchObject({
      type: 'uploaded',
      actorKind: 'api_key',
      actor: 'HR system',
      actorEmail: null,
    });
  });

  it('stops working once its expiry passes', async () => {
    const who = await owner(t);
    const made = await makeKey(who, { name: 'Brief', expiresAt: new Date(Date.now() + 1500).toISOString() });
    const software = throughKey(t, who, made.key);
    expect((await software.call('GET', '/v1/flow')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await software.call('GET', '/v1/flow')).statusCode).toBe(401);
  });
});

describe('DELETE /v1/api-keys/{id}', () => {
  it("revokes the key at once; another account's key is 404 and keeps working", async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const mine = await makeKey(who);
    const theirs = await makeKey(stranger);
    const software = throughKey(t, who, mine.key);
    expect((await software.call('GET', '/v1/flow')).statusCode).toBe(200);

    expect((await who.call('DELETE', `/v1/api-keys/${theirs.id}`)).statusCode).toBe(404);
    expect((await throughKey(t, stranger, theirs.key).call('GET', '/v1/flow')).statusCode).toBe(200);

    const revoked = await who.call('DELETE', `/v1/api-keys/${mine.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await software.call('GET', '/v1/flow')).statusCode).toBe(401);
    expect((await who.call('DELETE', `/v1/api-keys/${mine.id}`)).statusCode).toBe(404);
    expect((await who.call('GET', '/v1/api-keys')).json().apiKeys).toEqual([]);
  });

  it('is 404 for an id that is no id (as for an unknown one), 401 without a token', async () => {
    const who = await owner(t);
    expect((await who.call('DELETE', '/v1/api-keys/not-an-id')).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/api-keys/${MISSING_ID}` })).statusCode).toBe(401);
  });
});
