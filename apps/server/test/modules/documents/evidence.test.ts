import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEvents, documents, sealRegister } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  multipartBody,
  type Owner,
  owner,
  uploadPdf,
  uploadRequest,
} from '../../support/documents';
import { pdfWithPages } from '../../support/pdf-files';
import { linkIn, sealedMailTo, waitForSeal } from '../../support/sealing';
import { completedDocument, type SentDocument, signerCall } from '../../support/signing';

/** Amy signs at level 1, Bob at level 2; both approve. */
const AMY_THEN_BOB = [
  { name: 'Amy', level: 1 },
  { name: 'Bob', level: 2 },
];
/** Amy's signing token, from what `completedDocument` answers. */
const amyToken = (done: { tokens: string[] }) => done.tokens[0] ?? '';

function verify(t: DocumentsTestApp, file: Buffer) {
  const { payload, contentType } = multipartBody([{ name: 'file', filename: 'check.pdf', content: file }]);
  return t.request({ method: 'POST', url: '/v1/verify', headers: { 'content-type': contentType }, payload });
}

async function eventIds(t: DocumentsTestApp, documentId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: documentEvents.id })
    .from(documentEvents)
    .where(eq(documentEvents.documentId, documentId));
  return rows.map((row) => row.id);
}

const originalFile = (who: Owner, sent: SentDocument) => `files/${who.accountId}/${sent.document.id}.pdf`;
const sealedFile = (who: Owner, sent: SentDocument) => `files/${who.accountId}/${sent.document.id}.sealed.pdf`;

