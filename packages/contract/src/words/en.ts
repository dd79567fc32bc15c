import { AUDIT_EVENT_LABELS, type AuditEventLabel } from '../audit';
import { PLAN_NAMES } from '../plans';
import { inDaysOrHours } from '../webhooks';
import { counter, figureWriter, type Vocabulary, type Words } from './types';

const count = counter('en');
const figure = figureWriter('en');
const days = (n: number) => count(n, 'day', 'days');
const hours = (n: number) => count(n, 'hour', 'hours');
const months = (n: number) => count(n, 'month', 'months');

/** What a signer whose signing stopped (cancelled, or rejected by another) is told at the end. */
const nothingMoreToDo = 'There is nothing more for you to do; your link no longer lets anyone sign.';

export const vocabulary: Vocabulary = {
  plans: PLAN_NAMES,
  // English names each event by its label.
  auditEvents: Object.fromEntries(Object.values(AUDIT_EVENT_LABELS).map((label) => [label, label])) as Record<
    AuditEventLabel,
    string
  >,
};

export const words: Words = {
  ...vocabulary,
  mail: {
    signerLink: {
      messageFrom: (owner) => `${owner} wrote:`,
      open: 'Open the document',
      yoursAlone: 'The link is yours alone; do not forward it.',
    },
    invitation: {
      subject: (document) => `Please sign “${document}”`,
      intro: (owner, document) =>
        `${owner} asks you to sign “${document}”. Open your personal link to read and sign it:`,
      worksFor: (n) => `It works for ${days(n)}.`,
    },
    reminder: {
      subject: (document) => `Reminder: please sign “${document}”`,
      intro: (owner, document) => `${owner} is still waiting for your signature on “${document}”.`,
      daysLeft: (n) => (n <= 1 ? 'Your link works for one more day.' : `Your link works for ${n} more days.`),
    },
    renewedLink: {
      subject: (document) => `More time to sign “${document}”`,
      intro: (owner, document) => `${owner} gave you more time to sign “${document}”. Your personal link works again:`,
      worksFor: (n) => `It now works for ${days(n)}.`,
    },
    cancelled: {
      subject: (document) => `Signing of “${document}” was cancelled`,
      intro: (owner, document) => `${owner} cancelled the signing of “${document}”.`,
      reason: (reason) => `Reason: ${reason}`,
      after: nothingMoreToDo,
    },
    rejected: {
      subject: (document) => `“${document}” was rejected: signing has stopped`,
      intro: (signer, document) => `${signer} rejected “${document}”, so signing has stopped.`,
      reason: (reason) => `Reason: ${reason}`,
      after: nothingMoreToDo,
    },
    progress: {
      signedSubject: (signer, document) => `${signer} signed “${document}”`,
      outcomeSubject: {
        Completed: (signer, document) => `${signer} signed “${document}”: it is now completed`,
        Rejected: (signer, document) => `${signer} rejected “${document}”`,
        Revision: (signer, document) => `${signer} asked for a revision of “${document}”`,
      },
      outcomeBody: {
        Completed: (signer) =>
          `With ${signer}’s signature everyone has signed: the document is completed. It is in your Archives; the sealed PDF follows in a separate e-mail.`,
        Rejected: () =>
          'Signing has stopped, and the other signers who were invited have been told. The document is in your Archives.',
        Revision: () =>
          'Signing has stopped. In Archives, choose Prepare again to change the document and send it again.',
      },
      reason: (signer) => `${signer} gave this reason:`,
      open: 'Open SignFlow',
    },
    sealed: {
      subject: (document) => `“${document}” is signed: your copy`,
      attached: (document) =>
        `Everyone has signed “${document}”. The sealed PDF is attached; its last page certifies who signed, when and from where.`,
      linked: (document) =>
        `Everyone has signed “${document}”. The sealed PDF is too large to attach: download it here. Its last page certifies who signed, when and from where.`,
      action: 'Download the sealed PDF',
    },
    webhookDisabled: {
      subject: (url) => `Webhook endpoint turned off: ${url}`,
      body: ({ url, hours }) =>
        `Every delivery to your webhook endpoint ${url} has failed for ${inDaysOrHours(hours, { days: (n) => count(n, 'day', 'days'), hours: (n) => count(n, 'hour', 'hours') })}, so SignFlow has turned it off and sends it no more events.`,
      whatToDo: (seconds) =>
        `Check that the endpoint is up and answers with a 2xx status within ${count(seconds, 'second', 'seconds')}, then turn it on again under Integrations, Webhooks. Its delivery log shows what it answered.`,
      action: 'Open Integrations',
    },
    bulkSendFinished: {
      subject: (template) => `Bulk send from “${template}” finished`,
      made: ({ template, created, total, sent }) =>
        `Documents made from “${template}”: ${figure(created)} of ${figure(total)}, ${sent ? 'each sent for signing' : 'each left as a draft'}.`,
      failed: (failed) =>
        `Rows that could not be made: ${figure(failed)}. The bulk send's report names each row and why; nothing was made of them.`,
      action: 'Open the report',
    },
    sealFailed: {
      subject: (document) => `“${document}” could not be sealed`,
      body: (document) =>
        `Everyone has signed “${document}”, but its sealed PDF could not be made after several attempts, so nobody has received a copy yet. The signatures are kept.`,
      whatToDo:
        'Open Archives and press Retry sealing on the document. If it fails again, ask the administrator of SignFlow to look at the server log.',
      action: 'Open Archives',
    },
    emailVerification: {
      subject: 'Verify your e-mail address',
      intro:
        'Welcome to SignFlow. Open this link to verify that this e-mail address is yours; until then you cannot send documents for signing:',
      action: 'Verify my e-mail address',
      expiry: (n) => `The link expires in ${hours(n)}. You can ask for a new one from SignFlow.`,
      ignore: 'If you did not create a SignFlow account, ignore this e-mail.',
    },
    passwordReset: {
      subject: 'Reset your password',
      intro: 'Someone asked to reset the password of your account. Open this link to choose a new one:',
      action: 'Choose a new password',
      expiry: (n) => `The link works once and expires in ${hours(n)}.`,
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    publicLinkCode: {
      subject: (document) => `Your code to sign “${document}”`,
      intro: (owner, document) => `You asked to sign “${document}” of ${owner}. Type this code on the page to go on:`,
      code: (code) => code,
      expiry: (n) => `The code works once, for ${count(n, 'minute', 'minutes')}.`,
      ignore: 'If you did not ask for it, ignore this e-mail: nothing is signed without the code.',
    },
    identityLinked: {
      subject: (provider) => `${provider} sign-in was added to your SignFlow account`,
      what: ({ provider, who, email, at, ip }) =>
        `The ${provider} account ${who} was linked to your SignFlow account ${email} on ${at} (UTC), from the IP address ${ip}. It now signs in to your account without your password.`,
      notYou: (provider) =>
        `If this was not you, someone may have access to your mailbox or your ${provider} account: secure them, then reset your SignFlow password, which signs every device out of your account:`,
      action: 'Reset your password',
    },
    passwordChanged: {
      subject: { changed: 'Your password was changed', set: 'A password was set for your account' },
      what: {
        changed: (email, at) => `The password of your SignFlow account ${email} was changed on ${at} (UTC).`,
        set: (email, at) => `A password was set for your SignFlow account ${email} on ${at} (UTC).`,
      },
      others: 'Every other device signed in to your account has been signed out.',
      notYou: 'If this was not you, reset your password now:',
      action: 'Reset your password',
    },
    securityChanged: {
      subject: {
        twoFactorOn: 'Two-step sign-in is on',
        twoFactorOff: 'Two-step sign-in was turned off',
        passkeyAdded: 'A passkey was added to your account',
        recoveryCodeUsed: 'A recovery code was used to sign in',
        apiKeyAdded: 'An API key was made for your account',
      },
      what: {
        twoFactorOn: (email, at) =>
          `Two-step sign-in was turned on for your SignFlow account ${email} on ${at} (UTC): each sign-in now also asks for a code from your authenticator app.`,
        twoFactorOff: (email, at) =>
          `Two-step sign-in was turned off for your SignFlow account ${email} on ${at} (UTC): a password alone now signs in.`,
        recoveryCodeUsed: (email, at) =>
          `A recovery code was used to sign in to your SignFlow account ${email} on ${at} (UTC).`,
        passkeyAdded: (email, at) =>
          `A passkey was added to your SignFlow account ${email} on ${at} (UTC): it signs in without a password.`,
        apiKeyAdded: (email, at) =>
          `An API key was made for your SignFlow account ${email} on ${at} (UTC): software holding it can act for the account until it is revoked on the Integrations page.`,
      },
      codesLeft: (count) => `Recovery codes left: ${count}.`,
      notYou: 'If this was not you, reset your password now:',
      action: 'Reset your password',
    },
    receipt: {
      subject: (billingNo) => `Payment received: invoice ${billingNo}`,
      received: (amount, plan, n) =>
        `Thank you: we have received your payment of ${amount} for the ${plan} plan, ${months(n)}.`,
      runsUntil: (plan, endDate) => `Your ${plan} plan now runs until ${endDate}.`,
      attached: (fileName) => `The invoice is attached (${fileName}). It is also on the invoice page:`,
      linked: 'The invoice and its PDF are on the invoice page:',
      action: 'View the invoice',
    },
    planReminder: {
      subject: (plan, daysLeft) => `Your ${plan} plan ends in ${days(daysLeft)}`,
      ends: (plan, endDate, daysLeft) => `Your ${plan} plan ends on ${endDate}, in ${days(daysLeft)}.`,
      renew: 'Renew it, or choose another plan, to keep creating flows, uploading documents and inviting signers:',
      action: 'Choose a plan',
      afterwards:
        'If it ends, your documents stay readable and signers already invited can still sign; only new work waits for a plan.',
    },
  },
  certificate: {
    title: 'Certificate of completion',
    intro: 'This page records who signed this document, when and from where. It is sealed with the document.',
    document: 'Document',
    documentId: 'Document ID',
    originalSha256: 'SHA-256 of the original',
    pages: 'Pages',
    sender: 'Sent by',
    completed: 'Completed',
    parties: 'Signers',
    level: 'Level',
    apiKey: 'API key',
    decision: 'Decision',
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    events: 'Audit trail',
    notSubmitted: 'not submitted',
    reason: 'Reason',
    answersCleared: 'Answers cleared',
    fieldsDropped: 'Fields dropped',
    fieldsRemoved: 'Fields removed',
    consent: 'Agreed to sign electronically',
    verification: 'Identity check',
    verificationMethods: { link: 'Link only', email_code: 'E-mail code', access_code: 'Access code' },
    verificationPassedAt: 'passed at',
    decisions: { approved: 'Approved', rejected: 'Rejected', revision: 'Revision asked' },
    seal: 'Seal',
    sealLevels: {
      'B-B':
        "PAdES B-B: signed with this server's certificate; its time is this server's clock, not a trusted time-stamp",
      'B-T': "PAdES B-T: signed with this server's certificate and time-stamped by a time-stamping authority",
      'B-LT': 'PAdES B-LT: signed, time-stamped, with the validation data embedded',
      'B-LTA':
        'PAdES B-LTA: signed, time-stamped, with the validation data embedded and a document time-stamp over it all',
    },
  },
  invoice: {
    title: 'Invoice',
    invoiceNo: 'Invoice number',
    orderId: 'Order ID',
    billingDate: 'Billing date',
    dueDate: 'Payment due',
    paidDate: 'Paid on',
    paymentMethod: 'Payment method',
    status: 'Status',
    paid: 'Paid',
    unpaid: 'Not paid',
    seller: 'Seller',
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: (percent) => `Tax ${percent} %`,
    total: 'Total',
    planLine: (plan, n) => `${plan} plan, ${months(n)}`,
    bonusLine: (n) => `${n} bonus ${n === 1 ? 'month' : 'months'}`,
    thanks: 'Thank you for your payment.',
  },
  sandboxPayment: {
    title: 'Sandbox payment',
    note: 'A test payment page: no money moves.',
    order: 'Order',
    description: 'Description',
    amount: 'Amount',
    method: 'Method',
    paidOn: (at) => `This order was paid on ${at}.`,
    expiredOn: (at) => `This payment expired on ${at}: nothing can be paid here any more.`,
    pay: 'Pay',
    fail: 'Fail',
  },
  templates: {
    copyName: (name) => `Copy of ${name}`,
    signerRole: (position) => `Signer ${position}`,
  },
};
