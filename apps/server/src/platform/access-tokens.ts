import { errors, jwtVerify, SignJWT } from 'jose';

/** Signs and checks the owners' JWT access tokens (DESIGN §3). */
export interface AccessTokens {
  issue(accountId: string): Promise<{ token: string; expires: Date }>;
  /** The account id, or null for a token that is forged, expired or malformed. */
  verify(token: string): Promise<string | null>;
}

const ISSUER = 'signflow';

export function createAccessTokens(secret: string, ttlMinutes: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(accountId) {
      const expires = new Date(Date.now() + ttlMinutes * 60_000);
      const token = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(key);
      return { token, expires };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
