import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDF, PdfArray, PdfBool, PdfDict, PdfName, PdfNumber, PdfStream, PdfString } from '@libpdf/core';
import * as asn1js from 'asn1js';
import { PDFDocument } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PadesSigner } from '../../src/platform/pdf/pades-signer';
import { sealPdf, type Timestamping } from '../../src/platform/pdf/seal-pdf';
import { checkPdfSignature } from '../../src/platform/pdf/signature-check';
import { readSignedData } from '../../src/platform/pdf/timestamp-token';
import { pdfWithPages } from '../support/pdf-files';
import { coveredBy, derOfPem, signatureFieldsOf } from '../support/sealed-pdf';
import { startTestPki, type TestPki } from '../support/test-pki';

/**
 * What a crafted file can make /verify's check of a PDF's own seal say (the check itself, without the app: the
 * route runs it in the inspection thread, and any exception there would be a 500).
 */

const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const SHA256 = '2.16.840.1.101.3.4.2.1';
const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';

let pki: TestPki;
/** A file sealed by a stranger's self-signed certificate, without a time-stamp. */
let stranger: Buffer;

async function sealed(p12: string, timestamping: Timestamping | null = null): Promise<Buffer> {
  const signer = await PadesSigner.fromP12({ p12: readFileSync(p12), passphrase: pki.passphrase });
  const pdf = await PDFDocument.load(await pdfWithPages(1));
  const details = { reason: 'r', location: 'l', contactInfo: 'c', signingTime: new Date() };
  return (await sealPdf(pdf, signer, details, timestamping)).bytes;
}

/** An incremental update of `file`, made by `change`. */
async function updated(file: Uint8Array, change: (pdf: PDF) => void): Promise<Uint8Array> {
  const pdf = await PDF.load(file);
  change(pdf);
  return pdf.save({ incremental: true });
}

/** The file with its seal's CMS replaced (the hole keeps its length). */
async function withCms(file: Buffer, cms: (covered: Buffer) => Uint8Array): Promise<Buffer> {
  const [seal] = await signatureFieldsOf(file);
  const [, start = 0, end = 0] = seal?.byteRange ?? [];
  const hex = Buffer.from(cms(coveredBy(file, seal?.byteRange ?? []))).toString('hex');
  const changed = Buffer.from(file);
  changed.write(hex.padEnd(end - start - 2, '0'), start + 1, 'latin1');
  return changed;
}

/** A CMS SignedData of one signer, `certificate`, with these signed attributes and signature value. */
function cmsOf(certificate: pkijs.Certificate, attributes: [string, asn1js.AsnType][], signature: Uint8Array) {
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1' }),
    digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 })],
    certificates: [certificate],
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
        signatureAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_WITH_RSA }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: attributes.map(([type, value]) => new pkijs.Attribute({ type, values: [value] })),
        }),
        signature: new asn1js.OctetString({ valueHex: signature }),
      }),
    ],
  });
  const info = new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(info.toSchema().toBER(false));
}

const strangerCertificate = async () =>
  readSignedData((await signatureFieldsOf(stranger))[0]?.contents ?? new Uint8Array())
    .certificates?.[0] as pkijs.Certificate;

beforeAll(async () => {
  pki = await startTestPki();
  stranger = await sealed(pki.selfSigned('Somebody Else'));
}, 120_000);
afterAll(() => pki?.close());

describe('who signed: trusted only through a chain that starts at the signer', () => {
  it('a self-signed certificate that carries the trusted authority’s intermediate is not trusted', async () => {
    // Named as the real seal, and carrying the public intermediate certificate the real seal chains through.
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'impostor.key', '-out', 'impostor.pem'],
        ...['-days', '30', '-subj', '/CN=SignFlow Test Seal/O=SignFlow Tests'],
      ],
      { cwd: pki.directory, stdio: 'pipe' },
    );
    execFileSync(
      'openssl',
      [
        ...['pkcs12', '-export', '-inkey', 'impostor.key', '-in', 'impostor.pem', '-certfile', 'intermediate.pem'],
        ...['-passout', `pass:${pki.passphrase}`, '-out', 'impostor.p12'],
      ],
      { cwd: pki.directory, stdio: 'pipe' },
    );
    const impostor = await sealed(path.join(pki.directory, 'impostor.p12'));
    const root = derOfPem(pki.rootPem);
    expect((await checkPdfSignature(impostor, [root])).signature).toMatchObject({
      valid: true,
      signer: { subject: 'CN=SignFlow Test Seal, O=SignFlow Tests', selfSigned: true, trusted: false },
    });
    // The real seal, under the same root, is.
    const genuine = await sealed(pki.signerP12);
    expect((await checkPdfSignature(genuine, [root])).signature.signer).toMatchObject({ trusted: true });
  });
});

