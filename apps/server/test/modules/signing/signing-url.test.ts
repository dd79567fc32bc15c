import { apiErrorIdOf } from '@signflow/contract/api-error-ids';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { ApiKeyCreated } from '@signflow/contract/api-keys';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { SigningUrlResponse } from '@signflow/contract/sender-controls';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentSigners } from '../../../src/db/schema';
import { documentsTestAppPerFile, MISSING_ID, type Owner, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { readyDraft, sentDocument, signAndSubmit, signerCall } from '../../support/signing';
import { bearer } from '../../support/test-app';

/**
 * A signer's link handed to the account, for its own site to frame their signing page (docs/embedding.md): the link
 * the invitation mailed, only while it is their turn, each hand-over in the trail.
 */
const t = documentsTestAppPerFile();

const TWO_LEVELS = [
  { name: 'Amy', level: 1 },
  { name: 'Bob', level: 2 },
];
const urlOf = (documentId: string, signerId: string) => `/v1/documents/${documentId}/signers/${signerId}/signing-url`;
const shown = async (who: Owner, documentId: string) =>
  (await who.call('GET', `/v1/documents/${documentId}/audit`))
    .json<AuditTrailResponse>()
    .events.filter((event) => event.type === 'signing_link_shown');

describe("a signer's signing URL", () => {
  it('is the invited signer’s working link, until when it works, and the hand-over is in the trail', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, TWO_LEVELS);
    const [amy] = sent.users;
    const answer = await who.call('GET', urlOf(sent.document.id, amy?.id ?? ''));
    expect(answer.statusCode, answer.body).toBe(200);
    const { signingUrl, expiresAt } = answer.json<SigningUrlResponse>();
    const link = new URL(signingUrl);
    expect(link.origin).toBe('http://app.test');
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const token = link.searchParams.get('token');
    const record = await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json<{ signerID: string }>().signerID).toBe(amy?.id);
    expect(await shown(who, sent.document.id)).toMatchObject([{ actorKind: 'owner', details: { signerId: amy?.id } }]);
  });

  it('asked with an API key, is recorded as the key’s', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, TWO_LEVELS);
    const key = (await who.call('POST', '/v1/api-keys', { name: 'Shop portal' })).json<ApiKeyCreated>().key;
    const answer = await t.request({
      method: 'GET',
      url: urlOf(sent.document.id, sent.users[0]?.id ?? ''),
      headers: bearer(key),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await shown(who, sent.document.id)).toMatchObject([{ actorKind: 'api_key', actor: 'Shop portal' }]);
  });

  it('is refused while it is not the signer’s turn, once they submitted, and once their link expired', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, TWO_LEVELS);
    const [amy, bob] = draft.users;
    // A refusal that names the signer, as the API words it (docs/api.md#errors).
    const named = (template: string, name: string) => ({
      code: 409,
      message: fillTemplate(template, { name }),
      template,
      params: { name },
      error: apiErrorIdOf(409, template),
    });
    expect((await who.call('GET', urlOf(draft.document.id, amy?.id ?? ''))).json()).toEqual(
      errorAnswer(409, API_MESSAGES.signingUrlNotSent),
    );
    expect((await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`)).statusCode).toBe(200);
    expect((await who.call('GET', urlOf(draft.document.id, bob?.id ?? ''))).json()).toEqual(
      named(API_MESSAGES.signingUrlNotInvited, 'Bob'),
    );
    expect((await signAndSubmit(t, draft, amy?.id ?? '')).statusCode).toBe(200);
    expect((await who.call('GET', urlOf(draft.document.id, amy?.id ?? ''))).json()).toEqual(
      named(API_MESSAGES.signingUrlSubmitted, 'Amy'),
    );
    // Bob's turn came with Amy's submission; then his link runs out.
    expect((await who.call('GET', urlOf(draft.document.id, bob?.id ?? ''))).statusCode).toBe(200);
    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(documentSigners.id, bob?.id ?? ''));
    expect((await who.call('GET', urlOf(draft.document.id, bob?.id ?? ''))).json()).toEqual(
      named(API_MESSAGES.signingUrlExpired, 'Bob'),
    );
    expect(await shown(who, draft.document.id)).toHaveLength(1);
  });

  it('is 401 without a token, and 404 for another account’s document, an unknown signer or a malformed id', async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const sent = await sentDocument(t, who, TWO_LEVELS);
    const amyId = sent.users[0]?.id ?? '';
    expect((await t.request({ method: 'GET', url: urlOf(sent.document.id, amyId) })).statusCode).toBe(401);
    for (const [caller, url] of [
      [stranger, urlOf(sent.document.id, amyId)],
      [who, urlOf(sent.document.id, MISSING_ID)],
      [who, urlOf(MISSING_ID, amyId)],
      [who, urlOf('not-an-id', amyId)],
      [who, urlOf(sent.document.id, 'not-an-id')],
    ] as const) {
      expect((await caller.call('GET', url)).json(), url).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
    expect(await shown(who, sent.document.id)).toEqual([]);
  });
});
