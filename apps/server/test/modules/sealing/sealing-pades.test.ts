import { createHash } from 'node:crypto';
import type { AuditEvent } from '@signflow/contract/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import {
  coveredBy,
  derOfPem,
  type PdfSignatureField,
  run,
  sealParts,
  securityStoreOf,
  signatureFieldsOf,
  writeTemporary,
} from '../../support/sealed-pdf';
import { waitForSeal } from '../../support/sealing';
import { completedDocument } from '../../support/signing';
import { startTestPki, type TestPki } from '../../support/test-pki';

/** A completed document of a new owner, sealed by the app's worker: its id, owner and sealed bytes. */
async function sealedDocument(t: DocumentsTestApp): Promise<{ who: Owner; documentId: string; sealed: Buffer }> {
  const who = await owner(t);
  const sent = await completedDocument(t, who);
  await waitForSeal(t, sent.document.id);
  const download = await who.call('GET', `/v1/documents/${sent.document.id}/download`);
  expect(download.statusCode).toBe(200);
  return { who, documentId: sent.document.id, sealed: download.rawPayload };
}

function sealOf(fields: PdfSignatureField[]): PdfSignatureField {
  const seal = fields.find((field) => field.subFilter === 'ETSI.CAdES.detached');
  if (!seal) throw new Error('no seal');
  return seal;
}

/** `openssl ts -verify` of a time-stamp token against the test root: its output and exit status. */
function opensslTsVerify(pki: TestPki, token: Buffer, over: { digest: string } | { data: Buffer }) {
  const what = 'digest' in over ? ['-digest', over.digest] : ['-data', writeTemporary('stamped.bin', over.data)];
  return run('openssl', [
    'ts',
    '-verify',
    ...what,
    '-in',
    writeTemporary('token.der', token),
    '-token_in',
    '-CAfile',
    pki.rootPem,
  ]);
}

async function sealedEvent(who: Owner, documentId: string): Promise<AuditEvent | undefined> {
  const events = (await who.call('GET', `/v1/documents/${documentId}/audit`)).json<{ events: AuditEvent[] }>().events;
  return events.find((event) => event.type === 'sealed');
}

const pdfText = (file: Buffer) => run('pdftotext', ['-layout', writeTemporary('sealed.pdf', file), '-']).stdout;

