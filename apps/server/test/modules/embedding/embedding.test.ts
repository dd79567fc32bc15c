import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { type EmbeddingSettings, MAX_EMBED_ORIGINS } from '@signflow/contract/embedding';
import type { SignerRecordResponse } from '@signflow/contract/signing';
import { webPaths } from '@signflow/contract/web-paths';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documentSigners, embeddingSettings } from '../../../src/db/schema';
import { embedOrigins } from '../../../src/modules/embedding/embed-origins';
import { saveAllowedOrigins } from '../../../src/modules/embedding/repo';
import { documentsTestAppPerFile, type Owner, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { sentDocument, signerCall, signerToken } from '../../support/signing';

// A web build, so the signer's page is served as a browser asks for it.
const webDist = mkdtempSync(path.join(tmpdir(), 'signflow-embed-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
mkdirSync(path.join(webDist, 'embed'));
const EMBED_SCRIPT = `var SignFlowEmbed = ${JSON.stringify({ padding: 'x'.repeat(2000) })};`;
writeFileSync(path.join(webDist, 'embed', 'signflow-embed.js'), EMBED_SCRIPT);
writeFileSync(path.join(webDist, 'embed', 'signflow-embed.js.br'), brotliCompressSync(EMBED_SCRIPT));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = documentsTestAppPerFile({ WEB_DIST_DIR: webDist });

/** The `frame-ancestors` of an answer's Content-Security-Policy. */
function frameAncestorsOf(headers: Record<string, unknown>): string | undefined {
  return String(headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'))
    ?.replace(/^frame-ancestors\s*/, '');
}

const putOrigins = (who: Owner, allowedOrigins: unknown) =>
  who.call('PUT', '/v1/profile/embedding', { allowedOrigins });

/** A Sent document of `who` with one signer, and the address of that signer's page. */
async function signerPage(who: Owner) {
  const sent = await sentDocument(t, who, [{ name: 'Sam', level: 1 }]);
  const documentId = sent.document.id;
  const signerId = sent.users[0]?.id ?? '';
  const token = await signerToken(t, documentId, signerId);
  return { documentId, signerId, token, url: webPaths.signing({ documentId, signerId, token }) };
}

describe('embedding settings', () => {
  it('starts empty, and keeps the list normalised, each origin once', async () => {
    const who = await owner(t);
    const empty = await who.call('GET', '/v1/profile/embedding');
    expect([empty.statusCode, empty.json()]).toEqual([200, { allowedOrigins: [] }]);

    const saved = await putOrigins(who, [
      'HTTPS://Shop.Example.com:443/',
      '  http://localhost:3000 ',
      'https://shop.example.com',
      'https://portal.example.org:8443',
      'http://127.0.0.1:80',
    ]);
    const expected: EmbeddingSettings = {
      allowedOrigins: [
        'https://shop.example.com',
        'http://localhost:3000',
        'https://portal.example.org:8443',
        'http://127.0.0.1',
      ],
    };
    expect([saved.statusCode, saved.json()]).toEqual([200, expected]);
    expect((await who.call('GET', '/v1/profile/embedding')).json()).toEqual(expected);

    const cleared = await putOrigins(who, []);
    expect(cleared.json()).toEqual({ allowedOrigins: [] });
    expect((await who.call('GET', '/v1/profile/embedding')).json()).toEqual({ allowedOrigins: [] });
  });

  it.each([
    ['http://shop.example.com', API_MESSAGES.embedOriginNotHttps],
    ['ftp://shop.example.com', API_MESSAGES.embedOriginNotHttps],
    ['http://192.168.1.10', API_MESSAGES.embedOriginNotHttps],
    ['https://shop.example.com/checkout', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com?embed=1', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com#top', API_MESSAGES.embedOriginInvalid],
    ['https://user:pass@shop.example.com', API_MESSAGES.embedOriginInvalid],
    ['shop.example.com', API_MESSAGES.embedOriginInvalid],
    ['https://', API_MESSAGES.embedOriginInvalid],
    ['', API_MESSAGES.embedOriginInvalid],
    ['https://*.example.com', API_MESSAGES.embedOriginWildcard],
    ['*', API_MESSAGES.embedOriginWildcard],
    // A host written with escapes the URL parser decodes: `https://*` would let any site frame the page, and the
    // CSP's own separators would end the list or the policy.
    ['https://%2a', API_MESSAGES.embedOriginWildcard],
    ['https://%2A.github.io', API_MESSAGES.embedOriginWildcard],
    ['https://shop.example.com%3bscript-src', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com%2c%2a', API_MESSAGES.embedOriginWildcard],
    ['https://shop.example.com;sandbox', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com,evil.example', API_MESSAGES.embedOriginInvalid],
    ["https://'unsafe-inline'", API_MESSAGES.embedOriginInvalid],
    ['https://%27self%27', API_MESSAGES.embedOriginInvalid],
    ['https://shop"example.com', API_MESSAGES.embedOriginInvalid],
    [42, API_MESSAGES.embedOriginInvalid],
  ])('refuses %j with its own message, saving nothing', async (origin, message) => {
    const who = await owner(t);
    const refused = await putOrigins(who, ['https://fine.example.com', origin]);
    expect([refused.statusCode, refused.json()]).toEqual([400, errorAnswer(400, message)]);
    expect((await who.call('GET', '/v1/profile/embedding')).json()).toEqual({ allowedOrigins: [] });
  });

  it('refuses more than the most origins, a list that is not one, and a body without it', async () => {
    const who = await owner(t);
    const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, index) => `https://site${index}.example.com`);
    const tooMany = await putOrigins(who, many);
    const message = fillTemplate(API_MESSAGES.embedOriginsTooMany, { max: MAX_EMBED_ORIGINS });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([400, errorAnswer(400, message)]);
    expect((await putOrigins(who, many.slice(1))).statusCode).toBe(200);

    const notAList = await putOrigins(who, 'https://shop.example.com');
    expect([notAList.statusCode, notAList.json()]).toEqual([400, errorAnswer(400, API_MESSAGES.embedOriginsInvalid)]);
    const noBody = await who.call('PUT', '/v1/profile/embedding', {});
    expect(noBody.statusCode).toBe(400);
  });

  it("is the account's own to change with an API key too", async () => {
    const who = await owner(t);
    const made = await who.call('POST', '/v1/api-keys', { name: 'Shop' });
    expect(made.statusCode, made.body).toBe(201);
    const headers = { authorization: `Bearer ${made.json<{ key: string }>().key}` };
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/profile/embedding',
      headers,
      payload: { allowedOrigins: ['https://shop.example.com'] },
    });
    expect([saved.statusCode, saved.json()]).toEqual([200, { allowedOrigins: ['https://shop.example.com'] }]);
    expect((await who.call('GET', '/v1/profile/embedding')).json()).toEqual({
      allowedOrigins: ['https://shop.example.com'],
    });
    // Another account sees its own list, not this one.
    expect((await (await owner(t)).call('GET', '/v1/profile/embedding')).json()).toEqual({ allowedOrigins: [] });
  });

  it('answers 401 without a token, or with one that is not valid', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/v1/profile/embedding' },
      {
        method: 'PUT' as const,
        url: '/v1/profile/embedding',
        payload: { allowedOrigins: ['https://shop.example.com'] },
      },
    ]) {
      const anonymous = await t.request(request);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, errorAnswer(401, API_MESSAGES.unauthorized)]);
      const forged = await t.request({ ...request, headers: { authorization: 'Bearer not-a-token' } });
      expect(forged.statusCode).toBe(401);
    }
  });
});

