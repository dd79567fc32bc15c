import { API_MESSAGES } from '@signflow/contract/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(16 * 1024) });
  token = (await t.registerAccount()).token;
});
afterAll(async () => {
  await t.close();
});

const bodyRoutes = [
  { method: 'POST', url: '/v1/auth/register' },
  { method: 'POST', url: '/v1/auth/login' },
  { method: 'POST', url: '/v1/auth/forgot-password' },
  { method: 'POST', url: '/v1/auth/reset-password' },
  { method: 'PATCH', url: '/v1/profile' },
  { method: 'PUT', url: '/v1/profile/language' },
] as const;

describe.each(bodyRoutes)('$method $url', (route) => {
  const send = (payload: string, contentType = 'application/json') =>
    t.request({ ...route, headers: { ...bearer(token), 'content-type': contentType }, payload });

  it('answers 400 for malformed JSON', async () => {
    const response = await send('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: API_MESSAGES.malformedJson, error: 'malformed_json' });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await send(JSON.stringify({ firstName: 'x'.repeat(20 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: API_MESSAGES.bodyTooLarge, error: 'body_too_large' });
  });

  it('answers 415 for a content type it does not read', async () => {
    const response = await send('email=a@b.co', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 415,
      message: API_MESSAGES.unsupportedMediaType,
      error: 'unsupported_media_type',
    });
  });

  it('never answers 5xx, whatever the body', async () => {
    const bodies = ['', 'null', '[]', '"text"', '42', 'true', '{}', '{"email":{"$gt":""}}', '{"password":[1,2]}'];
    for (const body of bodies) {
      const response = await send(body);
      expect(response.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, body).toBeLessThan(500);
      expect(response.json(), body).toHaveProperty('message');
    }
  });
});

describe('unknown API paths and health', () => {
  it('answers {code, message} 404 for an unknown API path', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
  });

  it('reports a healthy database on /healthz', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sets security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
