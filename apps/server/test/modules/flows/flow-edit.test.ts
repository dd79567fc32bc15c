import type { DocumentSummary, SigningRecordResponse } from '@signflow/contract/documents';
import type { FlowApprover } from '@signflow/contract/flows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  owner,
  uploadPdf,
} from '../../support/documents';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('editing a flow after documents were uploaded from it', () => {
  it('changes the flow only: each document keeps its name and its own copy of the signers', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId, { fileName: 'lease.pdf' });
    const before = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();

    const renamed = await who.call('PUT', `/v1/flow/${flow.flowId}`, { flowName: 'Leases', flowDesc: 'Flats only' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().flow).toMatchObject({ flowName: 'Leases', flowDesc: 'Flats only', approverCount: 2 });
    const [first] = (await who.call('GET', `/v1/flow/${flow.flowId}/detail`)).json<{ details: FlowApprover[] }>()
      .details;
    const changed = await who.call('PUT', `/v1/flow/${flow.flowId}/detail/${first?.flowDetailId}`, {
      approverName: 'Carol Changed',
      approverMail: 'carol@example.com',
      approvalLevel: 1,
    });
    expect(changed.statusCode).toBe(200);

    const after = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(after).toEqual(before);
    expect(after.users.map((user) => user.name)).toEqual(['Amy Approver', 'Bob Boss']);
    const listed = (await who.call('GET', '/v1/documents')).json<{ results: DocumentSummary[] }>().results;
    expect(listed.find((each) => each.id === document.id)?.DocName).toBe(document.DocName);

    // A document uploaded afterwards copies the flow as it is now.
    const later = await uploadPdf(t, who, flow.flowId);
    const record = (await who.call('GET', `/v1/documents/signing/${later.id}`)).json<SigningRecordResponse>();
    expect(record.users.map((user) => user.name)).toEqual(['Carol Changed', 'Bob Boss']);
    // Two uploads, each PDF inspected in a worker thread: more than the default allows on a busy machine.
  }, 120_000);
});
