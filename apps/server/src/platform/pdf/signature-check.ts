import { createHash, X509Certificate } from 'node:crypto';
import { PDF, PdfArray, type PdfDict, PdfNumber, PdfRef, PdfStream } from '@libpdf/core';
import type { VerifiedSignature } from '@signflow/contract/verify';
import * as pkijs from 'pkijs';
import { chainsToTrusted, readableCertificates } from './certificate-chain';
import { certificateNames, derOf } from './certificate-facts';
import { attributeValue, hashNameOf, messageDigestOf, signedAttributesVerify, signerCertificateOf } from './cms-verify';
import { contentFingerprint } from './content-fingerprint';
import { readSignedData, readTimestampToken, timestampTokenVerifies } from './timestamp-token';

const SIGNING_TIME = '1.2.840.113549.1.9.5';
const SIGNATURE_TIMESTAMP = '1.2.840.113549.1.9.16.2.14';
const DOCUMENT_TIMESTAMP_SUBFILTER = 'ETSI.RFC3161';
/** The extended key usage a time-stamping authority's certificate carries. */
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
/** How far from its end the file's last `startxref` may be. */
const TRAILER_BYTES = 1024;

/** What a PDF's own seal says, and whether its time-stamp comes from an authority this installation trusts. */
export interface SignatureCheck {
  signature: VerifiedSignature;
  /** The time-stamp's authority chains to a trusted certificate (false without a time-stamp). */
  timestampTrusted: boolean;
}

const NO_SIGNATURE: VerifiedSignature = {
  present: false,
  valid: false,
  unchanged: false,
  change: null,
  signer: null,
  timestamp: null,
  longTermValidation: false,
};

/** A signature that cannot be read, or covers what is not the shape of a PDF signature: it holds for nothing. */
const BROKEN: VerifiedSignature = { ...NO_SIGNATURE, present: true, change: 'altered' };

interface PdfSignature {
  byteRange: number[];
  contents: Uint8Array;
  documentTimestamp: boolean;
}

/** Every signed signature field's ByteRange and Contents, in the order they cover the file. */
function signaturesOf(pdf: PDF): PdfSignature[] {
  const signatures: PdfSignature[] = [];
  for (const field of pdf.getForm()?.getFields() ?? []) {
    if (field.type !== 'signature') continue;
    const dictionary = (field as unknown as { getSignatureDict(): PdfDict | null }).getSignatureDict();
    const range = dictionary?.getArray('ByteRange');
    const contents = dictionary?.getString('Contents');
    if (!range || !contents) continue;
    const byteRange = [...range].map((item) => (item instanceof PdfNumber ? item.value : Number.NaN));
    const documentTimestamp = dictionary?.getName('SubFilter')?.value === DOCUMENT_TIMESTAMP_SUBFILTER;
    signatures.push({ byteRange, contents: contents.bytes, documentTimestamp });
  }
  const end = (signature: PdfSignature) => (signature.byteRange[2] ?? 0) + (signature.byteRange[3] ?? 0);
  return signatures.sort((a, b) => end(a) - end(b));
}

/** The length of the DER element `bytes` starts with, its header included (0 when it cannot be read). */
function derLength(bytes: Uint8Array): number {
  const first = bytes[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4) return 0;
  let length = 0;
  for (let index = 0; index < count; index += 1) length = length * 256 + (bytes[2 + index] ?? 0);
  return 2 + count + length;
}

/**
 * The bytes a ByteRange covers, or null when it is not the shape a PDF signature's is: [0 a b c], and between
 * them exactly the Contents hex string, the CMS followed by zeros. The hole is the one part of the file no
 * signature covers: anything else there (a padding byte changed) is a change the signature would not show.
 */
