import type { AuthResponse } from '@signflow/contract/auth';
import type { DocumentField, DocumentSigner, DocumentSummary } from '@signflow/contract/documents';
import type { FlowApprover, FlowHeader } from '@signflow/contract/flows';
import { solidColourPng } from '@signflow/pdf-stamp/test-png';
import type { SmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { expect } from 'vitest';
import { pdfWithPages } from '../../support/pdf-files';
import type { Answer, BalancedClient } from './balanced-client';

/** A signing journey over HTTP, as the web app and the mails drive it: no shortcut into the database. */

const PASSWORD = 'correct1horse';
const RECT = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };
const SIGNATURE = `data:image/png;base64,${solidColourPng(4, 2, [32, 32, 32]).toString('base64')}`;

function expectStatus(answer: Answer, status: number) {
  expect(answer.status, `${answer.upstream}: ${answer.body.toString('utf8').slice(0, 500)}`).toBe(status);
}

export interface Owner {
  email: string;
  token: string;
}

/** Registers an account and opens the link of its verification mail. */
export async function registerVerifiedOwner(client: BalancedClient, smtp: SmtpCatcher, label: string): Promise<Owner> {
  const email = `${label}.${Date.now()}@example.com`;
  const registered = await client.call('POST', '/v1/auth/register', {
    json: { firstName: 'Olive', lastName: 'Owner', email, password: PASSWORD },
  });
  expectStatus(registered, 201);
  const mail = await smtp.waitFor(email, { matching: (each) => each.text.includes('/verify-email?') });
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] as string;
  const verified = await client.call('POST', '/v1/auth/verify-email', {
    json: { token: new URL(link).searchParams.get('token') },
  });
  expectStatus(verified, 200);
  return { email, token: registered.json<AuthResponse>().tokens.access.token };
}

export interface SentDocument {
  document: DocumentSummary;
  signers: DocumentSigner[];
  fields: DocumentField[];
}

/**
 * A 3-page PDF named `fileName` uploaded for the flow (or a new flow of `signers`, one level each, in order), a
 * field for each signer, then Invite Sign.
 */
export async function sendDocument(
  client: BalancedClient,
  owner: Owner,
  options: { fileName: string; flowId: string | null; signers: { name: string; email: string }[] },
): Promise<SentDocument & { flowId: string }> {
  const { signers } = options;
  const token = owner.token;
  let flow = options.flowId;
  if (!flow) {
    const created = await client.call('POST', '/v1/flow', {
      token,
      json: { flowName: 'Contract', approverCount: signers.length },
    });
    expectStatus(created, 201);
    flow = created.json<{ flow: FlowHeader }>().flow.flowId;
    const details = (await client.call('GET', `/v1/flow/${flow}/detail`, { token })).json<{
      details: FlowApprover[];
    }>().details;
    for (const [index, signer] of signers.entries()) {
      const updated = await client.call('PUT', `/v1/flow/${flow}/detail/${details[index]?.flowDetailId}`, {
        token,
        json: { approverName: signer.name, approverMail: signer.email, approvalLevel: index + 1 },
      });
      expectStatus(updated, 200);
    }
  }
  const form = new FormData();
  form.append('flowHeaderId', flow);
  form.append('file', new Blob([new Uint8Array(await pdfWithPages(3))], { type: 'application/pdf' }), options.fileName);
  const uploaded = await client.call('POST', '/v1/fileupload/fileupload', { token, body: form });
  expectStatus(uploaded, 201);
  const document = uploaded.json<{ document: DocumentSummary }>().document;
  const record = await client.call('GET', `/v1/documents/signing/${document.id}`, { token });
  expectStatus(record, 200);
  const users = record.json<{ users: DocumentSigner[] }>().users;
  const fields: DocumentField[] = [];
  for (const user of users) {
    const placed = await client.call('POST', `/v1/documents/signing/${document.id}/coordinate`, {
      token,
      json: { userId: user.id, type: 'draw', position: { pageNumber: 1, boundingRect: RECT, rects: [RECT] } },
    });
    expectStatus(placed, 201);
    fields.push(placed.json<DocumentField>());
  }
  const invited = await client.call('POST', `/v1/documents/signing/${document.id}/invite`, { token });
  expectStatus(invited, 200);
  return { document, signers: users, fields, flowId: flow };
}

/** The signer's token, from the link of the invitation mail they received for this document. */
async function invitationToken(smtp: SmtpCatcher, documentId: string, signer: DocumentSigner): Promise<string> {
  const signing = `templateId=${documentId}&userId=${signer.id}&token=`;
  const mail = await smtp.waitFor(signer.email, { timeoutMs: 30_000, matching: (each) => each.text.includes(signing) });
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((each) => each.includes(signing)) as string;
  return new URL(link).searchParams.get('token') as string;
}

/** The signer opens their invitation, approves their fields and submits, as the signing page does. */
export async function signAsInvited(
  client: BalancedClient,
  smtp: SmtpCatcher,
  sent: SentDocument,
  signer: DocumentSigner,
) {
  const documentId = sent.document.id;
  const token = encodeURIComponent(await invitationToken(smtp, documentId, signer));
  expectStatus(await client.call('GET', `/v1/documents/user-sign/${documentId}?token=${token}`), 200);
  const pdf = await client.call('GET', `/user-sign/${documentId}?token=${token}`, { headers: { range: 'bytes=0-99' } });
  expectStatus(pdf, 206);
  for (const field of sent.fields.filter((each) => each.userId === signer.id)) {
    const saved = await client.call(
      'PUT',
      `/v1/documents/user-sign/${documentId}/coordinate/${field.id}?token=${token}`,
      {
        json: { response: { image: SIGNATURE, approve: true, reject: false, revise: false } },
      },
    );
    expectStatus(saved, 200);
  }
  const submitted = await client.call('POST', `/v1/documents/user-sign/${documentId}/submit?token=${token}`, {
    json: { consent: true },
  });
  expectStatus(submitted, 200);
}

/** The subject of the mail carrying the sealed PDF ends so. */
export const isSealedMail = (mail: { subject: string }) => mail.subject.endsWith('is signed: your copy');
