import { z } from 'zod';
import { nameField } from './fields';

/** Every API key starts with this, so a leaked one is recognised by secret scanners and people alike. */
export const API_KEY_PREFIX = 'sf_live_';
/** How many characters of a key are kept and shown to tell keys apart (the prefix and a few more). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
/** The most keys (revoked ones aside) one account holds. */
export const MAX_API_KEYS = 25;
/** Requests a minute one key may make, by default (API_KEY_RATE_LIMIT_PER_MINUTE). */
export const DEFAULT_API_KEY_REQUESTS_PER_MINUTE = 600;

export const API_KEY_EXPIRY_MESSAGES = {
  invalid: 'The expiry must be a date and time, such as 2027-01-31T00:00:00Z',
  past: 'The expiry must be in the future',
} as const;

/** The first instant no expiry may reach: the year 10000, UTC. */
const LATEST_EXPIRY_MS = Date.UTC(10_000, 0, 1);

/** POST /v1/api-keys: a name to know the key by, and when it stops working (never, when absent). */
export const createApiKeySchema = z.object({
  name: nameField(),
  expiresAt: z
    .union([z.iso.datetime({ offset: true, error: API_KEY_EXPIRY_MESSAGES.invalid }), z.null()], {
      error: API_KEY_EXPIRY_MESSAGES.invalid,
    })
    .optional()
    .transform((value) => value ?? null)
    // An offset can carry 9999-12-31 past the year 9999 in UTC, which the database cannot keep.
    .refine((value) => value === null || Date.parse(value) < LATEST_EXPIRY_MS, API_KEY_EXPIRY_MESSAGES.invalid)
    .refine((value) => value === null || Date.parse(value) > Date.now(), API_KEY_EXPIRY_MESSAGES.past),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
export type CreateApiKeyBody = z.output<typeof createApiKeySchema>;

/** A key as its list shows it: never the key itself, which is shown once. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** The key's first characters, to tell it apart: `sf_live_Ab12Cd`. */
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** The answer of POST /v1/api-keys: the key itself, shown this once. */
export interface ApiKeyCreated {
  id: string;
  name: string;
  key: string;
  prefix: string;
  expiresAt: string | null;
}

/** The end of the day `date` (YYYY-MM-DD) names, in the reader's time zone: a key chosen to expire on a day works through it. */
export function endOfDay(date: string): Date {
  return new Date(`${date}T23:59:59.999`);
}

/** The web form of a new key: its name, and the last day it works ('' for never), sent as the end of that day. */
export const apiKeyFormSchema = z
  .object({
    name: createApiKeySchema.shape.name,
    expiresOn: z
      .string()
      .refine((date) => date === '' || endOfDay(date).getTime() < LATEST_EXPIRY_MS, API_KEY_EXPIRY_MESSAGES.invalid)
      .refine((date) => date === '' || endOfDay(date).getTime() > Date.now(), API_KEY_EXPIRY_MESSAGES.past),
  })
  .transform(({ name, expiresOn }) => ({ name, expiresAt: expiresOn ? endOfDay(expiresOn).toISOString() : null }));
export type ApiKeyFormInput = z.input<typeof apiKeyFormSchema>;