describe('a seal with an operator certificate and a time-stamping authority (PAdES B-LTA)', {
  timeout: 120_000,
}, () => {
  let pki: TestPki;
  let t: DocumentsTestApp;
  let sealed: Buffer;
  let documentId: string;
  let who: Owner;

  beforeAll(async () => {
    pki = await startTestPki();
    t = await createDocumentsTestApp({
      SEAL_POLL_MS: '50',
      MAIL_POLL_MS: '50',
      // The first authority does not answer: the second is asked.
      TSA_URLS: `${pki.deadUrl},${pki.tsaUrl}`,
      SIGNING_P12: pki.signerP12,
      SIGNING_P12_PASSWORD: pki.passphrase,
    });
    ({ sealed, documentId, who } = await sealedDocument(t));
    // The first seal also starts the PDF thread, which loads its libraries: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await pki?.close();
  });

  it('carries a signature time-stamp that openssl ts -verify accepts, asked of the second authority when the first is down', async () => {
    const seal = sealOf(await signatureFieldsOf(sealed));
    const { signatureValue, timestampToken } = sealParts(seal.contents);
    expect(timestampToken).not.toBeNull();
    const digest = createHash('sha256').update(signatureValue).digest('hex');
    const verified = opensslTsVerify(pki, timestampToken as Buffer, { digest });
    expect(verified.stdout + verified.stderr).toContain('Verification: OK');
    // Another digest is refused: the check can fail.
    const wrong = opensslTsVerify(pki, timestampToken as Buffer, { digest: '00'.repeat(32) });
    expect(wrong.stdout + wrong.stderr).toContain('Verification: FAILED');
    expect(pki.requests.tsa).toBeGreaterThanOrEqual(2);
  });

  it('pdfsig reports the seal valid, and the document time-stamp signed by the authority', () => {
    const report = run('pdfsig', [writeTemporary('sealed.pdf', sealed)]).stdout;
    const [seal, timestamp] = report.split(/Signature #\d+:/).slice(1);
    expect(seal).toContain('Signer Certificate Common Name: SignFlow Test Seal');
    expect(seal).toContain('Signature Type: ETSI.CAdES.detached');
    expect(seal).toContain('Signature Validation: Signature is Valid.');
    expect(timestamp).toContain('Signer Certificate Common Name: SignFlow Test TSA');
  });

  it('holds the chain and the OCSP answer for the seal in the document security store', async () => {
    const store = await securityStoreOf(sealed);
    expect(store).not.toBeNull();
    const certificates = store?.certificates ?? [];
    for (const pem of [pki.signerPem, pki.intermediatePem, pki.rootPem]) {
      expect(certificates.some((der) => der.equals(derOfPem(pem)))).toBe(true);
    }
    expect(store?.ocsps.length).toBeGreaterThanOrEqual(1);
    const answer = run('openssl', [
      'ocsp',
      '-respin',
      writeTemporary('answer.der', store?.ocsps[0] ?? Buffer.alloc(0)),
      '-issuer',
      pki.intermediatePem,
      '-cert',
      pki.signerPem,
      '-CAfile',
      pki.rootPem,
    ]);
    expect(answer.stdout).toMatch(/signer\.pem: good/);
    expect(answer.stdout + answer.stderr).toContain('Response verify OK');
    expect(pki.requests.ocsp).toBeGreaterThanOrEqual(1);
  });

  it('closes the file with a document time-stamp over everything before it, which openssl ts -verify accepts', async () => {
    const fields = await signatureFieldsOf(sealed);
    const timestamp = fields.find((field) => field.subFilter === 'ETSI.RFC3161');
    expect(timestamp).toBeDefined();
    const { byteRange, contents } = timestamp as PdfSignatureField;
    const verified = opensslTsVerify(pki, Buffer.from(contents).subarray(0, derLength(contents)), {
      data: coveredBy(sealed, byteRange),
    });
    expect(verified.stdout + verified.stderr).toContain('Verification: OK');
  });

  it('says B-LTA on its certificate page and in its sealed event', async () => {
    expect(pdfText(sealed)).toContain('PAdES B-LTA');
    expect((await sealedEvent(who, documentId))?.details).toMatchObject({ level: 'B-LTA' });
  });
});

/** The length of a DER element, its header included: a signature's Contents are zero-padded after it. */
function derLength(bytes: Uint8Array): number {
  const first = bytes[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  let length = 0;
  for (let index = 0; index < count; index += 1) length = length * 256 + (bytes[2 + index] ?? 0);
  return 2 + count + length;
}

describe('the generated self-signed certificate with a time-stamping authority (PAdES B-T)', {
  timeout: 180_000,
}, () => {
  let pki: TestPki;
  let t: DocumentsTestApp;

  beforeAll(async () => {
    pki = await startTestPki();
    t = await createDocumentsTestApp({
      SEAL_POLL_MS: '50',
      MAIL_POLL_MS: '50',
      TSA_URLS: pki.tsaUrl,
      SEAL_RETRY_BASE_MS: '100',
      SEAL_SERVICE_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await pki?.close();
  });

  it('is time-stamped, holds no validation data, and says B-T', async () => {
    const { sealed, who, documentId } = await sealedDocument(t);
    const fields = await signatureFieldsOf(sealed);
    expect(fields.map((field) => field.subFilter)).toEqual(['ETSI.CAdES.detached']);
    const { signatureValue, timestampToken } = sealParts(sealOf(fields).contents);
    const digest = createHash('sha256').update(signatureValue).digest('hex');
    expect(opensslTsVerify(pki, timestampToken as Buffer, { digest }).stdout).toContain('Verification: OK');
    expect(await securityStoreOf(sealed)).toBeNull();
    expect(pdfText(sealed)).toContain('PAdES B-T:');
    expect((await sealedEvent(who, documentId))?.details).toMatchObject({ level: 'B-T' });
    const report = run('pdfsig', [writeTemporary('sealed.pdf', sealed)]).stdout;
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('with its authority down, the sealing is tried again with its back-off, then fails and the owner is told; Retry seals it once the authority is back', async () => {
    pki.tsa = 'down';
    const before = pki.requests.tsa;
    const who = await owner(t);
    const sent = await completedDocument(t, who);
    const failedMail = await t.smtp.waitFor(who.email, {
      matching: (mail) => mail.subject.includes('could not be sealed'),
      timeoutMs: 90_000,
    });
    expect(failedMail.subject).toContain('could not be sealed');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, sent.document.id));
    expect(row?.sealAttempts).toBe(5);
    expect(row?.sealFailedAt).not.toBeNull();
    expect(row?.sealedAt).toBeNull();
    // Each of the five attempts asked the authority.
    expect(pki.requests.tsa - before).toBeGreaterThanOrEqual(5);
    // The server kept answering meanwhile.
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    pki.tsa = 'up';
    const retried = await who.call('POST', `/v1/documents/${sent.document.id}/reseal`);
    expect(retried.statusCode, retried.body).toBe(200);
    await waitForSeal(t, sent.document.id);
  });
});

describe('an operator certificate whose OCSP responder is down', { timeout: 120_000 }, () => {
  let pki: TestPki;
  let t: DocumentsTestApp;

  beforeAll(async () => {
    pki = await startTestPki();
    t = await createDocumentsTestApp({
      SEAL_POLL_MS: '50',
      TSA_URLS: pki.tsaUrl,
      SIGNING_P12: pki.signerP12,
      SIGNING_P12_PASSWORD: pki.passphrase,
      SEAL_RETRY_BASE_MS: '60000',
      SEAL_SERVICE_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await pki?.close();
  });

  it('fails the attempt, to be tried again later, rather than seal without the revocation data', async () => {
    pki.ocsp = 'down';
    const who = await owner(t);
    const sent = await completedDocument(t, who);
    let row: typeof documents.$inferSelect | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      [row] = await t.db.select().from(documents).where(eq(documents.id, sent.document.id));
      if ((row?.sealAttempts ?? 0) >= 1 && row?.sealLeasedAt === null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row?.sealAttempts).toBe(1);
    expect(row?.sealedAt).toBeNull();
    expect(row?.sealFailedAt).toBeNull();
    expect(pki.requests.ocsp).toBeGreaterThanOrEqual(1);
  });
});
