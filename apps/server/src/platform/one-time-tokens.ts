import { createHash, randomBytes } from 'node:crypto';

/** Random 32-byte tokens for links; only their SHA-256 is stored, so a database leak opens no link. */
export function createOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
