import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe.each([
  { appUrl: 'http://app.test', https: false },
  { appUrl: 'https://sign.example.com', https: true },
])('security headers with APP_URL $appUrl', ({ appUrl, https }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: appUrl });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/healthz', '/v1/auth/login', '/no-such-page'])(
    `${https ? 'sends' : 'leaves out'} HSTS and upgrade-insecure-requests on %s`,
    async (url) => {
      const response = await t.request({
        method: url.startsWith('/v1') ? 'POST' : 'GET',
        url,
        payload: url.startsWith('/v1') ? {} : undefined,
      });
      const policy = directivesOf(response.headers['content-security-policy']);
      // The rest of the policy is the same either way.
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('frame-src')).toBe("'self' blob:");
      expect(policy.get('object-src')).toBe("'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      if (https) {
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(policy.get('upgrade-insecure-requests')).toBe('');
      } else {
        expect(response.headers).not.toHaveProperty('strict-transport-security');
        expect(policy.has('upgrade-insecure-requests')).toBe(false);
      }
    },
  );
});
