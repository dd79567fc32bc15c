import { constants, verify, type X509Certificate } from 'node:crypto';
import { OctetString } from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * Checks of a CMS signer with Node's crypto. pkijs's own SignedData.verify goes through the crypto engine pkijs
 * holds globally, which @libpdf/core replaces with one of its own when it reads a PKCS#12; these do not.
 */
const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const RSA_PSS = '1.2.840.113549.1.1.10';

/** Node's name of a digest algorithm, by its OID; undefined for one not accepted. */
export function hashNameOf(oid: string | undefined): string | undefined {
  return HASHES[oid ?? ''];
}

export function attributeValue(attributes: pkijs.SignedAndUnsignedAttributes | undefined, type: string) {
  return attributes?.attributes.find((attribute) => attribute.type === type)?.values[0];
}

/** The digest of the content the signer signed, as its signed attributes state it (an OCTET STRING, else null). */
export function messageDigestOf(signerInfo: pkijs.SignerInfo): Buffer | null {
  const value = attributeValue(signerInfo.signedAttrs, MESSAGE_DIGEST);
  return value instanceof OctetString ? Buffer.from(value.valueBlock.valueHexView) : null;
}

/** The certificate the first signer names (issuer and serial number), among those the CMS carries. */
export function signerCertificateOf(signedData: pkijs.SignedData): pkijs.Certificate | null {
  const certificates = (signedData.certificates ?? []).filter(
    (each): each is pkijs.Certificate => each instanceof pkijs.Certificate,
  );
  const sid = signedData.signerInfos[0]?.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return (
      certificates.find((each) => each.issuer.isEqual(sid.issuer) && each.serialNumber.isEqual(sid.serialNumber)) ??
      null
    );
  }
  return certificates[0] ?? null;
}

/** Whether the signer's signature over its signed attributes holds, with the key of `certificate`. */
export function signedAttributesVerify(
  signerInfo: pkijs.SignerInfo,
  certificate: X509Certificate,
  hashName: string,
): boolean {
  if (!signerInfo.signedAttrs) return false;
  const signed = new Uint8Array(signerInfo.signedAttrs.encodedValue.slice(0));
  // Signed as a SET (RFC 5652, 5.4); stored with the [0] tag.
  signed[0] = 0x31;
  const signature = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
  try {
    // Reading the key throws for one Node does not know.
    const key =
      signerInfo.signatureAlgorithm.algorithmId === RSA_PSS
        ? {
            key: certificate.publicKey,
            padding: constants.RSA_PKCS1_PSS_PADDING,
            saltLength: constants.RSA_PSS_SALTLEN_AUTO,
          }
        : certificate.publicKey;
    return verify(hashName, signed, key, signature);
  } catch {
    return false;
  }
}
