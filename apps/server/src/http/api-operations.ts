import { UPLOAD_FILE_FIELD, UPLOAD_FLOW_FIELD, UPLOAD_SIGNERS_FIELD } from '@signflow/contract/documents';
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
  billing: 'Packages and billing',
  payments: 'Payment gateway',
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
  success: { status: 200 | 201 | 204 | 302; answer: string };
  /** The answer is a PDF (Range requests answered with 206, or 416). */
  pdf?: true;
  /** The answer is a PDF made for the request, sent whole (no ranges). */
  pdfDownload?: true;
  /** The answer is plain text (Prometheus' exposition format), not JSON. */
  text?: true;
  /** A multipart form: the file part's name and any other parts. */
  multipart?: { file: string; values?: readonly string[] };
  /** Error statuses this route's own rules can raise, beyond those api-docs.ts adds by kind. */
  errors?: readonly number[];
}

const CONTRACT = 'packages/contract/src';
const answer = (name: string, file: string) => `\`${name}\` (${CONTRACT}/${file}.ts)`;
const DOCUMENT = answer('DocumentResponse', 'documents');
const MESSAGE = answer('MessageResponse', 'auth');

const ok = (answer: string) => ({ status: 200, answer }) as const;
const created = (answer: string) => ({ status: 201, answer }) as const;
const noContent = (answer: string) => ({ status: 204, answer }) as const;
const redirect = (answer: string) => ({ status: 302, answer }) as const;
const EXTERNAL_REGISTER = answer('ExternalRegisterResponse', 'social-sign-in');

/** The routes of one tag and one kind of caller. */
function area(
  tag: ApiTag,
  caller: Caller,
  operations: Record<string, Omit<OperationDoc, 'tag' | 'caller'>>,
): Record<string, OperationDoc> {
  return Object.fromEntries(Object.entries(operations).map(([key, operation]) => [key, { tag, caller, ...operation }]));
}

