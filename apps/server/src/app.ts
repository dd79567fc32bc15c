import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { limitApiKeyRequests } from './http/api-key-rate-limit';
import { enforceBodyDeadline } from './http/body-deadline';
import { limitConnectionsPerAddress, trustedProxies } from './http/connections-per-address';
import { drainConnections } from './http/drain-connections';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { acceptBoundedJson } from './http/json-body';
import { type LogStream, loggerOptions } from './http/logger-options';
import { registerMetrics } from './http/metrics-route';
import { registerNoStore } from './http/no-store';
import { REQUEST_ID_LOG_LABEL, registerRequestId, requestIdOf } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { createUploadAdmission } from './http/upload-admission';
import { registerWebApp } from './http/web-app';
import { backgroundJobs, startBackgroundJobs } from './jobs';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { emailVerificationRoutes } from './modules/auth/email-verification-routes';
import { externalSignInRoutes } from './modules/auth/external-sign-in-routes';
import { passkeyRoutes } from './modules/auth/passkey-routes';
import { authRoutes } from './modules/auth/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { twoFactorRoutes } from './modules/auth/two-factor-routes';
import { billingRoutes, paymentCallbackRoutes } from './modules/billing/routes';
import { sandboxPageRoutes } from './modules/billing/sandbox-routes';
import { releaseBulkSendLeasesOfEndedProcesses } from './modules/bulk-sends/repo';
import { bulkSendRoutes } from './modules/bulk-sends/routes';
import { devMailRoutes } from './modules/dev-mail/routes';
import { countSealingBacklog, releaseSealLeasesOfEndedProcesses } from './modules/documents/document-store';
import { documentRoutes } from './modules/documents/routes';
import { embedOrigins } from './modules/embedding/embed-origins';
import { embeddingRoutes } from './modules/embedding/routes';
import { flowRoutes } from './modules/flows/routes';
import { healthRoutes } from './modules/health/routes';
import { startLiveUpdateHub } from './modules/live-updates/hub';
import { liveUpdateRoutes } from './modules/live-updates/routes';
import { profileRoutes } from './modules/profile/routes';
import { FINAL_PDF_TASK } from './modules/sealing/final-pdf-worker';
import { ownerDownloadRoutes, publicSealingRoutes } from './modules/sealing/routes';
import { logSealingSetup } from './modules/sealing/sealing-setup';
import { signingRoutes } from './modules/signing/routes';
import { senderRoutes } from './modules/signing/sender-routes';
import { createSignerLinks } from './modules/signing/signer-links';
import { signerPageFraming } from './modules/signing/signer-page-framing';
import { signerRoutes } from './modules/signing/signer-routes';
import { devTimeTravelRoutes } from './modules/subscriptions/dev-time-travel-routes';
import { publicLinkRoutes, publicLinkVisitorRoutes } from './modules/templates/public-links/routes';
import { templateRoutes } from './modules/templates/routes';
import { releaseWebhookLeasesOfEndedProcesses } from './modules/webhooks/delivery-worker';
import { devWebhookTimeTravelRoutes } from './modules/webhooks/dev-time-travel-routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { createWebhookSecretBox } from './modules/webhooks/signature';
import { createAccessTokens } from './platform/access-tokens';
import { forgetSpentMailLinks, mailQueueCounts, releaseMailLeasesOfEndedProcesses } from './platform/mail-queue';
import { createOutboxMailer, createSmtpMailer, emptyDevOutbox, type Mailer } from './platform/mailer';
import { createMetrics, NO_METRICS } from './platform/metrics';
import { createDuitkuGateway } from './platform/payments/duitku-gateway';
import type { PaymentGateway } from './platform/payments/gateway';
import { createSandboxGateway, type SandboxGateway } from './platform/payments/sandbox-gateway';
import { lazySealingCertificate } from './platform/pdf/sealing-certificate';
import { createPdfWork } from './platform/pdf-work/pdf-work';
import { createSealedValues } from './platform/sealed-values';
import { createSecretBox } from './platform/secret-box';
import { readOrCreateSecret } from './platform/secrets';
import { followEndedSessions } from './platform/sessions';
import { workersStoppingOnClose } from './platform/stop-workers';
import { createStorage } from './platform/storage/create-storage';
import { throttleStoreFor } from './platform/throttle-counters';

export interface AppDependencies {
  database: Database;
  /** Tests may pass their own mailer; otherwise SMTP_URL or the dev outbox. */
  mailer?: Mailer;
  /** Where the log goes (standard output unless given): tests read every line the app writes. */
  logStream?: LogStream;
  /** Tests may pass their own payment gateway; otherwise the one PAYMENT_PROVIDER names. */
  payments?: PaymentGateway;
  /** The automatic reminders' clock: tests move it instead of waiting days. */
  clock?: () => Date;
}

