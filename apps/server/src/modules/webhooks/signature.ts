import { createHmac, randomBytes } from 'node:crypto';
import { createSecretBox, type SecretBox } from '../../platform/secret-box';

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Endpoint secrets are kept sealed with the app's secret, each bound to its endpoint's id. */
export function createWebhookSecretBox(appSecret: string): SecretBox {
  return createSecretBox(appSecret, 'webhook endpoint secrets');
}

/**
 * The `SignFlow-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per
 * secret that signs (the new one first; after a roll the old one too, for 24 hours).
 */
export function signatureHeader(body: string, secrets: string[], unixSeconds: number): string {
  const signed = `${unixSeconds}.${body}`;
  const signatures = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(signed).digest('hex')}`);
  return [`t=${unixSeconds}`, ...signatures].join(',');
}
