import { type PAdESLevel, PDF, type TimestampAuthority } from '@libpdf/core';
import type { PDFDocument } from 'pdf-lib';
import type { PadesSigner } from './pades-signer';
import { RevocationFetcher } from './revocation-fetcher';
import { timestampAuthorities } from './timestamp-authorities';

/** Where the seal's trusted time comes from: the RFC 3161 services of TSA_URLS, asked in order. */
export interface Timestamping {
  urls: readonly string[];
  /** How long one service (and, for long-term validation, one OCSP responder or CRL) may take to answer. */
  timeoutMs: number;
}

/**
 * The PAdES level a seal gets (docs/domain.md#sealing-and-verification): B-B without a time-stamping
 * authority; with one, B-T, and B-LTA when the certificate or its chain names revocation services (the
 * generated self-signed certificate names none, so long-term validation has nothing to embed).
 */
export function sealLevelOf(
  signer: Pick<PadesSigner, 'namesRevocation'>,
  timestamping: Timestamping | null,
): PAdESLevel {
  if (!timestamping || timestamping.urls.length === 0) return 'B-B';
  return signer.namesRevocation ? 'B-LTA' : 'B-T';
}

/** Room for the CMS: the certificate and its chain, and a time-stamp token with the authority's. */
const SIGNATURE_ROOM_BYTES = 32_768;

/**
 * One PAdES seal over the whole final document: the product seals the result once, and the certificate page
 * names each signer (docs/domain.md#sealing-and-verification). pdf-lib writes the document, then @libpdf/core
 * appends the signature as an incremental update: with a time-stamping authority, the signature's time-stamp
 * (B-T); for B-LTA also the chain and revocation data in the document security store and a document
 * time-stamp, each its own update after the signature.
 */
export async function sealPdf(
  pdf: PDFDocument,
  signer: PadesSigner,
  details: { reason: string; location: string; contactInfo: string; signingTime: Date },
  timestamping: Timestamping | null,
): Promise<{ bytes: Buffer; level: PAdESLevel }> {
  const level = sealLevelOf(signer, timestamping);
  const written = await pdf.save({ useObjectStreams: false });
  const document = await PDF.load(written);
  let timestampAuthority: TimestampAuthority | undefined;
  let revocation: RevocationFetcher | undefined;
  if (timestamping && level !== 'B-B') {
    timestampAuthority = timestampAuthorities(timestamping.urls, timestamping.timeoutMs);
    revocation = new RevocationFetcher(timestamping.timeoutMs);
  }
  const signed = await document.sign({
    signer,
    ...details,
    subFilter: 'ETSI.CAdES.detached',
    level,
    timestampAuthority,
    revocationProvider: revocation,
    estimatedSize: SIGNATURE_ROOM_BYTES,
  });
  if (revocation && revocation.failures.length > 0) {
    throw new Error(`revocation data could not be fetched (${revocation.failures.join('; ')})`);
  }
  return { bytes: Buffer.from(signed.bytes.buffer, signed.bytes.byteOffset, signed.bytes.byteLength), level };
}
