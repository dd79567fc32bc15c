/**
 * Every error answer of the API is `{code, message}`, code being the HTTP status (docs/api.md#errors).
 * Messages the server itself words (beyond the schemas' validation messages) live here, so the web app can
 * translate them by the same English text it uses as its i18n key.
 */
export interface ApiError {
  code: number;
  message: string;
  /** For a message with values in it: the English template (the i18n key) and its values. */
  template?: string;
  params?: Record<string, string | number>;
}

/** Fills `{{name}}` placeholders, the i18next syntax, so one template serves server and client. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

export const API_MESSAGES = {
  unauthorized: 'Please authenticate',
  notFound: 'Not found',
  emailTaken: 'Email already taken',
  invalidCredentials: 'Incorrect email or password',
  tooManyRequests: 'Too many requests, please try again later',
  loginLockedOut: 'Too many failed sign-in attempts for this e-mail address, please try again later',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  invalidRequest: 'Invalid request',
  resetLinkInvalid: 'Password reset link is invalid or has expired',
  resetRequested: 'If an account uses that e-mail, a link to reset its password has been sent',
  passwordReset: 'Your password has been changed',
  emailNotVerified: 'Verify your e-mail address before sending documents for signing',
  verificationLinkInvalid: 'This e-mail verification link is invalid',
  verificationLinkExpired: 'This e-mail verification link has expired: ask for a new one',
  verificationLinkReplaced: 'This e-mail verification link was replaced by a newer one: open the latest e-mail',
  emailVerified: 'Your e-mail address is verified',
  emailAlreadyVerified: 'Your e-mail address is already verified',
  verificationSent: 'A new verification link has been sent to your e-mail address',
  verificationTooSoon: 'A verification e-mail was just sent: wait {{seconds}} seconds before asking for another',
  verificationHourlyLimit: 'You have asked for too many verification e-mails: try again in an hour',
  verificationDailyLimit: 'You have asked for too many verification e-mails today: try again tomorrow',
  googleNotConfigured: 'Sign-in with Google is not configured',
  googleUnavailable: 'Google sign-in is not available right now, please try again',
  googleDenied: 'Sign-in with Google was cancelled',
  googleStateInvalid: 'This Google sign-in was not started here or has expired: start again',
  googleCodeInvalid: 'This Google sign-in has expired or was already used: start again',
  googleTokenInvalid:
    'The Google sign-in could not be verified: it is invalid, expired or meant for another application',
  googleFailed: 'Sign-in with Google failed, please try again',
  facebookNotConfigured: 'Sign-in with Facebook is not configured',
  facebookUnavailable: 'Facebook sign-in is not available right now, please try again',
  facebookTokenInvalid:
    'The Facebook sign-in could not be verified: it is invalid, expired or meant for another application',
  externalEmailMissing: 'Your {{provider}} account shares no e-mail address: allow it, or register with your e-mail',
  externalEmailUnverified:
    'An account already uses this e-mail address, which {{provider}} has not verified: sign in with your password',
  noSubscription: 'No subscription',
  planExpired: 'Your {{plan}} plan ended on {{endDate}}: choose a plan to create more',
  planLimitFlows: 'Flow limit reached: the {{plan}} plan allows {{limit}}',
  planLimitDocuments: 'Document limit reached: the {{plan}} plan allows {{limit}}',
  flowNeedsApprover: 'A flow needs at least one approver',
  flowApproverLimit: 'A flow can have at most {{limit}} approvers',
  deleted: 'Delete is successfully',
  documentSent: 'Document sent for signing',
  signerNeedsName: 'Signer {{position}} needs a name',
  signerNeedsEmail: 'Signer {{position}} needs a valid e-mail address',
  signerNeedsField: '{{name}} has no field to sign',
  internal: 'Something went wrong, please try again',
  uploadNoFile: 'Please choose a PDF file',
  uploadNoFlow: 'Please choose a flow',
  fileEmpty: 'The file is empty',
  fileNotPdf: 'The file is not a PDF',
  pdfDamaged: 'The PDF is damaged and cannot be read',
  pdfEncrypted: 'The PDF is password-protected: upload it without a password',
  pdfTooManyPages: 'The PDF has too many pages: the limit is {{limit}}',
  pdfTooManyObjects: 'The PDF has too many objects: the limit is {{limit}}',
  pdfTooComplex: 'The PDF is too complex to process',
  fileTooLarge: 'File is too large: the limit is {{limit}} MB',
  documentNotDraft: 'Only a draft document can be changed',
  documentBeingSigned: 'A document being signed cannot be deleted',
  fieldOutsidePage: 'The field is outside the page',
  pageMissing: 'Page {{page}} does not exist in this document',
  unknownSigner: 'Unknown signer',
  unknownField: 'Unknown field',
  tooManyFieldChanges: 'Too many field changes at once: save fewer at a time',
  invalidSortBy: 'Invalid sortBy',
  rangeNotSatisfiable: 'The requested range is not in the file',
  expiredLink: 'Expired Link',
  signAlreadySubmitted: 'Sign process has been submitted, cannot be changed, Please contact sender for more info',
  signingEnded: 'Signing of this document has ended',
  signSubmitted: 'Sign process has been submitted',
  fieldsIncomplete: 'Complete every field before submitting',
  responseInvalid: 'A field is either empty, or has an image and one of approve, reject or revise',
  imageNotPng: 'The image must be a PNG',
  imageTooLarge: 'The image is too large: the limit is {{limit}} KB',
  imageTooManyPixels: 'The image is too large: the limit is {{limit}} pixels',
  documentNotRevision: 'Only a document sent back for revision can be prepared again',
  sealPending: 'The signed document is being sealed: try again in a moment',
  sealFailed: 'Sealing this document failed: retry it from Archives',
  resealNotFailed: 'Only a completed document whose sealing failed can be sealed again',
  verifyGenuine: 'This document is genuine: it was sealed by SignFlow and has not been changed since',
  packageRequired: 'Please choose a package',
  packageContactSales: 'The Enterprise package is arranged with our sales team: contact them',
  termRequired: 'Please choose a billing frequency',
  paymentMethodRequired: 'Please choose a payment method',
  paymentUnavailable: 'The payment service is not available right now, please try again',
  paymentLinkNotFound: 'Payment Link Not Found',
  billingAlreadyPaid: 'This billing is already paid',
  invoiceNotPaid: 'The invoice can be downloaded once it is paid',
  callbackBadSignature: 'Invalid signature',
  callbackAmountMismatch: 'The amount does not match the billing',
  callbackUnknownOrder: 'Unknown order',
  verifyNotGenuine: 'This file is not a document sealed by SignFlow, or it was changed after it was sealed',
} as const;
