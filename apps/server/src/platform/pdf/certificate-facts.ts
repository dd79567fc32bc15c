import { X509Certificate } from 'node:crypto';
import { fromBER } from 'asn1js';
import * as pkijs from 'pkijs';

const OCSP_ACCESS_METHOD = '1.3.6.1.5.5.7.48.1';
/** A GeneralName's uniformResourceIdentifier. */
const URI_NAME = 6;

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** A DER certificate as pkijs reads it; throws on what is not one. */
export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  const asn1 = fromBER(arrayBufferOf(der));
  if (asn1.offset === -1) throw new Error('not a certificate');
  return new pkijs.Certificate({ schema: asn1.result });
}

export function derOf(certificate: pkijs.Certificate): Uint8Array {
  return new Uint8Array(certificate.toSchema().toBER(false));
}

function extensionValue(certificate: pkijs.Certificate, oid: string) {
  const extension = certificate.extensions?.find((each) => each.extnID === oid);
  if (!extension) return null;
  const asn1 = fromBER(arrayBufferOf(new Uint8Array(extension.extnValue.valueBlock.valueHexView)));
  return asn1.offset === -1 ? null : asn1.result;
}

/** The OCSP responder the certificate names (its Authority Information Access), if any. */
export function ocspUrlOf(certificate: pkijs.Certificate): string | null {
  const value = extensionValue(certificate, pkijs.id_AuthorityInfoAccess);
  if (!value) return null;
  const access = new pkijs.InfoAccess({ schema: value });
  const ocsp = access.accessDescriptions.find(
    (each) => each.accessMethod === OCSP_ACCESS_METHOD && each.accessLocation.type === URI_NAME,
  );
  return ocsp ? String(ocsp.accessLocation.value) : null;
}

/** The CRLs the certificate names (its CRL distribution points). */
export function crlUrlsOf(certificate: pkijs.Certificate): string[] {
  const value = extensionValue(certificate, pkijs.id_CRLDistributionPoints);
  if (!value) return [];
  const points = new pkijs.CRLDistributionPoints({ schema: value });
  return points.distributionPoints.flatMap((point) =>
    Array.isArray(point.distributionPoint)
      ? point.distributionPoint.filter((name) => name.type === URI_NAME).map((name) => String(name.value))
      : [],
  );
}

/** Whether a validator could learn this certificate's revocation status: it names an OCSP responder or a CRL. */
export function certificateNamesRevocation(der: Uint8Array): boolean {
  const certificate = parseCertificate(der);
  return ocspUrlOf(certificate) !== null || crlUrlsOf(certificate).length > 0;
}

/** A distinguished name as people read it: `CN=SignFlow seal, O=SignFlow`. */
export function readableName(name: string): string {
  return name.split('\n').filter(Boolean).join(', ');
}

/** The certificate's subject and issuer, readable, and whether it issued itself (and its own key verifies it). */
export function certificateNames(der: Uint8Array): { subject: string; issuer: string; selfSigned: boolean } {
  const certificate = new X509Certificate(der);
  return {
    subject: readableName(certificate.subject),
    issuer: readableName(certificate.issuer),
    selfSigned: issuedItself(certificate),
  };
}

function issuedItself(certificate: X509Certificate): boolean {
  try {
    return certificate.checkIssued(certificate) && certificate.verify(certificate.publicKey);
  } catch {
    // A key Node cannot read: it verifies nothing, itself included.
    return false;
  }
}
