import { API_MESSAGES } from '@signflow/contract/api-errors';
import { emailField } from '@signflow/contract/fields';
import type { ReminderSettings } from '@signflow/contract/sender-controls';
import type { SignerVerification } from '@signflow/contract/signer-verification';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { hashPassword } from '../../platform/passwords';
import { ownerActor, recordEvent } from '../audit/record-event';
import { assertEmailVerified } from '../auth/email-verification-service';
import {
  type FieldRow,
  listFields,
  listSigners,
  lockOwnedDocument,
  type SignerRow,
  setSenderMessage,
  setStatus,
} from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { getProfile } from '../profile/service';
import { assertPlanLive } from '../subscriptions/plan-limits';
import { startReminderSchedule } from './document-reminders';
import { inviteLevel, nextLevelToSign } from './level-invitations';
import { forgetSigningSessions, setSignerVerification } from './repo';
import type { SignerLinks } from './signer-links';

/**
 * Every signer needs a name and a valid e-mail (the first one missing is named) and a field: every signer
 * without one is named, as the web app names them beside its disabled Invite Sign.
 */
function assertReadyToSend(signers: SignerRow[], fields: FieldRow[]) {
  for (const [index, signer] of signers.entries()) {
    const position = index + 1;
    if (!signer.name.trim()) throw new AppError(400, API_MESSAGES.signerNeedsName, { position });
    if (!emailField.safeParse(signer.email).success) {
      throw new AppError(400, API_MESSAGES.signerNeedsEmail, { position });
    }
  }
  const withoutField = signers.filter((signer) => !fields.some((field) => field.signerId === signer.id));
  if (withoutField.length > 0) {
    throw new AppError(400, API_MESSAGES.signersNeedFields, {
      names: withoutField.map((signer) => signer.name).join(', '),
    });
  }
}

/**
 * Invite Sign's own choices: the document's reminders (else the account's default), the sender's message, and how
 * named signers prove who they are.
 */
export interface SendingChoices {
  reminders?: ReminderSettings;
  message?: string | null;
  signers?: { id: string; verification: SignerVerification; accessCode?: string }[];
}

/**
 * Each signer's check as Invite Sign sets it (docs/domain.md#signer-verification): a signer named takes the method
 * given (an access code kept only as its hash); one not named keeps theirs: 'link' unless their template role chose
 * another, or an earlier Invite Sign of the document did. An access code must then be known: 400 for one without.
 * An id that is no signer of the document is refused. A new sending starts every check again: no code, no session.
 */
async function setSignersVerification(tx: DbOrTx, signers: SignerRow[], choices: SendingChoices['signers'] = []) {
  const known = new Set(signers.map((signer) => signer.id));
  if (choices.some((choice) => !known.has(choice.id))) throw badRequest(API_MESSAGES.verificationSignerUnknown);
  const chosen = new Map(choices.map((choice) => [choice.id, choice]));
  for (const signer of signers) {
    const choice = chosen.get(signer.id);
    const verification = choice?.verification ?? signer.verification;
    let accessCodeHash: string | null = null;
    if (verification === 'access_code') {
      accessCodeHash = choice?.accessCode ? await hashPassword(choice.accessCode) : signer.accessCodeHash;
      if (!accessCodeHash) throw badRequest(API_MESSAGES.accessCodeRequired);
    }
    await setSignerVerification(tx, signer.id, {
      verification,
      accessCodeHash,
      codeHash: null,
      codeExpiresAt: null,
      codeSentAt: null,
      codeFailedTries: 0,
      codePausedUntil: null,
      verifiedAt: null,
    });
    await forgetSigningSessions(tx, signer.id);
  }
}

/**
 * Invite Sign's work, in the caller's transaction (docs/domain.md#signers-and-their-links): the owner's Draft, its
 * e-mail verified and its plan live, every signer ready, becomes Sent, and the signers of the lowest level get their
 * own link by e-mail, queued in the same transaction, so either all of it happens or none. Invite Sign runs it alone
 * (invite-signers.ts); a document made from a template and sent at once runs it after making it.
 */
export async function sendForSigning(
  tx: DbOrTx,
  options: { links: SignerLinks; owner: OwnerRequest; documentId: string; choices?: SendingChoices },
): Promise<void> {
  const { links, owner, documentId, choices = {} } = options;
  const { accountId } = owner;
  const now = new Date();
  const document = await lockOwnedDocument(tx, accountId, documentId);
  if (document.status !== 'Draft') throw conflict(API_MESSAGES.documentNotDraft);
  // Before anything is sent: the invitations go out in the owner's name and address.
  await assertEmailVerified(tx, accountId);
  // An ended plan sends nothing new; signers invited before it ended still finish (docs/domain.md#plans-and-subscriptions).
  await assertPlanLive(tx, accountId);
  const [signers, fields] = await Promise.all([listSigners(tx, documentId), listFields(tx, documentId)]);
  assertReadyToSend(signers, fields);
  await setSignersVerification(tx, signers, choices.signers);

  await setStatus(tx, documentId, 'Sent');
  // Kept with the document: the next levels' invitations and the reminders carry it too.
  const senderMessage = choices.message ?? null;
  await setSenderMessage(tx, documentId, senderMessage);
  const person = await findAccountPerson(tx, accountId);
  await recordEvent(tx, { documentId, type: 'sent', actor: ownerActor(person), origin: owner.origin });
  await inviteLevel(tx, {
    links,
    document: { ...document, senderMessage },
    owner: person,
    signers: nextLevelToSign(signers),
  });
  // The document's own reminders, else the account's default (docs/domain.md#reminders).
  const reminders = choices.reminders ?? (await getProfile(tx, accountId)).reminders;
  await startReminderSchedule(tx, documentId, reminders, now);
}