describe('Empty Trash keeps the evidence', () => {
  let t: DocumentsTestApp;
  let who: Owner;
  let done: Awaited<ReturnType<typeof completedDocument>>;
  let sealedPdf: Buffer;
  /** The audit trail's events as Empty Trash found them. */
  let eventsBeforePurge: string[];

  beforeAll(async () => {
    t = await createDocumentsTestApp({ SEAL_POLL_MS: '50', MAIL_POLL_MS: '50' });
    who = await owner(t);
    done = await completedDocument(t, who, AMY_THEN_BOB);
    await waitForSeal(t, done.document.id);
    sealedPdf = (await who.call('GET', `/v1/documents/${done.document.id}/download`)).rawPayload;
    expect((await who.call('DELETE', `/v1/documents/${done.document.id}`)).statusCode).toBe(200);
    eventsBeforePurge = await eventIds(t, done.document.id);
    const emptied = await who.call('DELETE', '/v1/documents/trash');
    expect(emptied.json()).toEqual({ deleted: 1 });
    // Signing a document through and sealing it takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('/verify still says the sealed copy is genuine, naming its parties', async () => {
    const response = await verify(t, sealedPdf);
    expect(response.statusCode).toBe(200);
    const verdict = response.json();
    expect(verdict).toMatchObject({
      genuine: true,
      message: API_MESSAGES.verifyGenuine,
      document: { name: 'contract.pdf', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(
      verdict.parties.map((party: { name: string; email: string; decision: string }) => [
        party.name,
        party.email,
        party.decision,
      ]),
    ).toEqual(done.users.map((user) => [user.name, user.email, 'approved']));
    for (const party of verdict.parties) expect(Date.parse(party.signedAt)).toBeGreaterThan(0);
  });

  it('takes the document from every owner list, lookup and its History, but its events stay in the database', async () => {
    const id = done.document.id;
    for (const url of ['/v1/documents', '/v1/documents/archieve', '/v1/documents/trash']) {
      const list = (await who.call('GET', url)).json();
      expect(list.totalResults, url).toBe(0);
    }
    for (const [method, url] of [
      ['GET', `/v1/documents/${id}/audit`],
      ['GET', `/v1/documents/signing/${id}`],
      ['GET', `/v1/documents/${id}/download`],
      ['GET', `/asset/${id}`],
      ['POST', `/v1/documents/${id}/restore`],
      ['DELETE', `/v1/documents/${id}`],
    ] as const) {
      expect((await who.call(method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(eventsBeforePurge.length).toBeGreaterThan(5);
    expect(await eventIds(t, id)).toEqual(expect.arrayContaining(eventsBeforePurge));
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.purgedAt).toBeInstanceOf(Date);
  });

  it('removes the original file, and keeps the sealed one for the signers’ links', async () => {
    const files = t.storedFiles();
    expect(files).not.toContain(originalFile(who, done));
    expect(files).toContain(sealedFile(who, done));

    const bySigningLink = await signerCall(
      t,
      'GET',
      `/v1/documents/user-sign/${done.document.id}/download`,
      amyToken(done),
    );
    expect(bySigningLink.statusCode).toBe(200);
    expect(bySigningLink.rawPayload.equals(sealedPdf)).toBe(true);
    const bySealedMail = await t.request({
      method: 'GET',
      url: linkIn(await sealedMailTo(t, done.users[1]?.email ?? '')),
    });
    expect(bySealedMail.statusCode).toBe(200);
    expect(bySealedMail.rawPayload.equals(sealedPdf)).toBe(true);

    // The signing link still says the document is completed; the original PDF behind it is gone.
    const validation = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', amyToken(done));
    expect(validation.json()).toMatchObject({ status: 'Completed', sealed: true });
    const original = await signerCall(t, 'GET', `/user-sign/${done.document.id}`, amyToken(done));
    expect(original.statusCode).toBe(404);
  });

  it('refuses any change to the audit trail or the seal register, even straight in the database', async () => {
    const id = done.document.id;
    const events = await eventIds(t, id);
    const failureOf = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(statement);
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        return `${String(error)} ${String(cause ?? '')}`;
      }
      return 'changed';
    };
    for (const statement of [
      sql`update ${documentEvents} set type = 'forged' where document_id = ${id}`,
      sql`delete from ${documentEvents} where document_id = ${id}`,
      sql`update ${sealRegister} set document_name = 'forged.pdf' where document_id = ${id}`,
      sql`delete from ${sealRegister} where document_id = ${id}`,
    ]) {
      expect(await failureOf(statement)).toMatch(/append-only/);
    }
    expect((await eventIds(t, id)).sort()).toEqual(events.sort());
    const [entry] = await t.db.select().from(sealRegister).where(eq(sealRegister.documentId, id));
    expect(entry?.documentName).toBe('contract.pdf');
  });
});

describe('a Completed document before it is sealed', () => {
  let t: DocumentsTestApp;
  beforeAll(async () => {
    // The sealing worker waits an hour between passes here: the document stays unsealed.
    t = await createDocumentsTestApp({ SEAL_POLL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cannot be trashed, and no Empty Trash purges it', async () => {
    const who = await owner(t);
    const done = await completedDocument(t, who, AMY_THEN_BOB);
    const refused = await who.call('DELETE', `/v1/documents/${done.document.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, message: API_MESSAGES.sealPending, error: 'seal_pending' });

    // Even one that reached the Trash another way stays until it is sealed.
    await t.db.update(documents).set({ trashedAt: new Date() }).where(eq(documents.id, done.document.id));
    expect((await who.call('DELETE', '/v1/documents/trash')).json()).toEqual({ deleted: 0 });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, done.document.id));
    expect(row?.purgedAt).toBeNull();
    expect(t.storedFiles()).toContain(originalFile(who, done));
  });

  it('tells its signers it is completed and being sealed', async () => {
    const who = await owner(t);
    const done = await completedDocument(t, who, AMY_THEN_BOB);
    const validation = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', amyToken(done));
    expect(validation.statusCode).toBe(200);
    expect(validation.json()).toEqual({
      documentID: done.document.id,
      signerID: done.users[0]?.id,
      status: 'Completed',
      sealed: false,
      sealState: 'pending',
      language: 'en',
      verification: { method: 'link', sentTo: null },
    });
    const download = await signerCall(t, 'GET', `/v1/documents/user-sign/${done.document.id}/download`, amyToken(done));
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(API_MESSAGES.sealPending);
  });

  it('a purged document no longer counts against the plan; a trashed one still does', async () => {
    const who = await owner(t, 'TRIAL');
    const flow = await flowWithApprovers(who);
    const first = await uploadPdf(t, who, flow.flowId);
    await uploadPdf(t, who, flow.flowId);
    await uploadPdf(t, who, flow.flowId);
    await who.call('DELETE', `/v1/documents/${first.id}`);
    const upload = async () =>
      uploadRequest(t, who.token, [
        { name: 'flowHeaderId', value: flow.flowId },
        { name: 'file', filename: 'more.pdf', content: await pdfWithPages(1) },
      ]);
    expect((await upload()).statusCode).toBe(403);
    await who.call('DELETE', '/v1/documents/trash');
    expect((await upload()).statusCode).toBe(201);
  });
});
