import type { DocumentField, DocumentSigner, DocumentSummary } from '@signflow/contract/documents';
import { SIGNER_CODE_DIGITS, SIGNING_SESSION_HEADER } from '@signflow/contract/signer-verification';
import type { FieldResponseInput, SignerSubmitBody } from '@signflow/contract/signing';
import { solidColourPng } from '@signflow/pdf-stamp/test-png';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documentSigners, mailJobs } from '../../src/db/schema';
import { flowWithApprovers, type Method, type Owner, uploadPdf } from './documents';
import type { TestApp } from './test-app';

/** A real PNG of `width × height`, all one colour. */
export const solidPng = (width = 4, height = 2) => solidColourPng(width, height, [32, 32, 32]);

export const PNG_DATA_URL = `data:image/png;base64,${solidPng().toString('base64')}`;

export const approved: FieldResponseInput = {
  image: PNG_DATA_URL,
  text: null,
  checked: null,
  approve: true,
  reject: false,
  revise: false,
};
export const rejected: FieldResponseInput = {
  image: PNG_DATA_URL,
  text: null,
  checked: null,
  approve: false,
  reject: true,
  revise: false,
};
export const revised: FieldResponseInput = {
  image: PNG_DATA_URL,
  text: null,
  checked: null,
  approve: false,
  reject: false,
  revise: true,
};
export const empty: FieldResponseInput = {
  image: null,
  text: null,
  checked: null,
  approve: false,
  reject: false,
  revise: false,
};

const rect = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };

export interface SentDocument {
  document: DocumentSummary;
  /** In signing order. */
  users: DocumentSigner[];
  fields: DocumentField[];
}

export interface DraftOptions {
  /** Fields per signer, 'draw' first, then 'file' (default 1). */
  fieldsEach?: number;
  /** The document's PDF (default: 3 pages). */
  pdf?: Buffer;
}

/**
 * A Draft of this owner, ready for Invite Sign. Approvers are `{name, level}`, e-mailed at
 * `{name}.{suffix}@example.com`; each gets `fieldsEach` fields, placed on page 1.
 */
export async function readyDraft(
  t: TestApp,
  who: Owner,
  approvers: { name: string; level: number }[],
  { fieldsEach = 1, pdf }: DraftOptions = {},
): Promise<SentDocument> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const flow = await flowWithApprovers(
    who,
    approvers.map(({ name, level }) => ({
      approverName: name,
      approvalLevel: level,
      approverMail: `${name.toLowerCase()}.${suffix}@example.com`,
    })),
  );
  const document = await uploadPdf(t, who, flow.flowId, { pdf });
  const users = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<{ users: DocumentSigner[] }>()
    .users;
  const fields: DocumentField[] = [];
  for (const user of users) {
    for (let index = 0; index < fieldsEach; index += 1) {
      const response = await who.call('POST', `/v1/documents/signing/${document.id}/coordinate`, {
        userId: user.id,
        type: index === 0 ? 'draw' : 'file',
        position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
      });
      expect(response.statusCode, response.body).toBe(201);
      fields.push(response.json<DocumentField>());
    }
  }
  return { document, users, fields };
}

/** A Sent document of this owner: `readyDraft`, then Invite Sign. */
export async function sentDocument(
  t: TestApp,
  who: Owner,
  approvers: { name: string; level: number }[],
  options: DraftOptions = {},
): Promise<SentDocument> {
  const draft = await readyDraft(t, who, approvers, options);
  const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
  expect(invite.statusCode, invite.body).toBe(200);
  return draft;
}

