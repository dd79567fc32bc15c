import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('subscriptions_account_idx').on(table.accountId, table.endDate)],
);

/** Single-use password reset links; only the SHA-256 of the token is kept. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The dev outbox (DESIGN §4): mail kept instead of sent when no SMTP_URL is set. */
export const devOutbox = pgTable('dev_outbox', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** An approval flow: a named, reusable list of approvers (SPEC §3 Flow header). */
export const flows = pgTable(
  'flows',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Insertion order, to break ties between rows created in one transaction. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index('flows_account_created_idx').on(table.accountId, table.createdAt)],
);

/** One approver of a flow (SPEC §3 Flow detail); name and e-mail stay '' until filled in. */
export const flowApprovers = pgTable(
  'flow_approvers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    level: integer('level').notNull().default(1),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index('flow_approvers_flow_idx').on(table.flowId)],
);
