import type { AuditActorKind, AuditEventType } from '@signflow/contract/audit';
import type { BillingTerm, PaymentMethodCode } from '@signflow/contract/billing';
import type { BulkSendStatus } from '@signflow/contract/bulk-sends';
import type { DocumentStatus, FieldType, PageFractions } from '@signflow/contract/documents';
import type { Plan } from '@signflow/contract/plans';
import type { SavedSignatureKind } from '@signflow/contract/saved-signatures';
import type { SignerVerification } from '@signflow/contract/signer-verification';
import type { SignerDecision } from '@signflow/contract/signing';
import type { ExternalProvider } from '@signflow/contract/social-sign-in';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const generatedId = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
/** The account a row belongs to, removed with it. */
const ownerAccountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
/** A single-use link mailed to an account's owner: only the SHA-256 of its token is kept. */
const singleUseLinkColumns = () => ({
  id: generatedId(),
  accountId: ownerAccountId(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const accounts = pgTable('accounts', {
  id: generatedId(),
  /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
  email: text('email').notNull().unique(),
  /** Null for an account made by a sign-in with Google or Facebook until its owner sets a password (forgot-password). */
  passwordHash: text('password_hash'),
  language: text('language').notNull().default('en'),
  /** When the owner proved they hold the address; nobody sends documents for signing before (docs/domain.md#accounts-and-sessions). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * Two-step sign-in (docs/domain.md#two-step-sign-in): the authenticator secret, sealed (platform/secret-box.ts), set
   * up first and on once `totpEnabledAt` is set; `totpLastStep`, the 30-second step of the last code accepted, so no
   * code is accepted twice.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
});

/**
 * An account's passkeys (WebAuthn credentials, docs/domain.md#passkeys): the credential's id and public key, and its
 * signature counter, which a cloned authenticator would give away by going back.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_account_idx').on(table.accountId),
  ],
);

/** An account's single-use recovery codes (their SHA-256), for a sign-in without the authenticator app. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_account_idx').on(table.accountId)],
);

/**
 * A sign-in waiting for its second step: the first step (password, Google or Facebook) passed; the challenge (kept as
 * its SHA-256) and a code open the session, within its minutes and tries.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
  },
  (table) => [uniqueIndex('two_factor_challenges_hash_idx').on(table.tokenHash)],
);

/**
 * One sign-in: an access token names its session, so a logout ends that one and a password reset or change
 * ends them all, on every app process.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When, from where and from what the session was last seen (written at most every few minutes per node). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastSeenIp: text('last_seen_ip'),
    lastSeenUserAgent: text('last_seen_user_agent'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/**
 * An account's API keys (docs/api.md#api-keys): a key works as a signed-in person's token does on the owner routes,
 * but is kept only as its SHA-256, so the key itself is shown once, when made. Revoking one deletes its row and ends
 * it on every node as a session's end does (platform/api-key-credentials.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    name: text('name').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_hash_idx').on(table.keyHash), index('api_keys_account_idx').on(table.accountId)],
);

/**
 * An account's sign-in with another provider (Google, Facebook): the provider's stable subject for the person,
 * found again at each sign-in whatever their e-mail address becomes (docs/domain.md#accounts-and-sessions).
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: generatedId(),
    provider: text('provider').$type<ExternalProvider>().notNull(),
    subject: text('subject').notNull(),
    accountId: ownerAccountId(),
    /** The address the provider gave when the identity was linked, for the owner's and support's reading. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('external_identities_subject_idx').on(table.provider, table.subject),
    index('external_identities_account_idx').on(table.accountId),
  ],
);

/**
 * The signature and the initials an owner keeps in Profile (docs/domain.md#accounts-and-sessions): one of each per
 * account, drawn (a PNG data URL, checked as a signer's image is) or typed (shown in the handwriting font).
 */
export const savedSignatures = pgTable(
  'saved_signatures',
  {
    accountId: ownerAccountId(),
    kind: text('kind').$type<SavedSignatureKind>().notNull(),
    image: text('image'),
    text: text('text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.kind] }),
    check('saved_signatures_one_answer', sql`(${table.image} is null) <> (${table.text} is null)`),
  ],
);

/**
 * The one-time code a Google redirect hands the login page, which trades it for a session: single use, short
 * lived, only its SHA-256 kept.
 */
export const externalSignInCodes = pgTable('external_sign_in_codes', singleUseLinkColumns());

/**
 * Tokens another party issued that the app accepts once (an ID token posted to POST /v1/google/register): the key
 * of each one used, kept until the token would be refused anyway, so a replay is refused by every app process.
 */
export const spentTokens = pgTable('spent_tokens', {
  key: text('key').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use links that prove an owner holds their e-mail address; only the SHA-256 of the token is kept. */
export const emailVerifications = pgTable('email_verifications', singleUseLinkColumns());

/**
 * Throttle counters shared by every app process: hits under `key` (a route and a client address, or an
 * account) until `resetAt`, when the window starts again.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const profiles = pgTable('profiles', {
  id: generatedId(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  companyName: text('company_name'),
  jobTitle: text('job_title'),
  address: text('address'),
  /** The account's default automatic reminders for Invite Sign (docs/domain.md#reminders); 0 days after = off. */
  reminderAfterDays: integer('reminder_after_days').notNull().default(3),
  reminderEveryDays: integer('reminder_every_days').notNull().default(3),
  reminderMaxCount: integer('reminder_max_count').notNull().default(5),
});

/**
 * The sites an account lets embed its signers' pages (docs/embedding.md): origins in their normal form, the
 * signer's page's `frame-ancestors`. No row: none.
 */
export const embeddingSettings = pgTable('embedding_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    plan: text('plan').$type<Plan>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** The paid billing that bought this term; none for the trial (docs/domain.md#plans-and-subscriptions). */
    billingId: uuid('billing_id').references(() => billings.id, { onDelete: 'set null' }),
    /** When the reminder mails went, 7 days and 1 day before the end: each is sent once, whichever process claims it. */
    remindedWeekBeforeAt: timestamp('reminded_week_before_at', { withTimezone: true }),
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('subscriptions_account_idx').on(table.accountId, table.endDate)],
);

/** Invoice numbers (INV/{year}/{000042}) count up across the installation, whichever process bills. */
export const billingNumbers = pgSequence('billing_no_seq', { startWith: 1, increment: 1 });

/** 'pending' until the gateway's callback says it is paid; 'expired' is never stored, it is a pending billing past its due date. */
export type StoredBillingStatus = 'pending' | 'paid';

/** One payment attempt for a package and a term (docs/domain.md#plans-and-subscriptions). Amounts are whole rupiah. */
export const billings = pgTable(
  'billings',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    billingNo: text('billing_no').notNull().unique(),
    /** The gateway's merchantOrderId. */
    orderNo: text('order_no').notNull().unique(),
    packageId: text('package_id').notNull(),
    plan: text('plan').$type<Plan>().notNull(),
    termMonths: integer('term_months').$type<BillingTerm>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodCode>().notNull(),
    currency: text('currency').notNull().default('IDR'),
    baseAmount: integer('base_amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    nettAmount: integer('nett_amount').notNull(),
    status: text('status').$type<StoredBillingStatus>().notNull().default('pending'),
    billingDate: timestamp('billing_date', { withTimezone: true }).notNull().defaultNow(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** The gateway's payment page, once it opened one. */
    invoiceUrl: text('invoice_url'),
    gatewayReference: text('gateway_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('billings_account_date_idx').on(table.accountId, table.billingDate),
    check('billings_status_check', sql`${table.status} in ('pending', 'paid')`),
  ],
);

/** The lines of a billing's invoice. */
export const billingDetails = pgTable(
  'billing_details',
  {
    id: generatedId(),
    billingId: uuid('billing_id')
      .notNull()
      .references(() => billings.id, { onDelete: 'cascade' }),
    serialNo: integer('serial_no').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull().default('IDR'),
    originalAmount: integer('original_amount').notNull(),
  },
  (table) => [index('billing_details_billing_idx').on(table.billingId)],
);

/**
 * Every callback the payment gateway (or anybody) posted, accepted or not, and what came of it: the evidence
 * behind each paid billing. No foreign key to the billing, so nothing removes it.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: generatedId(),
    orderNo: text('order_no').notNull(),
    billingId: uuid('billing_id'),
    amount: integer('amount'),
    resultCode: text('result_code'),
    reference: text('reference'),
    accepted: boolean('accepted').notNull(),
    /** 'paid', 'duplicate', 'not paid', 'bad signature', 'unknown order', 'amount mismatch', 'expired', … (CallbackOutcome). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_callbacks_order_idx').on(table.orderNo)],
);

/** The sandbox gateway's own orders (PAYMENT_PROVIDER=sandbox): what its hosted page shows and where it reports. */
export const sandboxPayments = pgTable('sandbox_payments', {
  orderNo: text('order_no').primaryKey(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  paymentMethod: text('payment_method').notNull(),
  callbackUrl: text('callback_url').notNull(),
  returnUrl: text('return_url').notNull(),
  /** From then on its page takes no payment (the billing's due date); null for orders made before it was kept. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** Single-use password reset links; only the SHA-256 of the token is kept. */
export const passwordResets = pgTable('password_resets', singleUseLinkColumns());

/** The dev outbox: mail kept instead of sent when no SMTP_URL is set. */
export const devOutbox = pgTable('dev_outbox', {
  id: generatedId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** An approval flow: a named, reusable list of approvers (the API's flow header). */
export const flows = pgTable(
  'flows',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    name: text('name').notNull(),
    description: text('description'),
    /** Insertion order, to break ties between rows created in one transaction. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index('flows_account_created_idx').on(table.accountId, table.createdAt)],
);

/** One approver of a flow (the API's flow detail); name and e-mail stay '' until filled in. */
export const flowApprovers = pgTable(
  'flow_approvers',
  {
    id: generatedId(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    level: integer('level').notNull().default(1),
    /**
     * Where the approver stands in the flow's list, as its owner arranged it in the flow editor (0 first); the level
     * alone decides when they sign (docs/domain.md#flows-and-levels).
     */
    position: integer('position').notNull().default(0),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index('flow_approvers_flow_idx').on(table.flowId, table.position)],
);

/** An uploaded PDF and where it is in its life (docs/domain.md#documents-and-their-states); the file itself is in storage. */
export const documents = pgTable(
  'documents',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    /** The uploaded file's own name, without directories. */
    name: text('name').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('Draft'),
    /** The flow the signers were copied from; deleting the flow keeps the document and its signers. */
    flowId: uuid('flow_id').references(() => flows.id, { onDelete: 'set null' }),
    /**
     * The template the document was made from (docs/domain.md#templates); deleting the template keeps the document,
     * which has its own copy of the PDF, signers and fields.
     */
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pageCount: integer('page_count').notNull(),
    sha256: text('sha256').notNull(),
    /** Set while the document is in the Trash (restorable); emptying the Trash deletes it for good. */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    /** When the last signer approved: the certificate states it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When and why its owner cancelled signing (status Cancelled); the certificate states both. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The sender's own words to the signers, typed at Invite Sign: in every invitation and reminder. */
    senderMessage: text('sender_message'),
    /** The sealed final PDF, set once when it is stored; its SHA-256 identifies it at /verify. */
    sealedStorageKey: text('sealed_storage_key'),
    sealedSha256: text('sealed_sha256'),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    /**
     * A sealing worker holds the document until then; past it, another worker may take it over. After a
     * failed attempt it is also when the next attempt may start (the back-off).
     */
    sealLeaseUntil: timestamp('seal_lease_until', { withTimezone: true }),
    /**
     * When the sealing attempt now holding the document took it; null while none holds it (nothing due, or a
     * back-off). Tells a lease from a back-off: on PGlite a start gives back every lease, which only a process
     * that ended can hold.
     */
    sealLeasedAt: timestamp('seal_leased_at', { withTimezone: true }),
    /** Sealing attempts started so far (one whose process died counts too); at the bound the document is marked failed and its owner told. */
    sealAttempts: integer('seal_attempts').notNull().default(0),
    /** Set when sealing gave up; an operator's reseal (or the owner's retry) clears it. */
    sealFailedAt: timestamp('seal_failed_at', { withTimezone: true }),
    sealError: text('seal_error'),
    /** The request that made sealing due (the last signer's submit, or a retry): the sealing job runs, and logs, under its id. */
    sealRequestId: text('seal_request_id'),
    /**
     * Set when its owner emptied the Trash: the document leaves every list and its original file goes, but
     * the row stays, with the audit trail, the seal register and the sealed file signers were sent.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_account_created_idx').on(table.accountId, table.createdAt),
    index('documents_flow_idx').on(table.flowId),
    index('documents_template_idx').on(table.templateId),
    index('documents_sealed_sha256_idx').on(table.sealedSha256),
    // The lists filtered by status and the overview's counts (docs/api.md#searching-and-filtering); a search
    // reads only the account's rows this index finds (docs/decisions.md).
    index('documents_account_status_created_idx').on(table.accountId, table.status, table.createdAt),
    // Documents and Archives in their default order (newest first), holding only the rows each lists
    // (DOCUMENTS_LIST_STATUSES and FINISHED_STATUSES, outside the Trash): a far page skips over its own rows only.
    index('documents_account_listed_created_idx')
      .on(table.accountId, table.createdAt, table.seq)
      .where(sql`${table.trashedAt} is null and ${table.status} in ('Draft', 'Sent', 'Revision')`),
    index('documents_account_archived_created_idx')
      .on(table.accountId, table.createdAt, table.seq)
      .where(sql`${table.trashedAt} is null and ${table.status} in ('Completed', 'Rejected', 'Revision', 'Cancelled')`),
    // The Trash in its order, without reading the documents outside it.
    index('documents_account_trash_idx')
      .on(table.accountId, table.trashedAt, table.seq)
      .where(sql`${table.trashedAt} is not null and ${table.purgedAt} is null`),
    // The sealing workers' poll and the metrics' backlog look only at Completed documents not yet sealed.
    index('documents_awaiting_seal_idx')
      .on(table.completedAt)
      .where(sql`${table.status} = 'Completed' and ${table.sealedAt} is null`),
    check(
      'documents_status_check',
      sql`${table.status} in ('Draft', 'Sent', 'Completed', 'Rejected', 'Revision', 'Cancelled')`,
    ),
  ],
);

/**
 * How many of an account's documents have each status, in the Trash or not (purged ones are not counted): the lists'
 * totals and the overview read these few rows instead of counting the documents. A trigger on documents keeps them
 * (migration 0015), in the same transaction as the change. bench/README.md, large-account.
 */
export const documentCounts = pgTable(
  'document_counts',
  {
    accountId: ownerAccountId(),
    status: text('status').$type<DocumentStatus>().notNull(),
    inTrash: boolean('in_trash').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.status, table.inTrash] })],
);

/** A document's signers: a copy of its flow's approvers taken at upload, so a later change to the flow leaves it as it was. */
export const documentSigners = pgTable(
  'document_signers',
  {
    id: generatedId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    level: integer('level').notNull(),
    color: text('color').notNull(),
    /** SHA-256 of the signer's link token; none until their level is invited. */
    tokenHash: text('token_hash').unique(),
    /**
     * The same token encrypted with the app's secret (platform/secret-box.ts), so a reminder or a renewal mails the
     * very link of the invitation; cleared once they submit. A leaked database alone opens no link.
     */
    tokenEncrypted: text('token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The language their mails go in: the owner's at the invitation (docs/domain.md#signers-and-their-links). */
    language: text('language'),
    /** When they first opened their link. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The last reminder, by hand or automatic, and how many they were sent. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** What their submission said (SIGNER_DECISIONS), set with `submittedAt`. */
    decision: text('decision').$type<SignerDecision>(),
    /** Why they rejected or asked for a revision, as they typed it; null for a signature or none given. */
    decisionReason: text('decision_reason'),
    /**
     * SHA-256 of the link mailed with the sealed PDF: separate from the signing link, so that one keeps
     * working (and saying the document is completed) until it expires.
     */
    downloadTokenHash: text('download_token_hash').unique(),
    downloadTokenExpiresAt: timestamp('download_token_expires_at', { withTimezone: true }),
    /** How they prove who they are before the document opens (docs/domain.md#signer-verification), set at Invite Sign. */
    verification: text('verification').$type<SignerVerification>().notNull().default('link'),
    /** The access code the sender gave them, hashed as a password is; null unless `verification` is 'access_code'. */
    accessCodeHash: text('access_code_hash'),
    /** The mailed code's SHA-256 (salted with the signer), until it is used, and when it stops working. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    /** Wrong codes since the last mailed code, or since the last pause of an access code. */
    codeFailedTries: integer('code_failed_tries').notNull().default(0),
    /** No access code is taken before this time, after too many wrong ones. */
    codePausedUntil: timestamp('code_paused_until', { withTimezone: true }),
    /** When they first passed the check: the certificate states it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('document_signers_document_idx').on(table.documentId),
    check('document_signers_decision_check', sql`${table.decision} in ('approved', 'rejected', 'revision')`),
    check('document_signers_verification_check', sql`${table.verification} in ('link', 'email_code', 'access_code')`),
  ],
);

/**
 * A signer's passed check, for the browser that passed it (docs/domain.md#signer-verification): the token it
 * carries in X-Signing-Session, kept only as its SHA-256, bound to that signer, until it expires.
 */
export const signingSessions = pgTable(
  'signing_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => documentSigners.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('signing_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * A signer's earlier link tokens that still work. Only signers whose token could not be read back have any
 * (invited before links were kept encrypted, or before the app's secret changed): their reminder or renewal had to
 * mail a new token, and the earlier one keeps working until it expires. A correction or a new round removes them at
 * once (docs/decisions.md).
 */
export const signerEarlierLinks = pgTable(
  'signer_earlier_links',
  {
    id: generatedId(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => documentSigners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('signer_earlier_links_signer_idx').on(table.signerId)],
);

/**
 * A Sent document's automatic reminders (docs/domain.md#reminders): due at `nextAt`, claimed by one worker with
 * a conditional update, so several app processes send each round once. Removed when signing ends.
 */
export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    afterDays: integer('after_days').notNull(),
    everyDays: integer('every_days').notNull(),
    maxCount: integer('max_count').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    /** Null when off or used up. */
    nextAt: timestamp('next_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminder_schedules_next_idx').on(table.nextAt)],
);

/**
 * A field's kind and place, as fractions of its page, and the options of text and checkbox fields: what a document's
 * field and a template's field both are (docs/domain.md#fields).
 */
const placedFieldColumns = () => ({
  type: text('type').$type<FieldType>().notNull(),
  pageNumber: integer('page_number').notNull(),
  left: doublePrecision('left').notNull(),
  top: doublePrecision('top').notNull(),
  right: doublePrecision('right').notNull(),
  bottom: doublePrecision('bottom').notNull(),
  rects: jsonb('rects').$type<PageFractions[]>().notNull().default([]),
  /** Text and checkbox fields: the owner's label and whether the signer must fill it in. */
  label: text('label'),
  required: boolean('required').notNull().default(false),
  /**
   * Text, date and checkbox fields of a template: the sender gives the value when a document is made from it, and
   * the signer reads it and cannot change it (docs/domain.md#templates).
   */
  senderFilled: boolean('sender_filled').notNull().default(false),
});

/** A field's type is one of FIELD_TYPES; only a text, date or checkbox field is filled in by the sender. */
const fieldChecks = (name: string, table: { type: AnyPgColumn; senderFilled: AnyPgColumn }) => [
  check(`${name}_type_check`, sql`${table.type} in ('draw', 'file', 'initials', 'name', 'date', 'text', 'checkbox')`),
  check(`${name}_sender_filled_check`, sql`not ${table.senderFilled} or ${table.type} in ('text', 'date', 'checkbox')`),
];

/** A field placed on a document for one signer (the API's coordinate), stored as fractions of its page. */
export const documentFields = pgTable(
  'document_fields',
  {
    id: generatedId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => documentSigners.id, { onDelete: 'cascade' }),
    ...placedFieldColumns(),
    /**
     * The signer's response (empty, approve, reject or revise); set by signing, not by the owner. On a field the
     * sender filled in, the sender's value (text or tick), approved.
     */
    image: text('image'),
    /** A typed signature, initials, name or text; a date field's date, set at submission. */
    responseText: text('response_text'),
    responseChecked: boolean('response_checked'),
    approve: boolean('approve').notNull().default(false),
    reject: boolean('reject').notNull().default(false),
    revise: boolean('revise').notNull().default(false),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_fields_document_idx').on(table.documentId),
    index('document_fields_signer_idx').on(table.signerId),
    ...fieldChecks('document_fields', table),
  ],
);

/**
 * A reusable document (docs/domain.md#templates): its own PDF, its roles and their fields, from which documents are
 * made. Each document made has its own copy of all three, so a change to the template, or its deletion, leaves them
 * as they were.
 */
export const templates = pgTable(
  'templates',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pageCount: integer('page_count').notNull(),
    sha256: text('sha256').notNull(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('templates_account_created_idx').on(table.accountId, table.createdAt)],
);

/** A named place in a template ('Client', 'Witness') that one signer fills when a document is made, at its level. */
export const templateRoles = pgTable(
  'template_roles',
  {
    id: generatedId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    /** Where the role stands in the template's list, as its owner arranged them (0 first). */
    position: integer('position').notNull(),
    /** How the role's signer proves who they are; a document made from the template copies it. */
    verification: text('verification').$type<SignerVerification>().notNull().default('link'),
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('template_roles_template_idx').on(table.templateId, table.position),
    check('template_roles_verification_check', sql`${table.verification} in ('link', 'email_code', 'access_code')`),
  ],
);

/**
 * A field of a template, for one of its roles. A role keeps its fields: it is removed only once it has none
 * (the foreign key refuses otherwise); deleting the template removes both.
 */
export const templateFields = pgTable(
  'template_fields',
  {
    id: generatedId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => templateRoles.id),
    ...placedFieldColumns(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('template_fields_template_idx').on(table.templateId),
    index('template_fields_role_idx').on(table.roleId),
    ...fieldChecks('template_fields', table),
  ],
);

/**
 * A bulk send (docs/domain.md#bulk-send): a CSV file's rows, each to become a document made from the template (and
 * sent), by the bulk sends job. A job holds it until `lease_until` (taken by `leased_at`), so one process works on
 * it at a time; `created` and `failed` count the rows done, each in the transaction that did the row.
 */
export const bulkSends = pgTable(
  'bulk_sends',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    /** Deleting the template fails the rows not made yet; the documents already made keep everything. */
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** The template's name when the file was sent, for the summary mail. */
    templateName: text('template_name').notNull(),
    /** Each document is sent for signing as it is made, or left a Draft. */
    send: boolean('send').notNull(),
    status: text('status').$type<BulkSendStatus>().notNull().default('Queued'),
    total: integer('total').notNull(),
    created: integer('created').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Where the file was sent from: each document's trail records it, as for a document made by hand. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The API key the bulk send was queued through, which the trail of each document it makes names. */
    apiKeyId: uuid('api_key_id'),
    apiKeyName: text('api_key_name'),
    /** The request that queued it: the job logs and records its events under this id. */
    requestId: text('request_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the process now holding it took it; null while none does. */
    leasedAt: timestamp('leased_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('bulk_sends_account_idx').on(table.accountId, table.createdAt),
    index('bulk_sends_due_idx').on(table.createdAt).where(sql`${table.status} <> 'Finished'`),
    check('bulk_sends_status_check', sql`${table.status} in ('Queued', 'Running', 'Finished')`),
  ],
);

/** A row of a bulk send's file waits ('pending'), became a document ('created') or could not ('failed'). */
export type BulkSendRowStatus = 'pending' | 'created' | 'failed';

/** One row of a bulk send: what its document is made of, and what became of it. */
export const bulkSendRows = pgTable(
  'bulk_send_rows',
  {
    bulkSendId: uuid('bulk_send_id')
      .notNull()
      .references(() => bulkSends.id, { onDelete: 'cascade' }),
    /** 1 for the file's first row under the header (docs/api.md#bulk-send). */
    rowNumber: integer('row_number').notNull(),
    recipients: jsonb('recipients').$type<{ roleId: string; name: string; email: string }[]>().notNull(),
    values: jsonb('values').$type<{ fieldId: string; value: string }[]>().notNull(),
    status: text('status').$type<BulkSendRowStatus>().notNull().default('pending'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    error: text('error'),
    /** The file's column a failed row's error is about (its heading), or null when it is about the row as a whole. */
    errorColumn: text('error_column'),
  },
  (table) => [
    primaryKey({ columns: [table.bulkSendId, table.rowNumber] }),
    check('bulk_send_rows_status_check', sql`${table.status} in ('pending', 'created', 'failed')`),
  ],
);

/**
 * A template's public link (docs/domain.md#public-links): whoever opens `/p/<slug>` fills its first role. `slug` is
 * the link's only secret; replacing it makes a new one, and the old stops. The people of the other roles and the
 * values of the fields the sender fills are fixed here by the owner.
 */
export const templatePublicLinks = pgTable('template_public_links', {
  templateId: uuid('template_id')
    .primaryKey()
    .references(() => templates.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  enabled: boolean('enabled').notNull(),
  /** `[{ roleId, name, email }]`: a person for each role but the first. */
  recipients: jsonb('recipients').$type<{ roleId: string; name: string; email: string }[]>().notNull(),
  /** `[{ fieldId, value }]`: the values of the fields the sender fills in. */
  senderValues: jsonb('sender_values').$type<{ fieldId: string; value: string }[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor of a public link who gave their name and e-mail and was mailed a code (only its hash kept). Confirming
 * the code makes their document (`documentId`); a visit is used once.
 */
export const publicLinkVisits = pgTable(
  'public_link_visits',
  {
    id: generatedId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    /** The link's address when the visit began: a replaced address takes no visit begun through the old one. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    /** Set as the right code is taken, so a code makes one document however many times it is sent at once. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('public_link_visits_template_idx').on(table.templateId, table.createdAt)],
);

/**
 * Mail waiting to be sent: a durable job, so a failed send is retried and never lost.
 * A worker leases due jobs with `next_attempt_at`, sends them, and backs off on failure.
 */
/** A queued mail waits ('pending'), went ('sent'), or was given up on after its last attempt ('failed'). */
export type MailJobStatus = 'pending' | 'sent' | 'failed';

export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: generatedId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a worker took the job to send it (its lease runs to next_attempt_at); null while no worker holds it.
     * Tells a lease from a back-off: on PGlite a start gives back every lease, which only a process that ended can hold.
     */
    leasedAt: timestamp('leased_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** A stored file sent along (the sealed PDF), read from storage when the mail goes. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    /** The document the mail is about: its sending goes into that document's audit trail. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The request that queued the mail; the worker logs the sending under it. */
    requestId: text('request_id'),
    /** A person waits on a screen for this mail (a code, a reset link): sent before the mails that are not waited for. */
    urgent: boolean('urgent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_jobs_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * A document's audit trail: who did what, when, from where. Append-only (a trigger refuses updates and
 * deletes) and without a foreign key, so no purge can take it away.
 */
export const documentEvents = pgTable(
  'document_events',
  {
    id: generatedId(),
    documentId: uuid('document_id').notNull(),
    type: text('type').$type<AuditEventType>().notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actor: text('actor').notNull(),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** The request the event happened in, or whose job it was (a mail sent, the seal): the same id as in the logs. */
    requestId: text('request_id'),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index('document_events_document_idx').on(table.documentId, table.seq)],
);

/** A party as the seal register keeps them: what /verify answers about a sealed file. */
export type SealedParty = {
  name: string;
  email: string;
  decision: SignerDecision | null;
  signedAt: string | null;
};

/**
 * Every sealed file this installation issued: what /verify relies on. Append-only (a trigger refuses updates
 * and deletes) and without foreign keys, so it outlives any purge of the document it came from.
 */
export const sealRegister = pgTable('seal_register', {
  id: generatedId(),
  documentId: uuid('document_id').notNull().unique(),
  accountId: uuid('account_id').notNull(),
  documentName: text('document_name').notNull(),
  originalSha256: text('original_sha256').notNull(),
  sealedSha256: text('sealed_sha256').notNull().unique(),
  parties: jsonb('parties').$type<SealedParty[]>().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An account's webhook endpoint (docs/api.md#webhooks): where the events it subscribes to are sent, signed with its
 * secret. The secret is kept sealed with the app's secret (platform/secret-box.ts, bound to the row); after a roll
 * the previous one still signs until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Since when every delivery failed (none succeeded after); cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Set when the endpoint was turned off for failing every delivery for 3 days; cleared when turned on again. */
    disabledForFailuresAt: timestamp('disabled_for_failures_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_account_idx').on(table.accountId, table.createdAt)],
);

/** An event for the account's webhooks, recorded in the transaction of the change it tells of. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: generatedId(),
    accountId: ownerAccountId(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_events_account_idx').on(table.accountId, table.createdAt)],
);

/** A delivery waits ('pending', or leased while in flight), went ('delivered'), or was given up ('failed'). */
export type WebhookDeliveryRowStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event's delivery to one endpoint: a durable job of the webhooks worker, leased with `next_attempt_at` (and
 * `leased_at`) as the mail queue's jobs are; it keeps its last attempt's outcome for the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: generatedId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryRowStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedAt: timestamp('leased_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    response: text('response'),
    error: text('error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The request that caused the event: the worker logs the delivery under it. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);
