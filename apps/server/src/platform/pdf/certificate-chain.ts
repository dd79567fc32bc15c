import { X509Certificate } from 'node:crypto';

/** Real chains are two to four certificates long; a longer one is not followed. */
const MAX_CHAIN_LENGTH = 8;
/**
 * Certificates a file may offer to build a chain from (its CMS and DSS carry a handful): past these, a file
 * full of look-alike authorities would cost a signature check for each pair.
 */
const MAX_CANDIDATES = 64;

/** The DER certificates that Node can read, each once. */
export function readableCertificates(ders: Uint8Array[]): X509Certificate[] {
  const read = new Map<string, X509Certificate>();
  for (const der of ders) {
    try {
      const certificate = new X509Certificate(der);
      read.set(certificate.fingerprint256, certificate);
    } catch {
      // Not a certificate Node can read: it cannot be part of a chain either.
    }
  }
  return [...read.values()];
}

function validAt(certificate: X509Certificate, at: Date): boolean {
  const time = at.getTime();
  return Date.parse(certificate.validFrom) <= time && time <= Date.parse(certificate.validTo);
}

/** Whether `issuer` is an authority (a CA) that issued `certificate`: names, key identifiers and signature agree. */
function issuedBy(certificate: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return (
      issuer.ca &&
      issuer.fingerprint256 !== certificate.fingerprint256 &&
      certificate.checkIssued(issuer) &&
      certificate.verify(issuer.publicKey)
    );
  } catch {
    return false;
  }
}

/**
 * Whether `certificate` is one of `trusted`, or chains to one: each certificate issued by the next (an
 * authority), found among `trusted` and `candidates` (what the file carries), every one valid at `at`. The chain
 * starts at `certificate` itself, whatever else the file carries (docs/domain.md#sealing-and-verification).
 */
export function chainsToTrusted(
  certificate: X509Certificate,
  candidates: X509Certificate[],
  trusted: X509Certificate[],
  at: Date,
): boolean {
  const issuers = [...trusted, ...candidates.slice(0, MAX_CANDIDATES)];
  const explored = new Set<string>();
  const walk = (current: X509Certificate, length: number): boolean => {
    if (!validAt(current, at)) return false;
    if (trusted.some((each) => each.raw.equals(current.raw))) return true;
    if (length >= MAX_CHAIN_LENGTH || explored.has(current.fingerprint256)) return false;
    explored.add(current.fingerprint256);
    return issuers.some((issuer) => issuedBy(current, issuer) && walk(issuer, length + 1));
  };
  return walk(certificate, 1);
}