/** How often Node looks for request heads that are late (REQUEST_BODY_TIMEOUT_MS). */
const HEAD_CHECK_INTERVAL_MS = 1000;

/** Builds the whole API (and the SPA's static serving) without listening, so tests can inject. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, dependencies.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    // While closing, a request that still arrives on an open connection is answered, not refused with 503:
    // a rolling restart fails no request (see drainConnections).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    http: {
      // A request's head has the same time to arrive as its body (enforceBodyDeadline), counted from the
      // connection's opening for its first request: a connection that sends nothing is closed too. Node looks
      // once a second rather than its default 30.
      headersTimeout: config.connections.bodyTimeoutMs,
      connectionsCheckingInterval: HEAD_CHECK_INTERVAL_MS,
      // Node's own timer of whole requests stays off: it would cut a slow but steady upload at a fixed time.
      requestTimeout: 0,
    },
  });
  drainConnections(app);
  enforceBodyDeadline(app, {
    timeoutMs: config.connections.bodyTimeoutMs,
    minBytesPerSecond: config.connections.bodyMinBytesPerSecond,
  });
  limitConnectionsPerAddress(app.server, {
    max: config.connections.maxPerAddress,
    exempt: trustedProxies(config.trustProxy),
    onBound: (address) =>
      app.log.warn(
        { address, max: config.connections.maxPerAddress },
        'connections: an address reached MAX_CONNECTIONS_PER_ADDRESS, its new connections are refused',
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  acceptBoundedJson(app);
  registerNoStore(app);
  registerRequestId(app);

  await registerSecurityHeaders(app, config.appUrl);
  const db = dependencies.database.db;
  // Counted in the database, so the limits hold however many app processes share it.
  await app.register(rateLimit, { global: false, store: throttleStoreFor(db) });
  // Cookies are read and written by @fastify/cookie alone (the Google sign-in's two, modules/auth).
  await app.register(cookie);

  // The dev outbox serves /dev/mail and keeps live links only in development without SMTP (README, "Security").
  const outboxEnabled = config.env !== 'production' && !config.smtpUrl;
  const mailer =
    dependencies.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(db, app.log, { enabled: outboxEnabled }));
  if (!outboxEnabled) await emptyDevOutbox(db);
  await forgetSpentMailLinks(db);
  if (dependencies.database.singleProcess) await releaseLeasesOfEndedProcess(db, app.log);
  const jwtSecret = config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret');
  // Made once: the certificate is loaded (or generated) on the first sealing, then kept.
  const sealingCertificate = lazySealingCertificate(config);
  logSealingSetup(app.log, config);
  const pdfWork = createPdfWork(
    {
      inspectionTimeoutMs: config.pdfInspectionTimeoutMs,
      inspectionWallCapMs: config.pdfInspectionWallCapMs,
      sealingTimeoutMs: config.pdfSealingTimeoutMs,
      workerMemoryMb: config.pdfWorkerMemoryMb,
      inspectionQueue: { perOwner: config.uploadsInFlightPerAccount, totalWaiting: config.pdfInspectionQueueLimit },
    },
    FINAL_PDF_TASK,
  );
  const metrics = config.metricsToken
    ? createMetrics({
        mailQueue: () => mailQueueCounts(db),
        sealingBacklog: () => countSealingBacklog(db),
        pdfWorkLoad: () => pdfWork.load(),
      })
    : NO_METRICS;
  const { payments, sandbox } = dependencies.payments
    ? { payments: dependencies.payments, sandbox: undefined }
    : paymentGatewayFor(config, db);
  const tokens = createAccessTokens(db, jwtSecret, config.accessTokenTtlMinutes);
  const endedSessions = await followEndedSessions(dependencies.database, tokens.liveSessions);
  limitApiKeyRequests(app, config.apiKeyRateLimitPerMinute, tokens);
  app.addHook('onClose', async () => endedSessions.close());
  const context: AppContext = {
    config,
    db,
    tokens,
    mailer,
    storage: createStorage(config),
    uploads: createUploadAdmission({
      uploadLimitBytes: config.uploadLimitBytes,
      inFlightPerAccount: config.uploadsInFlightPerAccount,
      temporarySpaceBytes: config.uploadTempSpaceBytes,
    }),
    pdfWork,
    sealingCertificate,
    // Only called by requests, once the jobs below are running.
    wakeSealing: () => jobs.wake('sealing'),
    wakeBulkSends: () => jobs.wake('bulk sends'),
    wakeWebhooks: () => jobs.wake('webhooks'),
    webhookSecrets: createWebhookSecretBox(jwtSecret),
    payments,
    sealedValues: createSealedValues(jwtSecret),
    signerLinks: createSignerLinks(config.appUrl, jwtSecret),
    authenticatorSecrets: createSecretBox(jwtSecret, 'authenticator secrets'),
    liveUpdates: await startLiveUpdateHub(dependencies.database, app.log),
    embedOrigins: embedOrigins(db),
  };
  // Open streams would keep the server from closing: they end as closing starts, and each browser comes back to
  // a node that stays.
  app.addHook('preClose', async () => context.liveUpdates.endAll());
  app.addHook('onClose', async () => context.liveUpdates.close());
  const jobs = startBackgroundJobs(
    backgroundJobs({
      config,
      db,
      mailer,
      storage: context.storage,
      pdfWork,
      sealingCertificate,
      signerLinks: context.signerLinks,
      webhookSecrets: context.webhookSecrets,
      metrics,
      logger: app.log,
      now: dependencies.clock ?? (() => new Date()),
    }),
    app.log,
  );
  // After a crash: interrupted uploads are swept, files no document names are removed past their grace period,
  // and files and rows that still disagree are reported, before the app listens.
  app.addHook('onReady', async () => jobs.runAtStart());
  const workers = workersStoppingOnClose(app, {
    workers: jobs.running,
    timeoutMs: config.shutdownTimeoutMs,
    // Ending the PDF threads fails the sealing in flight, which then gives its document back.
    interrupt: () => pdfWork.close(),
  });
  app.addHook('onClose', async () => {
    await workers.stop();
    await mailer.close();
    await pdfWork.close();
  });

  await registerApiDocs(app);
  registerMetrics(app, metrics, config.metricsToken);
  await app.register(healthRoutes, context);
  await app.register(authRoutes, context);
  await app.register(twoFactorRoutes, context);
  await app.register(passkeyRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(emailVerificationRoutes, context);
  await app.register(externalSignInRoutes, context);
  await app.register(profileRoutes, context);
  await app.register(apiKeyRoutes, context);
  await app.register(embeddingRoutes, context);
  await app.register(flowRoutes, context);
  await app.register(signingRoutes, context);
  await app.register(senderRoutes, context);
  await app.register(ownerDownloadRoutes, context);
  await app.register(publicSealingRoutes, context);
  await app.register(signerRoutes, context);
  await app.register(liveUpdateRoutes, context);
  await app.register(documentRoutes, context);
  await app.register(templateRoutes, context);
  await app.register(bulkSendRoutes, context);
  await app.register(webhookRoutes, context);
  await app.register(publicLinkRoutes, context);
  await app.register(publicLinkVisitorRoutes, context);
  await app.register(billingRoutes, context);
  await app.register(paymentCallbackRoutes, context);
  if (sandbox) await app.register(sandboxPageRoutes(sandbox));
  if (outboxEnabled) await app.register(devMailRoutes, context);
  // Config refuses DEV_TIME_TRAVEL in production; checked here again so no other path can mount it there.
  if (config.devTimeTravel && config.env !== 'production') {
    await app.register(devTimeTravelRoutes, context);
    await app.register(devWebhookTimeTravelRoutes, context);
  }
  await registerWebApp(app, config.webDistDir, signerPageFraming(db, context.embedOrigins));
  return app;
}

/**
 * On a database no other process can use (PGlite), every lease at start was left by the process before this one,
 * ended without giving it back (SIGKILL, out of memory, a power cut): its documents being sealed and mails being
 * sent are due again now, rather than after their leases (five and two minutes). On PostgreSQL another node may
 * hold them, and they wait out their leases.
 */
