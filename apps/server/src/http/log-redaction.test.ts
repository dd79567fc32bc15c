import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { looksSecret, REDACTED, redactUrl, redactUrlsIn, serializeRequest } from './log-redaction';

const token = () => randomBytes(32).toString('base64url');
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redactUrl', () => {
  it('redacts the signer token of a signer link and keeps its ids', () => {
    const documentId = randomUUID();
    const secret = token();
    const url = `/v1/documents/user-sign/${documentId}/submit?templateId=${documentId}&userId=42&token=${secret}`;
    expect(redactUrl(url)).toBe(
      `/v1/documents/user-sign/${documentId}/submit?templateId=${documentId}&userId=42&token=${REDACTED}`,
    );
  });

  it('redacts every parameter named like a secret, whatever its value', () => {
    expect(redactUrl('/callback?code=abc&state=xyz&password=hunter2&resetToken=1&page=2')).toBe(
      `/callback?code=${REDACTED}&state=${REDACTED}&password=${REDACTED}&resetToken=${REDACTED}&page=2`,
    );
  });

  it('redacts a value that looks like a token under any name, and a token as a path segment', () => {
    const secret = token();
    expect(redactUrl(`/v1/x?t=${secret}&q=hello`)).toBe(`/v1/x?t=${REDACTED}&q=hello`);
    expect(redactUrl(`/verify-email/${secret}/done`)).toBe(`/verify-email/${REDACTED}/done`);
    expect(redactUrl(`/v1/session/${jwt}`)).toBe(`/v1/session/${REDACTED}`);
    expect(redactUrl(`/v1/x?${encodeURIComponent(secret)}`)).toBe(`/v1/x?${REDACTED}`);
  });

  it('redacts a token hidden in a nested link, as a parameter name, padded, or before a matrix parameter', () => {
    const secret = token();
    const nested = redactUrl(`/login?next=${encodeURIComponent(`/user-sign?userId=1&token=${secret}`)}`);
    expect(nested).not.toContain(secret);
    expect(decodeURIComponent(nested)).toBe(`/login?next=/user-sign?userId=1&token=${REDACTED}`);
    expect(redactUrl(`/v1/x?${secret}=`)).toBe(`/v1/x?${REDACTED}`);
    expect(redactUrl(`/v1/x?q=${secret}%20`)).toBe(`/v1/x?q=${REDACTED}`);
    expect(redactUrl(`/v1/${secret};x`)).toBe(`/v1/${REDACTED};x`);
  });

  it('keeps absolute URLs readable and drops their fragment', () => {
    const secret = token();
    expect(redactUrl(`https://sign.example.com/reset-password?token=${secret}#top`)).toBe(
      `https://sign.example.com/reset-password?token=${REDACTED}`,
    );
  });

  it('leaves ordinary paths, ids and asset names alone', () => {
    for (const url of [
      '/v1/documents/signing/5f0c1a52-3b1e-4f5e-9a55-1c2d3e4f5a6b/invite',
      '/v1/auth/forgot-password',
      '/assets/index-CkD4x9Zr.js',
      '/v1/documents?page=2&limit=10&search=contract',
      '/healthz',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('looksSecret', () => {
  it('tells tokens from ids and words', () => {
    expect(looksSecret(token())).toBe(true);
    expect(looksSecret(randomBytes(32).toString('hex'))).toBe(true);
    expect(looksSecret(jwt)).toBe(true);
    expect(looksSecret(randomUUID())).toBe(false);
    expect(looksSecret('signature-certificate-download')).toBe(false);
    expect(looksSecret('short1')).toBe(false);
  });
});

describe('redactUrlsIn', () => {
  it('redacts a token in a path without a query inside free text', () => {
    const secret = token();
    expect(redactUrlsIn(`Route GET:/v1/documents/${secret} not found`)).toBe(
      `Route GET:/v1/documents/${REDACTED} not found`,
    );
  });

  it('redacts the URLs inside free text', () => {
    const secret = token();
    expect(redactUrlsIn(`Reply was already sent in the "/v1/x?token=${secret}" (GET) route`)).toBe(
      `Reply was already sent in the "/v1/x?token=${REDACTED}" (GET) route`,
    );
  });
});

describe('serializeRequest', () => {
  it('keeps method, redacted URL and address; never headers', () => {
    const secret = token();
    const logged = serializeRequest({
      method: 'GET',
      url: `/v1/documents/user-sign/validate?token=${secret}`,
      host: 'app.test',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    });
    expect(logged).toEqual({
      method: 'GET',
      url: `/v1/documents/user-sign/validate?token=${REDACTED}`,
      host: 'app.test',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
    expect(JSON.stringify(logged)).not.toContain(secret);
  });
});
