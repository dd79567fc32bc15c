import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_API_KEY_REQUESTS_PER_MINUTE } from '@signflow/contract/api-keys';
import { z } from 'zod';
import { trustedRootsOfPem } from './platform/pdf/trusted-roots';
import { defaultWallCapMs, MIN_WALL_CAP_FACTOR } from './platform/pdf-work/cpu-budget';

/** Every setting comes from the environment, is optional, and is validated once at start. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** Where uploaded and sealed PDFs are kept: `disk` (DATA_DIR/files) or `s3` (a bucket of any S3-compatible service). */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3-compatible service's URL; unset, AWS S3 itself (for S3_REGION). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, dot, hyphen)')
    .optional(),
  /** Both or neither: without them the S3 client looks for credentials itself (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for most services other than AWS (MinIO, Garage): the bucket in the path, not in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /**
   * How long a stored file no document names (a crash between keeping an upload and committing its row) is kept
   * before it is removed; 0 keeps them all, only reported. Long enough for any upload's row to be committed.
   */
  ORPHAN_FILE_GRACE_HOURS: z.coerce.number().int().min(0).default(24),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('SignFlow <no-reply@signflow.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests a minute one API key may make, on every owner route together. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_API_KEY_REQUESTS_PER_MINUTE),
  /** New accounts per client address and hour: few people register more than once. */
  REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** /v1/verify checks per client address and minute: each hashes an upload of up to UPLOAD_LIMIT_BYTES. */
  VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * Requests one signer's link may make in a minute, over every route it reaches: an honest signer's Done saves all
   * their fields at once, so a 1,000-field document stays well under it.
   */
  SIGNER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1500),
  /** POST /v1/subscribe calls per account and hour: each may open a payment at the gateway. */
  SUBSCRIBE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Wrong passwords for one e-mail within 15 minutes before its sign-in is locked, whatever the address. */
  LOGIN_LOCKOUT_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /**
   * How long a request may take to arrive whole, its head and then its body: past it the answer is 408 and the
   * connection closes, so a client sending a byte now and then holds nothing for long.
   */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * A body still arriving after REQUEST_BODY_TIMEOUT_MS may go on while it has averaged this many bytes a second
   * since: a 50 MB PDF from a slow link keeps coming, a trickle does not (README, Security).
   */
  REQUEST_BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .positive()
    .default(16 * 1024),
  /** How long a connection may stay open with no request after its last answer. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  /** Open connections one client address may hold; past it a new one is closed at once (trusted proxies aside). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(256),
  /** Largest PDF an upload may carry (default 50 MB); uploads stream, so memory does not grow with it. */
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  /** Uploads one account may have in flight at once on this process; past it, 429 before the body is read. */
  UPLOADS_IN_FLIGHT_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  /**
   * What the files of uploads in flight may take in DATA_DIR/tmp on this process (default 1 GiB); an upload
   * that would pass it is refused with 503 (docs/api.md#uploads).
   */
  UPLOAD_TEMP_SPACE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Inspections that may wait for the inspection thread, all accounts together; past it, 503. */
  PDF_INSPECTION_QUEUE_LIMIT: z.coerce.number().int().min(0).default(50),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** How often the sealing worker looks for Completed documents without their sealed PDF. */
  SEAL_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** How often each app process looks for bulk sends with rows still to make (docs/domain.md#bulk-send). */
  BULK_SEND_POLL_MS: z.coerce.number().int().positive().default(5000),
  /** How often each app process looks for webhook deliveries due (docs/api.md#webhooks). */
  WEBHOOK_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** How long an endpoint has to answer a delivery with a 2xx before the attempt counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The waits before each retry of a failed delivery, in seconds; after the last the delivery is given up. */
  WEBHOOK_RETRY_SCHEDULE_SECONDS: z
    .string()
    .default('60,300,1800,7200,21600,43200,86400')
    .transform((value) => value.split(',').map((each) => Number(each.trim())))
    .pipe(
      z
        .array(z.number().positive('WEBHOOK_RETRY_SCHEDULE_SECONDS must be positive numbers, comma-separated'))
        .min(1)
        .max(20),
    ),
  /** An endpoint every delivery of which failed for this long is turned off and its owner mailed. */
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().positive().default(72),
  /**
   * Lets webhooks go to private and loopback addresses, and over plain http to loopback: for tests and a
   * receiver on the same machine. Off, only public https addresses are accepted (checked again at each delivery).
   */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /**
   * Runs the embedded database (PGlite, without DATABASE_URL) in a worker thread of its own, beside the requests:
   * about 1.3× the throughput, the saves' p99 halved (bench/README.md, api-throughput). `false` keeps it in the
   * main thread, for up to about 30 MB less memory.
   */
  PGLITE_THREAD: z.enum(['true', 'false']).default('true'),
  /** How often each app process looks for automatic reminders due (docs/domain.md#reminders). */
  REMINDER_POLL_MS: z.coerce.number().int().positive().default(60_000),
  /** How often an owner's live-updates stream says it is alive (and checks its session): below proxies' read timeouts. */
  LIVE_UPDATES_HEARTBEAT_MS: z.coerce.number().int().min(100).default(20_000),
  /** The wait after a first failed sealing attempt; each later one waits four times longer. */
  SEAL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long a sealing attempt holds its document: past it, any app process takes the document over (its
   * first one died). Long enough for the largest PDF's seal.
   */
  SEAL_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Test only: each sealing attempt waits this long first, so a test can stop a process mid-seal. */
  SEAL_TEST_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** Time budgets of the PDF work done in worker threads (platform/pdf-work): past it the job ends, failed. */
  PDF_INSPECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * How long on the clock an inspection may wait for the processor time of its budget: past it the upload is
   * answered 503 (the machine is too busy, the file not shown too complex). 2.5 times the budget when unset, and
   * at least twice it (cpu-budget.ts).
   */
  PDF_INSPECTION_WALL_CAP_MS: z.coerce.number().int().positive().optional(),
  PDF_SEALING_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** The heap of each PDF worker thread; a job that needs more fails, the server lives on. */
  PDF_WORKER_MEMORY_MB: z.coerce.number().int().min(16).default(1024),
  /**
   * On SIGTERM, the time in-flight requests and the workers' current jobs are given before the process ends
   * regardless: a little under the 30 s container runtimes and systemd wait before their SIGKILL.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(25_000),
  SIGNING_P12: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  /**
   * RFC 3161 time-stamping services, comma-separated, asked in order: the seal then carries a trusted time (PAdES
   * B-T, and B-LTA with a certificate that names revocation services). Plain http is usual: the token is signed.
   */
  TSA_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'TSA_URLS must be http or https URLs, comma-separated' }))),
  /** How long one time-stamping service, OCSP responder or CRL may take to answer while sealing. */
  SEAL_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * A PEM file of root (or other) certificates /verify trusts besides this installation's own sealing
   * certificate: a file sealed under one of them is reported as from a trusted signer.
   */
  VERIFY_TRUSTED_ROOTS: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Whom to believe about the client's address (X-Forwarded-For), which the audit trail, the certificate and
   * the rate limits record: nobody by default, so a client cannot choose its own.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'TRUST_PROXY must be true, false or addresses')
    .default('false'),
  /** Sign-in with Google over OpenID Connect; unset, the button answers 'not configured'. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's by default; another OpenID provider (tests run a local one). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Sign-in with Facebook (its button is hidden): the app's id and secret, and the Graph API it asks. */
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Turns GET /metrics on, for a scraper that sends it as its bearer token; unset, the route answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which hosted payment page takes payments: the sandbox built into the app, or Duitku (docs/domain.md#plans-and-subscriptions). */
  /** Unset means the sandbox, except in production, where taking no money must be a choice made out loud. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'duitku']).optional(),
  /** The key the sandbox signs its callbacks with; generated once into DATA_DIR when not given. */
  PAYMENT_SANDBOX_KEY: z.string().min(16, 'PAYMENT_SANDBOX_KEY must be at least 16 characters').optional(),
  DUITKU_MERCHANT_CODE: z.string().min(1).optional(),
  DUITKU_API_KEY: z.string().min(1).optional(),
  /** Duitku's POP API (invoices); the default is its sandbox. */
  DUITKU_BASE_URL: z.url().default('https://api-sandbox.duitku.com'),
  /** Duitku's web API (the payment-method list); the default is its sandbox. */
  DUITKU_WEBAPI_URL: z.url().default('https://sandbox.duitku.com/webapi'),
  /** Where 'Contact sales' writes to; by default the address mail is sent from. */
  SALES_EMAIL: z.email('SALES_EMAIL must be an e-mail address').optional(),
  /** Mounts POST /dev/time-travel for the end-to-end tests; refused in production. */
  DEV_TIME_TRAVEL: z.enum(['true', 'false']).default('false'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite in a worker thread of its own (PGLITE_THREAD). */
  pgliteThread: boolean;
  /** Where files are kept (STORAGE and its S3_* settings). */
  storage: StorageConfig;
  /** How long a stored file no document names is kept before it is removed; null: never removed, only reported. */
  orphanFileGraceMs: number | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  accessTokenTtlMinutes: number;
  authRateLimitPerMinute: number;
  apiKeyRateLimitPerMinute: number;
  registerRateLimitPerHour: number;
  verifyRateLimitPerMinute: number;
  signerRateLimitPerMinute: number;
  subscribeRateLimitPerHour: number;
  loginLockoutAfterFailures: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** How requests and connections are bounded in time and number (README, Security, "Connections"). */
  connections: ConnectionLimits;
  uploadsInFlightPerAccount: number;
  uploadTempSpaceBytes: number;
  pdfInspectionQueueLimit: number;
  webDistDir: string;
  mailPollMs: number;
  sealPollMs: number;
  bulkSendPollMs: number;
  /** The webhooks' delivery (WEBHOOK_* settings). */
  webhooks: WebhookConfig;
  shutdownTimeoutMs: number;
  reminderPollMs: number;
  liveUpdatesHeartbeatMs: number;
  sealRetryBaseMs: number;
  sealLeaseSeconds: number;
  sealTestDelayMs: number;
  pdfInspectionTimeoutMs: number;
  /** The inspection's cap on the clock (PDF_INSPECTION_WALL_CAP_MS), its budget being of processor time. */
  pdfInspectionWallCapMs: number;
  pdfSealingTimeoutMs: number;
  pdfWorkerMemoryMb: number;
  signingP12: string | undefined;
  signingP12Password: string | undefined;
  /** Where the seal's trusted time comes from (TSA_URLS), or null: no trusted time. */
  timestamping: { urls: string[]; timeoutMs: number } | null;
  /** The PEM file of certificates /verify trusts besides the installation's own. */
  verifyTrustedRoots: string | undefined;
  logLevel: string;
  /** The bearer token GET /metrics asks for; undefined: metrics are off. */
  metricsToken: string | undefined;
  /** Fastify's trustProxy: false, true, or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | string[];
  payment: PaymentConfig;
  /** The address behind 'Contact sales'. */
  salesEmail: string;
  devTimeTravel: boolean;
  /** Null without GOOGLE_CLIENT_ID. */
  google: GoogleConfig | null;
  /** Null without FACEBOOK_APP_ID. */
  facebook: FacebookConfig | null;
}

export interface WebhookConfig {
  pollMs: number;
  timeoutMs: number;
  retryScheduleSeconds: number[];
  /** WEBHOOK_DISABLE_AFTER_HOURS, in its own unit: the owner is told it in hours or days. */
  disableAfterHours: number;
  allowPrivate: boolean;
}

export interface ConnectionLimits {
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  keepAliveTimeoutMs: number;
  maxPerAddress: number;
}

export type StorageConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Plain http to the issuer: only a local provider outside production (tests). */
  allowInsecureIssuer: boolean;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

export type PaymentConfig =
  | { provider: 'sandbox'; sandboxKey: string | undefined }
  | { provider: 'duitku'; merchantCode: string; apiKey: string; baseUrl: string; webApiUrl: string };

export class ConfigError extends Error {}

function trustProxyOf(setting: string): AppConfig['trustProxy'] {
  if (setting === 'true' || setting === 'false') return setting === 'true';
  return setting.split(',').map((address) => address.trim());
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http URL is accepted only for a provider on this machine outside production; answers whether it is one. */
function insecureLocalUrl(name: string, url: string, env: AppConfig['env'], problems: string[]): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return false;
  if (parsed.protocol === 'http:' && LOCAL_HOSTS.has(parsed.hostname) && env !== 'production') return true;
  problems.push(`${name}: must be https (http only for 127.0.0.1 or localhost outside production)`);
  return false;
}

function externalSignInOf(env: z.output<typeof environmentSchema>): Pick<AppConfig, 'google' | 'facebook'> {
  const problems: string[] = [];
  const pair = (idName: string, id: string | undefined, secretName: string, secret: string | undefined) => {
    if (id && !secret) problems.push(`${secretName}: required with ${idName}`);
    if (secret && !id) problems.push(`${idName}: required with ${secretName}`);
  };
  pair('GOOGLE_CLIENT_ID', env.GOOGLE_CLIENT_ID, 'GOOGLE_CLIENT_SECRET', env.GOOGLE_CLIENT_SECRET);
  pair('FACEBOOK_APP_ID', env.FACEBOOK_APP_ID, 'FACEBOOK_APP_SECRET', env.FACEBOOK_APP_SECRET);
  const allowInsecureIssuer = insecureLocalUrl('GOOGLE_ISSUER', env.GOOGLE_ISSUER, env.NODE_ENV, problems);
  insecureLocalUrl('FACEBOOK_GRAPH_URL', env.FACEBOOK_GRAPH_URL, env.NODE_ENV, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
            allowInsecureIssuer,
          }
        : null,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.VERIFY_TRUSTED_ROOTS) {
    try {
      trustedRootsOfPem(readFileSync(env.VERIFY_TRUSTED_ROOTS, 'utf8'));
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  VERIFY_TRUSTED_ROOTS: ${(error as Error).message}`);
    }
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: required in production (duitku, or sandbox for a demo that takes no money)',
    );
  }
  if (env.NODE_ENV === 'production' && env.DEV_TIME_TRAVEL === 'true') {
    throw new ConfigError('Invalid configuration:\n  DEV_TIME_TRAVEL: never in production');
  }
  if (
    env.PDF_INSPECTION_WALL_CAP_MS !== undefined &&
    env.PDF_INSPECTION_WALL_CAP_MS < env.PDF_INSPECTION_TIMEOUT_MS * MIN_WALL_CAP_FACTOR
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  PDF_INSPECTION_WALL_CAP_MS: at least ${MIN_WALL_CAP_FACTOR} times PDF_INSPECTION_TIMEOUT_MS (${env.PDF_INSPECTION_TIMEOUT_MS * MIN_WALL_CAP_FACTOR})`,
    );
  }
  if (env.UPLOAD_TEMP_SPACE_BYTES < env.UPLOAD_LIMIT_BYTES) {
    throw new ConfigError('Invalid configuration:\n  UPLOAD_TEMP_SPACE_BYTES: must be at least UPLOAD_LIMIT_BYTES');
  }
  if (env.NODE_ENV === 'production' && env.SEAL_TEST_DELAY_MS > 0) {
    throw new ConfigError('Invalid configuration:\n  SEAL_TEST_DELAY_MS: never in production');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    pgliteThread: env.PGLITE_THREAD === 'true',
    storage: storageConfigOf(env),
    orphanFileGraceMs: env.ORPHAN_FILE_GRACE_HOURS === 0 ? null : env.ORPHAN_FILE_GRACE_HOURS * 3_600_000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlMinutes: env.ACCESS_TOKEN_TTL_MINUTES,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE,
    registerRateLimitPerHour: env.REGISTER_RATE_LIMIT_PER_HOUR,
    verifyRateLimitPerMinute: env.VERIFY_RATE_LIMIT_PER_MINUTE,
    signerRateLimitPerMinute: env.SIGNER_RATE_LIMIT_PER_MINUTE,
    subscribeRateLimitPerHour: env.SUBSCRIBE_RATE_LIMIT_PER_HOUR,
    loginLockoutAfterFailures: env.LOGIN_LOCKOUT_AFTER_FAILURES,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    connections: {
      bodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_MS,
      bodyMinBytesPerSecond: env.REQUEST_BODY_MIN_BYTES_PER_SECOND,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    uploadsInFlightPerAccount: env.UPLOADS_IN_FLIGHT_PER_ACCOUNT,
    uploadTempSpaceBytes: env.UPLOAD_TEMP_SPACE_BYTES,
    pdfInspectionQueueLimit: env.PDF_INSPECTION_QUEUE_LIMIT,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    mailPollMs: env.MAIL_POLL_MS,
    sealPollMs: env.SEAL_POLL_MS,
    bulkSendPollMs: env.BULK_SEND_POLL_MS,
    webhooks: {
      pollMs: env.WEBHOOK_POLL_MS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retryScheduleSeconds: env.WEBHOOK_RETRY_SCHEDULE_SECONDS,
      disableAfterHours: env.WEBHOOK_DISABLE_AFTER_HOURS,
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    reminderPollMs: env.REMINDER_POLL_MS,
    liveUpdatesHeartbeatMs: env.LIVE_UPDATES_HEARTBEAT_MS,
    sealRetryBaseMs: env.SEAL_RETRY_BASE_MS,
    sealLeaseSeconds: env.SEAL_LEASE_SECONDS,
    sealTestDelayMs: env.SEAL_TEST_DELAY_MS,
    pdfInspectionTimeoutMs: env.PDF_INSPECTION_TIMEOUT_MS,
    pdfInspectionWallCapMs: env.PDF_INSPECTION_WALL_CAP_MS ?? defaultWallCapMs(env.PDF_INSPECTION_TIMEOUT_MS),
    pdfSealingTimeoutMs: env.PDF_SEALING_TIMEOUT_MS,
    pdfWorkerMemoryMb: env.PDF_WORKER_MEMORY_MB,
    signingP12: env.SIGNING_P12 ? path.resolve(env.SIGNING_P12) : undefined,
    signingP12Password: env.SIGNING_P12_PASSWORD,
    timestamping: env.TSA_URLS.length > 0 ? { urls: env.TSA_URLS, timeoutMs: env.SEAL_SERVICE_TIMEOUT_MS } : null,
    verifyTrustedRoots: env.VERIFY_TRUSTED_ROOTS ? path.resolve(env.VERIFY_TRUSTED_ROOTS) : undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    payment: paymentConfigOf(env),
    salesEmail: env.SALES_EMAIL ?? mailAddressOf(env.MAIL_FROM),
    devTimeTravel: env.DEV_TIME_TRAVEL === 'true',
    ...externalSignInOf(env),
  };
}

function storageConfigOf(env: z.output<typeof environmentSchema>): StorageConfig {
  if (env.STORAGE === 'disk') return { driver: 'disk' };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    problems.push('S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID)
    problems.push('S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET as string,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

function paymentConfigOf(env: z.output<typeof environmentSchema>): PaymentConfig {
  if (env.PAYMENT_PROVIDER !== 'duitku') return { provider: 'sandbox', sandboxKey: env.PAYMENT_SANDBOX_KEY };
  const missing = (['DUITKU_MERCHANT_CODE', 'DUITKU_API_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required when PAYMENT_PROVIDER=duitku`).join('\n  ')}`,
    );
  }
  return {
    provider: 'duitku',
    merchantCode: env.DUITKU_MERCHANT_CODE as string,
    apiKey: env.DUITKU_API_KEY as string,
    baseUrl: env.DUITKU_BASE_URL.replace(/\/+$/, ''),
    webApiUrl: env.DUITKU_WEBAPI_URL.replace(/\/+$/, ''),
  };
}

/** The bare address of a From header ('SignFlow <no-reply@…>' → 'no-reply@…'). */
function mailAddressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
}
