import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { type DocumentField, MAX_FIELD_CHANGES, type SigningRecordResponse } from '@signflow/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../../src/http/json-body';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../support/documents';
import { approved, CONSENTED, readyDraft, type SentDocument, signerCall, signerToken } from '../support/signing';
import type { TestApp } from '../support/test-app';

/**
 * What a stranger's large body costs (README, Security, "Connections and bodies"): the public routes take bodies
 * sized to what they carry, JSON is refused by its depth and number of values before it is parsed, and a signer's
 * link has a rate limit of its own.
 */

/** A body refused from its size is refused before it is read: well within this, on any machine. */
const QUICK_MS = 250;

async function timed(call: () => Promise<{ statusCode: number; json(): unknown }>) {
  const startedAt = performance.now();
  const response = await call();
  return { response, ms: performance.now() - startedAt };
}

/** What parsing `text` costs this process now, at best of three: a body refused in less was never parsed. */
function parseCostMs(text: string): number {
  const costs = [0, 1, 2].map(() => {
    const startedAt = performance.now();
    try {
      JSON.parse(text);
    } catch {
      // Too deep for this stack, or not JSON: the cost of finding out is what is measured.
    }
    return performance.now() - startedAt;
  });
  return Math.min(...costs);
}

/** A Sent document whose one signer (Amy) has `fieldCount` text fields, and her token. */
async function sentWithTextFields(t: TestApp, fieldCount: number): Promise<SentDocument & { token: string }> {
  const who = await owner(t);
  const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }], { fieldsEach: 0 });
  const signer = draft.users[0]?.id ?? '';
  const rect = { x1: 10, y1: 10, x2: 40, y2: 20, width: 600, height: 800 };
  let fields: DocumentField[] = [];
  for (let made = 0; made < fieldCount; made += MAX_FIELD_CHANGES) {
    const create = Array.from({ length: Math.min(MAX_FIELD_CHANGES, fieldCount - made) }, () => ({
      userId: signer,
      type: 'text',
      position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
    }));
    const saved = await who.call('PUT', `/v1/documents/signing/${draft.document.id}/coordinates`, { create });
    expect(saved.statusCode, saved.body).toBe(200);
    fields = saved.json<SigningRecordResponse>().coordinates;
  }
  expect(fields).toHaveLength(fieldCount);
  const invited = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
  expect(invited.statusCode, invited.body).toBe(200);
  const token = await signerToken(t, draft.document.id, signer);
  return { ...draft, fields, token };
}

const typedAnswer = { ...approved, image: null, text: 'Ada Lovelace' };

