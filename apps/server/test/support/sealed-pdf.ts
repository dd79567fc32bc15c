import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF, PdfArray, type PdfDict, PdfNumber, PdfRef, PdfStream } from '@libpdf/core';
import { readSignedData } from '../../src/platform/pdf/timestamp-token';
import type { TestApp } from './test-app';

/** A signed signature field of a PDF: its /SubFilter, ByteRange and Contents (DER, zero-padded). */
export interface PdfSignatureField {
  subFilter: string;
  byteRange: number[];
  contents: Uint8Array;
}

export async function signatureFieldsOf(file: Uint8Array): Promise<PdfSignatureField[]> {
  const pdf = await PDF.load(file);
  return (pdf.getForm()?.getFields() ?? [])
    .filter((field) => field.type === 'signature')
    .flatMap((field) => {
      const dictionary = (field as unknown as { getSignatureDict(): PdfDict | null }).getSignatureDict();
      const range = dictionary?.getArray('ByteRange');
      const contents = dictionary?.getString('Contents');
      if (!dictionary || !range || !contents) return [];
      return [
        {
          subFilter: dictionary.getName('SubFilter')?.value ?? '',
          byteRange: [...range].map((item) => (item instanceof PdfNumber ? item.value : Number.NaN)),
          contents: contents.bytes,
        },
      ];
    });
}

/** The bytes a signature's ByteRange covers. */
export function coveredBy(file: Uint8Array, byteRange: number[]): Buffer {
  const [, first = 0, second = 0, length = 0] = byteRange;
  return Buffer.concat([file.subarray(0, first), file.subarray(second, second + length)]);
}

/** The seal's CMS: its signature value and the RFC 3161 token in its unsigned attributes, if any. */
export function sealParts(contents: Uint8Array): { signatureValue: Buffer; timestampToken: Buffer | null } {
  const signerInfo = readSignedData(contents).signerInfos[0];
  if (!signerInfo) throw new Error('no signer');
  const token = signerInfo.unsignedAttrs?.attributes.find((each) => each.type === '1.2.840.113549.1.9.16.2.14');
  return {
    signatureValue: Buffer.from(signerInfo.signature.valueBlock.valueHexView),
    timestampToken: token?.values[0] ? Buffer.from(token.values[0].toBER(false)) : null,
  };
}

/** The document security store: its certificates, OCSP answers and CRLs (DER), or null without one. */
export async function securityStoreOf(
  file: Uint8Array,
): Promise<{ certificates: Buffer[]; ocsps: Buffer[]; crls: Buffer[] } | null> {
  const pdf = await PDF.load(file);
  const store = pdf.getCatalog().get('DSS');
  const dss = (store instanceof PdfRef ? pdf.getObject(store) : store) as PdfDict | undefined;
  if (!dss) return null;
  const streams = (key: string) => {
    const array = dss.get(key);
    const resolved = array instanceof PdfRef ? pdf.getObject(array) : array;
    if (!(resolved instanceof PdfArray)) return [];
    return [...resolved]
      .map((item) => (item instanceof PdfRef ? pdf.getObject(item) : item))
      .filter((item): item is PdfStream => item instanceof PdfStream)
      .map((stream) => Buffer.from(stream.getDecodedData()));
  };
  return { certificates: streams('Certs'), ocsps: streams('OCSPs'), crls: streams('CRLs') };
}

export const run = (command: string, args: string[], input?: Buffer) =>
  spawnSync(command, args, { encoding: 'utf8', input });

export function writeTemporary(name: string, bytes: Uint8Array | string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'signflow-sealed-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** DER of a PEM certificate, through openssl. */
export function derOfPem(pemFile: string): Buffer {
  return Buffer.from(spawnSync('openssl', ['x509', '-in', pemFile, '-outform', 'DER'], { encoding: 'buffer' }).stdout);
}

/** POST /v1/verify with `file`, as the web page sends it. */
export function verifyRequest(t: TestApp, file: Uint8Array, headers: Record<string, string> = {}) {
  const boundary = `----signflow${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sealed.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({
    method: 'POST',
    url: '/v1/verify',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload,
  });
}
