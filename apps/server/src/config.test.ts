import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
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

  it('keeps metrics off unless METRICS_TOKEN is set, and wants a token hard to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-scraper-token-0123' }).metricsToken).toBe('a-scraper-token-0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('believes no proxy about the client address unless told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be/);
  });

  it('bounds slow requests, idle connections and connections per address by default, and takes other bounds', () => {
    expect(loadConfig({}).connections).toEqual({
      bodyTimeoutMs: 30_000,
      bodyMinBytesPerSecond: 16_384,
      keepAliveTimeoutMs: 72_000,
      maxPerAddress: 256,
    });
    const config = loadConfig({
      REQUEST_BODY_TIMEOUT_MS: '1500',
      REQUEST_BODY_MIN_BYTES_PER_SECOND: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '5000',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
    });
    expect(config.connections).toEqual({
      bodyTimeoutMs: 1500,
      bodyMinBytesPerSecond: 1000,
      keepAliveTimeoutMs: 5000,
      maxPerAddress: 20,
    });
    expect(() => loadConfig({ REQUEST_BODY_TIMEOUT_MS: '0', MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      /REQUEST_BODY_TIMEOUT_MS: .+\n.*MAX_CONNECTIONS_PER_ADDRESS: /,
    );
  });

  it('limits a signer link and buying by default, and takes other limits', () => {
    expect(loadConfig({})).toMatchObject({ signerRateLimitPerMinute: 1500, subscribeRateLimitPerHour: 20 });
    expect(loadConfig({ SIGNER_RATE_LIMIT_PER_MINUTE: '6', SUBSCRIBE_RATE_LIMIT_PER_HOUR: '3' })).toMatchObject({
      signerRateLimitPerMinute: 6,
      subscribeRateLimitPerHour: 3,
    });
    expect(() => loadConfig({ SIGNER_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/SIGNER_RATE_LIMIT_PER_MINUTE: /);
  });

  it('limits sign-in, registration and verification by default, and takes other limits', () => {
    expect(loadConfig({})).toMatchObject({
      authRateLimitPerMinute: 10,
      registerRateLimitPerHour: 10,
      verifyRateLimitPerMinute: 10,
      loginLockoutAfterFailures: 5,
    });
    const config = loadConfig({
      REGISTER_RATE_LIMIT_PER_HOUR: '3',
      VERIFY_RATE_LIMIT_PER_MINUTE: '4',
      LOGIN_LOCKOUT_AFTER_FAILURES: '2',
    });
    expect(config).toMatchObject({
      registerRateLimitPerHour: 3,
      verifyRateLimitPerMinute: 4,
      loginLockoutAfterFailures: 2,
    });
    expect(() => loadConfig({ REGISTER_RATE_LIMIT_PER_HOUR: '0', LOGIN_LOCKOUT_AFTER_FAILURES: 'many' })).toThrow(
      /REGISTER_RATE_LIMIT_PER_HOUR: .+\n.*LOGIN_LOCKOUT_AFTER_FAILURES: /,
    );
  });

  it('gives PDF work in worker threads a time budget and a heap limit, which can be changed', () => {
    expect(loadConfig({})).toMatchObject({
      pdfInspectionTimeoutMs: 20_000,
      pdfInspectionWallCapMs: 50_000,
      pdfSealingTimeoutMs: 120_000,
      pdfWorkerMemoryMb: 1024,
    });
    const config = loadConfig({
      PDF_INSPECTION_TIMEOUT_MS: '5000',
      PDF_SEALING_TIMEOUT_MS: '60000',
      PDF_WORKER_MEMORY_MB: '256',
    });
    // The inspection's cap on the clock follows its budget unless set.
    expect(config).toMatchObject({
      pdfInspectionTimeoutMs: 5000,
      pdfInspectionWallCapMs: 12_500,
      pdfSealingTimeoutMs: 60_000,
      pdfWorkerMemoryMb: 256,
    });
    expect(loadConfig({ PDF_INSPECTION_WALL_CAP_MS: '90000' })).toMatchObject({ pdfInspectionWallCapMs: 90_000 });
    // Under twice the budget, a thread at full speed could reach the cap and be told busy rather than too complex.
    expect(() => loadConfig({ PDF_INSPECTION_TIMEOUT_MS: '20000', PDF_INSPECTION_WALL_CAP_MS: '39999' })).toThrow(
      'PDF_INSPECTION_WALL_CAP_MS: at least 2 times PDF_INSPECTION_TIMEOUT_MS (40000)',
    );
    expect(loadConfig({ PDF_INSPECTION_TIMEOUT_MS: '5001' })).toMatchObject({ pdfInspectionWallCapMs: 12_503 });
    expect(() =>
      loadConfig({ PDF_SEALING_TIMEOUT_MS: '0', PDF_WORKER_MEMORY_MB: '8', PDF_INSPECTION_WALL_CAP_MS: '-1' }),
    ).toThrow(/PDF_INSPECTION_WALL_CAP_MS: .+\n.*PDF_SEALING_TIMEOUT_MS: .+\n.*PDF_WORKER_MEMORY_MB: /);
  });

  it('bounds uploads in flight per account, their temporary files and the inspections waiting, which can be changed', () => {
    expect(loadConfig({})).toMatchObject({
      uploadsInFlightPerAccount: 3,
      uploadTempSpaceBytes: 1024 ** 3,
      pdfInspectionQueueLimit: 50,
    });
    const config = loadConfig({
      UPLOADS_IN_FLIGHT_PER_ACCOUNT: '5',
      UPLOAD_TEMP_SPACE_BYTES: String(200 * 1024 * 1024),
      PDF_INSPECTION_QUEUE_LIMIT: '0',
    });
    expect(config).toMatchObject({
      uploadsInFlightPerAccount: 5,
      uploadTempSpaceBytes: 200 * 1024 * 1024,
      pdfInspectionQueueLimit: 0,
    });
    expect(() => loadConfig({ UPLOADS_IN_FLIGHT_PER_ACCOUNT: '0', PDF_INSPECTION_QUEUE_LIMIT: '-1' })).toThrow(
      /UPLOADS_IN_FLIGHT_PER_ACCOUNT: .+\n.*PDF_INSPECTION_QUEUE_LIMIT: /,
    );
    // Room for at least one upload of the largest size.
    expect(() => loadConfig({ UPLOAD_LIMIT_BYTES: '2000', UPLOAD_TEMP_SPACE_BYTES: '1999' })).toThrow(
      /UPLOAD_TEMP_SPACE_BYTES: must be at least UPLOAD_LIMIT_BYTES/,
    );
  });

  it('refuses a VERIFY_TRUSTED_ROOTS file that is missing or holds no certificate, at start rather than on each /verify', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'trusted-roots-'));
    const notPem = path.join(directory, 'roots.pem');
    writeFileSync(notPem, 'no certificate here');
    expect(() => loadConfig({ VERIFY_TRUSTED_ROOTS: notPem })).toThrow(
      /VERIFY_TRUSTED_ROOTS: the file holds no PEM certificate/,
    );
    expect(() => loadConfig({ VERIFY_TRUSTED_ROOTS: path.join(directory, 'missing.pem') })).toThrow(
      /VERIFY_TRUSTED_ROOTS: ENOENT/,
    );
    rmSync(directory, { recursive: true });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'sandbox' }).env).toBe(
      'production',
    );
  });

  it('needs the payment provider named in production, so a live server never takes payments through the sandbox by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /PAYMENT_PROVIDER: required in production/,
    );
  });

  it('takes payments through the sandbox by default, and needs Duitku’s code and key to use Duitku', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox', sandboxKey: undefined });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'duitku' })).toThrow(
      /DUITKU_MERCHANT_CODE: required when PAYMENT_PROVIDER=duitku\n.*DUITKU_API_KEY: required/,
    );
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'duitku',
        DUITKU_MERCHANT_CODE: 'D123',
        DUITKU_API_KEY: 'k',
        DUITKU_BASE_URL: 'https://pop.example/',
      }).payment,
    ).toEqual({
      provider: 'duitku',
      merchantCode: 'D123',
      apiKey: 'k',
      baseUrl: 'https://pop.example',
      webApiUrl: 'https://sandbox.duitku.com/webapi',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });

  it('writes sales at SALES_EMAIL, or the address mail is sent from', () => {
    expect(loadConfig({}).salesEmail).toBe('no-reply@signflow.local');
    expect(loadConfig({ MAIL_FROM: 'Billing <billing@example.com>' }).salesEmail).toBe('billing@example.com');
    expect(loadConfig({ SALES_EMAIL: 'sales@example.com' }).salesEmail).toBe('sales@example.com');
  });

  it('mounts the time-travel route only when asked, and never in production', () => {
    expect(loadConfig({}).devTimeTravel).toBe(false);
    expect(loadConfig({ DEV_TIME_TRAVEL: 'true' }).devTimeTravel).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        JWT_SECRET: 'x'.repeat(40),
        DEV_TIME_TRAVEL: 'true',
      }),
    ).toThrow(/DEV_TIME_TRAVEL: never in production/);
  });

  it('leases a sealing attempt for SEAL_LEASE_SECONDS, and delays sealing for tests only', () => {
    expect(loadConfig({})).toMatchObject({ sealLeaseSeconds: 300, sealTestDelayMs: 0 });
    expect(loadConfig({ SEAL_LEASE_SECONDS: '8', SEAL_TEST_DELAY_MS: '3000' })).toMatchObject({
      sealLeaseSeconds: 8,
      sealTestDelayMs: 3000,
    });
    expect(() => loadConfig({ SEAL_LEASE_SECONDS: '0' })).toThrow(/SEAL_LEASE_SECONDS/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        JWT_SECRET: 'x'.repeat(40),
        SEAL_TEST_DELAY_MS: '1000',
      }),
    ).toThrow(/SEAL_TEST_DELAY_MS: never in production/);
  });

  it('configures Google and Facebook sign-in only with both their id and secret; Google is the default issuer', () => {
    expect(loadConfig({})).toMatchObject({ google: null, facebook: null });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      allowInsecureIssuer: false,
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', FACEBOOK_APP_SECRET: 'secret' })).toThrow(
      /GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID\n.*FACEBOOK_APP_ID: required with FACEBOOK_APP_SECRET/,
    );
  });

  it('allows a plain-http issuer or Graph API only on this machine outside production', () => {
    const local = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:4000' };
    expect(loadConfig(local).google?.allowInsecureIssuer).toBe(true);
    expect(() =>
      loadConfig({ ...local, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/GOOGLE_ISSUER: must be https/);
    expect(() => loadConfig({ ...local, GOOGLE_ISSUER: 'http://idp.example.com' })).toThrow(
      /GOOGLE_ISSUER: must be https/,
    );
    expect(() => loadConfig({ FACEBOOK_GRAPH_URL: 'http://graph.example.com' })).toThrow(
      /FACEBOOK_GRAPH_URL: must be https/,
    );
  });
  it('removes stored files no document names after 24 hours by default; 0 keeps them, a bad value is named', () => {
    expect(loadConfig({}).orphanFileGraceMs).toBe(24 * 3_600_000);
    expect(loadConfig({ ORPHAN_FILE_GRACE_HOURS: '72' }).orphanFileGraceMs).toBe(72 * 3_600_000);
    expect(loadConfig({ ORPHAN_FILE_GRACE_HOURS: '0' }).orphanFileGraceMs).toBeNull();
    expect(() => loadConfig({ ORPHAN_FILE_GRACE_HOURS: '-1' })).toThrow(/ORPHAN_FILE_GRACE_HOURS/);
    expect(() => loadConfig({ ORPHAN_FILE_GRACE_HOURS: 'a day' })).toThrow(/ORPHAN_FILE_GRACE_HOURS/);
  });

  it('keeps files on disk by default; STORAGE=s3 needs a bucket, and its keys both or neither', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk' });
    const s3 = { STORAGE: 's3', S3_BUCKET: 'signflow-files' };
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'signflow-files',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      bucket: 'signflow-files',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: required with/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