describe('what came after the seal: only validation data leaves the file unchanged', () => {
  it('a signature widget appended that draws over the page is a change', async () => {
    const file = await updated(stranger, (pdf) => {
      const box = () => new PdfArray([0, 0, 595, 842].map((each) => PdfNumber.of(each)));
      const drawing = PdfStream.fromDict(
        { Type: PdfName.of('XObject'), Subtype: PdfName.of('Form'), BBox: box() },
        new TextEncoder().encode('0 0 1 rg 0 0 595 842 re f'),
      );
      const widget = PdfDict.of({
        Type: PdfName.of('Annot'),
        Subtype: PdfName.of('Widget'),
        FT: PdfName.of('Sig'),
        T: PdfString.fromString('Overlay'),
        Rect: box(),
        F: PdfNumber.of(4),
        AP: PdfDict.of({ N: pdf.register(drawing) }),
      });
      pdf.getPage(0)?.dict.set('Annots', new PdfArray([pdf.register(widget)]));
    });
    expect((await checkPdfSignature(file, [])).signature).toMatchObject({
      valid: true,
      unchanged: false,
      change: 'appended',
    });
  });

  it('the form asked to redraw its fields after the seal is a change', async () => {
    const file = await updated(stranger, (pdf) => {
      const form = pdf.getCatalog().get('AcroForm');
      const dictionary = (form instanceof PdfDict ? form : pdf.getObject(form as never)) as PdfDict;
      dictionary.set('NeedAppearances', PdfBool.of(true));
    });
    expect((await checkPdfSignature(file, [])).signature).toMatchObject({ unchanged: false, change: 'appended' });
  });

  it('objects appended without a cross-reference section (which some readers recover) are a change', async () => {
    const contents = /\/Contents (\d+) 0 R/.exec(stranger.toString('latin1'))?.[1];
    const drawing = 'BT /F1 40 Tf 50 50 Td (PAID) Tj ET';
    const file = Buffer.concat([
      stranger,
      Buffer.from(`\n${contents} 0 obj\n<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream\nendobj\n`),
    ]);
    expect((await checkPdfSignature(file, [])).signature).toMatchObject({ unchanged: false, change: 'appended' });
  });

  it('the security store and document time-stamp of long-term validation are no change', async () => {
    const file = await sealed(pki.signerP12, { urls: [pki.tsaUrl], timeoutMs: 10_000 });
    expect((await checkPdfSignature(file, [derOfPem(pki.rootPem)])).signature).toMatchObject({
      valid: true,
      unchanged: true,
      change: null,
      longTermValidation: true,
    });
  });
});

describe('a crafted CMS gets a verdict, never an exception', () => {
  it('a messageDigest that is not an octet string', async () => {
    const certificate = await strangerCertificate();
    const file = await withCms(stranger, () =>
      cmsOf(
        certificate,
        [
          [CONTENT_TYPE, new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })],
          [MESSAGE_DIGEST, new asn1js.Sequence({ value: [] })],
        ],
        new Uint8Array(256),
      ),
    );
    expect((await checkPdfSignature(file, [])).signature).toMatchObject({ present: true, valid: false });
  });

  it('a signer certificate whose key Node cannot read', async () => {
    const certificate = await strangerCertificate();
    certificate.subjectPublicKeyInfo = new pkijs.PublicKeyInfo({
      algorithm: new pkijs.AlgorithmIdentifier({ algorithmId: '1.2.3.4.5' }),
      subjectPublicKey: new asn1js.BitString({ valueHex: new Uint8Array([1, 2, 3]) }),
    });
    certificate.tbsView = new Uint8Array(certificate.encodeTBS().toBER());
    const file = await withCms(stranger, (covered) =>
      cmsOf(
        certificate,
        [[MESSAGE_DIGEST, new asn1js.OctetString({ valueHex: createHash('sha256').update(covered).digest() })]],
        new Uint8Array(256),
      ),
    );
    expect((await checkPdfSignature(file, [])).signature).toMatchObject({ present: true, valid: false });
  });
});

describe('the trusted time: an authority this installation trusts', () => {
  it('a time-stamp whose authority does not chain to a trusted certificate is told apart', async () => {
    const file = await sealed(pki.selfSigned('Stamped Stranger'), { urls: [pki.tsaUrl], timeoutMs: 10_000 });
    const untrusted = await checkPdfSignature(file, []);
    expect(untrusted.timestampTrusted).toBe(false);
    expect(untrusted.signature.timestamp).toMatchObject({ authority: 'CN=SignFlow Test TSA, O=SignFlow Tests' });
    expect((await checkPdfSignature(file, [derOfPem(pki.rootPem)])).timestampTrusted).toBe(true);
  });
});