export const API_OPERATIONS: Record<string, OperationDoc> = {
  ...area('health', 'anyone', {
    'GET /healthz': {
      summary: 'Whether the app and its database answer',
      success: ok('`{status: "ok"}`'),
      errors: [503],
    },
    'GET /metrics': {
      summary:
        'Prometheus metrics (text format) for a scraper sending METRICS_TOKEN as its bearer token; 404 while METRICS_TOKEN is unset',
      success: ok('Prometheus text exposition format'),
      text: true,
      errors: [401, 404],
    },
  }),
  ...area('auth', 'anyone', {
    'POST /v1/auth/register': {
      summary: 'Register an account (starts its trial and mails an e-mail verification link)',
      success: created(answer('AuthResponse', 'auth')),
      errors: [409, 429],
    },
    'POST /v1/auth/login': {
      summary: 'Sign in with e-mail and password (opens a session)',
      success: ok(answer('AuthResponse', 'auth')),
      errors: [401, 429],
    },
    'POST /v1/auth/forgot-password': {
      summary: 'Mail a password reset link (the same answer for every e-mail)',
      success: ok(MESSAGE),
      errors: [429],
    },
    'POST /v1/auth/reset-password': {
      summary: "Set a new password with a reset link's token (ends every session of the account)",
      success: ok(MESSAGE),
      errors: [429],
    },
    'POST /v1/auth/verify-email': {
      summary: "Verify the account's e-mail address with the token of its verification link",
      success: ok(MESSAGE),
    },
    'GET /v1/auth/google': {
      summary:
        'Start signing in with Google: redirects the browser to the provider (state, nonce and PKCE kept in a sealed cookie)',
      success: redirect(
        "The provider's authorization page, or /login?app=google&error=… (not configured, unavailable)",
      ),
    },
    'GET /v1/auth/google/callback': {
      summary:
        "The provider's return (APP_URL/v1/auth/google/callback): verifies the ID token, finds, links or creates the account",
      success: redirect(
        '/login?app=google&code=… (a one-time code for POST /v1/auth/google), or /login?app=google&error=…',
      ),
    },
    'POST /v1/auth/google': {
      summary:
        'Sign in with the one-time code of a Google redirect (opens a session; 404 when Google is not configured)',
      success: ok(answer('AuthResponse', 'auth')),
      errors: [401, 404, 429],
    },
    'POST /v1/google/register': {
      summary: 'Register or sign in with an ID token Google issued to this app (201 when the account is new)',
      success: ok(EXTERNAL_REGISTER),
      errors: [401, 404, 409, 429, 503],
    },
    'POST /v1/facebook/login': {
      summary: 'Sign in with a Facebook Login access token, checked with the Graph API (201 when the account is new)',
      success: ok(EXTERNAL_REGISTER),
      errors: [401, 404, 409, 429, 503],
    },
    'POST /v1/facebook/register': {
      summary:
        'Register with a Facebook Login access token: the same rules as its sign-in (201 when the account is new)',
      success: created(EXTERNAL_REGISTER),
      errors: [401, 404, 409, 429, 503],
    },
  }),
  ...area('auth', 'owner', {
    'POST /v1/auth/logout': { summary: 'Sign out: ends the session of this token', success: noContent('No body') },
    'POST /v1/auth/resend-verification': {
      summary: 'Mail a new e-mail verification link (retires the earlier ones)',
      success: ok(MESSAGE),
      errors: [409, 429],
    },
  }),
  ...area('profile', 'owner', {
    'GET /v1/profile': { summary: "The account's profile", success: ok(answer('ProfileResponse', 'profile')) },
    'PATCH /v1/profile': { summary: "Change the account's profile", success: ok(answer('ProfileResponse', 'profile')) },
    'PUT /v1/profile/language': {
      summary: "Change the account's language (its mails and its documents' certificate pages)",
      success: ok(answer('ProfileResponse', 'profile')),
    },
    'PUT /v1/profile/password': {
      summary:
        "Change the password: the current one (left out by an account without one yet) and the new one; ends the account's other sessions and mails the owner; a wrong current password counts toward the login lockout",
      success: ok(MESSAGE),
      errors: [429],
    },
    'PUT /v1/profile/reminders': {
      summary: "The account's default automatic reminders for Invite Sign",
      success: ok(answer('ProfileRemindersResponse', 'sender-controls')),
    },
    'GET /v1/profile/subscription': {
      summary: "The account's plan and its dates (404: no subscription)",
      success: ok(answer('SubscriptionResponse', 'plans')),
      errors: [404],
    },
  }),
  ...area('flows', 'owner', {
    'POST /v1/flow': {
      summary: 'Create an approval flow with its approvers',
      success: created(answer('FlowResponse', 'flows')),
      errors: [403],
    },
    'GET /v1/flow': {
      summary: "A page of the account's flows",
      success: ok(`${answer('Paged', 'paging')} of ${answer('FlowHeader', 'flows')}`),
    },
    'GET /v1/flow/:id': { summary: 'One flow', success: ok(answer('FlowResponse', 'flows')) },
    'PUT /v1/flow/:id': {
      summary: 'Rename a flow and set its description (documents already uploaded keep theirs)',
      success: ok(answer('FlowResponse', 'flows')),
    },
    'DELETE /v1/flow/:id': { summary: 'Delete a flow (documents keep their signers)', success: ok(MESSAGE) },
    'POST /v1/flow/:id/headerDelete': {
      summary: 'Delete a flow: the same as DELETE /v1/flow/{id}, the published second spelling',
      success: ok(MESSAGE),
    },
    'GET /v1/flow/:id/detail': { summary: "A flow's approvers", success: ok(answer('FlowDetailsResponse', 'flows')) },
    'POST /v1/flow/:id/detail': {
      summary: 'Add an approver to a flow',
      success: created(answer('FlowDetailResponse', 'flows')),
      errors: [409],
    },
    'GET /v1/flow/:id/detail/:detailId': {
      summary: 'One approver of a flow',
      success: ok(answer('FlowDetailResponse', 'flows')),
    },
    'PUT /v1/flow/:id/detail/:detailId': {
      summary: 'Change an approver (name, level, e-mail)',
      success: ok(answer('FlowDetailResponse', 'flows')),
    },
    'DELETE /v1/flow/:id/detail/:detailId': {
      summary: 'Remove an approver (a flow keeps at least one)',
      success: ok(MESSAGE),
      errors: [409],
    },
  }),
  ...area('documents', 'owner', {
    'POST /v1/fileupload/fileupload': {
      summary:
        "Upload a PDF for a flow: a Draft document whose signers are the flow's approvers; or, instead of `flowHeaderId`, `signers` (a JSON array of approvers): a flow named after the document is created with them",
      success: created(DOCUMENT),
      multipart: { file: UPLOAD_FILE_FIELD, values: [UPLOAD_FLOW_FIELD, UPLOAD_SIGNERS_FIELD] },
      errors: [403, 404, 413, 415],
    },
    'GET /v1/documents': {
      summary:
        "A page of the Draft, Sent and Revision documents, each with its signers' progress; `search` (name, signer name or e-mail) and `status` filter it",
      success: ok(`${answer('Paged', 'paging')} of ${answer('DocumentListItem', 'documents')}`),
    },
    'GET /v1/documents/archieve': {
      summary:
        'A page of the Completed, Rejected, Revision and Cancelled documents (Archives; the published spelling), with `search` and `status`',
      success: ok(`${answer('Paged', 'paging')} of ${answer('DocumentListItem', 'documents')}`),
    },
    'GET /v1/documents/trash': {
      summary: 'A page of the documents in the Trash, with `search` and `status`',
      success: ok(`${answer('Paged', 'paging')} of ${answer('DocumentListItem', 'documents')}`),
    },
    'GET /v1/documents/events': {
      summary:
        "The signed-in owner's live updates: server-sent events naming each of the account's documents that changed (docs/api.md#live-updates)",
      success: ok('A `text/event-stream`: `ready`, then `document` events with `{ documentId }`, and `resync`'),
      errors: [429],
    },
    'GET /v1/documents/overview': {
      summary: 'The counts at the top of Documents: Draft, waiting for others, completed this month, needs attention',
      success: ok(answer('DocumentOverview', 'documents')),
    },
    'DELETE /v1/documents/trash': {
      summary: 'Empty the Trash: purge its documents (their files go, their evidence stays)',
      success: ok(answer('EmptyTrashResponse', 'documents')),
    },
    'DELETE /v1/documents/:id': {
      summary: 'Move a document to the Trash',
      success: ok(`${MESSAGE} with \`document\``),
      errors: [409],
    },
    'POST /v1/documents/:id/restore': { summary: 'Restore a document from the Trash', success: ok(DOCUMENT) },
    'GET /asset/:id': { summary: "The owner's uploaded PDF (DocPath)", success: ok('The PDF'), pdf: true },
  }),
  ...area('fields', 'owner', {
    'GET /v1/documents/signing/:id': {
      summary: 'The signing record: the document, its signers and their fields',
      success: ok(answer('SigningRecordResponse', 'documents')),
    },
    'POST /v1/documents/signing/:id/coordinate': {
      summary: 'Place a field for a signer (Draft only)',
      success: created(answer('DocumentField', 'documents')),
      errors: [409],
    },
    'PUT /v1/documents/signing/:id/coordinate/:coordId': {
      summary: 'Move, resize or reassign a field (Draft only)',
      success: ok(answer('DocumentField', 'documents')),
      errors: [409],
    },
    'DELETE /v1/documents/signing/:id/coordinate/:coordId': {
      summary: 'Remove a field (Draft only)',
      success: ok(answer('DocumentField', 'documents')),
      errors: [409],
    },
    'PUT /v1/documents/signing/:id/coordinates': {
      summary: 'Apply a batch of field creations, changes and removals in one transaction, all or nothing (Draft only)',
      success: ok(answer('SigningRecordResponse', 'documents')),
      errors: [409],
    },
  }),
  ...area('signing', 'owner', {
    'POST /v1/documents/signing/:id/invite': {
      summary:
        "Invite Sign: send a Draft document, inviting the signers of its first level; an optional `reminders` sets its automatic reminders (else the account's default), an optional `message` goes into the invitations and reminders",
      success: ok(MESSAGE),
      errors: [403, 409],
    },
    'POST /v1/documents/signing/:id/prepare-again': {
      summary: "Prepare again: return a Revision or Cancelled document to Draft, its signers' responses cleared",
      success: ok(DOCUMENT),
      errors: [409],
    },
  }),
  ...area('signing', 'owner', {
    'POST /v1/documents/:id/remind': {
      summary:
        'Remind the signers whose turn it is and who have not submitted (once an hour each; no link in the answer)',
      success: ok(answer('RemindResponse', 'sender-controls')),
      errors: [409, 429],
    },
    'PUT /v1/documents/:id/reminders': {
      summary: "A Sent document's automatic reminders: after days, every days, at most (0 after days turns them off)",
      success: ok(answer('DocumentRemindersResponse', 'sender-controls')),
      errors: [409],
    },
    'PATCH /v1/documents/:id/signers/:signerId': {
      summary:
        'Correct a signer who has not submitted: name or e-mail; their old link ends at once and an invited signer gets a new invitation',
      success: ok(answer('SignerCorrectionResponse', 'sender-controls')),
      errors: [409],
    },
    'POST /v1/documents/:id/renew-links': {
      summary: "Renew links: the waiting signers' links work again for 30 days from now, mailed to them again",
      success: ok(answer('RenewLinksResponse', 'sender-controls')),
      errors: [409],
    },
    'POST /v1/documents/:id/cancel': {
      summary: 'Cancel (void) signing with a reason: the document becomes Cancelled and every invited signer is told',
      success: ok(answer('CancelDocumentResponse', 'sender-controls')),
      errors: [409],
    },
  }),
  ...area('signer', 'signer', {
    'GET /v1/documents/user-sign/validate': {
      summary: "Check a signer link's token: which document and signer it names",
      success: ok(answer('SignerValidation', 'signing')),
    },
    'GET /v1/documents/user-sign/:id': {
      summary: "The signer's view of the document: its signers and fields, their own editable",
      success: ok(answer('SignerRecordResponse', 'signing')),
    },
    'PUT /v1/documents/user-sign/:id/coordinate/:coordId': {
      summary: "Save the signer's response to one of their fields (image, approve, reject, revise)",
      success: ok(answer('DocumentField', 'documents')),
      errors: [409],
    },
    'GET /v1/documents/user-sign/ending': {
      summary:
        "Where a signer stands once they submitted: their decision and reason, the document's status, who signs next",
      success: ok(answer('SignerEnding', 'signing')),
      errors: [409],
    },
    'POST /v1/documents/user-sign/:id/submit': {
      summary:
        "Submit the signer's decision once every field of theirs has a response, with an optional reason (required for a revision)",
      success: ok(answer('SignerSubmitResponse', 'signing')),
      errors: [400, 409],
    },
    'GET /user-sign/:id': {
      summary: 'The uploaded PDF, as the signer sees it while signing',
      success: ok('The PDF'),
      pdf: true,
    },
  }),
  ...area('sealing', 'signer', {
    'GET /v1/documents/user-sign/:id/download': {
      summary: "The sealed PDF, downloaded with a signer's link",
      success: ok('The sealed PDF'),
      pdf: true,
      errors: [409],
    },
  }),
  ...area('sealing', 'owner', {
    'GET /v1/documents/:id/download': {
      summary: 'The latest PDF of a document: the sealed one once it is completed',
      success: ok('The PDF'),
      pdf: true,
      errors: [409],
    },
    'POST /v1/documents/:id/reseal': {
      summary: 'Retry sealing a document whose sealing failed',
      success: ok(DOCUMENT),
      errors: [409],
    },
  }),
  ...area('sealing', 'anyone', {
    'POST /v1/verify': {
      summary: 'Verify a PDF: whether it was sealed here and is unchanged since',
      success: ok(answer('VerifyResponse', 'verify')),
      multipart: { file: VERIFY_FILE_FIELD },
      errors: [413, 415, 429],
    },
  }),
  ...area('audit', 'owner', {
    'GET /v1/documents/:id/audit': {
      summary: "A document's audit trail (History), each signer's own dates and its automatic reminders",
      success: ok(answer('AuditTrailResponse', 'audit')),
    },
  }),
  ...area('billing', 'owner', {
    'GET /v1/packages': {
      summary: 'The packages with their features, terms and monthly prices, and where Contact sales leads',
      success: ok(answer('PackagesResponse', 'billing')),
    },
    'GET /v1/subscribe/payment-method': {
      summary: 'The payment methods the gateway offers for an amount (`?amount`, whole rupiah)',
      success: ok(answer('PaymentMethodsResponse', 'billing')),
      errors: [502],
    },
    'POST /v1/subscribe': {
      summary: "Buy a package for a term: a pending billing and the gateway's payment page to send the browser to",
      success: ok(answer('InvoiceUrlResponse', 'billing')),
      errors: [502],
    },
    'GET /v1/profile/billing': {
      summary: "A page of the account's billings (`sortBy`, by default billingDate:desc)",
      success: ok(`${answer('Paged', 'paging')} of ${answer('Billing', 'billing')}`),
    },
    'GET /v1/profile/billing/:id/payment-link': {
      summary:
        "Submit Payment: the payment page of a billing still taking payment ('Payment Link Not Found' once expired)",
      success: ok(answer('InvoiceUrlResponse', 'billing')),
      errors: [409],
    },
    'GET /v1/billing/unpaid': {
      summary: 'The newest billing still taking payment and its payment page, or nulls',
      success: ok(answer('UnpaidBillingResponse', 'billing')),
    },
    'GET /v1/billing/:id': {
      summary: 'A billing with its invoice lines, and its payment page while it takes payment',
      success: ok(answer('BillingResponse', 'billing')),
    },
    'GET /v1/billing/:id/payment': {
      summary: "A billing's payment: its state, method and payment page",
      success: ok(answer('BillingPaymentResponse', 'billing')),
    },
    'GET /v1/billing/:id/invoice': {
      summary: "A paid billing's invoice as a PDF download (`invoice-INV-2026-000042.pdf`)",
      success: ok('The invoice PDF'),
      pdfDownload: true,
      errors: [409],
    },
  }),
  ...area('payments', 'anyone', {
    'POST /v1/payments/callback': {
      summary:
        "The payment gateway's callback (a form: merchantCode, amount, merchantOrderId, resultCode, reference, signature…): signed, amount-checked, idempotent",
      success: ok(MESSAGE),
      errors: [401, 404, 429, 502],
    },
  }),
};