/** Waits until nothing is queued for `address` any more: all that was queued for it has been received. */
export async function mailDeliveredTo(t: TestApp, address: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.db
      .select({ total: count() })
      .from(mailJobs)
      .where(and(eq(mailJobs.to, address), eq(mailJobs.status, 'pending')));
    if (!row?.total) return;
    if (Date.now() > deadline) throw new Error(`mail to ${address} still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The signing links a signer received for the document, oldest first. Read from the delivered mail, as the
 * signer reads them: the queue forgets a mail's links once it is sent.
 */
async function invitationLinks(t: TestApp, documentId: string, signerId: string): Promise<string[]> {
  const [signer] = await t.db
    .select({ email: documentSigners.email })
    .from(documentSigners)
    .where(eq(documentSigners.id, signerId));
  if (!signer) return [];
  await mailDeliveredTo(t, signer.email);
  const signing = `templateId=${documentId}&userId=${signerId}&token=`;
  return t.smtp.mails
    .filter((mail) => mail.to.includes(signer.email.toLowerCase()))
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .filter((link) => link.includes(signing));
}

export async function invitationCount(t: TestApp, documentId: string, signerId: string): Promise<number> {
  return (await invitationLinks(t, documentId, signerId)).length;
}

/** The signer's token, read from the link in the latest invitation they received. */
export async function signerToken(t: TestApp, documentId: string, signerId: string): Promise<string> {
  const link = (await invitationLinks(t, documentId, signerId)).at(-1);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no invitation for signer ${signerId}`);
  return token;
}

export async function mailCountTo(t: TestApp, address: string, subject?: string): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(mailJobs)
    .where(subject ? and(eq(mailJobs.to, address), eq(mailJobs.subject, subject)) : eq(mailJobs.to, address));
  return row?.total ?? 0;
}

/** A call on the signer's side: the token in the query, no bearer; with `session`, the signing session a check opened. */
export function signerCall(
  t: TestApp,
  method: Method,
  path: string,
  token: string | null,
  payload?: object,
  session?: string,
) {
  const url = token === null ? path : `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  const headers = session ? { [SIGNING_SESSION_HEADER]: session } : {};
  return t.request({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** The code mailed to a signer who must prove who they are, taken out of the catcher. */
export async function mailedSignerCode(t: TestApp, email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject.startsWith('Your code to sign') });
  t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
  const code = mail.text.match(new RegExp(`^\\d{${SIGNER_CODE_DIGITS}}$`, 'm'))?.[0];
  if (!code) throw new Error(`no code in "${mail.text}"`);
  return code;
}

/** Answers each of the signer's fields; answers the signer's token, for what the test does next. */
export async function answerFields(
  t: TestApp,
  sent: SentDocument,
  signerId: string,
  response: FieldResponseInput = approved,
): Promise<string> {
  const token = await signerToken(t, sent.document.id, signerId);
  for (const field of sent.fields.filter((each) => each.userId === signerId)) {
    const saved = await signerCall(
      t,
      'PUT',
      `/v1/documents/user-sign/${sent.document.id}/coordinate/${field.id}`,
      token,
      { response },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return token;
}

/** What the signing page submits with an approval: the signer ticked their consent to sign electronically. */
export const CONSENTED = { consent: true } as const;

/**
 * Answers each of the signer's fields, then submits with `body` (e.g. a reason) when given; else an approval with
 * the signer's consent, and a decline with no body, as older clients send.
 */
export async function signAndSubmit(
  t: TestApp,
  sent: SentDocument,
  signerId: string,
  response: FieldResponseInput = approved,
  body?: SignerSubmitBody,
) {
  const token = await answerFields(t, sent, signerId, response);
  const sentBody = body ?? (response.approve ? CONSENTED : undefined);
  return signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, token, sentBody ?? undefined);
}

/**
 * A Sent document whose signers (default: Amy alone) all approved and submitted, level by level: Completed,
 * for the sealing worker. Answers it with each signer's token, in signing order.
 */
export async function completedDocument(
  t: TestApp,
  who: Owner,
  approvers: { name: string; level: number }[] = [{ name: 'Amy', level: 1 }],
): Promise<SentDocument & { tokens: string[] }> {
  const sent = await sentDocument(t, who, approvers);
  const tokens: string[] = [];
  for (const signer of sent.users) {
    const token = await answerFields(t, sent, signer.id);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${sent.document.id}/submit`,
      token,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    tokens.push(token);
  }
  return { ...sent, tokens };
}
