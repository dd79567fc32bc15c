import { createPrivateKey, createPublicKey, type KeyObject, sign, X509Certificate } from 'node:crypto';
import { type DigestAlgorithm, type KeyType, P12Signer, type SignatureAlgorithm, type Signer } from '@libpdf/core';
import { certificateNamesRevocation } from './certificate-facts';
import type { SealingCertificate } from './sealing-certificate';

const NODE_DIGESTS: Record<DigestAlgorithm, string> = { 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

/**
 * The seal's signer for @libpdf/core: the PKCS#12 is read by the library (P12Signer, which knows the legacy
 * encryptions older tools write), then the key is handed to Node's native crypto, and the certificates are put
 * in order: the one matching the key first, then its chain as the file lists it. P12Signer takes the file's
 * first certificate as the signer's, which not every tool writes first.
 */
export class PadesSigner implements Signer {
  readonly certificate: Uint8Array;
  readonly certificateChain: Uint8Array[];
  readonly keyType: KeyType;
  readonly signatureAlgorithm: SignatureAlgorithm;
  /** Whether the certificate or its chain names an OCSP responder or a CRL: long-term validation can be had. */
  readonly namesRevocation: boolean;

  private constructor(
    private readonly privateKey: KeyObject,
    certificates: { certificate: Uint8Array; chain: Uint8Array[] },
    keyType: KeyType,
  ) {
    this.certificate = certificates.certificate;
    this.certificateChain = certificates.chain;
    this.keyType = keyType;
    this.signatureAlgorithm = keyType === 'EC' ? 'ECDSA' : 'RSASSA-PKCS1-v1_5';
    this.namesRevocation = [this.certificate, ...this.certificateChain].some(certificateNamesRevocation);
  }

  static async fromP12(sealing: SealingCertificate): Promise<PadesSigner> {
    const read = await P12Signer.create(new Uint8Array(sealing.p12), sealing.passphrase);
    const exported = await crypto.subtle.exportKey('pkcs8', (read as unknown as { privateKey: CryptoKey }).privateKey);
    const privateKey = createPrivateKey({ key: Buffer.from(exported), format: 'der', type: 'pkcs8' });
    const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
    const all = [read.certificate, ...(read.certificateChain ?? [])];
    const own = all.find((der) =>
      new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' }).equals(publicKey),
    );
    if (!own) throw new Error('the sealing certificate does not match its private key');
    const chain = all.filter((der) => der !== own);
    return new PadesSigner(
      privateKey,
      { certificate: own, chain },
      privateKey.asymmetricKeyType === 'ec' ? 'EC' : 'RSA',
    );
  }

  /** PKCS#1 v1.5 for RSA, DER-encoded ECDSA (Node's default), as CMS wants them. */
  async sign(data: Uint8Array, algorithm: DigestAlgorithm): Promise<Uint8Array> {
    return sign(NODE_DIGESTS[algorithm], data, this.privateKey);
  }
}
