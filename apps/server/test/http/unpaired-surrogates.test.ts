import { API_MESSAGES } from '@signflow/contract/api-errors';
import { INCOMPLETE_CHARACTER_MESSAGE } from '@signflow/contract/fields';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEvents, documentSigners, documents, flowApprovers, profiles } from '../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  type Owner,
  owner,
  uploadRequest,
} from '../support/documents';
import { refusedInput } from '../support/error-answers';
import { pdfWithPages } from '../support/pdf-files';
import { answerFields, readyDraft, rejected, sentDocument, signerCall } from '../support/signing';

/**
 * Half of a UTF-16 surrogate pair, alone: JSON can carry it ("\ud800"), but it is no character. PostgreSQL refused
 * it in the audit trail's JSON (22P02) and text columns kept U+FFFD in its place.
 */
const HALF = '\ud800';

let t: DocumentsTestApp;
let who: Owner;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
  who = await owner(t);
});
afterAll(async () => {
  await t.close();
});

const refusal = refusedInput(INCOMPLETE_CHARACTER_MESSAGE);
const eventsOf = async (documentId: string) => {
  const [row] = await t.db
    .select({ total: count() })
    .from(documentEvents)
    .where(eq(documentEvents.documentId, documentId));
  return row?.total ?? 0;
};

describe('an unpaired surrogate is refused with a message, and nothing is kept', () => {
  it('in a signer correction', async () => {
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const amy = sent.users[0];
    if (!amy) throw new Error('one signer');
    const before = await eventsOf(sent.document.id);
    const response = await who.call('PATCH', `/v1/documents/${sent.document.id}/signers/${amy.id}`, {
      name: `Amy${HALF} Pond`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(row?.name).toBe('Amy');
    expect(await eventsOf(sent.document.id)).toBe(before);
  });

  it('in a signer’s reason for rejecting', async () => {
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const amy = sent.users[0];
    if (!amy) throw new Error('one signer');
    const token = await answerFields(t, sent, amy.id, rejected);
    const before = await eventsOf(sent.document.id);
    const response = await signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, token, {
      reason: `Wrong amount${HALF}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect([row?.submittedAt, row?.decisionReason]).toEqual([null, null]);
    expect(await eventsOf(sent.document.id)).toBe(before);
  });

  it('in a cancellation’s reason', async () => {
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const before = await eventsOf(sent.document.id);
    const response = await who.call('POST', `/v1/documents/${sent.document.id}/cancel`, {
      reason: `Wrong version${HALF}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, sent.document.id));
    expect([row?.status, row?.cancelReason]).toEqual(['Sent', null]);
    expect(await eventsOf(sent.document.id)).toBe(before);
  });

  it('in the invitation’s message to the signers', async () => {
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const response = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, {
      message: `Please sign${HALF}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, draft.document.id));
    expect([row?.status, row?.senderMessage]).toEqual(['Draft', null]);
  });

  it('in an account’s name and an approver’s name', async () => {
    const profile = await who.call('PATCH', '/v1/profile', { firstName: `Ada${HALF}` });
    expect(profile.statusCode, profile.body).toBe(400);
    expect(profile.json()).toEqual(refusal);
    const [profileRow] = await t.db.select().from(profiles).where(eq(profiles.accountId, who.accountId));
    expect(profileRow?.firstName).not.toContain('\ufffd');

    const flow = await flowWithApprovers(who);
    const details = await who.call('GET', `/v1/flow/${flow.flowId}/detail`);
    const approverId = details.json<{ details: { flowDetailId: string }[] }>().details[0]?.flowDetailId ?? '';
    const approver = await who.call('PUT', `/v1/flow/${flow.flowId}/detail/${approverId}`, {
      approverName: `Amy${HALF}`,
      approvalLevel: 1,
      approverMail: 'amy@example.com',
    });
    expect(approver.statusCode, approver.body).toBe(400);
    expect(approver.json()).toEqual(refusal);
    const [row] = await t.db.select().from(flowApprovers).where(eq(flowApprovers.id, approverId));
    expect(row?.name).not.toContain('\ufffd');
  });

  it('in the signers typed at upload, whose names name the document’s flow', async () => {
    const response = await uploadRequest(t, who.token, [
      {
        name: 'signers',
        value: JSON.stringify([{ approverName: `Amy${HALF}`, approverMail: 'amy@example.com', approvalLevel: 1 }]),
      },
      { name: 'file', filename: 'contract.pdf', content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(refusal);
  });

  it('in a document’s name: a file name whose bytes cannot be read as text is refused, not kept mangled', async () => {
    const [before] = await t.db
      .select({ total: count() })
      .from(documents)
      .where(eq(documents.accountId, who.accountId));
    const flow = await flowWithApprovers(who);
    const pdf = await pdfWithPages(1);
    // The multipart reader decodes a surrogate half sent as UTF-8 bytes (ED A0 80), percent-encoded or raw, into
    // U+FFFD: the name the uploader gave can no longer be read.
    for (const disposition of [
      Buffer.from(`form-data; name="file"; filename*=UTF-8''contract%ED%A0%80.pdf`),
      Buffer.concat([Buffer.from('form-data; name="file"; filename="contract'), Buffer.from([0xed, 0xa0, 0x80, 0x22])]),
    ]) {
      const boundary = 'signflow-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="flowHeaderId"\r\n\r\n${flow.flowId}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: `),
        disposition,
        Buffer.from('\r\nContent-Type: application/pdf\r\n\r\n'),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.request({
        method: 'POST',
        url: '/v1/fileupload/fileupload',
        headers: { authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        message: API_MESSAGES.fileNameUnreadable,
        error: 'file_name_unreadable',
      });
    }
    const [after] = await t.db.select({ total: count() }).from(documents).where(eq(documents.accountId, who.accountId));
    expect(after?.total).toBe(before?.total);
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}`))).toHaveLength(
      before?.total ?? 0,
    );
  });
});
