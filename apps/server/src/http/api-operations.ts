import { UPLOAD_FILE_FIELD, UPLOAD_FLOW_FIELD } from '@signflow/contract/documents';
import { VERIFY_FILE_FIELD } from '@signflow/contract/verify';

/**
 * What the OpenAPI document says of each route beyond its zod schemas: its tag, summary, who may call it,
 * its success answer and the errors its rules can raise. Keyed as Fastify registers the route
 * (`METHOD /path/:param`). The statuses every route of a kind shares are added by api-docs.ts: 400 when
 * it reads a body or a query, 401 when it needs a token, 404 when its path names something.
 * Success bodies are the contract's TypeScript interfaces, named here in words: a response schema on a
 * route would change what it sends.
 */

export const API_TAGS = {
  auth: 'Accounts and sessions',
  profile: 'Profile and plan',
  flows: 'Approval flows',
  documents: 'Documents',
  fields: 'Fields',
  signing: 'Sending for signing',
  signer: 'Signer link',
  sealing: 'Sealed PDFs and verification',
  audit: 'Audit trail',
  health: 'Health',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Who may call a route: an account's bearer token, a signer link's `token` query value, or anyone. */
export type Caller = 'owner' | 'signer' | 'anyone';

export interface OperationDoc {
  tag: ApiTag;
  summary: string;
  caller: Caller;
  /** The success status and what it carries (a contract interface by name, or words). */
  success: { status: 200 | 201 | 204; answer: string };
  /** The answer is a PDF (Range requests answered with 206, or 416). */
  pdf?: true;
  /** A multipart form: the file part's name and any other parts. */
  multipart?: { file: string; values?: readonly string[] };
  /** Error statuses this route's own rules can raise, beyond those api-docs.ts adds by kind. */
  errors?: readonly number[];
}

const CONTRACT = 'packages/contract/src';
const answer = (name: string, file: string) => `\`${name}\` (${CONTRACT}/${file}.ts)`;
const DOCUMENT = answer('DocumentResponse', 'documents');
const MESSAGE = answer('MessageResponse', 'auth');

export const API_OPERATIONS: Record<string, OperationDoc> = {
  'GET /healthz': {
    tag: 'health',
    summary: 'Whether the app and its database answer',
    caller: 'anyone',
    success: { status: 200, answer: '`{status: "ok"}`' },
    errors: [503],
  },

  'POST /v1/auth/register': {
    tag: 'auth',
    summary: 'Register an account (starts its trial and mails an e-mail verification link)',
    caller: 'anyone',
    success: { status: 201, answer: answer('AuthResponse', 'auth') },
    errors: [409, 429],
  },
  'POST /v1/auth/login': {
    tag: 'auth',
    summary: 'Sign in with e-mail and password (opens a session)',
    caller: 'anyone',
    success: { status: 200, answer: answer('AuthResponse', 'auth') },
    errors: [401, 429],
  },
  'POST /v1/auth/logout': {
    tag: 'auth',
    summary: 'Sign out: ends the session of this token',
    caller: 'owner',
    success: { status: 204, answer: 'No body' },
  },
  'POST /v1/auth/forgot-password': {
    tag: 'auth',
    summary: 'Mail a password reset link (the same answer for every e-mail)',
    caller: 'anyone',
    success: { status: 200, answer: MESSAGE },
    errors: [429],
  },
  'POST /v1/auth/reset-password': {
    tag: 'auth',
    summary: "Set a new password with a reset link's token (ends every session of the account)",
    caller: 'anyone',
    success: { status: 200, answer: MESSAGE },
    errors: [429],
  },
  'POST /v1/auth/verify-email': {
    tag: 'auth',
    summary: "Verify the account's e-mail address with the token of its verification link",
    caller: 'anyone',
    success: { status: 200, answer: MESSAGE },
  },
  'POST /v1/auth/resend-verification': {
    tag: 'auth',
    summary: 'Mail a new e-mail verification link (retires the earlier ones)',
    caller: 'owner',
    success: { status: 200, answer: MESSAGE },
    errors: [409, 429],
  },

  'GET /v1/profile': {
    tag: 'profile',
    summary: "The account's profile",
    caller: 'owner',
    success: { status: 200, answer: answer('ProfileResponse', 'profile') },
  },
  'PATCH /v1/profile': {
    tag: 'profile',
    summary: "Change the account's profile",
    caller: 'owner',
    success: { status: 200, answer: answer('ProfileResponse', 'profile') },
  },
  'PUT /v1/profile/language': {
    tag: 'profile',
    summary: "Change the account's language (its mails and its documents' certificate pages)",
    caller: 'owner',
    success: { status: 200, answer: answer('ProfileResponse', 'profile') },
  },
  'GET /v1/profile/subscription': {
    tag: 'profile',
    summary: "The account's plan and its dates (404: no subscription)",
    caller: 'owner',
    success: { status: 200, answer: answer('SubscriptionResponse', 'plans') },
    errors: [404],
  },

  'POST /v1/flow': {
    tag: 'flows',
    summary: 'Create an approval flow with its approvers',
    caller: 'owner',
    success: { status: 201, answer: answer('FlowResponse', 'flows') },
    errors: [403],
  },
  'GET /v1/flow': {
    tag: 'flows',
    summary: "A page of the account's flows",
    caller: 'owner',
    success: { status: 200, answer: `${answer('Paged', 'paging')} of ${answer('FlowHeader', 'flows')}` },
  },
  'GET /v1/flow/:id': {
    tag: 'flows',
    summary: 'One flow',
    caller: 'owner',
    success: { status: 200, answer: answer('FlowResponse', 'flows') },
  },
  'DELETE /v1/flow/:id': {
    tag: 'flows',
    summary: 'Delete a flow (documents keep their signers)',
    caller: 'owner',
    success: { status: 200, answer: MESSAGE },
  },
  'POST /v1/flow/:id/headerDelete': {
    tag: 'flows',
    summary: 'Delete a flow: the same as DELETE /v1/flow/{id}, the published second spelling',
    caller: 'owner',
    success: { status: 200, answer: MESSAGE },
  },
  'GET /v1/flow/:id/detail': {
    tag: 'flows',
    summary: "A flow's approvers",
    caller: 'owner',
    success: { status: 200, answer: answer('FlowDetailsResponse', 'flows') },
  },
  'POST /v1/flow/:id/detail': {
    tag: 'flows',
    summary: 'Add an approver to a flow',
    caller: 'owner',
    success: { status: 201, answer: answer('FlowDetailResponse', 'flows') },
    errors: [409],
  },
  'GET /v1/flow/:id/detail/:detailId': {
    tag: 'flows',
    summary: 'One approver of a flow',
    caller: 'owner',
    success: { status: 200, answer: answer('FlowDetailResponse', 'flows') },
  },
  'PUT /v1/flow/:id/detail/:detailId': {
    tag: 'flows',
    summary: 'Change an approver (name, level, e-mail)',
    caller: 'owner',
    success: { status: 200, answer: answer('FlowDetailResponse', 'flows') },
  },
  'DELETE /v1/flow/:id/detail/:detailId': {
    tag: 'flows',
    summary: 'Remove an approver (a flow keeps at least one)',
    caller: 'owner',
    success: { status: 200, answer: MESSAGE },
    errors: [409],
  },

  'POST /v1/fileupload/fileupload': {
    tag: 'documents',
    summary: "Upload a PDF for a flow: a Draft document whose signers are the flow's approvers",
    caller: 'owner',
    success: { status: 201, answer: DOCUMENT },
    multipart: { file: UPLOAD_FILE_FIELD, values: [UPLOAD_FLOW_FIELD] },
    errors: [403, 404, 413, 415],
  },
  'GET /v1/documents': {
    tag: 'documents',
    summary: 'A page of the Draft and Sent documents',
    caller: 'owner',
    success: { status: 200, answer: `${answer('Paged', 'paging')} of ${answer('DocumentSummary', 'documents')}` },
  },
  'GET /v1/documents/archieve': {
    tag: 'documents',
    summary: 'A page of the Completed, Rejected and Revision documents (Archives; the published spelling)',
    caller: 'owner',
    success: { status: 200, answer: `${answer('Paged', 'paging')} of ${answer('DocumentSummary', 'documents')}` },
  },
  'GET /v1/documents/trash': {
    tag: 'documents',
    summary: 'A page of the documents in the Trash',
    caller: 'owner',
    success: { status: 200, answer: `${answer('Paged', 'paging')} of ${answer('DocumentSummary', 'documents')}` },
  },
  'DELETE /v1/documents/trash': {
    tag: 'documents',
    summary: 'Empty the Trash: purge its documents (their files go, their evidence stays)',
    caller: 'owner',
    success: { status: 200, answer: answer('EmptyTrashResponse', 'documents') },
  },
  'DELETE /v1/documents/:id': {
    tag: 'documents',
    summary: 'Move a document to the Trash',
    caller: 'owner',
    success: { status: 200, answer: `${MESSAGE} with \`document\`` },
    errors: [409],
  },
  'POST /v1/documents/:id/restore': {
    tag: 'documents',
    summary: 'Restore a document from the Trash',
    caller: 'owner',
    success: { status: 200, answer: DOCUMENT },
  },
  'GET /asset/:id': {
    tag: 'documents',
    summary: "The owner's uploaded PDF (DocPath)",
    caller: 'owner',
    success: { status: 200, answer: 'The PDF' },
    pdf: true,
  },

  'GET /v1/documents/signing/:id': {
    tag: 'fields',
    summary: 'The signing record: the document, its signers and their fields',
    caller: 'owner',
    success: { status: 200, answer: answer('SigningRecordResponse', 'documents') },
  },
  'POST /v1/documents/signing/:id/coordinate': {
    tag: 'fields',
    summary: 'Place a field for a signer (Draft only)',
    caller: 'owner',
    success: { status: 201, answer: answer('DocumentField', 'documents') },
    errors: [409],
  },
  'PUT /v1/documents/signing/:id/coordinate/:coordId': {
    tag: 'fields',
    summary: 'Move, resize or reassign a field (Draft only)',
    caller: 'owner',
    success: { status: 200, answer: answer('DocumentField', 'documents') },
    errors: [409],
  },
  'DELETE /v1/documents/signing/:id/coordinate/:coordId': {
    tag: 'fields',
    summary: 'Remove a field (Draft only)',
    caller: 'owner',
    success: { status: 200, answer: answer('DocumentField', 'documents') },
    errors: [409],
  },
  'PUT /v1/documents/signing/:id/coordinates': {
    tag: 'fields',
    summary: 'Apply a batch of field creations, changes and removals in one transaction, all or nothing (Draft only)',
    caller: 'owner',
    success: { status: 200, answer: answer('SigningRecordResponse', 'documents') },
    errors: [409],
  },

  'POST /v1/documents/signing/:id/invite': {
    tag: 'signing',
    summary: 'Invite Sign: send a Draft document, inviting the signers of its first level',
    caller: 'owner',
    success: { status: 200, answer: MESSAGE },
    errors: [403, 409],
  },
  'POST /v1/documents/signing/:id/prepare-again': {
    tag: 'signing',
    summary: "Prepare again: return a Revision document to Draft, its signers' responses cleared",
    caller: 'owner',
    success: { status: 200, answer: DOCUMENT },
    errors: [409],
  },

  'GET /v1/documents/user-sign/validate': {
    tag: 'signer',
    summary: "Check a signer link's token: which document and signer it names",
    caller: 'signer',
    success: { status: 200, answer: answer('SignerValidation', 'signing') },
  },
  'GET /v1/documents/user-sign/:id': {
    tag: 'signer',
    summary: "The signer's view of the document: its signers and fields, their own editable",
    caller: 'signer',
    success: { status: 200, answer: answer('SignerRecordResponse', 'signing') },
  },
  'PUT /v1/documents/user-sign/:id/coordinate/:coordId': {
    tag: 'signer',
    summary: "Save the signer's response to one of their fields (image, approve, reject, revise)",
    caller: 'signer',
    success: { status: 200, answer: answer('DocumentField', 'documents') },
    errors: [409],
  },
  'POST /v1/documents/user-sign/:id/submit': {
    tag: 'signer',
    summary: "Submit the signer's decision once every field of theirs has a response",
    caller: 'signer',
    success: { status: 200, answer: answer('SignerSubmitResponse', 'signing') },
    errors: [400, 409],
  },
  'GET /user-sign/:id': {
    tag: 'signer',
    summary: 'The uploaded PDF, as the signer sees it while signing',
    caller: 'signer',
    success: { status: 200, answer: 'The PDF' },
    pdf: true,
  },
  'GET /v1/documents/user-sign/:id/download': {
    tag: 'sealing',
    summary: "The sealed PDF, downloaded with a signer's link",
    caller: 'signer',
    success: { status: 200, answer: 'The sealed PDF' },
    pdf: true,
    errors: [409],
  },
  'GET /v1/documents/:id/download': {
    tag: 'sealing',
    summary: 'The latest PDF of a document: the sealed one once it is completed',
    caller: 'owner',
    success: { status: 200, answer: 'The PDF' },
    pdf: true,
    errors: [409],
  },
  'POST /v1/documents/:id/reseal': {
    tag: 'sealing',
    summary: 'Retry sealing a document whose sealing failed',
    caller: 'owner',
    success: { status: 200, answer: DOCUMENT },
    errors: [409],
  },
  'POST /v1/verify': {
    tag: 'sealing',
    summary: 'Verify a PDF: whether it was sealed here and is unchanged since',
    caller: 'anyone',
    success: { status: 200, answer: answer('VerifyResponse', 'verify') },
    multipart: { file: VERIFY_FILE_FIELD },
    errors: [413, 415, 429],
  },

  'GET /v1/documents/:id/audit': {
    tag: 'audit',
    summary: "A document's audit trail (History)",
    caller: 'owner',
    success: { status: 200, answer: answer('AuditTrailResponse', 'audit') },
  },
};