function coveredBytes(
  file: Uint8Array,
  byteRange: number[],
  contents: Uint8Array,
): { bytes: Buffer; end: number } | null {
  const [start, first, second, length] = byteRange;
  if (byteRange.length !== 4 || start !== 0) return null;
  if (![first, second, length].every((each) => Number.isSafeInteger(each) && (each as number) >= 0)) return null;
  const [a, b, c] = [first as number, second as number, length as number];
  if (b < a || b + c > file.length) return null;
  const hole = Buffer.from(file.subarray(a, b)).toString('latin1');
  if (!/^<[0-9A-Fa-f]*>$/.test(hole) || hole.length !== 2 * contents.length + 2) return null;
  if (!Buffer.from(hole.slice(1, -1), 'hex').equals(contents)) return null;
  const cms = derLength(contents);
  if (cms === 0 || cms > contents.length || contents.subarray(cms).some((byte) => byte !== 0)) return null;
  return { bytes: Buffer.concat([file.subarray(0, a), file.subarray(b, b + c)]), end: b + c };
}

/** The document security store's certificates and how many revocation answers it holds. */
function securityStoreOf(pdf: PDF): { certificates: Uint8Array[]; revocationAnswers: number } {
  const store = pdf.getCatalog().get('DSS');
  const dss = store instanceof PdfRef ? pdf.getObject(store) : store;
  if (!dss || !('getArray' in dss)) return { certificates: [], revocationAnswers: 0 };
  const dictionary = dss as PdfDict;
  const streams = (key: string) => {
    const array = dictionary.get(key);
    const resolved = array instanceof PdfRef ? pdf.getObject(array) : array;
    if (!(resolved instanceof PdfArray)) return [];
    return [...resolved]
      .map((item) => (item instanceof PdfRef ? pdf.getObject(item) : item))
      .filter((item): item is PdfStream => item instanceof PdfStream);
  };
  return {
    certificates: streams('Certs').map((stream) => stream.getDecodedData()),
    // Counted, not decoded: /verify reports their presence only.
    revocationAnswers: streams('OCSPs').length + streams('CRLs').length,
  };
}

