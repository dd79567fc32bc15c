import { hkdfSync } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

/**
 * Short-lived values the server hands a browser to keep for it (the state, nonce and PKCE verifier of a Google
 * sign-in, in a cookie): encrypted and authenticated with a key derived from the app's secret, so the browser
 * can neither read nor change them, and each names its purpose, so one cannot stand for another.
 */
export interface SealedValues {
  seal(purpose: string, values: Record<string, string>, ttlSeconds: number): Promise<string>;
  /** The values, or null for a sealed text that is forged, expired, malformed or of another purpose. */
  open(purpose: string, sealed: string): Promise<Record<string, string> | null>;
}

export function createSealedValues(secret: string): SealedValues {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', 'signflow sealed values', 32));
  return {
    async seal(purpose, values, ttlSeconds) {
      return new EncryptJWT({ ...values, purpose })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .encrypt(key);
    },
    async open(purpose, sealed) {
      try {
        const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'] });
        if (payload.purpose !== purpose) return null;
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(payload)) if (typeof value === 'string') values[name] = value;
        return values;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
