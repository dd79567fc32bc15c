import { createHash, randomBytes } from 'node:crypto';

/**
 * Random 32-byte tokens for links; their SHA-256 is what is stored to find them by, so a database leak opens no
 * link (a signer's signing link is also kept encrypted with the app's secret: modules/signing/signer-links.ts).
 */
export function createOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
