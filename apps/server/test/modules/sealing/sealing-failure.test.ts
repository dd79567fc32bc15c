import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuditEvent } from '@signflow/contract/audit';
import type { DocumentSummary } from '@signflow/contract/documents';
import type { Paged } from '@signflow/contract/paging';
import { palettePngOf, pngDataUrl } from '@signflow/pdf-stamp/test-png';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEvents, documents, mailJobs } from '../../../src/db/schema';
import { FINAL_PDF_TASK } from '../../../src/modules/sealing/final-pdf-worker';
import { resealForOperator } from '../../../src/modules/sealing/reseal-service';
import { claimDocumentToSeal, SEALING_STOPPED_REASON } from '../../../src/modules/sealing/seal-claim';
import type { SealingContext } from '../../../src/modules/sealing/seal-document';
import { recordSealingFailure, type SealRetryPolicy } from '../../../src/modules/sealing/seal-failure';
import { sealDueDocuments } from '../../../src/modules/sealing/sealing-worker';
import { lazySealingCertificate } from '../../../src/platform/pdf/sealing-certificate';
import { createPdfWork } from '../../../src/platform/pdf-work/pdf-work';
import { createDiskStorage } from '../../../src/platform/storage/disk-storage';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, type Owner, owner } from '../../support/documents';
import { DEFAULT_PDF_WORK_LIMITS, sealedMailTo, waitForSeal } from '../../support/sealing';
import { approved, sentDocument, signAndSubmit, signerCall, signerToken } from '../../support/signing';
import { bearer } from '../../support/test-app';

const POLICY: SealRetryPolicy = { maxAttempts: 5, baseDelayMs: 60_000 };
const CAUSE = 'the sealing certificate cannot be read';

const certificateOf = (t: DocumentsTestApp) =>
  lazySealingCertificate({
    dataDir: t.dataDir,
    signingP12: undefined,
    signingP12Password: undefined,
    appUrl: 'http://app.test',
  });

/** A logger that keeps what is logged as an error. */
function recordingLogger() {
  const errors: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }),
    info: () => {},
    child: () => logger,
  } as unknown as Parameters<typeof sealDueDocuments>[1];
  return { logger, errors };
}

async function rowOf(t: DocumentsTestApp, documentId: string) {
  const [row] = await t.db.select().from(documents).where(eq(documents.id, documentId));
  if (!row) throw new Error('no such document');
  return row;
}

/** Seconds until the document may be tried again, by the database's clock. */
async function secondsUntilNextAttempt(t: DocumentsTestApp, documentId: string): Promise<number | null> {
  const [row] = await t.db
    .select({ seconds: sql<string | null>`extract(epoch from ${documents.sealLeaseUntil} - now())` })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
}

/** As if the back-off had run out. */
async function backOffOver(t: DocumentsTestApp, documentId: string) {
  await t.db
    .update(documents)
    .set({ sealLeaseUntil: sql`now() - interval '1 second'` })
    .where(eq(documents.id, documentId));
}

async function completedDocument(t: DocumentsTestApp, who: Owner): Promise<string> {
  const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
  const [amy] = sent.users;
  if (!amy) throw new Error('no signer');
  const submitted = await signAndSubmit(t, sent, amy.id);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return sent.document.id;
}

async function sealFailedMailsTo(t: DocumentsTestApp, address: string) {
  return t.db
    .select()
    .from(mailJobs)
    .where(and(eq(mailJobs.to, address), sql`${mailJobs.subject} like '%could not be sealed%'`));
}

async function eventsOf(who: Owner, documentId: string): Promise<AuditEvent[]> {
  return (await who.call('GET', `/v1/documents/${documentId}/audit`)).json<{ events: AuditEvent[] }>().events;
}

async function archivedSummary(who: Owner, documentId: string): Promise<DocumentSummary | undefined> {
  const archive = (await who.call('GET', '/v1/documents/archieve?limit=50')).json<Paged<DocumentSummary>>();
  return archive.results.find((document) => document.id === documentId);
}

