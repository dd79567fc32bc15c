import { errors, jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../db/client';
import { type ActingApiKey, createApiKeyCredentials, looksLikeApiKey } from './api-key-credentials';
import { createLiveSessionCache, type LiveSessionCache } from './live-session-cache';
import { isSessionLive, noteSessionSeen, openSession, type SessionSeen } from './sessions';

/**
 * Whom a valid bearer speaks for: the account, and the sign-in (session) its token was issued to, or for an API key,
 * the key (its id then stands as the session's: ending it ends what it opened, such as a live-updates stream).
 */
export interface TokenHolder {
  accountId: string;
  sessionId: string;
  /** The API key the request acts through; null for a signed-in person's token. */
  apiKey: ActingApiKey | null;
}

/** Signs and checks the owners' JWT access tokens (HS256); each names a session row that can be ended. */
export interface AccessTokens {
  /** Opens a session for the account and answers its token. */
  issue(accountId: string): Promise<{ token: string; expires: Date; sessionId: string }>;
  /**
   * The holder, or null for a token that is forged, expired or malformed, or whose session has ended; an API key
   * (`sf_live_…`) is checked as one.
   */
  verify(token: string): Promise<TokenHolder | null>;
  /**
   * Notes that a signed-in person's session was used, from where: written at most every few minutes per session and
   * process, for Profile's list of sessions.
   */
  noteSeen(sessionId: string, seen: SessionSeen): Promise<void>;
  /** The open sessions this process remembers: told of every session that ends, on any process (app.ts). */
  readonly liveSessions: Pick<LiveSessionCache, 'forget' | 'suspend' | 'resume'>;
}

const ISSUER = 'signflow';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A verified token's holder, and when the token expires (ms since the epoch). */
interface VerifiedClaims {
  holder: TokenHolder;
  expiresAtMs: number;
}

async function readClaims(key: Uint8Array, token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    const { typ, sub, sid, exp } = payload;
    // A token from before sessions existed has no sid: its holder signs in again.
    if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    if (!UUID.test(sub) || !UUID.test(sid)) return null;
    return { holder: { accountId: sub, sessionId: sid, apiKey: null }, expiresAtMs: exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** How many verified tokens are remembered: about as many as the signed-in people one node serves at once. */
const VERIFIED_TOKENS_KEPT = 2000;
/** A session's last sight is written at most this often per process: a write per request would cost more than it. */
const SEEN_WRITE_MS = 5 * 60_000;
/** How long an open session is remembered at most without a look at its row (an end is heard at once anyway). */
const LIVE_SESSION_KEEP_MS = 5 * 60_000;

/**
 * The tokens whose signature was already checked, so each request of a signed-in owner checks its session row only:
 * the HMAC check through WebCrypto cost more CPU than the session lookup itself (bench/README.md, api-throughput).
 * Only a token that verified goes in, and it leaves once it expires; the oldest entry makes room for a new one.
 */
function verifiedTokenCache() {
  const entries = new Map<string, VerifiedClaims>();
  return {
    get(token: string): VerifiedClaims | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.expiresAtMs > Date.now()) return entry;
      entries.delete(token);
      return null;
    },
    set(token: string, claims: VerifiedClaims) {
      if (entries.size >= VERIFIED_TOKENS_KEPT) entries.delete(entries.keys().next().value as string);
      entries.set(token, claims);
    },
  };
}

export function createAccessTokens(db: DbOrTx, secret: string, ttlMinutes: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = verifiedTokenCache();
  const liveSessions = createLiveSessionCache({ keepMs: LIVE_SESSION_KEEP_MS, maxEntries: VERIFIED_TOKENS_KEPT });
  const apiKeys = createApiKeyCredentials(db, liveSessions);
  const seenWritten = new Map<string, number>();
  return {
    liveSessions,
    async noteSeen(sessionId, seen) {
      const now = Date.now();
      if (now - (seenWritten.get(sessionId) ?? 0) < SEEN_WRITE_MS) return;
      if (seenWritten.size >= VERIFIED_TOKENS_KEPT) seenWritten.clear();
      seenWritten.set(sessionId, now);
      await noteSessionSeen(db, sessionId, seen);
    },
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
      if (looksLikeApiKey(token)) {
        const key = await apiKeys.verify(token);
        return key && { accountId: key.accountId, sessionId: key.id, apiKey: { id: key.id, name: key.name } };
      }
      let claims = verified.get(token);
      if (!claims) {
        claims = await readClaims(key, token);
        if (!claims) return null;
        verified.set(token, claims);
      }
      const { holder, expiresAtMs } = claims;
      if (liveSessions.has(holder.sessionId, holder.accountId)) return holder;
      const live = await liveSessions.check(holder.sessionId, holder.accountId, expiresAtMs, () =>
        isSessionLive(db, holder.sessionId, holder.accountId),
      );
      return live ? holder : null;
    },
  };
}
