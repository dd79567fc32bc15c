import type { AuditEventLabel } from '../audit';
import type { SigningOutcomeStatus } from '../documents';
import type { Plan } from '../plans';
import type { SignerVerification } from '../signer-verification';
import type { SignerDecision } from '../signing';
import type { SealLevel } from '../verify';

/**
 * The words the server writes in each language: mails, the certificate page, the invoice PDF and the sandbox
 * payment page (ARCHITECTURE.md, "The catalogue of words"). One file per language satisfies `Words`, so a
 * missing entry fails the typecheck. Numbers are never written in a sentence: an entry that states a figure
 * takes it as an argument, and the code passes the constant it comes from.
 */
export interface Words extends Vocabulary {
  mail: MailWords;
  certificate: CertificateWords;
  invoice: InvoiceWords;
  sandboxPayment: SandboxPaymentWords;
  templates: TemplateWords;
}

/** The names the server gives what it makes of a template (docs/domain.md#templates). */
export interface TemplateWords {
  /** A duplicate's name, when its owner gives none. */
  copyName: (name: string) => string;
  /** The role a document's signer becomes when the document is saved as a template, for a signer without a name of its own. */
  signerRole: (position: number) => string;
}

/**
 * The names the server and the web app both use: the web app's translation of each English name is taken from
 * here (apps/web/src/i18n), so the two never disagree.
 */
export interface Vocabulary {
  /** Each plan's name as its readers know it ('Starter', 'Başlangıç'), never its code. */
  plans: Record<Plan, string>;
  /** What each audit event is called, keyed by its English label (contract audit.ts). */
  auditEvents: Record<AuditEventLabel, string>;
}

export interface MailWords {
  /** What every mail to a signer about their link shares. */
  signerLink: SignerLinkWords;
  invitation: {
    subject: (document: string) => string;
    intro: (owner: string, document: string) => string;
    /** How long the link works, after `signerLink.yoursAlone`. */
    worksFor: (days: number) => string;
  };
  reminder: {
    subject: (document: string) => string;
    intro: (owner: string, document: string) => string;
    daysLeft: (days: number) => string;
  };
  renewedLink: {
    subject: (document: string) => string;
    intro: (owner: string, document: string) => string;
    /** How long the link now works, after `signerLink.yoursAlone`. */
    worksFor: (days: number) => string;
  };
  /** To every invited signer when the owner cancels; `intro` names the owner. */
  cancelled: SigningStoppedWords;
  /** To every other invited signer when a signer rejects; `intro` names that signer. */
  rejected: SigningStoppedWords;
  /** To the owner: one mail per submission, the one that ends signing saying both who and how it ended. */
  progress: {
    /** A signature after which others still sign. */
    signedSubject: (signer: string, document: string) => string;
    /** The submission that ended signing, by the signer who made it. */
    outcomeSubject: Record<SigningOutcomeStatus, (signer: string, document: string) => string>;
    outcomeBody: Record<SigningOutcomeStatus, (signer: string) => string>;
    /** Before the reason a signer gave for rejecting or asking for a revision, quoted. */
    reason: (signer: string) => string;
    open: string;
  };
  sealed: {
    subject: (document: string) => string;
    attached: (document: string) => string;
    linked: (document: string) => string;
    action: string;
  };
  /** To the owner when a webhook endpoint was turned off: every delivery to it failed for WEBHOOK_DISABLE_AFTER_HOURS. */
  webhookDisabled: {
    subject: (url: string) => string;
    /** `hours`: WEBHOOK_DISABLE_AFTER_HOURS, said in days when it is whole days (inDaysOrHours). */
    body: (facts: { url: string; hours: number }) => string;
    /** What to check before turning it on again: an answer within the delivery's timeout, `seconds`. */
    whatToDo: (seconds: number) => string;
    action: string;
  };
  /** To the owner when a bulk send's job has done every row (docs/domain.md#bulk-send). */
  bulkSendFinished: {
    subject: (template: string) => string;
    /** How many documents were made of how many rows, and whether each was sent for signing or left a Draft. */
    made: (facts: { template: string; created: number; total: number; sent: boolean }) => string;
    /** Said only when some rows failed. */
    failed: (failed: number) => string;
    action: string;
  };
  sealFailed: {
    subject: (document: string) => string;
    body: (document: string) => string;
    whatToDo: string;
    action: string;
  };
  emailVerification: AccountLinkWords;
  passwordReset: AccountLinkWords;
  /** The code a visitor of a public link is mailed, to prove the address is theirs before they sign. */
  publicLinkCode: {
    subject: (document: string) => string;
    intro: (owner: string, document: string) => string;
    code: (code: string) => string;
    expiry: (minutes: number) => string;
    ignore: string;
  };
  identityLinked: {
    subject: (provider: string) => string;
    what: (facts: IdentityLinkFacts) => string;
    notYou: (provider: string) => string;
    action: string;
  };
  passwordChanged: {
    subject: { changed: string; set: string };
    what: { changed: (email: string, at: string) => string; set: (email: string, at: string) => string };
    others: string;
    notYou: string;
    action: string;
  };
  /** A change to how the account signs in (docs/domain.md#two-step-sign-in): two-step on or off, a recovery code used, a passkey added. */
  securityChanged: {
    subject: Record<SecurityChange, string>;
    what: Record<SecurityChange, (email: string, at: string) => string>;
    /** After a recovery code was used: how many are left. */
    codesLeft: (count: number) => string;
    notYou: string;
    action: string;
  };
  receipt: {
    subject: (billingNo: string) => string;
    received: (amount: string, plan: string, months: number) => string;
    runsUntil: (plan: string, endDate: string) => string;
    attached: (fileName: string) => string;
    linked: string;
    action: string;
  };
  planReminder: {
    subject: (plan: string, daysLeft: number) => string;
    ends: (plan: string, endDate: string, daysLeft: number) => string;
    renew: string;
    action: string;
    afterwards: string;
  };
}