describe('sealing that fails', () => {
  let t: DocumentsTestApp;
  let failing: SealingContext;

  beforeAll(async () => {
    // The app's own sealing pass runs only when woken (a reseal): the tests drive a failing one by hand.
    t = await createDocumentsTestApp({ SEAL_POLL_MS: '3600000' });
    failing = {
      db: t.db,
      storage: createDiskStorage(t.dataDir),
      pdfWork: {
        buildFinalPdf: async () => {
          throw new Error(CAUSE);
        },
      },
      sealingCertificate: certificateOf(t),
      appUrl: 'http://app.test',
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Drives the failing pass until the document is marked failed, any back-off run out before each. */
  async function failUntilGivenUp(documentId: string) {
    for (let attempt = 1; attempt <= POLICY.maxAttempts; attempt += 1) {
      await backOffOver(t, documentId);
      await sealDueDocuments(failing, recordingLogger().logger, () => false, { retry: POLICY });
      if ((await rowOf(t, documentId)).sealFailedAt) return;
    }
    throw new Error('sealing never gave up');
  }

  it('refuses, when the signer saves it, a palette PNG without its palette: the sealer could not draw it', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    const [field] = sent.fields;
    if (!amy || !field) throw new Error('no signer or field');
    const token = await signerToken(t, sent.document.id, amy.id);
    const save = (image: string) =>
      signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${field.id}`, token, {
        response: { ...approved, image },
      });

    const withoutPalette = await save(pngDataUrl(palettePngOf(30, 10, null, (x) => x % 2)));
    expect(withoutPalette.statusCode).toBe(400);
    expect(withoutPalette.json()).toEqual({ code: 400, message: API_MESSAGES.imageNotPng, error: 'image_not_png' });

    const palette: [number, number, number][] = [
      [0, 0, 0],
      [255, 255, 255],
    ];
    const withPalette = await save(pngDataUrl(palettePngOf(30, 10, palette, (x) => x % 2)));
    expect(withPalette.statusCode, withPalette.body).toBe(200);
  });

  it('is tried again after a growing wait, never sooner, then marked failed: one mail to the owner, one event, each reason logged', async () => {
    const who = await owner(t);
    const documentId = await completedDocument(t, who);
    const { logger, errors } = recordingLogger();

    for (let attempt = 1; attempt < POLICY.maxAttempts; attempt += 1) {
      expect(await sealDueDocuments(failing, logger, () => false, { retry: POLICY })).toBe(0);
      const row = await rowOf(t, documentId);
      expect(row.sealAttempts).toBe(attempt);
      expect(row.sealFailedAt).toBeNull();
      expect(row.sealError).toContain(CAUSE);
      // 60 s, 4 min, 16 min, 64 min.
      const expected = (POLICY.baseDelayMs * 4 ** (attempt - 1)) / 1000;
      const wait = await secondsUntilNextAttempt(t, documentId);
      expect(wait).toBeGreaterThan(expected - 10);
      expect(wait).toBeLessThanOrEqual(expected);

      // Before its time, another pass leaves it alone.
      await sealDueDocuments(failing, logger, () => false, { retry: POLICY });
      expect((await rowOf(t, documentId)).sealAttempts).toBe(attempt);
      expect((await archivedSummary(who, documentId))?.sealState).toBe('pending');
      await backOffOver(t, documentId);
    }

    await sealDueDocuments(failing, logger, () => false, { retry: POLICY });
    const failed = await rowOf(t, documentId);
    expect(failed.sealAttempts).toBe(POLICY.maxAttempts);
    expect(failed.sealFailedAt).not.toBeNull();
    expect(failed.sealError).toContain(CAUSE);
    expect(failed.sealLeaseUntil).toBeNull();
    expect(failed.sealedAt).toBeNull();

    // It needs the owner's attention: counted in the overview, listed in Archives (not in Documents).
    const overview = await who.call('GET', '/v1/documents/overview');
    expect(overview.json()).toMatchObject({ needsAttention: 1, sealFailed: 1 });
    const listed = async (list: string) =>
      (await who.call('GET', `${list}?status=NeedsAttention`)).json().results.map((each: { id: string }) => each.id);
    expect(await listed('/v1/documents/archieve')).toEqual([documentId]);
    expect(await listed('/v1/documents')).toEqual([]);

    // Given up on: later passes leave it alone, and no second mail goes.
    await sealDueDocuments(failing, logger, () => false, { retry: POLICY });
    expect((await rowOf(t, documentId)).sealAttempts).toBe(POLICY.maxAttempts);

    const mails = await sealFailedMailsTo(t, who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('“contract.pdf” could not be sealed');
    expect(mails[0]?.text).toContain('Retry sealing');
    // The link is asserted on the mail as delivered: once sent, the stored copy keeps no links.
    const caught = await t.smtp.waitFor(who.email, {
      matching: (mail) => mail.subject.includes('could not be sealed'),
    });
    expect(caught.text).toContain('Open Archives');
    expect(caught.text).toContain('http://app.test/archives');

    const sealFailedEvents = (await eventsOf(who, documentId)).filter((event) => event.type === 'seal_failed');
    expect(sealFailedEvents).toHaveLength(1);
    expect(sealFailedEvents[0]).toMatchObject({
      actorKind: 'system',
      details: { attempts: String(POLICY.maxAttempts) },
    });

    expect(errors).toHaveLength(POLICY.maxAttempts);
    for (const error of errors) {
      expect(error.fields.documentId).toBe(documentId);
      expect(String((error.fields.err as Error).message)).toBe(CAUSE);
    }
    expect(errors.at(-1)?.fields.gaveUp).toBe(true);

    expect((await archivedSummary(who, documentId))?.sealState).toBe('failed');
    const download = await who.call('GET', `/v1/documents/${documentId}/download`);
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(API_MESSAGES.sealFailed);
  });

  it('gives up exactly once when two workers fail the last attempt at the same time', async () => {
    const who = await owner(t);
    const documentId = await completedDocument(t, who);
    // Its last attempt, counted as it was claimed.
    await t.db.update(documents).set({ sealAttempts: POLICY.maxAttempts }).where(eq(documents.id, documentId));
    const outcomes = await Promise.all([
      recordSealingFailure(failing, documentId, new Error(CAUSE), POLICY),
      recordSealingFailure(failing, documentId, new Error(CAUSE), POLICY),
    ]);
    expect(outcomes.filter((outcome) => outcome?.gaveUp)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(await sealFailedMailsTo(t, who.email)).toHaveLength(1);
    expect((await eventsOf(who, documentId)).filter((event) => event.type === 'seal_failed')).toHaveLength(1);
  });

  it('counts an attempt whose process died: after the bound the document is failed, one mail to its owner', async () => {
    const who = await owner(t);
    const documentId = await completedDocument(t, who);
    // A short lease, as a dying process leaves it; each attempt is claimed and never recorded.
    const options = { leaseSeconds: 1, maxAttempts: POLICY.maxAttempts };
    for (let attempt = 1; attempt <= POLICY.maxAttempts; attempt += 1) {
      expect(await claimDocumentToSeal(failing, options)).toMatchObject({ documentId, gaveUp: false, attempt });
      expect(await rowOf(t, documentId)).toMatchObject({ sealAttempts: attempt, sealFailedAt: null });
      // While the lease runs, nobody takes it.
      expect(await claimDocumentToSeal(failing, options)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    expect(await sealFailedMailsTo(t, who.email)).toHaveLength(0);

    // The next worker does not try a sixth time (it would die too): it gives up, and says so in the log.
    const { logger, errors } = recordingLogger();
    expect(await sealDueDocuments(failing, logger, () => false, { retry: POLICY })).toBe(0);
    const failed = await rowOf(t, documentId);
    expect(failed).toMatchObject({ sealAttempts: POLICY.maxAttempts, sealError: SEALING_STOPPED_REASON });
    expect(failed.sealFailedAt).not.toBeNull();
    expect(failed.sealLeaseUntil).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.fields).toMatchObject({ documentId, attempts: POLICY.maxAttempts, gaveUp: true });

    expect(await claimDocumentToSeal(failing, options)).toBeNull();
    expect(await sealFailedMailsTo(t, who.email)).toHaveLength(1);
    const sealFailedEvents = (await eventsOf(who, documentId)).filter((event) => event.type === 'seal_failed');
    expect(sealFailedEvents).toHaveLength(1);
    expect(sealFailedEvents[0]?.details).toEqual({ attempts: String(POLICY.maxAttempts) });
    expect((await archivedSummary(who, documentId))?.sealState).toBe('failed');
    // Given up at the claim, still as part of the sealing job the completing request started.
    const [given] = await t.db
      .select({ requestId: documentEvents.requestId })
      .from(documentEvents)
      .where(and(eq(documentEvents.documentId, documentId), eq(documentEvents.type, 'seal_failed')));
    expect(given?.requestId).toBe(failed.sealRequestId);
    expect(failed.sealRequestId).not.toBeNull();
    const [ownerMail] = await t.db
      .select({ requestId: mailJobs.requestId })
      .from(mailJobs)
      .where(and(eq(mailJobs.documentId, documentId), eq(mailJobs.to, who.email)));
    expect(ownerMail?.requestId).toBe(failed.sealRequestId);
  });

  it('stores a reason with control characters as plain text', async () => {
    const who = await owner(t);
    const documentId = await completedDocument(t, who);
    await recordSealingFailure(failing, documentId, new Error('bad\u0000byte\nnext line'), POLICY);
    expect((await rowOf(t, documentId)).sealError).toBe('Error: bad byte next line');
    await failUntilGivenUp(documentId);
  });

  describe('POST /v1/documents/{id}/reseal', () => {
    it('answers 401 without a token, 404 for another account’s or a malformed id', async () => {
      const who = await owner(t);
      const documentId = await completedDocument(t, who);
      await failUntilGivenUp(documentId);

      expect((await t.request({ method: 'POST', url: `/v1/documents/${documentId}/reseal` })).statusCode).toBe(401);
      const stranger = await owner(t);
      const theirs = await stranger.call('POST', `/v1/documents/${documentId}/reseal`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
      expect((await who.call('POST', '/v1/documents/not-a-uuid/reseal')).statusCode).toBe(404);
      expect((await who.call('POST', `/v1/documents/${MISSING_ID}/reseal`)).statusCode).toBe(404);
      expect((await rowOf(t, documentId)).sealFailedAt).not.toBeNull();
    });

    it('answers 409 for a document whose sealing has not failed: being sealed, sealed, or not completed', async () => {
      const who = await owner(t);
      const pending = await completedDocument(t, who);
      const conflict = await who.call('POST', `/v1/documents/${pending}/reseal`);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ code: 409, message: API_MESSAGES.resealNotFailed, error: 'reseal_not_failed' });

      const sent = await sentDocument(t, who, [{ name: 'Bob', level: 1 }]);
      expect((await who.call('POST', `/v1/documents/${sent.document.id}/reseal`)).statusCode).toBe(409);
      // Leaves nothing due for the next tests' failing pass.
      await failUntilGivenUp(pending);
    });

    it('starts sealing again at once: 200, then sealed by the next pass, and the owner’s copy mailed', async () => {
      const who = await owner(t);
      const documentId = await completedDocument(t, who);
      await failUntilGivenUp(documentId);

      const response = await t.request({
        method: 'POST',
        url: `/v1/documents/${documentId}/reseal`,
        headers: bearer(who.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ document: DocumentSummary }>().document).toMatchObject({
        id: documentId,
        status: 'Completed',
        sealState: 'pending',
      });

      // The app's own pass, woken by the reseal (it would otherwise wait an hour), seals it.
      const sealed = await waitForSeal(t, documentId);
      // Counted afresh from the reseal: the one attempt that sealed it.
      expect(sealed).toMatchObject({ sealAttempts: 1, sealFailedAt: null, sealError: null });
      expect((await archivedSummary(who, documentId))?.sealState).toBe('sealed');
      expect((await who.call('GET', `/v1/documents/${documentId}/download`)).statusCode).toBe(200);
      await sealedMailTo(t, who.email);

      expect((await who.call('POST', `/v1/documents/${documentId}/reseal`)).statusCode).toBe(409);
    });
  });

  describe('npm run reseal -- <documentId>', () => {
    it('clears a failed sealing so the next pass seals it, and says what it did', async () => {
      const who = await owner(t);
      const documentId = await completedDocument(t, who);
      await failUntilGivenUp(documentId);

      const outcome = await resealForOperator(t.db, documentId);
      expect(outcome.restarted).toBe(true);
      expect(outcome.message).toContain(documentId);
      expect(outcome.message).toContain(`failed after ${POLICY.maxAttempts} attempts`);
      expect(outcome.message).toContain(CAUSE);
      expect(await rowOf(t, documentId)).toMatchObject({
        sealAttempts: 0,
        sealFailedAt: null,
        sealError: null,
        sealLeaseUntil: null,
      });
      expect((await archivedSummary(who, documentId))?.sealState).toBe('pending');

      // The next pass, where building the final PDF works again, seals it.
      const pdfWork = createPdfWork(DEFAULT_PDF_WORK_LIMITS, FINAL_PDF_TASK);
      try {
        const working = { ...failing, pdfWork };
        expect(await sealDueDocuments(working, recordingLogger().logger, () => false, { retry: POLICY })).toBe(1);
      } finally {
        await pdfWork.close();
      }
      expect((await rowOf(t, documentId)).sealedAt).not.toBeNull();
    });

    it('does nothing, and says why, for an unknown, malformed, sealed or unfinished document', async () => {
      const who = await owner(t);
      const unknown = await resealForOperator(t.db, MISSING_ID);
      expect(unknown).toEqual({ restarted: false, message: `No document has the id ${MISSING_ID}.` });
      expect((await resealForOperator(t.db, 'nope')).message).toContain('is not a document id');

      const sent = await sentDocument(t, who, [{ name: 'Cem', level: 1 }]);
      const unfinished = await resealForOperator(t.db, sent.document.id);
      expect(unfinished.restarted).toBe(false);
      expect(unfinished.message).toContain('is Sent: only a Completed document is sealed');

      await t.db
        .update(documents)
        .set({ status: 'Completed', sealedAt: new Date('2024-01-02T03:04:05Z') })
        .where(eq(documents.id, sent.document.id));
      const sealed = await resealForOperator(t.db, sent.document.id);
      expect(sealed).toEqual({
        restarted: false,
        message: `“contract.pdf” (${sent.document.id}) is already sealed, since 2024-01-02T03:04:05.000Z.`,
      });
    });
  });
});
