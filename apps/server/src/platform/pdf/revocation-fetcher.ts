import type { RevocationProvider } from '@libpdf/core';
import { fromBER } from 'asn1js';
import * as pkijs from 'pkijs';
import { crlUrlsOf, ocspUrlOf, parseCertificate } from './certificate-facts';

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function fetchBytes(url: string, init: RequestInit, timeoutMs: number): Promise<Uint8Array> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function ocspStatusOf(der: Uint8Array): number {
  const asn1 = fromBER(arrayBufferOf(der));
  if (asn1.offset === -1) throw new Error('not an OCSP response');
  return new pkijs.OCSPResponse({ schema: asn1.result }).responseStatus.valueBlock.valueDec;
}

/**
 * Revocation data for long-term validation, fetched from the services each certificate names (OCSP first,
 * else its CRL). Unlike the library's default provider, which logs and carries on, a service that is named
 * but does not answer is remembered in `failures`: the seal then fails and is tried again later, rather than
 * claiming long-term validation without the data (docs/domain.md#sealing-and-verification).
 */
export class RevocationFetcher implements RevocationProvider {
  readonly failures: string[] = [];

  constructor(private readonly timeoutMs: number) {}

  async getOCSP(certDer: Uint8Array, issuerDer: Uint8Array): Promise<Uint8Array | null> {
    const certificate = parseCertificate(certDer);
    const url = ocspUrlOf(certificate);
    if (!url) return null;
    try {
      const request = new pkijs.OCSPRequest();
      await request.createForCertificate(certificate, {
        hashAlgorithm: 'SHA-1',
        issuerCertificate: parseCertificate(issuerDer),
      });
      const body = new Uint8Array(request.toSchema(true).toBER(false));
      const answer = await fetchBytes(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/ocsp-request', Accept: 'application/ocsp-response' },
          body,
        },
        this.timeoutMs,
      );
      const status = ocspStatusOf(answer);
      if (status !== 0) throw new Error(`OCSP status ${status}`);
      return answer;
    } catch (error) {
      this.failures.push(`OCSP ${url}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  async getCRL(certDer: Uint8Array): Promise<Uint8Array | null> {
    const urls = crlUrlsOf(parseCertificate(certDer));
    if (urls.length === 0) return null;
    const failures: string[] = [];
    for (const url of urls) {
      try {
        return await fetchBytes(url, { headers: { Accept: 'application/pkix-crl' } }, this.timeoutMs);
      } catch (error) {
        failures.push(`CRL ${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.failures.push(...failures);
    throw new Error(failures.join('; '));
  }
}