/** The offset the file's last `startxref` names, or -1 when the file does not end with one and %%EOF. */
function lastCrossReference(file: Uint8Array): number {
  const tail = Buffer.from(file.subarray(Math.max(0, file.length - TRAILER_BYTES))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  return match ? Number(match[1]) : -1;
}

/**
 * Whether bytes after the seal (from `end`) change the document: they leave it as signed only as incremental
 * updates a reader follows (the last cross-reference section among them, nothing recovered by scanning) that
 * add validation data alone: a security store, document time-stamps. Anything else, or another signature, is a
 * change appended.
 */
async function changeAfter(
  pdf: PDF,
  file: Uint8Array,
  end: number,
  laterSignature: boolean,
): Promise<VerifiedSignature['change']> {
  if (end === file.length) return null;
  if (laterSignature || pdf.recoveredViaBruteForce || lastCrossReference(file) < end) return 'appended';
  const signedRevision = await PDF.load(file.subarray(0, end)).catch(() => null);
  if (!signedRevision || signedRevision.recoveredViaBruteForce) return 'appended';
  return contentFingerprint(signedRevision) === contentFingerprint(pdf) ? null : 'appended';
}

/**
 * What a PDF's own first signature says, without any register (docs/domain.md#sealing-and-verification):
 * whether the bytes it covers hash to what was signed and its signature holds, whether anything but validation
 * data came after it, who signed (and whether `trusted`, DER certificates, vouch for them), its time-stamp,
 * and whether long-term validation data is embedded. A file that cannot be read as a PDF has no signature; a
 * signature that cannot be read does not hold.
 */
export async function checkPdfSignature(file: Uint8Array, trusted: Uint8Array[]): Promise<SignatureCheck> {
  let pdf: PDF;
  let signatures: PdfSignature[];
  try {
    pdf = await PDF.load(file);
    signatures = signaturesOf(pdf);
  } catch {
    return { signature: NO_SIGNATURE, timestampTrusted: false };
  }
  const seal = signatures.find((each) => !each.documentTimestamp);
  if (!seal) return { signature: NO_SIGNATURE, timestampTrusted: false };
  const laterSignature = signatures.some((each) => !each.documentTimestamp && each !== seal);
  try {
    return await checkSeal(pdf, file, seal, laterSignature, readableCertificates(trusted));
  } catch {
    // Whatever a crafted signature holds that the checks above do not foresee: a verdict, never a failed request.
    return { signature: BROKEN, timestampTrusted: false };
  }
}

async function checkSeal(
  pdf: PDF,
  file: Uint8Array,
  seal: PdfSignature,
  laterSignature: boolean,
  trusted: X509Certificate[],
): Promise<SignatureCheck> {
  const broken = { signature: BROKEN, timestampTrusted: false };
  const covered = coveredBytes(file, seal.byteRange, seal.contents);
  let signedData: pkijs.SignedData;
  try {
    signedData = readSignedData(seal.contents);
  } catch {
    return broken;
  }
  const signerInfo = signedData.signerInfos[0];
  const signer = signerCertificateOf(signedData);
  const hashName = hashNameOf(signerInfo?.digestAlgorithm.algorithmId);
  if (!covered || !signerInfo || !signer || !hashName) return broken;

  const signerDer = derOf(signer);
  const x509 = new X509Certificate(signerDer);
  const digest = createHash(hashName).update(covered.bytes).digest();
  const digestMatches = messageDigestOf(signerInfo)?.equals(digest) === true;
  const valid = digestMatches && signedAttributesVerify(signerInfo, x509, hashName);
  const change = digestMatches ? await changeAfter(pdf, file, covered.end, laterSignature) : 'altered';

  const store = securityStoreOf(pdf);
  const carried = readableCertificates([
    ...(signedData.certificates ?? []).filter((each) => each instanceof pkijs.Certificate).map(derOf),
    ...store.certificates,
  ]);
  const timestamp = signatureTimestamp(signerInfo);
  const timestampTrusted =
    timestamp !== null && timestampAuthorityTrusted(timestamp, [...carried, ...timestamp.carried], trusted);
  const signingTime = attributeValue(signerInfo.signedAttrs, SIGNING_TIME) as { toDate?: () => Date } | undefined;
  // The certificate is checked at the trusted time; without one, at the time the signer states (as PDF readers do).
  const at = (timestampTrusted ? timestamp?.time : undefined) ?? signingTime?.toDate?.() ?? new Date();
  return {
    signature: {
      present: true,
      valid,
      unchanged: change === null,
      change,
      signer: { ...certificateNames(signerDer), trusted: valid && chainsToTrusted(x509, carried, trusted, at) },
      timestamp: timestamp ? { time: timestamp.time.toISOString(), authority: timestamp.authority } : null,
      longTermValidation:
        store.revocationAnswers > 0 && store.certificates.some((der) => Buffer.from(signerDer).equals(der)),
    },
    timestampTrusted,
  };
}

interface SignatureTimestamp {
  time: Date;
  authority: string;
  /** The certificate that signed the token. */
  certificate: X509Certificate;
  /** The certificates the token carries. */
  carried: X509Certificate[];
}

/** The signature's RFC 3161 time-stamp, when it certifies this signature's value and its own signature holds. */
function signatureTimestamp(signerInfo: pkijs.SignerInfo): SignatureTimestamp | null {
  const value = attributeValue(signerInfo.unsignedAttrs, SIGNATURE_TIMESTAMP);
  if (!value) return null;
  try {
    const token = readTimestampToken(new Uint8Array(value.toBER(false)));
    const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    if (!token.authorityCertificate || !timestampTokenVerifies(token, signatureValue)) return null;
    const carried = (token.signedData.certificates ?? []).filter((each) => each instanceof pkijs.Certificate);
    return {
      time: token.time,
      authority: token.authority,
      certificate: new X509Certificate(derOf(token.authorityCertificate)),
      carried: readableCertificates(carried.map(derOf)),
    };
  } catch {
    return null;
  }
}

/**
 * Whether the time-stamp's authority is one to take the time from: a time-stamping certificate that chains to a
 * trusted one. Anyone can make a token for any time under a name of their choosing, and, being an unsigned
 * attribute, put it beside a signature they did not make.
 */
function timestampAuthorityTrusted(
  timestamp: SignatureTimestamp,
  candidates: X509Certificate[],
  trusted: X509Certificate[],
): boolean {
  const { certificate, time } = timestamp;
  return (
    certificate.keyUsage?.includes(TIME_STAMPING) === true && chainsToTrusted(certificate, candidates, trusted, time)
  );
}
