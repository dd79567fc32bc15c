/**
 * Every error answer of the API is `{code, message, error}`, code being the HTTP status and error the message's
 * stable identifier (api-error-ids.ts; docs/api.md#errors). Messages the server itself words (beyond the schemas'
 * validation messages) live here, so the web app can translate them by the same English text it uses as its i18n
 * key. Each key is also the identifier's source: rename a key only with the API's clients in mind.
 */
export interface ApiError {
  code: number;
  message: string;
  /** For a message with values in it: the English template (the i18n key) and its values. */
  template?: string;
  params?: Record<string, string | number>;
}

/**
 * Fills `{{name}}` placeholders, the i18next syntax, so one template serves server and client. A figure in a
 * message is always a placeholder filled from the constant it states, never typed into the sentence.
 */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/**
 * The values `template` was filled with to give `text` (fillTemplate's inverse), or null when `text` is not
 * `template` filled in. A message that arrives filled (a validation message) is translated by its template.
 */
export function templateValues(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
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
  planLimitTemplates: 'Template limit reached: the {{plan}} plan allows {{limit}}',
  flowNeedsApprover: 'A flow needs at least one approver',
  flowApproverLimit: 'A flow can have at most {{limit}} approvers',
  approverListedTwice: 'An approver is listed twice',
  unknownApprover: 'Unknown approver',
  deleted: 'Deleted',
  documentSent: 'Document sent for signing',
  signerNeedsName: 'Signer {{position}} needs a name',
  signerNeedsEmail: 'Signer {{position}} needs a valid e-mail address',
  signerNeedsField: '{{name}} has no field to sign',
  signersNeedFields: 'Add a field for {{names}} before inviting',
  senderMessageTooLong: 'The message must be {{limit}} characters or less',
  signerNeedsLevel: 'Signer {{position}} needs a level from {{min}} to {{max}}',
  uploadFlowOrSigners: 'Choose a flow or type the signers, not both',
  saveAsFlowInvalid: 'saveAsFlow must be true or false',
  saveAsFlowNeedsSigners: 'Only signers typed at upload can be saved as a flow',
  internal: 'Something went wrong, please try again',
  uploadNoFile: 'Please choose a PDF file',
  uploadNoFlow: 'Please choose a flow',
  fileEmpty: 'The file is empty',
  fileNameUnreadable: 'The file name holds characters that could not be read: rename the file and upload it again',
  fileNotPdf: 'The file is not a PDF',
  pdfDamaged: 'The PDF is damaged and cannot be read',
  pdfEncrypted: 'The PDF is password-protected: upload it without a password',
  pdfTooManyPages: 'The PDF has too many pages: the limit is {{limit}}',
  pdfTooManyObjects: 'The PDF has too many objects: the limit is {{limit}}',
  pdfTooComplex: 'The PDF is too complex to process',
  fileTooLarge: 'File is too large: the limit is {{limit}} MB',
  tooManyUploads: 'Too many uploads at once: wait for one to finish, then try again',
  uploadsBusy: 'The server is busy with other uploads: try again in a moment',
  documentNotDraft: 'Only a draft document can be changed',
  documentBeingSigned: 'A document being signed cannot be deleted',
  fieldOutsidePage: 'The field is outside the page',
  pageMissing: 'Page {{page}} does not exist in this document',
  unknownSigner: 'Unknown signer',
  unknownField: 'Unknown field',
  tooManyFieldChanges: 'Too many field changes at once: save fewer at a time',
  tooManyFields: 'A document holds at most {{limit}} fields: remove some before adding more',
  invalidSortBy: 'Invalid sortBy',
  rangeNotSatisfiable: 'The requested range is not in the file',
  storageUnavailable: 'The file store cannot be reached: try again in a moment',
  databaseUnavailable: 'Database unavailable',
  expiredLink: 'Expired Link',
  signAlreadySubmitted:
    'Your answer has already been submitted and cannot be changed. Please contact the sender for more info',
  signingEnded: 'Signing of this document has ended',
  signSubmitted: 'Your answer has been submitted',
  fieldsIncomplete: 'Complete every field before submitting',
  responseInvalid: 'A field is either empty, or has an answer and one of approve, reject or revise',
  imageNotPng: 'The image must be a PNG',
  fieldTypeInvalid: 'type must be one of draw, file, initials, name, date, text, checkbox',
  fieldLabelInvalid: 'A field label must be text without control characters',
  fieldLabelTooLong: 'A field label must be {{limit}} characters or less',
  fieldRequiredInvalid: 'required must be true or false',
  fieldOptionsNotAllowed: 'Only text and checkbox fields have a label or a required flag',
  responseTextInvalid: 'A typed answer must be text without control characters',
  responseTextTooLong: 'A typed answer must be {{limit}} characters or less',
  responseCheckedInvalid: 'checked must be true or false',
  responseWrongType: 'This kind of answer does not fit this field',
  requiredFieldEmpty: 'Fill in every required field before submitting',
  imageTooLarge: 'The image is too large: the limit is {{limit}} KB',
  imageTooManyPixels: 'The image is too large: the limit is {{limit}} pixels',
  documentNotRevision: 'Only a document sent back for revision or cancelled can be prepared again',
  documentNeedsSigner: 'A document needs at least one signer',
  documentSignerLimit: 'A document can have at most {{limit}} signers',
  signerListedTwice: 'A signer is listed twice',
  sealPending: 'The signed document is being sealed: try again in a moment',
  sealFailed: 'Sealing this document failed: retry it from Archives',
  resealNotFailed: 'Only a completed document whose sealing failed can be sealed again',
  verifyGenuine: 'This document is genuine: SignFlow sealed it, and it has not been changed since it was sealed',
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
  billingExpired: 'This billing has expired: it no longer takes payment',
  searchInvalid: 'search must be text',
  searchTooLong: 'search must be {{limit}} characters or less',
  statusFilterInvalid: 'Unknown status filter',
  documentNotSent: 'Only a document waiting for signatures can be changed this way',
  remindNotSent: 'Only a document waiting for signatures can be reminded',
  remindTooSoon: 'You can remind {{name}} again in {{minutes}} minutes',
  reminderSent: 'Reminder sent',
  linksExpiredRenew: 'The links have expired: renew them to remind the signers',
  remindersSaved: 'Automatic reminders saved',
  reminderSettingsRequired: 'Please choose the reminders',
  reminderAfterDaysInvalid: 'First reminder must be a whole number of days from {{min}} to {{max}}',
  reminderEveryDaysInvalid: 'Repeat interval must be a whole number of days from {{min}} to {{max}}',
  reminderMaxCountInvalid: 'Number of reminders must be a whole number from {{min}} to {{max}}',
  correctNotSent: 'Signers can be corrected only while the document waits for signatures',
  signerAlreadySubmitted: '{{name}} has already submitted and cannot be changed',
  signerCorrectionEmpty: 'Change the name or the e-mail address',
  signerCorrectionNameRequired: 'Name is required',
  signerCorrected: 'Signer corrected',
  signerCorrectedInvited: 'Signer corrected: a new invitation was sent',
  renewNotSent: 'Links can be renewed only while the document waits for signatures',
  linksRenewed: 'Links renewed for {{days}} days',
  renewTooSoon: 'You can renew the links again in {{minutes}} minutes',
  cancelNotSent: 'Only a document waiting for signatures can be cancelled',
  cancelReasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason must be {{limit}} characters or less',
  documentCancelled: 'Signing cancelled',
  verifyNotGenuine: 'This file is not a document sealed by SignFlow, or it was changed after it was sealed',
  verifyNoSeal: 'This file carries no seal',
  verifyChanged: 'This file was changed after it was sealed: it is not the document that was signed',
  verifyValidElsewhere:
    'This file carries a valid seal and is unchanged since, but this installation did not seal it: its register does not know it',
  currentPasswordWrong: 'The current password is not correct',
  currentPasswordRequired: 'Enter your current password',
  passwordSet: 'Your password has been set',
  revisionReasonRequired: 'Please say what should be revised',
  signNotSubmitted: 'You have not submitted your answer yet',
  consentRequired: 'Agree to sign electronically before you finish',
  consentInvalid: 'consent must be true or false',
  tooManyLiveUpdates: 'Too many windows are receiving live updates: close one and try again',
  requestTimedOut: 'The request took too long to arrive: check your connection and try again',
  jsonTooDeep: 'The request body is nested too deeply: the limit is {{limit}} levels',
  jsonTooManyValues: 'The request body holds too many values: the limit is {{limit}}',
  savedSignatureOneAnswer: 'Draw it or type it: send an image or a text, one of the two',
  savedSignatureSaved: 'Signature saved',
  savedInitialsSaved: 'Initials saved',
  savedSignatureRemoved: 'Removed',
  templateNameRequired: 'Please name the template',
  templateNeedsRole: 'A template needs at least one role',
  templateRoleLimit: 'A template can have at most {{limit}} roles',
  roleNamedTwice: 'Two roles are named {{name}}: give each role its own name',
  unknownRole: 'Unknown role',
  senderFilledInvalid: 'senderFilled must be true or false',
  senderFilledNotAllowed: 'Only text, date and checkbox fields can be filled in by the sender',
  roleListedTwice: 'A role is listed twice',
  roleHasFields: 'The role {{name}} has fields: remove them before removing the role',
  roleNeedsRecipient: 'The role {{role}} needs a recipient',
  roleHasTwoRecipients: 'The role {{role}} has more than one recipient',
  fieldNotSenderFilled: 'Only a field the sender fills in takes a value',
  senderValueTwice: 'A field is given more than one value',
  senderValueMissing: 'Give a value for the field {{field}} on page {{page}}',
  senderValueInvalid: 'Each value must be text',
  senderValueCheckboxInvalid: 'A checkbox takes true or false',
  senderValueDateInvalid: 'A date must be a day of the calendar, written YYYY-MM-DD',
  senderFilledReadOnly: 'This field was filled in by the sender and cannot be changed',
  sendInvalid: 'send must be true or false',
  bulkSendNoFile: 'Please choose a CSV file',
  bulkSendNotCsv: 'The file is not a CSV file: save it as CSV (UTF-8) and upload it again',
  bulkSendUnreadable: 'The CSV file cannot be read at line {{line}}: check its quotes and commas',
  bulkSendEmpty: 'The CSV file has no rows: add one row per document under the header',
  bulkSendTooLarge: 'The CSV file is too large: the limit is {{limit}} MB',
  bulkSendTooManyRows: 'The CSV file has too many rows: the limit is {{limit}}',
  bulkSendRowsInvalid: 'Some rows cannot be sent, so nothing was made: fix them and upload the file again',
  bulkSendUnknownColumn: 'Unknown column {{column}}: use the columns of the sample file',
  bulkSendMissingColumn: 'The column {{column}} is missing',
  bulkSendColumnTwice: 'The column {{column}} appears twice',
  bulkSendExtraValues: 'This row has more values than the header has columns',
  bulkSendTemplateGone: 'The template was deleted before this document was made',
  enabledInvalid: 'enabled must be true or false',
  publicLinkFirstRoleSignsFirst: 'Whoever opens the link signs first: only the first role may have the lowest level',
  publicLinkEmailTaken: 'This e-mail address already signs this document in another role: use your own',
  publicLinkFirstRoleOpen: 'The first role is filled by whoever opens the link: name people for the other roles only',
  publicLinkNotFound: 'This link does not exist. Check that you copied all of it',
  publicLinkDisabled: 'This link has been turned off by its owner',
  publicLinkUnavailable: 'This link cannot take a signature at the moment. Please let whoever gave it to you know',
  publicLinkVisitUnknown: 'This code request is unknown or already used: ask for a new code',
  publicLinkCodeWrong: 'That code is not right: check the latest e-mail and try again',
  publicLinkCodeExpired: 'That code has expired: ask for a new one',
  publicLinkCodeInvalid: 'The code has {{digits}} digits',
  publicLinkTooManyTries: 'Too many wrong codes: ask for a new one',
  publicLinkTooManyCodes: 'Too many codes were asked for: wait a while and try again',
} as const;

/** The messages of a 403 that a plan answers (a limit reached, or the plan ended): buying a package lifts them. */
export const PLAN_LIMIT_MESSAGES: readonly string[] = [
  API_MESSAGES.planExpired,
  API_MESSAGES.planLimitFlows,
  API_MESSAGES.planLimitDocuments,
  API_MESSAGES.planLimitTemplates,
];

/** Whether an error answer is a plan's refusal, which the web app offers an Upgrade beside. */
export function isPlanLimitError(error: Pick<ApiError, 'code' | 'message' | 'template'>): boolean {
  return error.code === 403 && PLAN_LIMIT_MESSAGES.includes(error.template ?? error.message);
}
