import { LIVE_UPDATES_PATH } from '@signflow/contract/live-updates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentSigners, signerEarlierLinks } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, type Method, MISSING_ID, owner } from '../../support/documents';
import { registered } from '../../support/registered-routes';
import { mailDeliveredTo, sentDocument } from '../../support/signing';

vi.mock('fastify', async (original) => (await import('../../support/registered-routes')).recordingFastify(original));

/**
 * A sender must never be able to sign as a signer (docs/decisions.md): no answer to the owner's bearer token, on
 * any route, carries a signer's link token, its hash or its encrypted copy. Every registered route is called as the
 * owner, after a reminder, a renewal and a correction mailed links again and made a new one.
 */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const BODIES: Record<string, object> = {
  'PUT /v1/documents/:id/reminders': { afterDays: 2, everyDays: 2, maxCount: 2 },
  'PATCH /v1/documents/:id/signers/:signerId': { name: 'Bobby' },
  'POST /v1/documents/:id/cancel': { reason: 'Checking secrecy' },
  'PUT /v1/profile/reminders': { afterDays: 2, everyDays: 2, maxCount: 2 },
};

describe('no owner answer carries a signer token', () => {
  it('holds for every route the app registers', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    const [amy, bob] = sent.users;
    if (!amy || !bob) throw new Error('two signers');
    const answers: string[] = [];
    const record = async (method: Method, url: string, payload?: object) => {
      const response = await who.call(method, url, payload);
      answers.push(response.body);
      return response;
    };
    expect((await record('POST', `/v1/documents/${sent.document.id}/remind`)).statusCode).toBe(200);
    // A day after the invitation: renewing mails a signer at most once an hour.
    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: new Date(Date.now() + 29 * 86_400_000) })
      .where(eq(documentSigners.documentId, sent.document.id));
    expect((await record('POST', `/v1/documents/${sent.document.id}/renew-links`)).statusCode).toBe(200);
    expect(
      (
        await record('PATCH', `/v1/documents/${sent.document.id}/signers/${amy.id}`, {
          email: `amy.${Date.now()}@example.com`,
        })
      ).statusCode,
    ).toBe(200);

    const encryptedCopies = async () =>
      (await t.db.select().from(documentSigners).where(eq(documentSigners.documentId, sent.document.id)))
        .map((signer) => signer.tokenEncrypted)
        .filter((sealed): sealed is string => sealed !== null);
    const encryptedBeforeSweep = await encryptedCopies();
    expect(encryptedBeforeSweep).toHaveLength(2);

    const routes = registered.routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url })),
      )
      .filter(({ method, url }) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && url.startsWith('/'))
      // Signing out (or changing the password) would end the session the sweep uses; they carry no document data.
      .filter(({ url }) => !url.startsWith('/v1/auth/') && url !== '/v1/profile/password')
      // The live-updates stream never ends and carries ids only (live-updates.test.ts).
      .filter(({ url }) => url !== LIVE_UPDATES_PATH);
    // Reading first, then changing: the document is seen in every state its owner can see.
    routes.sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const route of routes) {
      const url = route.url
        .replace(':id', sent.document.id)
        .replace(':signerId', bob.id)
        .replace(':coordId', sent.fields[0]?.id ?? MISSING_ID)
        .replace(/:\w+/g, MISSING_ID);
      await record(route.method as Method, url, BODIES[`${route.method} ${route.url}`]);
    }
    expect(answers.length).toBeGreaterThan(40);

    const signerAddresses = (
      await t.db.select().from(documentSigners).where(eq(documentSigners.documentId, sent.document.id))
    ).map((signer) => signer.email);
    for (const address of [amy.email, ...signerAddresses]) await mailDeliveredTo(t, address);
    const tokens = t.smtp.mails
      .filter((mail) => [amy.email, ...signerAddresses].some((address) => mail.to.includes(address)))
      .flatMap((mail) =>
        [...mail.text.matchAll(/[?&]token=([^&\s]+)/g)].map((match) => decodeURIComponent(match[1] ?? '')),
      );
    const hashes = [
      ...(await t.db.select().from(documentSigners).where(eq(documentSigners.documentId, sent.document.id))).map(
        (signer) => signer.tokenHash,
      ),
      ...(await t.db.select().from(signerEarlierLinks)).map((link) => link.tokenHash),
    ].filter((hash): hash is string => hash !== null);
    // Invitations, a reminder and a renewal each (the same links again), and the corrected invitation.
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const secret of [...tokens, ...hashes, ...encryptedBeforeSweep, ...(await encryptedCopies())]) {
      for (const answer of answers) expect(answer.includes(secret)).toBe(false);
    }
  }, 180_000);
});
