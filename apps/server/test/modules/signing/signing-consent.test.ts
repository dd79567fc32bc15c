import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import { SIGNING_CONSENT_STATEMENT, type SignerRecordResponse } from '@signflow/contract/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import {
  answerFields,
  approved,
  readyDraft,
  rejected,
  revised,
  type SentDocument,
  sentDocument,
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

const submit = (sent: SentDocument, token: string, body?: object) =>
  signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, token, body);

async function eventsOf(who: Owner, documentId: string) {
  const response = await who.call('GET', `/v1/documents/${documentId}/audit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditTrailResponse>().events;
}

describe('consent to sign electronically', () => {
  it('an approval without consent is refused (400) and submits nothing; older clients’ empty body too', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const amy = sent.users[0]?.id ?? '';
    const token = await answerFields(t, sent, amy, approved);
    for (const body of [undefined, {}, { consent: false }, { consent: null }, { reason: 'fine' }]) {
      const response = await submit(sent, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(API_MESSAGES.consentRequired);
    }
    const wrongType = await submit(sent, token, { consent: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(API_MESSAGES.consentInvalid);
    const types = (await eventsOf(who, sent.document.id)).map((event) => event.type);
    expect(types).not.toContain('submitted');
    expect(types).not.toContain('consent_given');
  });

  it('with consent the approval goes through, and the trail records the consent, its time and its sentence', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const amy = sent.users[0];
    const token = await answerFields(t, sent, amy?.id ?? '', approved);
    const before = Date.now();
    const response = await submit(sent, token, { consent: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ decision: 'approved', status: 'Completed' });
    const events = await eventsOf(who, sent.document.id);
    const consent = events.find((event) => event.type === 'consent_given');
    expect(consent).toMatchObject({
      actorKind: 'signer',
      actorEmail: amy?.email,
      ip: '127.0.0.1',
      details: { statement: SIGNING_CONSENT_STATEMENT },
    });
    const at = Date.parse(consent?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    // Given with the submission: recorded just before it.
    const types = events.map((event) => event.type);
    expect(types.indexOf('consent_given')).toBe(types.indexOf('submitted') - 1);
  });

  it.each([
    ['Reject', rejected, {}],
    ['Revise', revised, { reason: 'Add the delivery date' }],
  ])('%s needs no consent, and records none even when one is sent', async (_name, response, body) => {
    for (const consent of [undefined, true]) {
      const who = await owner(t);
      const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
      const token = await answerFields(t, sent, sent.users[0]?.id ?? '', response);
      const submitted = await submit(sent, token, consent === undefined ? body : { ...body, consent });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect((await eventsOf(who, sent.document.id)).map((event) => event.type)).not.toContain('consent_given');
    }
  });
});

describe('the signer’s record says who asks, why, and what follows', () => {
  it('answers the sender’s name and e-mail, the sender’s message, and what each signer’s signature leads to', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
      { name: 'Cy', level: 2 },
    ]);
    const message = 'Please sign by Friday.\nThe fee is on page 2.';
    const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, { message });
    expect(invite.statusCode, invite.body).toBe(200);
    const [amy, bob] = draft.users;
    const recordOf = async (signerId: string) => {
      const token = await signerToken(t, draft.document.id, signerId);
      const response = await signerCall(t, 'GET', `/v1/documents/user-sign/${draft.document.id}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return { token, record: response.json<SignerRecordResponse>() };
    };
    const { record } = await recordOf(amy?.id ?? '');
    expect(record.sender).toEqual({ name: 'Ada Lovelace', email: who.email });
    expect(record.message).toBe(message);
    expect(record.followUp).toEqual({ kind: 'othersSign', names: ['Bob'] });
    expect(JSON.stringify(record)).not.toContain('"token');

    // Amy signs: for Bob, the last of level 1, his signature invites Cy.
    const amyToken = await answerFields(t, draft, amy?.id ?? '', approved);
    expect((await submit(draft, amyToken, { consent: true })).statusCode).toBe(200);
    expect((await recordOf(bob?.id ?? '')).record.followUp).toEqual({ kind: 'nextInvited', names: ['Cy'] });
  });

  it('answers a null message when the sender wrote none, and `completes` for the last signer', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const token = await signerToken(t, sent.document.id, sent.users[0]?.id ?? '');
    const response = await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token);
    const record = response.json<SignerRecordResponse>();
    expect(record.message).toBeNull();
    expect(record.followUp).toEqual({ kind: 'completes', names: [] });
  });
});
