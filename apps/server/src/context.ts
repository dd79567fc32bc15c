import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { UploadAdmission } from './http/upload-admission';
import type { EmbedOrigins } from './modules/embedding/embed-origins';
import type { LiveUpdateHub } from './modules/live-updates/hub';
import type { SignerLinks } from './modules/signing/signer-links';
import type { AccessTokens } from './platform/access-tokens';
import type { Mailer } from './platform/mailer';
import type { PaymentGateway } from './platform/payments/gateway';
import type { SealingCertificate } from './platform/pdf/sealing-certificate';
import type { PdfWork } from './platform/pdf-work/pdf-work';
import type { SealedValues } from './platform/sealed-values';
import type { SecretBox } from './platform/secret-box';
import type { FileStorage } from './platform/storage/file-storage';

/** What route modules receive: configuration and the adapters, built once in app.ts. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Uploaded and sealed files, on disk or in a bucket (STORAGE); nothing else knows where. */
  storage: FileStorage;
  /** What this process lets uploads take before their bodies are read: places per account, temporary space. */
  uploads: UploadAdmission;
  /** PDF parsing and building, in worker threads within time and memory budgets (the sealing worker holds its typed final PDF). */
  pdfWork: PdfWork<unknown, unknown>;
  /** The certificate that seals completed PDFs, loaded (or generated) on first use; /verify trusts it. */
  sealingCertificate: () => Promise<SealingCertificate>;
  /** Starts a sealing pass now, for a document just made due again (other processes find it at their poll). */
  wakeSealing: () => void;
  /** Starts a bulk sends pass now, for a bulk send just queued (other processes find it at their poll). */
  wakeBulkSends: () => void;
  /** Starts a webhooks pass now, for a delivery just queued by a request (a test event, a resend). */
  wakeWebhooks: () => void;
  /** Webhook endpoints' secrets, sealed with the app's secret. */
  webhookSecrets: SecretBox;
  /** The hosted payment page provider chosen by PAYMENT_PROVIDER at start-up. */
  payments: PaymentGateway;
  /** Values a browser keeps for the server, sealed with the app's secret (the Google sign-in's state). */
  sealedValues: SealedValues;
  /** Signers' signing links: made at an invitation, mailed again by reminders and renewals. */
  signerLinks: SignerLinks;
  /** Seals each account's authenticator secret (two-step sign-in), bound to the account. */
  authenticatorSecrets: SecretBox;
  /** The owners' live-updates streams of this process, fed by the database's notifications. */
  liveUpdates: LiveUpdateHub;
  /** Each account's allowed origins for embedded signing, as this process last read them (a short while). */
  embedOrigins: EmbedOrigins;
}
