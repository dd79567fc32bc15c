import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentSigner } from '@signflow/contract/documents';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigners, mailJobs } from '../../../src/db/schema';
import { hashToken } from '../../../src/platform/one-time-tokens';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  MISSING_ID,
  type Owner,
  owner,
  setStatus,
  uploadPdf,
} from '../../support/documents';
import { bearer } from '../../support/test-app';

let t: DocumentsTestApp;

async function queuedMailCount() {
  const [row] = await t.db.select({ total: count() }).from(mailJobs);
  return row?.total ?? 0;
}
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
});

const rect = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };

async function placeField(who: Owner, documentId: string, userId: string) {
  const response = await who.call('POST', `/v1/documents/signing/${documentId}/coordinate`, {
    userId,
    type: 'draw',
    position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A Draft whose signers are Amy and Bob at level 1 and Cy at level 2, each with a field unless told. */
async function draftReadyToSend(who: Owner, options: { withFieldsFor?: number } = {}) {
  const flow = await flowWithApprovers(who, [
    { approverName: 'Amy', approvalLevel: 1, approverMail: 'amy@example.com' },
    { approverName: 'Bob', approvalLevel: 1, approverMail: 'bob@example.com' },
    { approverName: 'Cy', approvalLevel: 2, approverMail: 'cy@example.com' },
  ]);
  const document = await uploadPdf(t, who, flow.flowId);
  const users = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<{ users: DocumentSigner[] }>()
    .users;
  for (const user of users.slice(0, options.withFieldsFor ?? users.length)) await placeField(who, document.id, user.id);
  return { document, users };
}

describe('POST /v1/documents/signing/{id}/invite', () => {
  it('sends the document and e-mails each first-level signer a link of their own; the next level waits', async () => {
    const who = await owner(t);
    const { document, users } = await draftReadyToSend(who);
    const response = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.documentSent });

    const listed = (await who.call('GET', '/v1/documents')).json().results;
    expect(listed.find((each: { id: string }) => each.id === document.id).status).toBe('Sent');

    const [amy, bob, cy] = users;
    for (const signer of [amy, bob]) {
      const mail = await t.smtp.waitFor(signer?.email ?? '');
      expect(mail.subject).toBe('Please sign “contract.pdf”');
      const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
      expect(link.pathname).toBe('/user-sign');
      expect(link.searchParams.get('templateId')).toBe(document.id);
      expect(link.searchParams.get('userId')).toBe(signer?.id);
      const [row] = await t.db
        .select()
        .from(documentSigners)
        .where(eq(documentSigners.id, signer?.id ?? ''));
      // Only the hash of the token is kept.
      expect(row?.tokenHash).toBe(hashToken(link.searchParams.get('token') ?? ''));
    }
    await expect(t.smtp.waitFor(cy?.email ?? '', { timeoutMs: 500 })).rejects.toThrow(/no mail/);
    const [cyRow] = await t.db
      .select()
      .from(documentSigners)
      .where(eq(documentSigners.id, cy?.id ?? ''));
    expect(cyRow?.tokenHash).toBeNull();

    // Sent is final for the owner: a second invite and field changes are refused.
    const again = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MESSAGES.documentNotDraft);
  });

  it('names every signer without a field, and changes nothing', async () => {
    const who = await owner(t);
    const { document } = await draftReadyToSend(who, { withFieldsFor: 1 });
    const mailBefore = await queuedMailCount();
    const response = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Add a field for Bob, Cy before inviting',
      template: API_MESSAGES.signersNeedFields,
      params: { names: 'Bob, Cy' },
    });
    const listed = (await who.call('GET', '/v1/documents')).json().results;
    expect(listed[0].status).toBe('Draft');
    expect(await queuedMailCount()).toBe(mailBefore);
  });

  it('names a signer without a name or e-mail (approvers never filled in)', async () => {
    const who = await owner(t);
    const created = await who.call('POST', '/v1/flow', { flowName: 'Blank', approverCount: 1 });
    const document = await uploadPdf(t, who, created.json().flow.flowId);
    const response = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Signer 1 needs a name');
  });

  it('answers 404 for another account’s, unknown, malformed and trashed documents, 401 without a token', async () => {
    const ada = await owner(t);
    const bob = await owner(t);
    const { document } = await draftReadyToSend(ada);
    for (const url of [
      `/v1/documents/signing/${MISSING_ID}/invite`,
      '/v1/documents/signing/not-an-id/invite',
      `/v1/documents/signing/${document.id}/invite`,
    ]) {
      expect((await bob.call('POST', url)).statusCode, url).toBe(404);
    }
    for (const headers of [{}, bearer('forged.token.value')]) {
      const response = await t.request({ method: 'POST', url: `/v1/documents/signing/${document.id}/invite`, headers });
      expect(response.statusCode).toBe(401);
    }
    await ada.call('DELETE', `/v1/documents/${document.id}`);
    expect((await ada.call('POST', `/v1/documents/signing/${document.id}/invite`)).statusCode).toBe(404);
  });

  it('refuses a document that is no longer a draft', async () => {
    const who = await owner(t);
    const { document } = await draftReadyToSend(who);
    await setStatus(t, document.id, 'Completed');
    expect((await who.call('POST', `/v1/documents/signing/${document.id}/invite`)).statusCode).toBe(409);
  });

  it('two invites at once send one set of mail', async () => {
    const who = await owner(t);
    const { document } = await draftReadyToSend(who);
    const mailBefore = await queuedMailCount();
    const answers = await Promise.all(
      [1, 2].map(() => who.call('POST', `/v1/documents/signing/${document.id}/invite`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await queuedMailCount()).toBe(mailBefore + 2);
  });
});
