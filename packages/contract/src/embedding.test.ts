import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './api-errors';
import { embeddingSettingsSchema, embedOriginProblem, embedOriginSchema } from './embedding';

describe('an allowed origin', () => {
  it.each([
    ['https://Shop.Example.COM', 'https://shop.example.com'],
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['https://shop.example.com:443', 'https://shop.example.com'],
    ['https://shop.example.com:8443', 'https://shop.example.com:8443'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:80/', 'http://127.0.0.1'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://my_site.example.com', 'https://my_site.example.com'],
  ])('reads %s as %s', (text, origin) => {
    expect(embedOriginSchema.parse(text)).toBe(origin);
  });

  it.each([
    ['http://shop.example.com', API_MESSAGES.embedOriginNotHttps],
    ['http://localhost.evil.com', API_MESSAGES.embedOriginNotHttps],
    ['javascript://alert(1)', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com/path', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com?', API_MESSAGES.embedOriginInvalid],
    ['https://a@shop.example.com', API_MESSAGES.embedOriginInvalid],
    ['https://shop.example.com:99999', API_MESSAGES.embedOriginInvalid],
    ['https://*.example.com', API_MESSAGES.embedOriginWildcard],
    ['null', API_MESSAGES.embedOriginInvalid],
    // Escapes the URL parser decodes in a host: a wildcard, or the policy's own separators and quotes.
    ['https://%2a', API_MESSAGES.embedOriginWildcard],
    ['https://%2a.vercel.app', API_MESSAGES.embedOriginWildcard],
    ['https://a.example%3bsandbox', API_MESSAGES.embedOriginInvalid],
    ['https://a.example,b.example', API_MESSAGES.embedOriginInvalid],
    ["https://'self'", API_MESSAGES.embedOriginInvalid],
  ])('refuses %s', (text, message) => {
    expect(embedOriginProblem(text)).toBe(message);
  });

  it('keeps each origin of a list once, in the order first given', () => {
    const settings = embeddingSettingsSchema.parse({
      allowedOrigins: ['https://b.example.com', 'HTTPS://A.example.com', 'https://b.example.com:443/'],
    });
    expect(settings.allowedOrigins).toEqual(['https://b.example.com', 'https://a.example.com']);
  });
});
