/**
 * The web app's routes, in one place: the router mounts these patterns, its pages link with these
 * builders, and the server builds the links it e-mails with the same builders, so a mailed link always
 * opens a page the router knows.
 */
export const WEB_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  registerSuccess: '/register/success',
  forgotPassword: '/forgot-password',
  recoverPassword: '/recover-password',
  verifyEmail: '/verify-email',
  callback: '/callback',
  privacyPolicy: '/privacy-policy',
  verify: '/verify',
  documents: '/document',
  documentUpload: '/document/upload',
  upload: '/upload',
  documentHistory: '/document/:id/history',
  archives: '/archives',
  trash: '/trash',
  annotate: '/annotate',
  generate: '/generate',
  signing: '/user-sign',
  /** An older spelling of the signer's page, still mounted so links already sent keep working. */
  signingLegacy: '/UserSign',
  signerDownload: '/user-sign-download',
  /** Where a signer lands once they have submitted: what happened and what comes next. */
  signerEnding: '/user-sign-done',
  flows: '/template-flow',
  createFlow: '/template-flow/header',
  flowDetail: '/template-flow/header/:headerId/detail',
  /** The pages of one approver, from before a flow's page held them all: still mounted, leading to the flow's page. */
  newApprover: '/template-flow/header/:headerId/detail/new',
  approver: '/template-flow/header/:headerId/detail/:detailId',
  /** Templates (docs/domain.md#templates): the list, a new one, a template's field editor, a document made from one. */
  templates: '/templates',
  newTemplate: '/templates/new',
  templateFields: '/templates/:id/fields',
  templateUse: '/templates/:id/use',
  /** A template's bulk send (docs/domain.md#bulk-send): the CSV file of people and values, one document per row. */
  templateBulkSend: '/templates/:id/bulk-send',
  /** One bulk send's progress, as its documents are made. */
  bulkSend: '/bulk-sends/:id',
  /** A template's public link as its owner sets it (docs/domain.md#public-links). */
  templatePublicLink: '/templates/:id/public-link',
  subscription: '/subscription',
  subscriptionPlan: '/subscription-plan',
  package: '/package',
  invoice: '/invoice',
  blank: '/blank',
  profile: '/profile',
  /** The account's API keys, webhooks and other connections to its own software (docs/api.md#api-keys, #webhooks). */
  integrations: '/integrations',
  /** A template's public link: whoever opens it signs as the template's first role. */
  publicLink: '/p/:slug',
} as const;

export type WebRoute = (typeof WEB_ROUTES)[keyof typeof WEB_ROUTES];

type QueryValues = Record<string, string | number | undefined>;

/** A path with its query string; undefined values are left out, the rest URL-encoded. */
export function withQuery(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query parameters naming a document and a signer in the web app's published addresses
 * (docs/api.md#published-spellings): links already sent carry these spellings, so they stay.
 */
export const DOCUMENT_QUERY_PARAM = 'templateId';
export const SIGNER_QUERY_PARAM = 'userId';

/** The signer's link as its pages' addresses carry it. */
const signerLinkQuery = (link: { documentId: string; signerId: string; token: string }) => ({
  [DOCUMENT_QUERY_PARAM]: link.documentId,
  [SIGNER_QUERY_PARAM]: link.signerId,
  token: link.token,
});

/** Builders for the routes that carry ids or query parameters. */
export const webPaths = {
  publicLink: (slug: string) => `/p/${encodeURIComponent(slug)}`,
  documentHistory: (documentId: string) => `/document/${encodeURIComponent(documentId)}/history`,
  flowDetail: (flowId: string) => `/template-flow/header/${encodeURIComponent(flowId)}/detail`,
  /** A template's field editor. */
  templateFields: (templateId: string) => `/templates/${encodeURIComponent(templateId)}/fields`,
  /** Where a document is made from a template. */
  templateUse: (templateId: string) => `/templates/${encodeURIComponent(templateId)}/use`,
  /** Where a template's CSV file is sent in bulk. */
  templateBulkSend: (templateId: string) => `/templates/${encodeURIComponent(templateId)}/bulk-send`,
  /** A bulk send's progress. */
  bulkSend: (bulkSendId: string) => `/bulk-sends/${encodeURIComponent(bulkSendId)}`,
  /** A template's public link settings. */
  templatePublicLink: (templateId: string) => `/templates/${encodeURIComponent(templateId)}/public-link`,
  /** The signer's page: which document, which signer, and the signer's own link token. */
  signing: (link: { documentId: string; signerId: string; token: string }) =>
    withQuery(WEB_ROUTES.signing, signerLinkQuery(link)),
  /** The signer's ending page, after they submitted: the same three values as their link. */
  signerEnding: (link: { documentId: string; signerId: string; token: string }) =>
    withQuery(WEB_ROUTES.signerEnding, signerLinkQuery(link)),
  /** The owner's field editor of one document. */
  annotate: (documentId: string) => withQuery(WEB_ROUTES.annotate, { [DOCUMENT_QUERY_PARAM]: documentId }),
  /** The owner's generated (flattened) PDF of one document. */
  generate: (documentId: string) => withQuery(WEB_ROUTES.generate, { [DOCUMENT_QUERY_PARAM]: documentId }),
  recoverPassword: (token: string) => withQuery(WEB_ROUTES.recoverPassword, { token }),
  verifyEmail: (token: string) => withQuery(WEB_ROUTES.verifyEmail, { token }),
  /** A billing's detail (invoice) page; the payment gateway returns the browser here too. */
  invoice: (billingId: string, status: string) =>
    withQuery(WEB_ROUTES.invoice, { term: 'detail', code: status, meta: billingId }),
  /** The profile's Billing tab. */
  profileBilling: () => `${WEB_ROUTES.profile}#billing`,
} as const;

/** An absolute link for a mail: the app's public base URL (APP_URL, without a trailing slash) and a path. */
export function absoluteLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