async function releaseLeasesOfEndedProcess(db: Database['db'], logger: FastifyBaseLogger): Promise<void> {
  const documentIds = await releaseSealLeasesOfEndedProcesses(db);
  const mails = await releaseMailLeasesOfEndedProcesses(db);
  const bulkSends = await releaseBulkSendLeasesOfEndedProcesses(db);
  const webhookDeliveries = await releaseWebhookLeasesOfEndedProcesses(db);
  if (documentIds.length === 0 && mails === 0 && bulkSends === 0 && webhookDeliveries === 0) return;
  logger.warn(
    { documents: documentIds.length, documentIds, mails, bulkSends, webhookDeliveries },
    'start: the process before this one ended while sealing, sending mail, making a bulk send or delivering webhooks; that work is taken up again now',
  );
}

/** The gateway PAYMENT_PROVIDER names, chosen once; the sandbox also serves its own payment page. */
function paymentGatewayFor(
  config: AppConfig,
  db: Database['db'],
): { payments: PaymentGateway; sandbox?: SandboxGateway } {
  if (config.payment.provider === 'sandbox') {
    const key = config.payment.sandboxKey ?? readOrCreateSecret(config.dataDir, 'payment-sandbox-key');
    const sandbox = createSandboxGateway({ db, key, appUrl: config.appUrl });
    return { payments: sandbox, sandbox };
  }
  const { merchantCode, apiKey, baseUrl, webApiUrl } = config.payment;
  return { payments: createDuitkuGateway({ merchantCode, apiKey, baseUrl, webApiUrl }) };
}
