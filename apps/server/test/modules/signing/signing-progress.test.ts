import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigners } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, type Owner, owner } from '../../support/documents';
import {
  answerFields,
  approved,
  CONSENTED,
  invitationCount,
  mailCountTo,
  rejected,
  revised,
  type SentDocument,
  sentDocument,
  signAndSubmit,
  signerCall,
  signerToken,
} from '../../support/signing';
import { bearer } from '../../support/test-app';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function statusOf(who: Owner, documentId: string): Promise<string> {
  const response = await who.call('GET', `/v1/documents/signing/${documentId}`);
  return response.json().document.status;
}

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

const submit = (sent: SentDocument, token: string) =>
  signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, token, CONSENTED);

describe('POST /v1/documents/user-sign/{id}/submit', () => {
  it('refuses while a field of the signer has no response, and records nothing', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }], { fieldsEach: 2 });
    const [amy] = sent.users;
    const token = await signerToken(t, sent.document.id, amy?.id ?? '');
    const [first] = sent.fields;
    await signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${first?.id}`, token, {
      response: approved,
    });
    const response = await submit(sent, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(API_MESSAGES.fieldsIncomplete);
    const [row] = await t.db
      .select()
      .from(documentSigners)
      .where(eq(documentSigners.id, amy?.id ?? ''));
    expect(row?.submittedAt).toBeNull();
    expect(await statusOf(who, sent.document.id)).toBe('Sent');
  });

  it('moves level by level: the next level is e-mailed when the level before has all submitted, then Completed', async () => {
    const { who, sent, amy, bob, cy } = await twoLevels();
    expect(await invitationCount(t, sent.document.id, cy)).toBe(0);

    const first = await signAndSubmit(t, sent, amy);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your answer has been submitted', decision: 'approved', status: 'Sent' });
    expect(await invitationCount(t, sent.document.id, cy)).toBe(0);
    expect(await mailCountTo(t, who.email, 'Amy signed “contract.pdf”')).toBe(1);

    expect((await signAndSubmit(t, sent, bob)).json().status).toBe('Sent');
    expect(await invitationCount(t, sent.document.id, cy)).toBe(1);
    expect(await statusOf(who, sent.document.id)).toBe('Sent');

    const last = await signAndSubmit(t, sent, cy);
    expect(last.json()).toEqual({
      message: 'Your answer has been submitted',
      decision: 'approved',
      status: 'Completed',
    });
    expect(await statusOf(who, sent.document.id)).toBe('Completed');
    expect(await mailCountTo(t, who.email, 'Cy signed “contract.pdf”: it is now completed')).toBe(1);
    // The verification mail of registration, then one mail per submission, the last one saying it completed.
    expect(await mailCountTo(t, who.email, 'Cy signed “contract.pdf”')).toBe(0);
    expect(
      (await mailCountTo(t, who.email)) - (await mailCountTo(t, who.email, '“contract.pdf” is signed: your copy')),
    ).toBe(4);
    const archived = (await who.call('GET', '/v1/documents/archieve')).json().results;
    expect(archived.map((each: { id: string; status: string }) => [each.id, each.status])).toEqual([
      [sent.document.id, 'Completed'],
    ]);
    expect(await invitationCount(t, sent.document.id, cy)).toBe(1);
  });

  it('a second submit answers the same and changes nothing', async () => {
    const { who, sent, amy } = await twoLevels();
    const token = await signerToken(t, sent.document.id, amy);
    const first = await signAndSubmit(t, sent, amy);
    const mails = await mailCountTo(t, who.email);
    const second = await submit(sent, token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await mailCountTo(t, who.email)).toBe(mails);
  });

  it('a reject ends signing as Rejected at once; the others’ links stop working', async () => {
    const { who, sent, amy, bob, cy } = await twoLevels();
    const bobToken = await signerToken(t, sent.document.id, bob);
    const response = await signAndSubmit(t, sent, amy, rejected);
    expect(response.json()).toEqual({
      message: 'Your answer has been submitted',
      decision: 'rejected',
      status: 'Rejected',
    });
    expect(await statusOf(who, sent.document.id)).toBe('Rejected');
    expect(await mailCountTo(t, who.email, 'Amy rejected “contract.pdf”')).toBe(1);
    expect(await invitationCount(t, sent.document.id, cy)).toBe(0);

    const field = sent.fields.find((each) => each.userId === bob);
    const late = await signerCall(
      t,
      'PUT',
      `/v1/documents/user-sign/${sent.document.id}/coordinate/${field?.id}`,
      bobToken,
      {
        response: approved,
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(API_MESSAGES.signingEnded);
    expect((await submit(sent, bobToken)).json().message).toBe(API_MESSAGES.signingEnded);
  });

  it('a revision ends signing as Revision; Prepare again returns it to Draft with responses and links gone', async () => {
    const { who, sent, amy, bob } = await twoLevels();
    const amyToken = await signerToken(t, sent.document.id, amy);
    await signAndSubmit(t, sent, bob);
    expect((await signAndSubmit(t, sent, amy, revised, { reason: 'Page 2' })).json().status).toBe('Revision');
    expect(await mailCountTo(t, who.email, 'Amy asked for a revision of “contract.pdf”')).toBe(1);

    const prepared = await who.call('POST', `/v1/documents/signing/${sent.document.id}/prepare-again`);
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json().document.status).toBe('Draft');
    const record = (await who.call('GET', `/v1/documents/signing/${sent.document.id}`)).json();
    expect(record.coordinates).toHaveLength(3);
    for (const field of record.coordinates) {
      expect(field.response).toEqual({
        image: null,
        text: null,
        checked: null,
        approve: false,
        reject: false,
        revise: false,
      });
    }
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', amyToken)).statusCode).toBe(401);

    // Sent again, the first level gets new links and signs afresh.
    expect((await who.call('POST', `/v1/documents/signing/${sent.document.id}/invite`)).statusCode).toBe(200);
    expect(await invitationCount(t, sent.document.id, amy)).toBe(2);
    expect((await signAndSubmit(t, sent, amy)).json()).toMatchObject({ decision: 'approved', status: 'Sent' });
  });
});

describe('POST /v1/documents/signing/{id}/prepare-again', () => {
  it('refuses a document not sent back for revision; 404 for another account’s or unknown; 401 without a token', async () => {
    const { who, sent } = await twoLevels();
    const refused = await who.call('POST', `/v1/documents/signing/${sent.document.id}/prepare-again`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_MESSAGES.documentNotRevision);

    const stranger = await owner(t);
    for (const id of [sent.document.id, MISSING_ID, 'nope']) {
      expect((await stranger.call('POST', `/v1/documents/signing/${id}/prepare-again`)).statusCode, id).toBe(404);
    }
    const anonymous = await t.request({
      method: 'POST',
      url: `/v1/documents/signing/${sent.document.id}/prepare-again`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.request({
      method: 'POST',
      url: `/v1/documents/signing/${sent.document.id}/prepare-again`,
      headers: bearer('forged'),
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('two signers at the same moment', () => {
  it('both are recorded and the next level is e-mailed exactly once', async () => {
    const { who, sent, amy, bob, cy } = await twoLevels();
    const tokens = [await answerFields(t, sent, amy), await answerFields(t, sent, bob)];
    const answers = await Promise.all(tokens.map((token) => submit(sent, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const signers = await t.db.select().from(documentSigners).where(eq(documentSigners.documentId, sent.document.id));
    expect(
      signers
        .filter((signer) => signer.submittedAt)
        .map((signer) => signer.name)
        .sort(),
    ).toEqual(['Amy', 'Bob']);
    expect(await invitationCount(t, sent.document.id, cy)).toBe(1);
    expect(await statusOf(who, sent.document.id)).toBe('Sent');
  });

  it('the last two reach the outcome exactly once', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    const tokens = await Promise.all(sent.users.map((user) => answerFields(t, sent, user.id)));
    const answers = await Promise.all(tokens.map((token) => submit(sent, token)));
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['Completed', 'Sent']);
    const completed = await Promise.all(
      ['Amy', 'Bob'].map((name) => mailCountTo(t, who.email, `${name} signed “contract.pdf”: it is now completed`)),
    );
    expect(completed.sort()).toEqual([0, 1]);
  });

  it('the same signer submitting twice at once is recorded once', async () => {
    const { who, sent, amy } = await twoLevels();
    const token = await answerFields(t, sent, amy);
    const answers = await Promise.all([submit(sent, token), submit(sent, token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await mailCountTo(t, who.email, 'Amy signed “contract.pdf”')).toBe(1);
  });
});
