import { errors, jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../db/client';
import { isSessionLive, openSession } from './sessions';

/** Whom a valid access token speaks for: the account, and the sign-in (session) it was issued to. */
export interface TokenHolder {
  accountId: string;
  sessionId: string;
}

/** Signs and checks the owners' JWT access tokens (HS256); each names a session row that can be ended. */
export interface AccessTokens {
  /** Opens a session for the account and answers its token. */
  issue(accountId: string): Promise<{ token: string; expires: Date; sessionId: string }>;
  /** The holder, or null for a token that is forged, expired or malformed, or whose session has ended. */
  verify(token: string): Promise<TokenHolder | null>;
}

const ISSUER = 'signflow';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readClaims(key: Uint8Array, token: string): Promise<TokenHolder | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    const { typ, sub, sid } = payload;
    // A token from before sessions existed has no sid: its holder signs in again.
    if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (!UUID.test(sub) || !UUID.test(sid)) return null;
    return { accountId: sub, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

export function createAccessTokens(db: DbOrTx, secret: string, ttlMinutes: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(accountId) {
      const expires = new Date(Date.now() + ttlMinutes * 60_000);
      const sessionId = await openSession(db, accountId, expires);
      const token = await new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(key);
      return { token, expires, sessionId };
    },
    async verify(token) {
      const holder = await readClaims(key, token);
      if (!holder) return null;
      return (await isSessionLive(db, holder.sessionId, holder.accountId)) ? holder : null;
    },
  };
}
