import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashToken } from './one-time-tokens';

/**
 * The codes mailed to prove an address (a public link's visitor, a signer who proves who they are with a mailed
 * code): random digits, kept only as a hash salted with what they are for, compared in constant time.
 */

export function newMailedCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Only the code's hash is kept, salted with `salt` (its visit, its signer), so one table of hashes fits no other. */
export const mailedCodeHash = (salt: string, code: string) => hashToken(`${salt}:${code}`);

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