describe("the signer's page in a frame", () => {
  it("serves the embed script to other sites' pages, and nothing else of the app", async () => {
    for (const encoding of ['', 'br']) {
      const script = await t.request({
        method: 'GET',
        url: '/embed/signflow-embed.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-encoding']).toBe(encoding || undefined);
      expect(script.headers['cross-origin-resource-policy'], encoding).toBe('cross-origin');
    }
    const page = await t.request({ method: 'GET', url: '/document' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("lets the owner's origins frame the signer's page, and only that page", async () => {
    const who = await owner(t);
    await putOrigins(who, ['https://shop.example.com', 'http://localhost:4000']);
    const page = await signerPage(who);

    const signing = await t.request({ method: 'GET', url: page.url });
    expect(signing.statusCode).toBe(200);
    expect(frameAncestorsOf(signing.headers)).toBe("'self' https://shop.example.com http://localhost:4000");
    expect(signing.headers).not.toHaveProperty('x-frame-options');
    // The older spelling of the page and the page a signer lands on once they submitted are the signer's too.
    for (const url of [
      page.url.replace('/user-sign', '/UserSign'),
      webPaths.signerEnding({ documentId: page.documentId, signerId: page.signerId, token: page.token }),
    ]) {
      const other = await t.request({ method: 'GET', url });
      expect(frameAncestorsOf(other.headers), url).toBe("'self' https://shop.example.com http://localhost:4000");
    }

    // Every other page, the API and the scripts keep refusing other sites' frames.
    for (const url of [
      '/document',
      '/login',
      `/document/${page.documentId}/history?templateId=${page.documentId}`,
      `/annotate?templateId=${page.documentId}`,
      `/v1/documents/user-sign/${page.documentId}?token=${page.token}`,
      '/healthz',
    ]) {
      const other = await t.request({ method: 'GET', url });
      expect(frameAncestorsOf(other.headers), url).toBe("'self'");
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('leaves out of the policy a stored origin that is not a plain scheme, host and port', async () => {
    const who = await owner(t);
    await putOrigins(who, ['https://shop.example.com']);
    // As a row written before origins were checked this strictly could hold them.
    await t.db
      .update(embeddingSettings)
      .set({ allowedOrigins: ['https://shop.example.com', 'https://*', 'https://a.example;script-src'] })
      .where(eq(embeddingSettings.accountId, who.accountId));
    const page = await signerPage(who);
    const signing = await t.request({ method: 'GET', url: page.url });
    expect(frameAncestorsOf(signing.headers)).toBe("'self' https://shop.example.com");
    expect(String(signing.headers['content-security-policy'])).not.toContain('script-src;');
    const told = await t.request({ method: 'GET', url: `/v1/documents/user-sign/embedding?token=${page.token}` });
    expect(told.json()).toEqual({ embedOrigins: ['https://shop.example.com'] });
  });

  it("keeps each account's list to its own documents, and a page naming no document to none", async () => {
    const embedding = await owner(t);
    await putOrigins(embedding, ['https://shop.example.com']);
    const quiet = await owner(t);
    const quietPage = await signerPage(quiet);

    for (const url of [
      quietPage.url,
      '/user-sign',
      '/user-sign?templateId=not-an-id',
      '/user-sign?templateId=00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(frameAncestorsOf(response.headers), url).toBe("'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("follows a change of the list at once on this process, and tells the signer's record", async () => {
    const who = await owner(t);
    const page = await signerPage(who);
    expect(frameAncestorsOf((await t.request({ method: 'GET', url: page.url })).headers)).toBe("'self'");

    await putOrigins(who, ['https://shop.example.com']);
    expect(frameAncestorsOf((await t.request({ method: 'GET', url: page.url })).headers)).toBe(
      "'self' https://shop.example.com",
    );
    const record = await signerCall(t, 'GET', `/v1/documents/user-sign/${page.documentId}`, page.token);
    expect(record.json<SignerRecordResponse>().embedOrigins).toEqual(['https://shop.example.com']);

    await putOrigins(who, []);
    const after = await t.request({ method: 'GET', url: page.url });
    expect(frameAncestorsOf(after.headers)).toBe("'self'");
    expect(after.headers['x-frame-options']).toBe('SAMEORIGIN');
    const emptied = await signerCall(t, 'GET', `/v1/documents/user-sign/${page.documentId}`, page.token);
    expect(emptied.json<SignerRecordResponse>().embedOrigins).toEqual([]);
  });

  it("names the allowed sites by the signer's token alone, also once the link expired", async () => {
    const who = await owner(t);
    await putOrigins(who, ['https://shop.example.com']);
    const page = await signerPage(who);
    const quietPage = await signerPage(await owner(t));
    const embeddingOf = (token: string | null) => signerCall(t, 'GET', '/v1/documents/user-sign/embedding', token);

    expect((await embeddingOf(page.token)).json()).toEqual({ embedOrigins: ['https://shop.example.com'] });
    expect((await embeddingOf(quietPage.token)).json()).toEqual({ embedOrigins: [] });
    expect((await embeddingOf('no-such-link')).json()).toEqual({ embedOrigins: [] });
    const anonymous = await embeddingOf(null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, errorAnswer(401, API_MESSAGES.expiredLink)]);

    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(documentSigners.id, page.signerId));
    const record = await signerCall(t, 'GET', `/v1/documents/user-sign/${page.documentId}`, page.token);
    expect(record.statusCode).toBe(401);
    expect((await embeddingOf(page.token)).json()).toEqual({ embedOrigins: ['https://shop.example.com'] });
  });
});

describe('the allowed origins each process keeps', () => {
  it("serves each account its own list, and another process's change once its time is up", async () => {
    const [shop, portal] = [await owner(t), await owner(t)];
    await saveAllowedOrigins(t.db, shop.accountId, ['https://shop.example.com']);
    await saveAllowedOrigins(t.db, portal.accountId, ['https://portal.example.org']);
    // Two processes on one database, each with its own cache and one clock, moved by hand.
    let now = 0;
    const clock = { keepMs: 30_000, now: () => now };
    const [here, elsewhere] = [embedOrigins(t.db, clock), embedOrigins(t.db, clock)];
    expect(await here.ofAccount(shop.accountId)).toEqual(['https://shop.example.com']);
    expect(await here.ofAccount(portal.accountId)).toEqual(['https://portal.example.org']);
    expect(await elsewhere.ofAccount(shop.accountId)).toEqual(['https://shop.example.com']);

    // The change is made on `here`, which forgets at once; `elsewhere` serves what it read until its time is up.
    await saveAllowedOrigins(t.db, shop.accountId, ['https://new-shop.example.com']);
    here.forget(shop.accountId);
    expect(await here.ofAccount(shop.accountId)).toEqual(['https://new-shop.example.com']);
    expect(await elsewhere.ofAccount(shop.accountId)).toEqual(['https://shop.example.com']);
    expect(await elsewhere.ofAccount(portal.accountId)).toEqual(['https://portal.example.org']);
    now = 29_999;
    expect(await elsewhere.ofAccount(shop.accountId)).toEqual(['https://shop.example.com']);
    now = 30_000;
    expect(await elsewhere.ofAccount(shop.accountId)).toEqual(['https://new-shop.example.com']);
    expect(await elsewhere.ofAccount(portal.accountId)).toEqual(['https://portal.example.org']);
  });
});
