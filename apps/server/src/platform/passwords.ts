import { hash, verify } from '@node-rs/argon2';

/** argon2id, memory-hard against guessing; @node-rs/argon2 defaults to the argon2id variant. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the e-mail is unknown, so a login takes as long whether or not the account exists.
const UNKNOWN_ACCOUNT_HASH = hash('not-a-real-password-1');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const valid = await verify(passwordHash ?? (await UNKNOWN_ACCOUNT_HASH), password);
    return valid && passwordHash !== null;
  } catch {
    return false;
  }
}
