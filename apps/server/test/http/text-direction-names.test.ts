import { TEXT_DIRECTION_MESSAGE } from '@signflow/contract/fields';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigners, documents, flowApprovers, flows, profiles } from '../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  type Owner,
  owner,
  uploadRequest,
} from '../support/documents';
import { pdfWithPages } from '../support/pdf-files';
import { sentDocument } from '../support/signing';

/** The right-to-left override: 'Ana\u202Eztrauq' shows as 'Anaquartz', a name that is not the one kept. */
const RLO = '\u202e';

let t: DocumentsTestApp;
let who: Owner;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
  who = await owner(t);
});
afterAll(async () => {
  await t.close();
});

const refusal = { code: 400, message: TEXT_DIRECTION_MESSAGE, error: 'validation_failed' };

describe('a name may not hold characters that change the text direction', () => {
  it('refuses them in a signer’s correction, and keeps the name as it was', async () => {
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const amy = sent.users[0];
    if (!amy) throw new Error('one signer');
    for (const character of [RLO, '\u2067', '\u200f', '\u061c']) {
      const response = await who.call('PATCH', `/v1/documents/${sent.document.id}/signers/${amy.id}`, {
        name: `Amy${character}dnoP`,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(row?.name).toBe('Amy');
  });

  it('refuses them in an approver’s name, added or changed, and in the signers typed at upload', async () => {
    const flow = await flowWithApprovers(who);
    const details = await who.call('GET', `/v1/flow/${flow.flowId}/detail`);
    const approverId = details.json<{ details: { flowDetailId: string }[] }>().details[0]?.flowDetailId ?? '';
    const changed = await who.call('PUT', `/v1/flow/${flow.flowId}/detail/${approverId}`, {
      approverName: `Amy${RLO}dnoP`,
      approvalLevel: 1,
      approverMail: 'amy@example.com',
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json()).toEqual(refusal);
    const added = await who.call('POST', `/v1/flow/${flow.flowId}/detail`, {
      approverName: `\u2066Cid\u2069`,
      approvalLevel: 1,
      approverMail: 'cid@example.com',
    });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json()).toEqual(refusal);
    const approvers = await t.db.select().from(flowApprovers).where(eq(flowApprovers.flowId, flow.flowId));
    expect(approvers.map((approver) => approver.name).some((name) => /[\u2066\u2069\u202e]/.test(name))).toBe(false);

    const [before] = await t.db.select({ total: count() }).from(flows).where(eq(flows.accountId, who.accountId));
    const typed = await uploadRequest(t, who.token, [
      {
        name: 'signers',
        value: JSON.stringify([{ approverName: `Amy${RLO}`, approverMail: 'amy@example.com', approvalLevel: 1 }]),
      },
      { name: 'file', filename: 'contract.pdf', content: await pdfWithPages(1) },
    ]);
    expect(typed.statusCode, typed.body).toBe(400);
    expect(typed.json()).toMatchObject(refusal);
    const [after] = await t.db.select({ total: count() }).from(flows).where(eq(flows.accountId, who.accountId));
    expect(after?.total).toBe(before?.total);
  });

  it('refuses them in an account’s names, at registration and in the profile', async () => {
    const registered = await t.request({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        firstName: 'Ada',
        lastName: `Love${RLO}ecal`,
        email: 'rlo.owner@example.com',
        password: 'correct1horse',
      },
    });
    expect(registered.statusCode, registered.body).toBe(400);
    expect(registered.json()).toEqual(refusal);
    for (const body of [{ firstName: `\u202bAda` }, { firstName: 'Ada', lastName: `Love\u200elace` }]) {
      const response = await who.call('PATCH', '/v1/profile', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.accountId, who.accountId));
    expect(`${profile?.firstName} ${profile?.lastName}`).not.toMatch(/[\u202b\u200e]/);
  });

  it('refuses a document whose file name holds them, keeping neither row nor file', async () => {
    const [before] = await t.db
      .select({ total: count() })
      .from(documents)
      .where(eq(documents.accountId, who.accountId));
    const flow = await flowWithApprovers(who);
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: `invoice${RLO}fdp.exe.pdf`, content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [after] = await t.db.select({ total: count() }).from(documents).where(eq(documents.accountId, who.accountId));
    expect(after?.total).toBe(before?.total);
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}`))).toHaveLength(
      before?.total ?? 0,
    );
  });
});
