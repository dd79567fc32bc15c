import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { SavedSignatureChangeResponse, SavedSignaturesResponse } from '@signflow/contract/saved-signatures';
import { MAX_RESPONSE_IMAGE_PIXELS } from '@signflow/contract/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_DATA_URL, solidPng } from '../../support/signing';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

/** The signature and initials an owner keeps in Profile (docs/domain.md#accounts-and-sessions). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerWith() {
  const { token } = await t.registerAccount();
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { token, call };
}

describe('GET /v1/profile/signatures', () => {
  it('answers none of either until the owner keeps one', async () => {
    const { call } = await ownerWith();
    const response = await call('GET', '/v1/profile/signatures');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signature: null, initials: null });
  });
});

describe('PUT /v1/profile/signature and /v1/profile/initials', () => {
  it('keeps a drawn signature and typed initials, each replacing the one before, for this account only', async () => {
    const ada = await ownerWith();
    const bob = await ownerWith();
    const drawn = await ada.call('PUT', '/v1/profile/signature', { image: PNG_DATA_URL });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json<SavedSignatureChangeResponse>().message).toBe(API_MESSAGES.savedSignatureSaved);
    const typed = await ada.call('PUT', '/v1/profile/initials', { text: '  AL  ' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json<SavedSignatureChangeResponse>().message).toBe(API_MESSAGES.savedInitialsSaved);

    const saved = (await ada.call('GET', '/v1/profile/signatures')).json<SavedSignaturesResponse>();
    expect(saved.signature).toMatchObject({ image: PNG_DATA_URL, text: null });
    expect(saved.initials).toMatchObject({ image: null, text: 'AL' });
    expect((await bob.call('GET', '/v1/profile/signatures')).json()).toEqual({ signature: null, initials: null });

    // Typed now, the drawing goes.
    await ada.call('PUT', '/v1/profile/signature', { text: 'Ada Lovelace', image: null });
    const again = (await ada.call('GET', '/v1/profile/signatures')).json<SavedSignaturesResponse>();
    expect(again.signature).toMatchObject({ image: null, text: 'Ada Lovelace' });
  });

  it.each([
    ['nothing', '/v1/profile/signature', {}, API_MESSAGES.savedSignatureOneAnswer],
    ['both', '/v1/profile/signature', { image: PNG_DATA_URL, text: 'Ada' }, API_MESSAGES.savedSignatureOneAnswer],
    ['blank text', '/v1/profile/signature', { text: '   ' }, API_MESSAGES.savedSignatureOneAnswer],
    ['not an object', '/v1/profile/signature', [1, 2], API_MESSAGES.invalidRequest],
    ['a JPEG', '/v1/profile/signature', { image: 'data:image/jpeg;base64,/9j/4AAQ' }, API_MESSAGES.imageNotPng],
    [
      'a PNG that is not one',
      '/v1/profile/signature',
      { image: 'data:image/png;base64,aGVsbG8=' },
      API_MESSAGES.imageNotPng,
    ],
    [
      'too many pixels',
      '/v1/profile/signature',
      { image: `data:image/png;base64,${solidPng(MAX_RESPONSE_IMAGE_PIXELS + 1, 1).toString('base64')}` },
      fillTemplate(API_MESSAGES.imageTooManyPixels, { limit: MAX_RESPONSE_IMAGE_PIXELS }),
    ],
    [
      'a signature too long',
      '/v1/profile/signature',
      { text: 'x'.repeat(101) },
      fillTemplate(API_MESSAGES.responseTextTooLong, { limit: 100 }),
    ],
    [
      'initials too long',
      '/v1/profile/initials',
      { text: 'ABCDEFGHIJK' },
      fillTemplate(API_MESSAGES.responseTextTooLong, { limit: 10 }),
    ],
    ['a control character', '/v1/profile/initials', { text: 'A\u0007L' }, 'Must not contain control characters'],
    ['a number for text', '/v1/profile/initials', { text: 42 }, API_MESSAGES.responseTextInvalid],
  ])('refuses %s with 400 and its message, keeping nothing', async (_case, url, payload, message) => {
    const { call } = await ownerWith();
    const response = await call('PUT', url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await call('GET', '/v1/profile/signatures')).json()).toEqual({ signature: null, initials: null });
  });
});

describe('DELETE /v1/profile/signature and /v1/profile/initials', () => {
  it('removes the kept one; 404 when none is kept', async () => {
    const { call } = await ownerWith();
    expect((await call('DELETE', '/v1/profile/initials')).statusCode).toBe(404);
    await call('PUT', '/v1/profile/initials', { text: 'AL' });
    await call('PUT', '/v1/profile/signature', { text: 'Ada' });
    const removed = await call('DELETE', '/v1/profile/initials');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SavedSignatureChangeResponse>().saved).toMatchObject({
      initials: null,
      signature: { text: 'Ada' },
    });
    expect((await call('DELETE', '/v1/profile/initials')).statusCode).toBe(404);
  });

  it('answers 404 for a kind that does not exist', async () => {
    const { call } = await ownerWith();
    expect((await call('PUT', '/v1/profile/stamp', { text: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/profile/stamp')).statusCode).toBe(404);
  });
});

describe('without a valid token', () => {
  it.each([
    ['GET', '/v1/profile/signatures'],
    ['PUT', '/v1/profile/signature'],
    ['PUT', '/v1/profile/initials'],
    ['DELETE', '/v1/profile/signature'],
    ['DELETE', '/v1/profile/initials'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const payload = method === 'PUT' ? { text: 'AL' } : undefined;
    for (const headers of [{}, bearer('forged')]) {
      const response = await t.request({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });
});
