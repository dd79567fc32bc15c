import { buffer } from 'node:stream/consumers';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { drainConnections } from './http/drain-connections';
import { registerErrorHandler } from './http/error-handler';
import { type LogStream, loggerOptions } from './http/logger-options';
import { registerMetrics } from './http/metrics-route';
import { registerNoStore } from './http/no-store';
import { REQUEST_ID_LOG_LABEL, registerRequestId, requestIdOf } from './http/request-id';
import { registerWebApp } from './http/web-app';
import { recordMailSent } from './modules/audit/mail-events';
import { emailVerificationRoutes } from './modules/auth/email-verification-routes';
import { externalSignInRoutes } from './modules/auth/external-sign-in-routes';
import { authRoutes } from './modules/auth/routes';
import { invoiceAttachment } from './modules/billing/invoice';
import { billingIdOfAttachmentKey } from './modules/billing/mail/receipt-mail';
import { billingRoutes, paymentCallbackRoutes } from './modules/billing/routes';
import { sandboxPageRoutes } from './modules/billing/sandbox-routes';
import { devMailRoutes } from './modules/dev-mail/routes';
import { startDocumentEventHub } from './modules/document-events/hub';
import { documentEventRoutes } from './modules/document-events/routes';
import { countSealingBacklog, listExpectedFiles } from './modules/documents/document-store';
import { documentRoutes } from './modules/documents/routes';
import { flowRoutes } from './modules/flows/routes';
import { healthRoutes } from './modules/health/routes';
import { profileRoutes } from './modules/profile/routes';
import { FINAL_PDF_TASK } from './modules/sealing/final-pdf-worker';
import { ownerDownloadRoutes, publicSealingRoutes } from './modules/sealing/routes';
import { DEFAULT_SEAL_RETRY } from './modules/sealing/seal-failure';
import { startSealingWorker } from './modules/sealing/sealing-worker';
import { startReminderWorker } from './modules/signing/reminder-worker';
import { signingRoutes } from './modules/signing/routes';
import { senderRoutes } from './modules/signing/sender-routes';
import { createSignerLinks } from './modules/signing/signer-links';
import { signerRoutes } from './modules/signing/signer-routes';
import { devTimeTravelRoutes } from './modules/subscriptions/dev-time-travel-routes';
import { startPlanReminders } from './modules/subscriptions/plan-reminders';
import { createAccessTokens } from './platform/access-tokens';
import { startHousekeeping } from './platform/housekeeping';
import { forgetSpentMailLinks, mailQueueCounts, startMailWorker } from './platform/mail-queue';
import { createOutboxMailer, createSmtpMailer, emptyDevOutbox, type Mailer } from './platform/mailer';
import { createMetrics, NO_METRICS } from './platform/metrics';
import { createDuitkuGateway } from './platform/payments/duitku-gateway';
import type { PaymentGateway } from './platform/payments/gateway';
import { createSandboxGateway, type SandboxGateway } from './platform/payments/sandbox-gateway';
import { lazySealingCertificate } from './platform/pdf/sealing-certificate';
import { createPdfWork } from './platform/pdf-work/pdf-work';
import { createSealedValues } from './platform/sealed-values';
import { readOrCreateSecret } from './platform/secrets';
import { workersStoppingOnClose } from './platform/stop-workers';
import { createStorage } from './platform/storage/create-storage';
import { checkStorageAtStart, startTemporarySweeper } from './platform/storage/storage-check';
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
  });
  drainConnections(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app);
  registerRequestId(app);

  // The generated-PDF viewers show the flattened PDF from a blob: URL in an iframe.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: true, directives: { frameSrc: ["'self'", 'blob:'] } },
  });
  const db = dependencies.database.db;
  // Counted in the database, so the limits hold however many app processes share it.
  await app.register(rateLimit, { global: false, store: throttleStoreFor(db) });

  // The dev outbox serves /dev/mail and keeps live links only in development without SMTP (README, "Security").
  const outboxEnabled = config.env !== 'production' && !config.smtpUrl;
  const mailer =
    dependencies.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(db, app.log, { enabled: outboxEnabled }));
  if (!outboxEnabled) await emptyDevOutbox(db);
  await forgetSpentMailLinks(db);
  const jwtSecret = config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret');
  const pdfWork = createPdfWork(
    {
      inspectionTimeoutMs: config.pdfInspectionTimeoutMs,
      sealingTimeoutMs: config.pdfSealingTimeoutMs,
      workerMemoryMb: config.pdfWorkerMemoryMb,
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
  const context: AppContext = {
    config,
    db,
    tokens: createAccessTokens(db, jwtSecret, config.accessTokenTtlMinutes),
    mailer,
    storage: createStorage(config),
    pdfWork,
    // Only called by requests, once the worker below is running.
    wakeSealing: () => sealingWorker.wake(),
    payments,
    sealedValues: createSealedValues(jwtSecret),
    signerLinks: createSignerLinks(config.appUrl, jwtSecret),
    documentEvents: await startDocumentEventHub(dependencies.database, app.log),
  };
  // Open streams would keep the server from closing: they end as closing starts, and each browser comes back to
  // a node that stays.
  app.addHook('preClose', async () => context.documentEvents.endAll());
  app.addHook('onClose', async () => context.documentEvents.close());
  const mailWorker = startMailWorker({
    db,
    mailer,
    logger: app.log,
    pollMs: config.mailPollMs,
    // A receipt's invoice is rendered when its mail goes; any other attachment is a stored file. A receipt
    // whose invoice still cannot be rendered on its last attempt goes without it: its text links the invoice
    // page, and a payment's receipt must not be lost.
    readAttachment: async (key, attempt) => {
      const billingId = billingIdOfAttachmentKey(key);
      if (!billingId) return buffer(await context.storage.read(key));
      try {
        return await invoiceAttachment(db, { appUrl: config.appUrl, salesEmail: config.salesEmail }, billingId);
      } catch (error) {
        if (!attempt.last) throw error;
        app.log.error(
          { err: error, billingId },
          'receipt: the invoice could not be rendered, the mail goes without it',
        );
        return null;
      }
    },
    onSent: recordMailSent,
    onSendFailed: (outcome) => metrics.mailSendFailed(outcome),
  });
  const sealingWorker = startSealingWorker({
    db,
    storage: context.storage,
    pdfWork,
    sealingCertificate: lazySealingCertificate(config),
    appUrl: config.appUrl,
    logger: app.log,
    pollMs: config.sealPollMs,
    retry: { ...DEFAULT_SEAL_RETRY, baseDelayMs: config.sealRetryBaseMs },
    metrics,
    lease: { leaseSeconds: config.sealLeaseSeconds, testDelayMs: config.sealTestDelayMs },
  });
  const reminderWorker = startReminderWorker({
    db,
    links: context.signerLinks,
    logger: app.log,
    pollMs: config.reminderPollMs,
    now: dependencies.clock ?? (() => new Date()),
  });
  const housekeeping = startHousekeeping({ db, logger: app.log });
  const planReminders = startPlanReminders({ db, appUrl: config.appUrl, logger: app.log });
  // After a crash: interrupted uploads are swept (at start and now and then), and files and rows that
  // disagree are reported at start; a failed check is logged, never a reason not to serve.
  const temporarySweeper = startTemporarySweeper(context.storage, app.log);
  app.addHook('onReady', async () => {
    await checkStorageAtStart(() => listExpectedFiles(db), context.storage, app.log).catch((error) =>
      app.log.error({ err: error }, 'storage: the start-up check failed'),
    );
  });
  app.addHook('onClose', async () => temporarySweeper.stop());
  const workers = workersStoppingOnClose(app, {
    workers: [housekeeping, planReminders, reminderWorker, sealingWorker, mailWorker],
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
  await app.register(emailVerificationRoutes, context);
  await app.register(externalSignInRoutes, context);
  await app.register(profileRoutes, context);
  await app.register(flowRoutes, context);
  await app.register(signingRoutes, context);
  await app.register(senderRoutes, context);
  await app.register(ownerDownloadRoutes, context);
  await app.register(publicSealingRoutes, context);
  await app.register(signerRoutes, context);
  await app.register(documentEventRoutes, context);
  await app.register(documentRoutes, context);
  await app.register(billingRoutes, context);
  await app.register(paymentCallbackRoutes, context);
  if (sandbox) await app.register(sandboxPageRoutes(sandbox));
  if (outboxEnabled) await app.register(devMailRoutes, context);
  // Config refuses DEV_TIME_TRAVEL in production; checked here again so no other path can mount it there.
  if (config.devTimeTravel && config.env !== 'production') await app.register(devTimeTravelRoutes, context);
  await registerWebApp(app, config.webDistDir);
  return app;
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
