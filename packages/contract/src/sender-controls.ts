import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import type { DocumentSigner, DocumentSummary } from './documents';
import { CONTROL_CHARACTERS_MESSAGE, emailField, nameField, typedText, wholeCharacters } from './fields';
import { signerVerificationChoicesSchema } from './signer-verification';

/**
 * What the owner does with a Sent document (docs/domain.md#what-the-owner-can-do-while-signers-sign): remind,
 * automatic reminders, correct a signer, renew links, cancel. No answer here (nor any other owner answer) carries a
 * signer's link token: a sender never signs as a signer.
 */

/** A signer may be reminded by hand at most once in this time. */
export const MANUAL_REMINDER_INTERVAL_MINUTES = 60;
/** A signer's link works this many days from its invitation, or from a renewal. */
export const SIGNER_LINK_TTL_DAYS = 30;

export const MAX_REMINDER_DAYS = 30;
export const MAX_REMINDER_COUNT = 10;

/** A whole number from `min` to `max`, with one message for any other value, saying the range. */
const wholeNumber = (template: string, min: number, max: number) => {
  const message = fillTemplate(template, { min, max });
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/**
 * Automatic reminders: the first `afterDays` after the invitation, then every `everyDays`, at most `maxCount` in all;
 * `afterDays: 0` turns them off. PUT /v1/documents/{id}/reminders, PUT /v1/profile/reminders (the account's default)
 * and the optional `reminders` of the Invite Sign body.
 */
export const reminderSettingsSchema = z.object(
  {
    afterDays: wholeNumber(API_MESSAGES.reminderAfterDaysInvalid, 0, MAX_REMINDER_DAYS),
    everyDays: wholeNumber(API_MESSAGES.reminderEveryDaysInvalid, 1, MAX_REMINDER_DAYS),
    maxCount: wholeNumber(API_MESSAGES.reminderMaxCountInvalid, 1, MAX_REMINDER_COUNT),
  },
  { error: API_MESSAGES.reminderSettingsRequired },
);
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/** An account that never chose: after 3 days, then every 3 days, at most 5. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { afterDays: 3, everyDays: 3, maxCount: 5 };

export const remindersOff = (settings: ReminderSettings) => settings.afterDays === 0;

export const MAX_SENDER_MESSAGE_LENGTH = 1000;
/** Line breaks are kept (one kind, \n); every other control character is refused. */
const MESSAGE_WITHOUT_CONTROL_CHARACTERS = /^(?:\n|\P{Cc})*$/u;

/** The sender's own words to the signers, typed at Invite Sign: optional, '' and absent mean none. */
export const senderMessageField = z
  .string({ error: API_MESSAGES.invalidRequest })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    wholeCharacters(
      z
        .string()
        .max(
          MAX_SENDER_MESSAGE_LENGTH,
          fillTemplate(API_MESSAGES.senderMessageTooLong, { limit: MAX_SENDER_MESSAGE_LENGTH }),
        )
        .regex(MESSAGE_WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
    ),
  )
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * POST /v1/documents/signing/{id}/invite: an empty body, or the document's own reminders (else the account's
 * default) and the sender's message, which goes into every invitation and reminder of the document, and how each
 * named signer proves who they are (`signers`; one not named keeps 'link').
 */
export const inviteBodySchema = z
  .object(
    {
      reminders: reminderSettingsSchema.optional(),
      message: senderMessageField,
      signers: signerVerificationChoicesSchema.optional(),
    },
    { error: API_MESSAGES.invalidRequest },
  )
  .nullish()
  .transform((body) => body ?? {});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** A document's automatic reminders as the owner reads them: the settings and where the schedule stands. */
export interface DocumentReminders extends ReminderSettings {
  /** When the next automatic reminder goes; null when off, used up, or the document is no longer Sent. */
  nextAt: string | null;
  sentCount: number;
}

/** PUT /v1/documents/{id}/reminders. */
export interface DocumentRemindersResponse {
  message: string;
  reminders: DocumentReminders;
}

/** PUT /v1/profile/reminders answers the account's default. */
export interface ProfileRemindersResponse {
  message: string;
  reminders: ReminderSettings;
}

/** POST /v1/documents/{id}/remind: the signers mailed. */
export interface RemindResponse {
  message: string;
  reminded: Pick<DocumentSigner, 'id' | 'name' | 'email'>[];
}

/** PATCH /v1/documents/{id}/signers/{signerId}: a new name, a new e-mail address, or both. */
export const signerCorrectionSchema = z
  .object(
    {
      name: nameField(API_MESSAGES.signerCorrectionNameRequired).optional(),
      email: emailField.optional(),
    },
    { error: API_MESSAGES.signerCorrectionEmpty },
  )
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    error: API_MESSAGES.signerCorrectionEmpty,
  });
export type SignerCorrection = z.input<typeof signerCorrectionSchema>;

export interface SignerCorrectionResponse {
  message: string;
  signer: DocumentSigner;
}

/** POST /v1/documents/{id}/renew-links. */
export interface RenewLinksResponse {
  message: string;
  /** The signers whose links were renewed (those whose turn it is and who have not submitted). */
  renewed: Pick<DocumentSigner, 'id' | 'name' | 'email'>[];
  /** The new end of their links' validity. */
  expiresAt: string;
}

export const MAX_CANCEL_REASON_LENGTH = 500;

/** POST /v1/documents/{id}/cancel: the reason every invited signer is told. */
export const cancelDocumentSchema = z.object(
  {
    reason: typedText(API_MESSAGES.cancelReasonRequired)
      .min(1, API_MESSAGES.cancelReasonRequired)
      .max(MAX_CANCEL_REASON_LENGTH, fillTemplate(API_MESSAGES.reasonTooLong, { limit: MAX_CANCEL_REASON_LENGTH })),
  },
  { error: API_MESSAGES.cancelReasonRequired },
);
export type CancelDocumentInput = z.input<typeof cancelDocumentSchema>;

export interface CancelDocumentResponse {
  message: string;
  document: DocumentSummary;
}

/**
 * A signer's own dates, in the History answer (GET /v1/documents/{id}/audit): when they were invited, first opened
 * their link, were last reminded (and how often), and submitted; ISO 8601 UTC or null.
 */
export interface SignerTimeline {
  id: string;
  name: string;
  email: string;
  level: number;
  color: string;
  invitedAt: string | null;
  openedAt: string | null;
  remindedAt: string | null;
  reminderCount: number;
  submittedAt: string | null;
  decision: 'approved' | 'rejected' | 'revision' | null;
  /** Why they rejected or asked for a revision, when they said; null otherwise. */
  reason: string | null;
  /** When their current link stops working; null before they are invited. */
  linkExpiresAt: string | null;
}
