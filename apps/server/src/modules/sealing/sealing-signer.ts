import { createHash } from 'node:crypto';
import { PadesSigner } from '../../platform/pdf/pades-signer';
import type { SealingCertificate } from '../../platform/pdf/sealing-certificate';

let loaded: { key: string; signer: Promise<PadesSigner> } | null = null;

/**
 * The sealing certificate's signer, read from the PKCS#12 once per worker thread (reading it takes a moment), and
 * again when the certificate changes.
 */
export function sealingSignerOf(certificate: SealingCertificate): Promise<PadesSigner> {
  // Crossing threads, a Buffer arrives as a plain Uint8Array.
  const p12 = Buffer.from(certificate.p12.buffer, certificate.p12.byteOffset, certificate.p12.byteLength);
  const key = createHash('sha256').update(p12).update(certificate.passphrase).digest('hex');
  if (loaded?.key !== key) {
    const signer = PadesSigner.fromP12({ p12, passphrase: certificate.passphrase });
    loaded = { key, signer };
    // A file that could not be read is read again next time.
    signer.catch(() => {
      if (loaded?.signer === signer) loaded = null;
    });
  }
  return loaded.signer;
}