describe('bodies on the public routes', () => {
  let t: DocumentsTestApp;
  let sent: SentDocument & { token: string };
  const savePath = () => `/v1/documents/user-sign/${sent.document.id}/coordinate/${sent.fields[0]?.id}`;

  beforeAll(async () => {
    t = await createDocumentsTestApp();
    sent = await sentWithTextFields(t, 1);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a signer save nested 300,000 deep, or holding 60,000 values, is refused with 400 naming the limit, before it is parsed', async () => {
    const padding = Array.from({ length: 60_000 }, (_, index) => `"k${index}":0`).join(',');
    const bodies = [
      {
        text: `${'['.repeat(300_000)}${']'.repeat(300_000)}`,
        template: API_MESSAGES.jsonTooDeep,
        error: 'json_too_deep',
        limit: MAX_JSON_DEPTH,
      },
      {
        text: `{"response":${JSON.stringify(typedAnswer)},${padding}}`,
        template: API_MESSAGES.jsonTooManyValues,
        error: 'json_too_many_values',
        limit: MAX_JSON_VALUES,
      },
    ];
    for (const body of bodies) {
      const refusals = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        refusals.push(
          await timed(() =>
            t.request({
              method: 'PUT',
              url: `${savePath()}?token=${sent.token}`,
              headers: { 'content-type': 'application/json' },
              payload: body.text,
            }),
          ),
        );
      }
      for (const { response } of refusals) {
        expect(response.statusCode, body.template).toBe(400);
        expect(response.json()).toEqual({
          code: 400,
          message: fillTemplate(body.template, { limit: body.limit }),
          template: body.template,
          params: { limit: body.limit },
          error: body.error,
        });
      }
      // At best of three each, so a pause of the machine's does not decide: refused in less time than parsing
      // alone takes, it was never parsed.
      const refusedMs = Math.min(...refusals.map((refusal) => refusal.ms));
      const parseMs = parseCostMs(body.text);
      console.log(`${body.template}: refused in ${refusedMs.toFixed(1)} ms; parsing it takes ${parseMs.toFixed(1)} ms`);
      expect(refusedMs, body.template).toBeLessThan(parseMs);
    }
  });

  it('a signer save larger than one image at its largest is refused with 413', async () => {
    const response = await signerCall(t, 'PUT', savePath(), sent.token, {
      response: { ...approved, image: `data:image/png;base64,${'A'.repeat(900 * 1024)}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: API_MESSAGES.bodyTooLarge, error: 'body_too_large' });
  });

  it('a payment callback of 70,000 form fields, or as JSON, is refused at once with 413', async () => {
    const fields = Array.from({ length: 70_000 }, (_, index) => [`field${index}`, 'x']);
    const bodies = [
      { type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() },
      { type: 'application/json', payload: JSON.stringify(Object.fromEntries(fields)) },
    ];
    for (const body of bodies) {
      const { response, ms } = await timed(() =>
        t.request({
          method: 'POST',
          url: '/v1/payments/callback',
          headers: { 'content-type': body.type },
          payload: body.payload,
        }),
      );
      expect(response.statusCode, body.type).toBe(413);
      expect(response.json()).toEqual({ code: 413, message: API_MESSAGES.bodyTooLarge, error: 'body_too_large' });
      expect(ms, body.type).toBeLessThan(QUICK_MS);
    }
  });

  it('a sign-in form past 16 KB is refused with 413; an ordinary one is read as before', async () => {
    const large = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'someone@example.com', password: 'x'.repeat(17 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    const ordinary = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'someone@example.com', password: 'not-the-password1' },
    });
    expect(ordinary.statusCode).toBe(401);
  });

  it('a signer saves a typed answer and submits as before', async () => {
    const saved = await signerCall(t, 'PUT', savePath(), sent.token, { response: typedAnswer });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${sent.document.id}/submit`,
      sent.token,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});

describe("a signer's link", () => {
  it('is limited over all the routes it reaches, then 429 with Retry-After; another link is not', async () => {
    const t = await createDocumentsTestApp({ SIGNER_RATE_LIMIT_PER_MINUTE: '6' });
    try {
      const first = await sentWithTextFields(t, 1);
      const second = await sentWithTextFields(t, 1);
      const id = first.document.id;
      const calls = [
        () => signerCall(t, 'GET', '/v1/documents/user-sign/validate', first.token),
        () => signerCall(t, 'GET', `/v1/documents/user-sign/${id}`, first.token),
        () => signerCall(t, 'GET', `/user-sign/${id}`, first.token),
        () =>
          signerCall(t, 'PUT', `/v1/documents/user-sign/${id}/coordinate/${first.fields[0]?.id}`, first.token, {
            response: typedAnswer,
          }),
        () => signerCall(t, 'GET', `/v1/documents/user-sign/${id}/download`, first.token),
        () => signerCall(t, 'GET', '/v1/documents/user-sign/ending', first.token),
      ];
      const answers = [];
      for (const call of calls) answers.push((await call()).statusCode);
      expect(answers).not.toContain(429);

      const blocked = await signerCall(t, 'POST', `/v1/documents/user-sign/${id}/submit`, first.token);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 429, message: API_MESSAGES.tooManyRequests, error: 'too_many_requests' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

      const other = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', second.token);
      expect(other.statusCode).toBe(200);
      // Without a token there is no link to count: the route answers 401 as ever.
      const noToken = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', null);
      expect(noToken.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('lets an honest signer of 1,000 fields open, save every field at once and submit under the default limit', async () => {
    const t = await createDocumentsTestApp();
    try {
      const sent = await sentWithTextFields(t, 1000);
      const id = sent.document.id;
      const opened = await Promise.all([
        signerCall(t, 'GET', '/v1/documents/user-sign/validate', sent.token),
        signerCall(t, 'GET', `/v1/documents/user-sign/${id}`, sent.token),
        signerCall(t, 'GET', `/user-sign/${id}`, sent.token),
      ]);
      expect(opened.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      // Done sends every pending field at once (the web app's useFinishSigning).
      const saves = await Promise.all(
        sent.fields.map((field) =>
          signerCall(t, 'PUT', `/v1/documents/user-sign/${id}/coordinate/${field.id}`, sent.token, {
            response: typedAnswer,
          }),
        ),
      );
      expect(saves.filter((save) => save.statusCode !== 200).map((save) => save.body)).toEqual([]);
      const submitted = await signerCall(t, 'POST', `/v1/documents/user-sign/${id}/submit`, sent.token, CONSENTED);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const ending = await signerCall(t, 'GET', '/v1/documents/user-sign/ending', sent.token);
      expect(ending.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});
