import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuditEvent } from '@signflow/contract/audit';
import type { DocumentField, DocumentSigner } from '@signflow/contract/documents';
import { boundingBoxOf, isRed, renderPage } from '@signflow/pdf-stamp/render-page';
import { pngDataUrl, pngOf } from '@signflow/pdf-stamp/test-png';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { degrees, PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mailJobs } from '../../../src/db/schema';
import type { FinalPdf } from '../../../src/modules/sealing/final-pdf';
import { FINAL_PDF_TASK } from '../../../src/modules/sealing/final-pdf-worker';
import { sealDocument } from '../../../src/modules/sealing/seal-document';
import { sealDueDocuments } from '../../../src/modules/sealing/sealing-worker';
import { lazySealingCertificate } from '../../../src/platform/pdf/sealing-certificate';
import { createPdfWork } from '../../../src/platform/pdf-work/pdf-work';
import { createDiskStorage } from '../../../src/platform/storage/disk-storage';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  MISSING_ID,
  multipartBody,
  type Owner,
  owner,
  uploadPdf,
} from '../../support/documents';
import { pdfWithPages } from '../../support/pdf-files';
import { DEFAULT_PDF_WORK_LIMITS, waitForSeal } from '../../support/sealing';
import { CONSENTED, rejected, signerCall, signerToken } from '../../support/signing';
import { bearer } from '../../support/test-app';

/** Red, 3:1 like the fields, with a blue top-left corner. */
const SIGNATURE = pngDataUrl(pngOf(30, 10, (x, y) => (x < 6 && y < 4 ? [0, 0, 255] : [255, 0, 0])));
/** Each field, in points of its displayed page from the top-left: 150 × 50. */
const FIELD_BOX = { left: 100, top: 200, right: 250, bottom: 250 };

/** Page 1 portrait, page 2 landscape, page 3 portrait turned by /Rotate 90 (displayed landscape). */
async function mixedPagesPdf(): Promise<{ pdf: Buffer; displayed: { width: number; height: number }[] }> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  pdf.addPage([842, 595]);
  pdf.addPage([595, 842]).setRotation(degrees(90));
  return {
    pdf: Buffer.from(await pdf.save()),
    displayed: [
      { width: 595, height: 842 },
      { width: 842, height: 595 },
      { width: 842, height: 595 },
    ],
  };
}

const exec = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });

function writeTemp(bytes: Buffer, name: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'signflow-sealed-')), name);
  writeFileSync(file, bytes);
  return file;
}

interface SignedDocument {
  who: Owner;
  documentId: string;
  users: DocumentSigner[];
  fields: DocumentField[];
}

/**
 * Amy (level 1) signs a field on each page, Bob (level 2) one on page 1; both approve, or Amy rejects. With
 * `correctAmy`, the owner corrects Amy's address once she is invited, and reminds her, before she signs.
 */
