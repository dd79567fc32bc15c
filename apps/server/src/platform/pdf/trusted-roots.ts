import { X509Certificate } from 'node:crypto';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * The certificates of a PEM file's text (VERIFY_TRUSTED_ROOTS), as DER. Throws when a block is no certificate, and
 * when there is none: a file that trusts nothing is a mistake to say at start-up, not on every /verify.
 */
export function trustedRootsOfPem(pem: string): Uint8Array[] {
  const roots = (pem.match(PEM_CERTIFICATE) ?? []).map((block) => new X509Certificate(block).raw);
  if (roots.length === 0) throw new Error('the file holds no PEM certificate');
  return roots;
}