/** A signer's mail saying that signing of a document stopped before it was completed, and why when said. */
export interface SigningStoppedWords {
  subject: (document: string) => string;
  /** Who stopped it (the owner, or the signer who rejected) and which document. */
  intro: (who: string, document: string) => string;
  reason: (reason: string) => string;
  after: string;
}

export interface SignerLinkWords {
  /** Introduces the sender's own message. */
  messageFrom: (owner: string) => string;
  /** The link's label. */
  open: string;
  yoursAlone: string;
}

/** A mail whose point is one link for the account holder (verify an address, reset a password). */
export interface AccountLinkWords {
  subject: string;
  intro: string;
  action: string;
  expiry: (hours: number) => string;
  ignore: string;
}

/** What the identity-linked mail says of the link: the provider, its account, the owner's address, when and from where. */
export interface IdentityLinkFacts {
  provider: string;
  /** The provider's account: its holder's name and address, or the address alone. */
  who: string;
  email: string;
  at: string;
  ip: string;
}

/** The changes to how an account signs in that its owner is mailed about. */
export type SecurityChange = 'twoFactorOn' | 'twoFactorOff' | 'recoveryCodeUsed' | 'passkeyAdded' | 'apiKeyAdded';

export interface CertificateWords {
  title: string;
  intro: string;
  document: string;
  documentId: string;
  originalSha256: string;
  pages: string;
  sender: string;
  completed: string;
  parties: string;
  level: string;
  /** Before the name of the API key an event was done through. */
  apiKey: string;
  decision: string;
  signedAt: string;
  ipAddress: string;
  events: string;
  notSubmitted: string;
  /** Before the words a signer (or the owner, cancelling) gave for their decision. */
  reason: string;
  /** Before how many answers of the earlier recipient a signer's correction cleared. */
  answersCleared: string;
  /** Before how many fields a new PDF had no page for (Prepare again). */
  fieldsDropped: string;
  /** Before how many fields went with a signer removed (Prepare again). */
  fieldsRemoved: string;
  /** Before the time a signer agreed that their electronic signature counts as handwritten. */
  consent: string;
  /** How the signer proved who they are before the document opened, and when they passed. */
  verification: string;
  verificationMethods: Record<SignerVerification, string>;
  verificationPassedAt: string;
  decisions: Record<SignerDecision, string>;
  /** Before what the seal is: its PAdES level, said in words. */
  seal: string;
  sealLevels: Record<SealLevel, string>;
}

export interface InvoiceWords {
  title: string;
  invoiceNo: string;
  orderId: string;
  billingDate: string;
  dueDate: string;
  paidDate: string;
  paymentMethod: string;
  status: string;
  paid: string;
  unpaid: string;
  seller: string;
  billedTo: string;
  description: string;
  amount: string;
  subtotal: string;
  tax: (percent: number) => string;
  total: string;
  planLine: (plan: string, months: number) => string;
  bonusLine: (months: number) => string;
  thanks: string;
}

/** The sandbox gateway's hosted page (PAYMENT_PROVIDER=sandbox), in the browser's language. */
export interface SandboxPaymentWords {
  title: string;
  note: string;
  order: string;
  description: string;
  amount: string;
  method: string;
  paidOn: (at: string) => string;
  /** Past the order's expiry: the page then offers nothing to pay. */
  expiredOn: (at: string) => string;
  pay: string;
  fail: string;
}

/**
 * Writes a count with its noun in the form `language` uses for it: `counter('en')(1, 'day', 'days')` is '1 day',
 * and 30 gives '30 days'; the language's own plural rules decide (French writes '0 jour'), and its own way of
 * writing numbers ('1,5 Stunden' in German).
 */
export function counter(language: string) {
  const rules = new Intl.PluralRules(language);
  const figure = figureWriter(language);
  return (n: number, one: string, other: string): string => `${figure(n)} ${rules.select(n) === 'one' ? one : other}`;
}

/** Writes a number as `language` does: `figureWriter('id')(1.5)` is '1,5', `figureWriter('en')(1000)` is '1,000'. */
export function figureWriter(language: string): (n: number) => string {
  const format = new Intl.NumberFormat(language);
  return (n) => format.format(n);
}
