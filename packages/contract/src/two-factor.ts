import { z } from 'zod';
import { fillTemplate } from './api-errors';
import { currentPasswordField } from './auth';
import { REQUIRED } from './fields';

/** Authenticator codes (RFC 6238): 6 digits, a new one every 30 seconds, HMAC-SHA-1, one step either side accepted. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', window: 1 } as const;
/** Single-use codes given when two-step sign-in is turned on, for a lost phone. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code, and how many wrong codes it takes. */
export const TWO_FACTOR_CHALLENGE = { minutes: 5, tries: 5 } as const;

/**
 * The messages of a code that does not fit, as templates: each is filled with TOTP.digits, and the web app translates
 * the filled message by its template (docs/api.md#messages-and-translation).
 */
export const TWO_FACTOR_TEMPLATES = {
  codeFormat: 'Enter the {{digits}}-digit code from your authenticator app, or one of your recovery codes',
  appCodeFormat: 'Enter the {{digits}}-digit code from your authenticator app',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeFormat: fillTemplate(TWO_FACTOR_TEMPLATES.codeFormat, { digits: TOTP.digits }),
  appCodeFormat: fillTemplate(TWO_FACTOR_TEMPLATES.appCodeFormat, { digits: TOTP.digits }),
} as const;

/** An authenticator app's code read into its plain form: TOTP.digits digits. */
const APP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);

/**
 * A second step's code as typed: TOTP.digits digits from the app (spaces allowed, '123 456'), or a recovery code
 * ('abcde-12345', case and dashes as the person types them). Read into its plain form.
 */
export const secondFactorCodeField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(40, TWO_FACTOR_MESSAGES.codeFormat)
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .refine((code) => APP_CODE.test(code) || /^[a-z0-9]{10}$/.test(code), TWO_FACTOR_MESSAGES.codeFormat);

/** A code from the authenticator app only (turning two-step sign-in on proves the app holds the secret). */
export const authenticatorCodeField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((code) => code.replace(/\s/g, ''))
  .refine((code) => APP_CODE.test(code), TWO_FACTOR_MESSAGES.appCodeFormat);

/** POST /v1/auth/two-factor: the challenge a sign-in's first step answered, and the code. */
export const twoFactorSignInSchema = z.object({
  challenge: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, 'Invalid challenge'),
  code: secondFactorCodeField,
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/**
 * POST /v1/profile/two-factor/enable: a first code from the app, which proves it holds the secret, and the password
 * (an account without one leaves it out), so a session alone cannot tie the account to someone else's authenticator.
 */
export const twoFactorEnableSchema = z.object({
  code: authenticatorCodeField,
  password: currentPasswordField.optional(),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

/** POST /v1/profile/two-factor/disable: the password (an account without one leaves it out) and a code. */
export const twoFactorDisableSchema = z.object({
  password: currentPasswordField.optional(),
  code: secondFactorCodeField,
});
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** A sign-in's first step, when the account has two-step sign-in on: no session yet, a challenge for the code. */
export interface TwoFactorChallengeResponse {
  twoFactorRequired: true;
  challenge: string;
}

/** POST /v1/profile/two-factor/setup: the new secret, in text and as the link an authenticator app reads. */
export interface TwoFactorSetupResponse {
  secret: string;
  otpauthUrl: string;
}

/** POST /v1/profile/two-factor/enable: the recovery codes, shown this once. */
export interface RecoveryCodesResponse {
  recoveryCodes: string[];
}

export function isTwoFactorChallenge(answer: object): answer is TwoFactorChallengeResponse {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}
