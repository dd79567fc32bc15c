import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import { MAX_DECISION_REASON_LENGTH, type SignerEnding } from '@signflow/contract/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import {
  answerFields,
  approved,
  mailDeliveredTo,
  rejected,
  revised,
  type SentDocument,
  sentDocument,
  signAndSubmit,
  signerCall,
  signerToken,
} from '../../support/signing';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Amy and Bob at level 1, Cy at level 2. */
async function twoLevels() {
  const who = await owner(t);
  const sent = await sentDocument(t, who, [
    { name: 'Amy', level: 1 },
    { name: 'Bob', level: 1 },
    { name: 'Cy', level: 2 },
  ]);
  const [amy, bob, cy] = sent.users.map((user) => user.id) as [string, string, string];
  return { who, sent, amy, bob, cy };
}

const submit = (sent: SentDocument, token: string, body?: object) =>
  signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, token, body);

const ending = (token: string | null) => signerCall(t, 'GET', '/v1/documents/user-sign/ending', token);

async function historyOf(who: Owner, documentId: string): Promise<AuditTrailResponse> {
  const response = await who.call('GET', `/v1/documents/${documentId}/audit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditTrailResponse>();
}

/** The owner's mails about this document's outcome, as delivered: their subject and text. */
async function ownerMails(who: Owner) {
  await mailDeliveredTo(t, who.email);
  return t.smtp.mails.filter((mail) => mail.to.includes(who.email.toLowerCase()));
}

describe('a reason with Reject and Revise', () => {
  it('Revise without a reason is refused (400) and changes nothing; a blank one counts as none', async () => {
    const { who, sent, amy } = await twoLevels();
    const token = await answerFields(t, sent, amy, revised);
    for (const body of [undefined, {}, { reason: null }, { reason: '' }, { reason: '   ' }]) {
      const response = await submit(sent, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(API_MESSAGES.revisionReasonRequired);
    }
    const history = await historyOf(who, sent.document.id);
    expect(history.signers.find((signer) => signer.id === amy)).toMatchObject({ submittedAt: null, decision: null });
    expect(history.events.map((event) => event.type)).not.toContain('submitted');
    expect((await ending(token)).statusCode).toBe(409);
    expect((await ending(token)).json().message).toBe(API_MESSAGES.signNotSubmitted);
  });

  it('a reason too long, of the wrong type or with control characters is refused with its message', async () => {
    const { sent, amy } = await twoLevels();
    const token = await answerFields(t, sent, amy, rejected);
    const tooLong = await submit(sent, token, { reason: 'x'.repeat(MAX_DECISION_REASON_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      fillTemplate(API_MESSAGES.reasonTooLong, { limit: MAX_DECISION_REASON_LENGTH }),
    );
    const wrongType = await submit(sent, token, { reason: 5 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(API_MESSAGES.invalidRequest);
    const control = await submit(sent, token, { reason: 'bad\u0000text' });
    expect(control.statusCode).toBe(400);
    // The longest allowed goes through.
    const longest = await submit(sent, token, { reason: 'x'.repeat(MAX_DECISION_REASON_LENGTH) });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('Reject without a body still works, as older clients send it; no reason is recorded', async () => {
    const { who, sent, amy } = await twoLevels();
    const response = await signAndSubmit(t, sent, amy, rejected);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ decision: 'rejected', status: 'Rejected' });
    const history = await historyOf(who, sent.document.id);
    expect(history.signers.find((signer) => signer.id === amy)?.reason).toBeNull();
    const rejectedEvent = history.events.find((event) => event.type === 'rejected');
    expect(rejectedEvent?.details).toEqual({});
    const mails = await ownerMails(who);
    const mail = mails.find((each) => each.subject === 'Amy rejected “contract.pdf”');
    expect(mail?.text).toContain('Signing has stopped');
    expect(mail?.text).not.toContain('reason');
  });

  it('Reject with a reason: kept on the signer and in the events, quoted in the owner’s mail', async () => {
    const { who, sent, amy } = await twoLevels();
    const reason = '  The amount on page 2 is wrong  ';
    const response = await signAndSubmit(t, sent, amy, rejected, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ decision: 'rejected', status: 'Rejected' });

    const history = await historyOf(who, sent.document.id);
    expect(history.signers.find((signer) => signer.id === amy)).toMatchObject({
      decision: 'rejected',
      reason: 'The amount on page 2 is wrong',
    });
    const byType = (type: string) => history.events.filter((event) => event.type === type);
    expect(byType('submitted')[0]?.details).toEqual({ decision: 'rejected', reason: 'The amount on page 2 is wrong' });
    expect(byType('rejected')[0]?.details).toEqual({ reason: 'The amount on page 2 is wrong' });

    const mails = await ownerMails(who);
    const mail = mails.find((each) => each.subject === 'Amy rejected “contract.pdf”');
    expect(mail?.text).toContain('Amy gave this reason:\n“The amount on page 2 is wrong”');
    expect(mail?.html).toContain('“The amount on page 2 is wrong”');
  });

  it('Revise with a reason ends as Revision, with the reason in the History and the mail', async () => {
    const { who, sent, amy } = await twoLevels();
    const response = await signAndSubmit(t, sent, amy, revised, { reason: 'Add the delivery date' });
    expect(response.json()).toMatchObject({ decision: 'revision', status: 'Revision' });
    const history = await historyOf(who, sent.document.id);
    expect(history.signers.find((signer) => signer.id === amy)?.reason).toBe('Add the delivery date');
    expect(history.events.find((event) => event.type === 'revision_asked')?.details).toEqual({
      reason: 'Add the delivery date',
    });
    const mails = await ownerMails(who);
    expect(mails.find((mail) => mail.subject === 'Amy asked for a revision of “contract.pdf”')?.text).toContain(
      '“Add the delivery date”',
    );
  });

  it('a reason sent with a signature is not kept', async () => {
    const { who, sent, amy } = await twoLevels();
    const response = await signAndSubmit(t, sent, amy, approved, { reason: 'Looks fine', consent: true });
    expect(response.json()).toMatchObject({ decision: 'approved', status: 'Sent' });
    const history = await historyOf(who, sent.document.id);
    expect(history.signers.find((signer) => signer.id === amy)?.reason).toBeNull();
    expect(history.events.find((event) => event.type === 'submitted')?.details).toEqual({ decision: 'approved' });
  });

  it('the owner’s History of another account’s document stays 404', async () => {
    const { sent, amy } = await twoLevels();
    await signAndSubmit(t, sent, amy, rejected, { reason: 'No' });
    const stranger = await owner(t);
    expect((await stranger.call('GET', `/v1/documents/${sent.document.id}/audit`)).statusCode).toBe(404);
  });
});

describe('GET /v1/documents/user-sign/ending', () => {
  it('401 without a token or with a forged one', async () => {
    for (const token of [null, 'forged-token']) {
      const response = await ending(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(API_MESSAGES.expiredLink);
    }
  });

  it('names who signs next while levels remain, and follows the document to Completed and sealed', async () => {
    const { sent, amy, bob, cy } = await twoLevels();
    const amyToken = await signerToken(t, sent.document.id, amy);
    await signAndSubmit(t, sent, amy);
    const afterAmy = (await ending(amyToken)).json<SignerEnding>();
    expect(afterAmy).toMatchObject({
      documentID: sent.document.id,
      signerID: amy,
      DocName: 'contract.pdf',
      decision: 'approved',
      reason: null,
      status: 'Sent',
      nextSigners: ['Bob'],
      sealed: false,
      sealState: null,
      language: 'en',
    });
    await signAndSubmit(t, sent, bob);
    expect((await ending(amyToken)).json<SignerEnding>().nextSigners).toEqual(['Cy']);
    await signAndSubmit(t, sent, cy);
    const completed = (await ending(amyToken)).json<SignerEnding>();
    expect(completed).toMatchObject({ status: 'Completed', nextSigners: [] });
    expect(completed.sealState).not.toBeNull();
  });

  it('tells the signer who rejected their own reason; another signer’s link says signing ended', async () => {
    const { sent, amy, bob } = await twoLevels();
    const amyToken = await signerToken(t, sent.document.id, amy);
    const bobToken = await signerToken(t, sent.document.id, bob);
    await signAndSubmit(t, sent, amy, rejected, { reason: 'Wrong party' });
    expect((await ending(amyToken)).json<SignerEnding>()).toMatchObject({
      decision: 'rejected',
      reason: 'Wrong party',
      status: 'Rejected',
      nextSigners: [],
    });
    expect((await ending(bobToken)).statusCode).toBe(409);
  });
});

describe('the signer’s language', () => {
  it('validate, the record and the ending carry the language of the invitation: the owner’s', async () => {
    const who = await owner(t);
    expect((await who.call('PUT', '/v1/profile/language', { language: 'de' })).statusCode).toBe(200);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    const token = await signerToken(t, sent.document.id, amy?.id ?? '');
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token)).json().language).toBe('de');
    expect((await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token)).json().language).toBe(
      'de',
    );
    await signAndSubmit(t, sent, amy?.id ?? '');
    expect((await ending(token)).json().language).toBe('de');
  });
});
