import { generateKeyPair, type KeyObject, sign } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type forge from 'node-forge';

/** The PKCS#12 that seals completed PDFs, and its passphrase. */
export interface SealingCertificate {
  p12: Buffer;
  passphrase: string;
}

const GENERATED_FILE = 'sealing-certificate.p12';
/** The generated file is protected by DATA_DIR's permissions; the P12 format insists on some passphrase. */
const GENERATED_PASSPHRASE = 'signflow-generated';
const VALID_YEARS = 10;

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * A forge signing key and digest that hand the work to Node's native RSA: forge signs in JavaScript, which
 * held the event loop for hundreds of milliseconds (certificate.sign calls md.update with the to-be-signed
 * bytes, then key.sign(md)).
 */
function nativeRsaSha256(privateKey: KeyObject) {
  const signed: string[] = [];
  const md = {
    algorithm: 'sha256',
    update(bytes: string) {
      signed.push(bytes);
    },
  };
  const key = { sign: () => sign('sha256', Buffer.from(signed.join(''), 'binary'), privateKey).toString('binary') };
  return { md: md as unknown as forge.md.MessageDigest, key: key as unknown as forge.pki.rsa.PrivateKey };
}

/**
 * Generated off the event loop, on the first seal: the key pair in Node's thread pool (forge's own would take
 * seconds) and the signature in native code, so the requests answered meanwhile never wait on it.
 */
async function selfSignedP12(commonName: string): Promise<Buffer> {
  // Loaded here, once: a server given SIGNING_P12, or whose certificate is already generated, never needs forge.
  const { default: forge } = await import('node-forge');
  const pair = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date();
  certificate.validity.notAfter.setFullYear(certificate.validity.notBefore.getFullYear() + VALID_YEARS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'SignFlow' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  const native = nativeRsaSha256(pair.privateKey);
  certificate.sign(native.key, native.md);
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], GENERATED_PASSPHRASE, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * SIGNING_P12 when configured; otherwise a self-signed certificate generated once into DATA_DIR.
 * `wx` makes two processes starting together agree on the first one written.
 */
export async function loadSealingCertificate(options: {
  dataDir: string;
  p12Path?: string;
  p12Passphrase?: string;
  commonName: string;
}): Promise<SealingCertificate> {
  if (options.p12Path) return { p12: readFileSync(options.p12Path), passphrase: options.p12Passphrase ?? '' };
  const file = path.join(options.dataDir, GENERATED_FILE);
  try {
    return { p12: readFileSync(file), passphrase: GENERATED_PASSPHRASE };
  } catch {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      writeFileSync(file, await selfSignedP12(options.commonName), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return { p12: readFileSync(file), passphrase: GENERATED_PASSPHRASE };
  }
}

/**
 * The sealing certificate for this configuration, loaded (or generated) on first use, then kept. The seal's
 * signer is made from it in the thread that builds the final PDF (platform/pdf-work).
 */
export function lazySealingCertificate(config: {
  dataDir: string;
  signingP12: string | undefined;
  signingP12Password: string | undefined;
  appUrl: string;
}): () => Promise<SealingCertificate> {
  let certificate: Promise<SealingCertificate> | null = null;
  return () => {
    certificate ??= loadSealingCertificate({
      dataDir: config.dataDir,
      p12Path: config.signingP12,
      p12Passphrase: config.signingP12Password,
      commonName: `SignFlow seal (${new URL(config.appUrl).host})`,
    }).catch((error: unknown) => {
      // Not kept: the next seal tries again (a file that could not be read may be readable then).
      certificate = null;
      throw error;
    });
    return certificate;
  };
}
