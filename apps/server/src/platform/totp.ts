import { TOTP as TOTP_SETTINGS } from '@signflow/contract/two-factor';
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app lists the account under. */
const ISSUER = 'SignFlow';

function totpOf(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new authenticator secret (160 random bits, RFC 4226's advice), in base32 as apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads from the QR code: the secret, and the account it is for. */
export function totpLink(secretBase32: string, accountEmail: string): string {
  return totpOf(secretBase32, accountEmail).toString();
}

/**
 * The 30-second step whose code `code` is, within one step either side of `now`, or null when it is none of them.
 * The caller accepts a step once only (a later step than the last accepted).
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now, window: TOTP_SETTINGS.window });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_SETTINGS.periodSeconds, timestamp: now }) + delta;
}
