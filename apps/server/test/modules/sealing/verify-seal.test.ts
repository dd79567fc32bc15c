import { readFileSync } from 'node:fs';
import { PDF } from '@libpdf/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { VerifyResponse } from '@signflow/contract/verify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PadesSigner } from '../../../src/platform/pdf/pades-signer';
import { sealPdf } from '../../../src/platform/pdf/seal-pdf';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../../support/documents';
import { pdfWithPages } from '../../support/pdf-files';
import { signatureFieldsOf, verifyRequest } from '../../support/sealed-pdf';
import { waitForSeal } from '../../support/sealing';
import { completedDocument } from '../../support/signing';
import { startTestPki, type TestPki } from '../../support/test-pki';

const SEAL = {
  subject: 'CN=SignFlow Test Seal, O=SignFlow Tests',
  issuer: 'CN=SignFlow Test Issuing CA, O=SignFlow Tests',
};
const TSA = 'CN=SignFlow Test TSA, O=SignFlow Tests';

async function verdictOf(t: DocumentsTestApp, file: Uint8Array): Promise<VerifyResponse> {
  const response = await verifyRequest(t, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VerifyResponse>();
}

/** One byte of the file's first page size changed: inside the range the seal covers, the PDF still readable. */
async function withAlteredByte(sealed: Buffer): Promise<Buffer> {
  const [seal] = await signatureFieldsOf(sealed);
  const changed = Buffer.from(sealed);
  const mediaBox = changed.indexOf('/MediaBox');
  const end = seal?.byteRange[1] ?? 0;
  expect(mediaBox).toBeGreaterThan(0);
  expect(mediaBox).toBeLessThan(end);
  let at = mediaBox;
  while (!/[1-9]/.test(String.fromCharCode(changed[at] ?? 0))) at += 1;
  changed[at] = changed[at] === 0x35 ? 0x36 : 0x35;
  return changed;
}

/** An incremental update appended as an editor would: a word drawn on the first page, the signed bytes kept. */
async function withAppendedUpdate(sealed: Buffer): Promise<Buffer> {
  const pdf = await PDF.load(sealed);
  pdf.getPage(0)?.drawText('PAID', { x: 50, y: 50, size: 40 });
  const updated = Buffer.from(await pdf.save({ incremental: true }));
  expect(updated.subarray(0, sealed.length).equals(sealed)).toBe(true);
  return updated;
}

/** A PDF sealed by someone else's self-signed certificate, unknown here. */
async function sealedByStranger(pki: TestPki): Promise<Buffer> {
  const signer = await PadesSigner.fromP12({
    p12: readFileSync(pki.selfSigned('Somebody Else')),
    passphrase: pki.passphrase,
  });
  const pdf = await PDFDocument.load(await pdfWithPages(1));
  const details = {
    reason: 'Mine',
    location: 'elsewhere',
    contactInfo: 'someone@example.com',
    signingTime: new Date(),
  };
  return (await sealPdf(pdf, signer, details, null)).bytes;
}

describe('POST /v1/verify checks the file’s own seal, and separately the register', { timeout: 240_000 }, () => {
  let pki: TestPki;
  /** The installation that sealed the file, with an operator certificate and a time-stamping authority. */
  let sealing: DocumentsTestApp;
  /** A second, fresh installation with the same certificate. */
  let sameCertificate: DocumentsTestApp;
  /** A third, with another certificate of the same authority (a rotation), trusting the authority's root. */
  let trustingRoot: DocumentsTestApp;
  let sealed: Buffer;

  beforeAll(async () => {
    pki = await startTestPki();
    const certificate = { SIGNING_P12: pki.signerP12, SIGNING_P12_PASSWORD: pki.passphrase };
    const often = { VERIFY_RATE_LIMIT_PER_MINUTE: '1000' };
    // One after the other: three starting at once on a busy machine may outlast Fastify's start-up timeout.
    sealing = await createDocumentsTestApp({ ...certificate, ...often, TSA_URLS: pki.tsaUrl, SEAL_POLL_MS: '50' });
    sameCertificate = await createDocumentsTestApp({ ...certificate, ...often });
    trustingRoot = await createDocumentsTestApp({
      ...often,
      SIGNING_P12: pki.anotherSigner('SignFlow Test Seal 2027'),
      SIGNING_P12_PASSWORD: pki.passphrase,
      VERIFY_TRUSTED_ROOTS: pki.rootPem,
    });
    const who = await owner(sealing);
    const sent = await completedDocument(sealing, who);
    await waitForSeal(sealing, sent.document.id);
    sealed = (await who.call('GET', `/v1/documents/${sent.document.id}/download`)).rawPayload;
  }, 240_000);
  afterAll(async () => {
    await Promise.all([sealing?.close(), sameCertificate?.close(), trustingRoot?.close()]);
    await pki?.close();
  });

  it('a genuine file: in the register, its seal valid and unchanged, trusted, time-stamped, with long-term validation data', async () => {
    const verdict = await verdictOf(sealing, sealed);
    expect(verdict).toMatchObject({
      genuine: true,
      message: API_MESSAGES.verifyGenuine,
      register: { known: true },
      signature: {
        present: true,
        valid: true,
        unchanged: true,
        change: null,
        signer: { ...SEAL, selfSigned: false, trusted: true },
        timestamp: { authority: TSA },
        longTermValidation: true,
      },
    });
    const stamped = Date.parse(verdict.signature.timestamp?.time ?? '');
    expect(Math.abs(stamped - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('the same file on a second, fresh installation with the same certificate: a valid seal it trusts, not in its register', async () => {
    expect(await verdictOf(sameCertificate, sealed)).toMatchObject({
      genuine: false,
      message: API_MESSAGES.verifyValidElsewhere,
      register: { known: false },
      // The time-stamping authority's root is not among what it trusts: no trusted time.
      signature: {
        present: true,
        valid: true,
        unchanged: true,
        change: null,
        signer: { trusted: true },
        timestamp: null,
      },
    });
  });

  it('after a rotation to another certificate, the file verifies with the one it carries, trusted through the root', async () => {
    expect(await verdictOf(trustingRoot, sealed)).toMatchObject({
      genuine: false,
      register: { known: false },
      signature: {
        valid: true,
        unchanged: true,
        signer: { ...SEAL, trusted: true },
        timestamp: { authority: TSA },
        longTermValidation: true,
      },
    });
  });

  it('a byte changed inside the signed range: the seal no longer holds, the change named as altered', async () => {
    expect(await verdictOf(sealing, await withAlteredByte(sealed))).toMatchObject({
      genuine: false,
      message: API_MESSAGES.verifyChanged,
      register: { known: false },
      signature: { present: true, valid: false, unchanged: false, change: 'altered' },
    });
  });

  it('a byte changed in the signature’s own padding, which no signature covers: named as altered all the same', async () => {
    const [seal] = await signatureFieldsOf(sealed);
    const changed = Buffer.from(sealed);
    // The last character of the Contents hex string: the zero padding after the CMS.
    const padding = (seal?.byteRange[2] ?? 0) - 2;
    expect(String.fromCharCode(changed[padding] ?? 0)).toBe('0');
    changed[padding] = 0x31;
    expect(await verdictOf(sealing, changed)).toMatchObject({
      genuine: false,
      message: API_MESSAGES.verifyChanged,
      signature: { present: true, valid: false, unchanged: false, change: 'altered' },
    });
  });

  it('an incremental update appended: the seal still holds for what it covers, the change named as appended', async () => {
    expect(await verdictOf(sealing, await withAppendedUpdate(sealed))).toMatchObject({
      genuine: false,
      message: API_MESSAGES.verifyChanged,
      register: { known: false },
      signature: { present: true, valid: true, unchanged: false, change: 'appended', signer: SEAL },
    });
  });

  it('a file sealed by an unknown self-signed certificate: valid, self-signed, not trusted, no time-stamp', async () => {
    expect(await verdictOf(sealing, await sealedByStranger(pki))).toMatchObject({
      genuine: false,
      message: API_MESSAGES.verifyValidElsewhere,
      register: { known: false },
      signature: {
        present: true,
        valid: true,
        unchanged: true,
        change: null,
        signer: { subject: 'CN=Somebody Else', issuer: 'CN=Somebody Else', selfSigned: true, trusted: false },
        timestamp: null,
        longTermValidation: false,
      },
    });
  });

  it('a PDF with no signature', async () => {
    expect(await verdictOf(sealing, await pdfWithPages(1))).toEqual({
      genuine: false,
      message: API_MESSAGES.verifyNoSeal,
      register: { known: false },
      signature: {
        present: false,
        valid: false,
        unchanged: false,
        change: null,
        signer: null,
        timestamp: null,
        longTermValidation: false,
      },
    });
  });
});