async function signedDocument(
  t: DocumentsTestApp,
  options: { amyRejects?: boolean; correctAmy?: boolean } = {},
): Promise<SignedDocument> {
  const who = await owner(t);
  const flow = await flowWithApprovers(who, [
    { approverName: 'Amy Ağaoğlu', approvalLevel: 1, approverMail: `amy.${Date.now()}@example.com` },
    { approverName: 'Bob Müller', approvalLevel: 2, approverMail: `bob.${Date.now()}@example.com` },
  ]);
  const { pdf, displayed } = await mixedPagesPdf();
  const document = await uploadPdf(t, who, flow.flowId, { pdf });
  const users = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<{ users: DocumentSigner[] }>()
    .users;
  const [amy, bob] = users as [DocumentSigner, DocumentSigner];
  const placements = [
    ...displayed.map((page, index) => ({ user: amy, pageNumber: index + 1, page })),
    { user: bob, pageNumber: 1, page: displayed[0] ?? { width: 595, height: 842 } },
  ];
  const fields: DocumentField[] = [];
  for (const { user, pageNumber, page } of placements) {
    const rect = {
      x1: FIELD_BOX.left,
      y1: FIELD_BOX.top,
      x2: FIELD_BOX.right,
      y2: FIELD_BOX.bottom,
      width: page.width,
      height: page.height,
      pageNumber,
    };
    const placed = await who.call('POST', `/v1/documents/signing/${document.id}/coordinate`, {
      userId: user.id,
      type: 'draw',
      position: { pageNumber, boundingRect: rect, rects: [rect] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    fields.push(placed.json());
  }
  expect((await who.call('POST', `/v1/documents/signing/${document.id}/invite`)).statusCode).toBe(200);
  if (options.correctAmy) {
    const corrected = await who.call('PATCH', `/v1/documents/${document.id}/signers/${amy.id}`, {
      email: `amy.corrected.${Date.now()}@example.com`,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    amy.email = corrected.json().signer.email;
    expect((await who.call('POST', `/v1/documents/${document.id}/remind`)).statusCode).toBe(200);
  }

  for (const signer of options.amyRejects ? [amy] : [amy, bob]) {
    // As a signer does: the invitation arrives, its link is opened.
    await t.smtp.waitFor(signer.email);
    const token = await signerToken(t, document.id, signer.id);
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token)).statusCode).toBe(200);
    const response = options.amyRejects ? rejected : { image: SIGNATURE, approve: true, reject: false, revise: false };
    for (const field of fields.filter((each) => each.userId === signer.id)) {
      const saved = await signerCall(t, 'PUT', `/v1/documents/user-sign/${document.id}/coordinate/${field.id}`, token, {
        response,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await signerCall(t, 'POST', `/v1/documents/user-sign/${document.id}/submit`, token, CONSENTED);
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  return { who, documentId: document.id, users, fields };
}

describe('the sealed final PDF', () => {
  let t: DocumentsTestApp;
  let signed: SignedDocument;
  let sealedPdf: Buffer;

  beforeAll(async () => {
    t = await createDocumentsTestApp({ SEAL_POLL_MS: '50', MAIL_POLL_MS: '50' });
    signed = await signedDocument(t, { correctAmy: true });
    await waitForSeal(t, signed.documentId);
    const download = await signed.who.call('GET', `/v1/documents/${signed.documentId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="contract-signed.pdf"');
    sealedPdf = download.rawPayload;
    // A whole signing journey up to the seal, three PDF threads starting on the way: longer than the default on a
    // busy machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('carries one seal that pdfsig finds valid over the whole file, and qpdf finds no structural error', () => {
    const file = writeTemp(sealedPdf, 'sealed.pdf');
    const report = exec('pdfsig', [file]).stdout;
    expect(report.match(/Signature #\d+/g)).toHaveLength(1);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(exec('qpdf', ['--check', file]).status).toBe(0);
  });

  it('is titled after the document, so a PDF viewer names it', async () => {
    expect((await PDFDocument.load(sealedPdf, { updateMetadata: false })).getTitle()).toBe('contract.pdf');
  });

  it('is reported changed by pdfsig after one byte changes', () => {
    const changed = Buffer.from(sealedPdf);
    // A byte inside the signed range, in the page content near the start.
    const at = changed.indexOf('stream') + 20;
    changed[at] = (changed[at] ?? 0) ^ 0xff;
    const report = exec('pdfsig', [writeTemp(changed, 'changed.pdf')]).stdout;
    expect(report).not.toContain('Signature is Valid.');
  });

  it('draws each signature inside its field and nowhere else: portrait, landscape and /Rotate 90 pages', () => {
    for (const pageNumber of [1, 2, 3]) {
      const page = renderPage(sealedPdf, pageNumber);
      const box = boundingBoxOf(page, isRed);
      for (const side of ['left', 'top', 'right', 'bottom'] as const) {
        expect(Math.abs((box?.[side] ?? -99) - FIELD_BOX[side]), `page ${pageNumber} ${side}`).toBeLessThanOrEqual(1);
      }
      const [red, green, blue] = page.pixel(FIELD_BOX.left + 5, FIELD_BOX.top + 5);
      expect(blue > 200 && red < 60 && green < 60, `page ${pageNumber} upright`).toBe(true);
    }
  });

  it('ends with a certificate page naming every party, action and the original’s SHA-256, Unicode intact', async () => {
    const [row] = await t.db.select().from(documents).where(eq(documents.id, signed.documentId));
    const text = execFileSync('pdftotext', ['-f', '4', '-layout', writeTemp(sealedPdf, 'sealed.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(row?.sha256 ?? 'missing');
    for (const user of signed.users) {
      expect(text).toContain(user.name);
      expect(text).toContain(user.email);
    }
    expect(text).toContain('Amy Ağaoğlu');
    expect(text).toContain('Bob Müller');
    for (const action of [
      'Document uploaded',
      'Fields saved',
      'Sent for signing',
      'E-mail sent',
      'Link opened',
      'Submitted',
      'Completed',
    ]) {
      expect(text, action).toContain(action);
    }
    expect(text).toContain('Decision: Approved');
    // The owner's correction names Amy's address before and after (the line wraps on the page); the reminder she
    // got is listed too.
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /Signer corrected Amy Ağaoğlu <amy\.\d+@example\.com> → Amy Ağaoğlu <amy\.corrected\.\d+@example\.com>/,
    );
    expect(text).toContain('Reminder sent');
    // Each signer's submission is listed with the address it came from (inject's client is 127.0.0.1).
    expect(text.match(/IP address: 127\.0\.0\.1/g)).toHaveLength(signed.users.length);
    // Each signer's consent to sign electronically, with its time (the sentence wraps on the page).
    const flat = text.replace(/\s+/g, ' ');
    expect(
      flat.match(
        /Agreed to sign electronically: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+00:00 · “I agree that my electronic signature is the legal equivalent of my handwritten signature”/g,
      ),
    ).toHaveLength(signed.users.length);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+00:00/);
  });

  it('records the final file’s SHA-256, and e-mails it to the owner and every signer as an attachment', async () => {
    const [row] = await t.db.select().from(documents).where(eq(documents.id, signed.documentId));
    expect(row?.sealedSha256).toBe(createHash('sha256').update(sealedPdf).digest('hex'));
    for (const address of [signed.who.email, ...signed.users.map((user) => user.email)]) {
      const mail = await t.smtp.waitFor(address, {
        matching: (each) => each.subject === '“contract.pdf” is signed: your copy',
      });
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['contract-signed.pdf']);
      expect(mail.attachments[0]?.content.equals(sealedPdf)).toBe(true);
    }
  });

  it('gives a signer their copy through the link in that e-mail', async () => {
    const bob = signed.users[1];
    const mail = await t.smtp.waitFor(bob?.email ?? '', {
      matching: (each) => each.subject.endsWith('is signed: your copy'),
    });
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const response = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(sealedPdf)).toBe(true);
    const forged = await t.request({ method: 'GET', url: `${link.pathname}?token=forged` });
    expect(forged.statusCode).toBe(401);
  });

  it('keeps the whole story in the audit trail, oldest first', async () => {
    const response = await signed.who.call('GET', `/v1/documents/${signed.documentId}/audit`);
    expect(response.statusCode).toBe(200);
    const events = response.json<{ events: AuditEvent[] }>().events;
    const types = events.map((event) => event.type);
    expect(types.slice(0, 6)).toEqual([
      'uploaded',
      'fields_saved',
      'fields_saved',
      'fields_saved',
      'fields_saved',
      'sent',
    ]);
    for (const type of [
      'email_sent',
      'link_opened',
      'field_completed',
      'submitted',
      'completed',
      'sealed',
      'downloaded',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(types.filter((type) => type === 'completed')).toHaveLength(1);
    const submitted = events.filter((event) => event.type === 'submitted');
    expect(submitted.map((event) => [event.actorKind, event.actor, event.details.decision])).toEqual([
      ['signer', 'Amy Ağaoğlu', 'approved'],
      ['signer', 'Bob Müller', 'approved'],
    ]);
    expect(submitted[0]?.ip).toBe('127.0.0.1');
    const invitation = events.find(
      (event) => event.type === 'email_sent' && event.details.to === signed.users[0]?.email,
    );
    expect(invitation?.actorKind).toBe('system');
    const uploaded = events[0];
    expect(uploaded?.actorEmail).toBe(signed.who.email);
    expect(uploaded?.userAgent).toBe('lightMyRequest');
  });

  it('answers the audit trail only to its owner: 404 for another account or an unknown id, 401 without a token', async () => {
    const stranger = await owner(t);
    for (const id of [signed.documentId, MISSING_ID, 'nope']) {
      expect((await stranger.call('GET', `/v1/documents/${id}/audit`)).statusCode, id).toBe(404);
    }
    const anonymous = await t.request({ method: 'GET', url: `/v1/documents/${signed.documentId}/audit` });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('POST /v1/verify', () => {
    const verify = (file: Buffer | null, fieldName = 'file') => {
      const { payload, contentType } = multipartBody(
        file ? [{ name: fieldName, filename: 'check.pdf', content: file }] : [{ name: 'other', value: 'x' }],
      );
      return t.request({ method: 'POST', url: '/v1/verify', headers: { 'content-type': contentType }, payload });
    };

    it('says genuine for the sealed file, with its parties and completion time', async () => {
      const response = await verify(sealedPdf);
      expect(response.statusCode).toBe(200);
      const verdict = response.json();
      expect(verdict.genuine).toBe(true);
      expect(verdict.message).toBe(API_MESSAGES.verifyGenuine);
      expect(verdict.document.name).toBe('contract.pdf');
      expect(Date.parse(verdict.document.completedAt)).toBeGreaterThan(0);
      expect(verdict.parties.map((party: { name: string; decision: string }) => [party.name, party.decision])).toEqual([
        ['Amy Ağaoğlu', 'approved'],
        ['Bob Müller', 'approved'],
      ]);
    });

    it('says not genuine for a changed copy and a foreign PDF', async () => {
      const changed = Buffer.from(sealedPdf);
      changed[100] = (changed[100] ?? 0) ^ 0x01;
      const altered = await verify(changed);
      expect(altered.statusCode).toBe(200);
      expect(altered.json()).toMatchObject({
        genuine: false,
        message: API_MESSAGES.verifyChanged,
        register: { known: false },
        signature: { present: true, valid: false, change: 'altered' },
      });
      const foreign = await verify(await pdfWithPages(1));
      expect(foreign.statusCode).toBe(200);
      expect(foreign.json()).toMatchObject({
        genuine: false,
        message: API_MESSAGES.verifyNoSeal,
        register: { known: false },
        signature: { present: false },
      });
    });

    it('asks for a file when none is sent, and refuses a body that is not a form or is cut short', async () => {
      const none = await verify(null);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(API_MESSAGES.uploadNoFile);
      const json = await t.request({ method: 'POST', url: '/v1/verify', payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      const cutShort = await t.request({
        method: 'POST',
        url: '/v1/verify',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then it stops',
      });
      expect([cutShort.statusCode, cutShort.json().message]).toEqual([400, API_MESSAGES.invalidRequest]);
    });
  });
});

describe('downloads', () => {
  let t: DocumentsTestApp;
  beforeAll(async () => {
    // The sealing worker waits an hour between passes here: the tests decide when sealing runs.
    t = await createDocumentsTestApp({ SEAL_POLL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 409 while a Completed document is being sealed, then the sealed file', async () => {
    const signed = await signedDocument(t);
    const pending = await signed.who.call('GET', `/v1/documents/${signed.documentId}/download`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(API_MESSAGES.sealPending);
  });

  it('gives the original PDF of a Rejected document', async () => {
    const signed = await signedDocument(t, { amyRejects: true });
    const response = await signed.who.call('GET', `/v1/documents/${signed.documentId}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="contract.pdf"');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, signed.documentId));
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row?.sha256);
  });

  it('answers 404 for another account’s or an unknown document, 401 without a token', async () => {
    const signed = await signedDocument(t, { amyRejects: true });
    const stranger = await owner(t);
    for (const id of [signed.documentId, MISSING_ID, 'nope']) {
      expect((await stranger.call('GET', `/v1/documents/${id}/download`)).statusCode, id).toBe(404);
    }
    const forged = await t.request({
      method: 'GET',
      url: `/v1/documents/${signed.documentId}/download`,
      headers: bearer('forged'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a sealing that dies after writing the file runs again: one sealed PDF, one completed and one sealed event', async () => {
    const signed = await signedDocument(t);
    const context = {
      db: t.db,
      storage: createDiskStorage(t.dataDir),
      pdfWork: createPdfWork(DEFAULT_PDF_WORK_LIMITS, FINAL_PDF_TASK),
      sealingCertificate: lazySealingCertificate({
        dataDir: t.dataDir,
        signingP12: undefined,
        signingP12Password: undefined,
        appUrl: 'http://app.test',
      }),
      appUrl: 'http://app.test',
    };
    const died = new Error('process died');
    await expect(
      sealDocument({
        context,
        documentId: signed.documentId,
        faults: {
          afterFileWritten: async () => {
            throw died;
          },
        },
      }),
    ).rejects.toBe(died);
    const [unsealed] = await t.db.select().from(documents).where(eq(documents.id, signed.documentId));
    expect(unsealed?.sealedAt).toBeNull();

    // What the periodic pass does after a restart: it finds the document and seals it once.
    const silent = { error: () => {}, info: () => {}, child: () => silent } as unknown as Parameters<
      typeof sealDueDocuments
    >[1];
    // A worker told to stop takes nothing more.
    expect(await sealDueDocuments(context, silent, () => true)).toBe(0);
    expect(await sealDueDocuments(context, silent)).toBeGreaterThanOrEqual(1);
    expect(await sealDueDocuments(context, silent)).toBe(0);

    const sealedFiles = readdirSync(path.join(t.dataDir, 'files'), { recursive: true }).filter((name) =>
      String(name).endsWith(`${signed.documentId}.sealed.pdf`),
    );
    expect(sealedFiles).toHaveLength(1);
    const events = (await signed.who.call('GET', `/v1/documents/${signed.documentId}/audit`)).json<{
      events: AuditEvent[];
    }>().events;
    expect(events.filter((event) => event.type === 'completed')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'sealed')).toHaveLength(1);
    const [sealedMails] = await t.db
      .select({ total: count() })
      .from(mailJobs)
      .where(and(eq(mailJobs.documentId, signed.documentId), isNotNull(mailJobs.attachmentKey)));
    expect(sealedMails?.total).toBe(3);
    await context.pdfWork.close();
  });

  it('a sealing interrupted by the shutdown gives its document back at once, its attempt not counted', async () => {
    const signed = await signedDocument(t);
    const silent = { error: () => {}, warn: () => {}, info: () => {}, child: () => silent } as unknown as Parameters<
      typeof sealDueDocuments
    >[1];
    let endThreads: ((error: Error) => void) | undefined;
    // PDF work that runs until its threads are ended, as the shutdown ends them past its deadline.
    const endlessPdfWork = {
      inspect: async () => ({ verdict: 'too-complex' as const }),
      buildFinalPdf: () =>
        new Promise<FinalPdf>((_resolve, reject) => {
          endThreads = reject;
        }),
      close: async () => endThreads?.(new Error('the PDF threads were ended')),
    };
    const context = {
      db: t.db,
      storage: createDiskStorage(t.dataDir),
      pdfWork: endlessPdfWork,
      sealingCertificate: lazySealingCertificate({
        dataDir: t.dataDir,
        signingP12: undefined,
        signingP12Password: undefined,
        appUrl: 'http://app.test',
      }),
      appUrl: 'http://app.test',
    };
    let stopping = false;
    const pass = sealDueDocuments(context, silent, () => stopping);
    const sealingOf = async () => (await t.db.select().from(documents).where(eq(documents.id, signed.documentId)))[0];
    for (let waited = 0; !endThreads && waited < 20_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const claimed = await sealingOf();
    expect(claimed?.sealAttempts).toBe(1);
    expect(claimed?.sealLeaseUntil?.getTime()).toBeGreaterThan(Date.now());

    stopping = true;
    await endlessPdfWork.close();

    expect(await pass).toBe(0);
    const released = await sealingOf();
    expect(released).toMatchObject({ sealAttempts: 0, sealLeaseUntil: null, sealedAt: null, sealFailedAt: null });
    // Another process's next pass seals it, without waiting for the lease.
    const pdfWork = createPdfWork(DEFAULT_PDF_WORK_LIMITS, FINAL_PDF_TASK);
    try {
      expect(await sealDueDocuments({ ...context, pdfWork }, silent)).toBeGreaterThanOrEqual(1);
    } finally {
      await pdfWork.close();
    }
    expect((await sealingOf())?.sealedAt).not.toBeNull();
  });
});
