import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig (DESIGN §4)', () => {
  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      env: 'development',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('derives APP_URL from PORT and trims a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://sign.example.com/' }).appUrl).toBe('https://sign.example.com');
  });

  it('names every bad setting at once', () => {
    const badSettings = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' });
    expect(badSettings).toThrow(ConfigError);
    expect(badSettings).toThrow(/PORT: .+\n.*DATABASE_URL must start with postgres:\/\/\n.*SMTP_URL must start/);
  });

  it('believes no proxy about the client address unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).env).toBe('production');
  });
});
