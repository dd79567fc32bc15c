/**
 * An owner and invited signers made through the real API, for the benchmarks that measure those routes:
 * registration, a verified address (Invite Sign waits for one), documents uploaded with one signer and one field
 * each, and the signers' link tokens read from their invitation mails.
 */
import type { SmtpCatcher } from '@signflow/test-mail/smtp-catcher';

export const BENCH_PASSWORD = 'bench1234';

export async function call(baseUrl: string, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

export interface BenchOwner {
  accountId: string;
  email: string;
  token: string;
}

/** Registers an owner and verifies their address through the link mailed to them. */
export async function verifiedOwner(baseUrl: string, smtp: SmtpCatcher): Promise<BenchOwner> {
  const email = `bench.${Date.now()}@example.com`;
  const registered = await call(baseUrl, 'POST', '/v1/auth/register', '', {
    firstName: 'Bench',
    email,
    password: BENCH_PASSWORD,
  });
  const verification = await smtp.waitFor(email);
  const verifyLink = new URL(verification.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] ?? '');
  await call(baseUrl, 'POST', '/v1/auth/verify-email', '', { token: verifyLink.searchParams.get('token') });
  return { accountId: registered.user.id, email, token: registered.tokens.access.token };
}

/** Signs in again: an access token of a new session. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/v1/auth/login', '', { email, password: BENCH_PASSWORD });
  return answer.tokens.access.token;
}

/** A flow of one approver, `signerEmail`. */
export async function flowOfOneSigner(baseUrl: string, token: string, signerEmail: string): Promise<string> {
  const created = await call(baseUrl, 'POST', '/v1/flow', token, { flowName: 'Bench', approverCount: 1 });
  const flowId: string = created.flow.flowId;
  const [detail] = (await call(baseUrl, 'GET', `/v1/flow/${flowId}/detail`, token)).details;
  await call(baseUrl, 'PUT', `/v1/flow/${flowId}/detail/${detail.flowDetailId}`, token, {
    approverName: 'Sam Signer',
    approverMail: signerEmail,
    approvalLevel: 1,
  });
  return flowId;
}

export async function uploadPdf(baseUrl: string, token: string, flowId: string, pdf: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('flowHeaderId', flowId);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
  const response = await fetch(`${baseUrl}/v1/fileupload/fileupload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()).document.id;
}

export interface InvitedSigner {
  documentId: string;
  fieldId: string;
  /** The signing link from the invitation mail, and its token (for `?token=`). */
  link: string;
  token: string;
}

/** Places one signature field on page 1 for the document's signer, invites, and reads the link from the mail. */
export async function inviteWithOneField(
  baseUrl: string,
  ownerToken: string,
  smtp: SmtpCatcher,
  documentId: string,
  signerEmail: string,
): Promise<InvitedSigner> {
  const [user] = (await call(baseUrl, 'GET', `/v1/documents/signing/${documentId}`, ownerToken)).users;
  const rect = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };
  const field = await call(baseUrl, 'POST', `/v1/documents/signing/${documentId}/coordinate`, ownerToken, {
    userId: user.id,
    type: 'draw',
    position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
  });
  await call(baseUrl, 'POST', `/v1/documents/signing/${documentId}/invite`, ownerToken);
  const invitation = await smtp.waitFor(signerEmail, {
    timeoutMs: 60_000,
    matching: (mail) => mail.text.includes(documentId),
  });
  const link = invitation.text.match(/https?:\/\/\S+token=\S+/)?.[0] ?? '';
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no signing link in the invitation for ${documentId}`);
  return { documentId, fieldId: field.id, link, token };
}
