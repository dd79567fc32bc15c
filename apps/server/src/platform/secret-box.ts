import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets the server must be able to read again later, stored in the database encrypted (AES-256-GCM) with a key
 * derived from the app's secret for one purpose: a leaked database alone reveals none of them. Each sealed text is
 * bound to the row it belongs to (`owner`), so it cannot be copied onto another row and opened there.
 */
export interface SecretBox {
  seal(secret: string, owner: string): string;
  /** The secret, or null when the text was sealed with another app secret, for another row, or changed. */
  open(sealed: string, owner: string): string | null;
}

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = new Uint8Array(hkdfSync('sha256', appSecret, '', `signflow secret box: ${purpose}`, 32));
  return {
    seal(secret, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, owner) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
          .setAAD(Buffer.from(owner))
          .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
