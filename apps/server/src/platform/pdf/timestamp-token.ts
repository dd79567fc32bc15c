import { createHash, X509Certificate } from 'node:crypto';
import { fromBER } from 'asn1js';
import * as pkijs from 'pkijs';
import { derOf, readableName } from './certificate-facts';
import { hashNameOf, messageDigestOf, signedAttributesVerify, signerCertificateOf } from './cms-verify';

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** CMS SignedData from DER (a PDF signature's /Contents may be zero-padded: DER says where it ends). */
export function readSignedData(der: Uint8Array): pkijs.SignedData {
  const asn1 = fromBER(arrayBufferOf(der));
  if (asn1.offset === -1) throw new Error('not a CMS structure');
  const info = new pkijs.ContentInfo({ schema: asn1.result });
  if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not CMS SignedData');
  return new pkijs.SignedData({ schema: info.content });
}

export interface TimestampToken {
  signedData: pkijs.SignedData;
  info: pkijs.TSTInfo;
  /** The time the authority certifies. */
  time: Date;
  /** The authority: the subject of the certificate the token names as its signer's. */
  authority: string;
  /** That certificate, among those the token carries; null when it carries none. */
  authorityCertificate: pkijs.Certificate | null;
  /** The hash it certifies. */
  imprint: Uint8Array;
}

/** An RFC 3161 time-stamp token (a CMS SignedData holding a TSTInfo). */
export function readTimestampToken(der: Uint8Array): TimestampToken {
  const signedData = readSignedData(der);
  const content = signedData.encapContentInfo.eContent;
  if (signedData.encapContentInfo.eContentType !== pkijs.id_eContentType_TSTInfo || !content) {
    throw new Error('not a time-stamp token');
  }
  const asn1 = fromBER(arrayBufferOf(new Uint8Array(content.getValue())));
  if (asn1.offset === -1) throw new Error('the time-stamp token cannot be read');
  const info = new pkijs.TSTInfo({ schema: asn1.result });
  // The signer's certificate, not merely the first one carried: the name shown is the one whose signature is checked.
  const authorityCertificate = signerCertificateOf(signedData);
  const authority = authorityCertificate
    ? readableName(new X509Certificate(derOf(authorityCertificate)).subject)
    : 'unknown authority';
  return {
    signedData,
    info,
    time: info.genTime,
    authority,
    authorityCertificate,
    imprint: new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView),
  };
}

/**
 * Whether the token certifies `stamped` (what was time-stamped: its imprint is that hash) and its authority's
 * signature holds, with the certificate it carries (trusting that authority is another matter).
 */
export function timestampTokenVerifies(token: TimestampToken, stamped: Uint8Array): boolean {
  const imprintHash = hashNameOf(token.info.messageImprint.hashAlgorithm.algorithmId);
  const signerInfo = token.signedData.signerInfos[0];
  const hashName = hashNameOf(signerInfo?.digestAlgorithm.algorithmId);
  const certificate = token.authorityCertificate;
  const content = token.signedData.encapContentInfo.eContent;
  if (!imprintHash || !hashName || !signerInfo || !certificate || !content) return false;
  if (!createHash(imprintHash).update(stamped).digest().equals(Buffer.from(token.imprint))) return false;
  const signedContent = createHash(hashName).update(new Uint8Array(content.getValue())).digest();
  if (messageDigestOf(signerInfo)?.equals(signedContent) !== true) return false;
  return signedAttributesVerify(signerInfo, new X509Certificate(derOf(certificate)), hashName);
}
