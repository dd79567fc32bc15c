import { z } from 'zod';
import { currentPasswordField } from './auth';
import { nameField, REQUIRED } from './fields';

/** The most passkeys one account holds. */
export const MAX_PASSKEYS = 10;

/** What a browser's WebAuthn call answered, as JSON (the library on each side reads it; the server checks it). */
const webAuthnResponse = z.record(z.string(), z.unknown(), { error: 'Invalid passkey answer' });
/** The sealed ceremony the options call answered, handed back with the browser's answer. */
const ceremonyField = z.string({ error: REQUIRED }).min(1, REQUIRED).max(4000, 'Invalid passkey ceremony');

/**
 * POST /v1/profile/passkeys/options: the password (an account without one sends no body, or leaves it out), since a
 * passkey signs in alone, without the password or a code, and a session alone must not be enough to add one.
 */
export const passkeyAddingOptionsBody = z.object({ password: currentPasswordField.optional() });
export const passkeyAddingOptionsSchema = passkeyAddingOptionsBody.nullish();
export type PasskeyAddingOptionsInput = z.input<typeof passkeyAddingOptionsSchema>;

/** POST /v1/profile/passkeys: a name to know it by, the ceremony and the browser's answer. */
export const addPasskeySchema = z.object({ name: nameField(), ceremony: ceremonyField, response: webAuthnResponse });
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

/** POST /v1/auth/passkey: the ceremony and the browser's answer. */
export const passkeySignInSchema = z.object({ ceremony: ceremonyField, response: webAuthnResponse });
export type PasskeySignInInput = z.input<typeof passkeySignInSchema>;

/** The options call's answer: what the browser's WebAuthn call takes, and the sealed ceremony to hand back. */
export interface PasskeyOptionsResponse {
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3). */
  options: Record<string, unknown>;
  ceremony: string;
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
