import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  FIELD_ANSWERS,
  FIELD_TEXT_LIMITS,
  formatSigningDate,
  hasFieldOptions,
  isFieldRequired,
} from '@signflow/contract/documents';
import { isLanguage, type Language } from '@signflow/contract/languages';
import { maskEmail } from '@signflow/contract/signer-verification';
import {
  answersOf,
  DECISION_NEEDS_REASON,
  type fieldResponseSchema,
  PNG_DATA_URL_PREFIX,
  SIGNER_OUTCOMES,
  SIGNING_CONSENT_STATEMENT,
  type SignerDecision,
  type SignerLinkCheck,
  type SignerStanding,
  type SignerSubmitResponse,
  type SignerSummary,
  type SigningFollowUp,
  type signerFieldBodySchema,
  signerFieldImagePath,
} from '@signflow/contract/signing';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isConcurrencyFailure } from '../../db/sql-state';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { assertDrawablePng } from '../../http/png-image';
import type { RequestOrigin } from '../../http/request-origin';
import { enqueueMail } from '../../platform/mail-queue';
import type { DrawablePngCheck } from '../../platform/png-data-url';
import { recordEvent, recordRepeatableEvent, SYSTEM_ACTOR, signerActor } from '../audit/record-event';
import {
  type DocumentRow,
  type FieldAnswer,
  type FieldRow,
  findFieldImage,
  listFields,
  listFieldsForSigner,
  listSigners,
  markCompleted,
  NO_ANSWER,
  type SignerRow,
  saveAnswerWhileSigning,
  setStatus,
} from '../documents/document-store';
import { sealStateOf } from '../documents/wire';
import type { EmbedOrigins } from '../embedding/embed-origins';
import { type AccountPerson, findAccountPerson } from '../profile/account-person';
import { endSigning } from './end-signing';
import { followUpOf } from './follow-up';
import { inviteLevel, nextLevelToSign } from './level-invitations';
import { outcomeMail, signedMail } from './mail/progress-mail';
import { decisionOf, fieldFlagOf, outcomeAfter } from './outcome';
import { fillDateFields, markOpened, markSubmitted, saveFieldResponse } from './repo';
import { assertMaySign, assertSameDocument, openSignerLink, peekSignerField, type SignerAccess } from './signer-access';
import type { SignerLinks } from './signer-links';
import { assertSignerVerified, openVerifiedSignerLink, type SignerCredentials } from './signing-sessions';
import { tellSignersSigningStopped } from './tell-signers-stopped';

/**
 * The language the signer's page falls back on (docs/domain.md#signers-and-their-links): their invitation's, which
 * was the owner's; the owner's now for a signer invited before invitations kept one.
 */
async function languageOfSigner(
  db: DbOrTx,
  { signer, document }: SignerAccess,
  owner?: AccountPerson,
): Promise<Language> {
  if (isLanguage(signer.language)) return signer.language;
  return (owner ?? (await findAccountPerson(db, document.accountId))).language;
}

/**
 * GET /v1/documents/user-sign/validate?token: who the link is for, while they may still sign, and once the
 * document is completed (its sealed PDF is then theirs to download). 409 after their own submission, or
 * once signing ended otherwise.
 */
export async function validateSignerLink(db: Db, token: unknown, origin: RequestOrigin): Promise<SignerLinkCheck> {
  const access = await openSignerLink(db, token);
  const { document, signer } = access;
  const completed = document.status === 'Completed';
  if (!completed) assertMaySign(access);
  if (!origin.headOnly && !signer.openedAt) await markOpened(db, signer.id);
  // The page validates its link each time it is opened: the trail keeps one opening per signer per hour.
  await recordRepeatableEvent(db, {
    documentId: document.id,
    type: 'link_opened',
    actor: signerActor(signer),
    origin,
  });
  return {
    documentId: document.id,
    signerId: signer.id,
    status: completed ? 'Completed' : 'Sent',
    sealed: document.sealedAt !== null,
    sealState: sealStateOf(document),
    language: await languageOfSigner(db, access),
    verification: {
      method: signer.verification,
      sentTo: signer.verification === 'email_code' ? maskEmail(signer.email) : null,
    },
  };
}

/**
 * GET /v1/documents/user-sign/ending?token: where the signer stands once they submitted (409 before): what they
 * decided and why, the document's status, who signs next while it is out for signing, and its sealed copy's
 * state once Completed. The page a signer lands on after Done, and what their link shows from then on.
 */
export async function getSignerEnding(db: Db, link: SignerCredentials): Promise<SignerStanding> {
  const access = await openVerifiedSignerLink(db, link);
  const { document, signer } = access;
  if (!signer.submittedAt || !signer.decision) throw conflict(API_MESSAGES.signNotSubmitted);
  const next = document.status === 'Sent' ? nextLevelToSign(await listSigners(db, document.id)) : [];
  return {
    documentId: document.id,
    signerId: signer.id,
    documentName: document.name,
    decision: signer.decision,
    reason: signer.decisionReason,
    status: document.status,
    nextSigners: next.map((each) => each.name),
    sealed: document.sealedAt !== null,
    sealState: sealStateOf(document),
    language: await languageOfSigner(db, access),
  };
}

/**
 * Whether a signer sees the answers on `author`'s fields: their own, and another signer's once submitted. A co-signer
 * of the same level never reads another's drafts (a typed text, a signature, a decline) while they may still change.
 */
const seesAnswersOf = (viewerId: string, author: { id: string; submittedAt: Date | null }) =>
  author.id === viewerId || author.submittedAt !== null;

/** The signing record as its signer sees it (answered as signer-wire.ts maps it). */
export interface SignerRecord {
  document: DocumentRow;
  /** Other signers by name and colour only. */
  signers: SignerSummary[];
  /** Each field with the answers this signer may see. */
  fields: FieldRow[];
  signerId: string;
  submitted: boolean;
  language: Language;
  sender: { name: string; email: string };
  message: string | null;
  followUp: SigningFollowUp;
  /** The sites the owner lets embed the signer's page (docs/embedding.md). */
  embedOrigins: string[];
}

/**
 * GET /v1/documents/user-sign/{id}?token: the document as its signer sees it, also after they submitted
 * (the signed copy is theirs to read). Other signers appear by name and colour only, and their answers only
 * once they submitted (seesAnswersOf). The signer's own images come inline, as they saved them; another signer's
 * image is the path of its own PNG (signerFieldImagePath), so the record stays within the field limit's size
 * however large everyone's pictures are (docs/api.md#a-signers-record). The sender (the account's name and e-mail)
 * and their message say who asks and why; `followUp` what the signer's signature leads to.
 */
export async function getSignerRecord(
  db: Db,
  embedOrigins: EmbedOrigins,
  link: SignerCredentials,
  documentId: string,
): Promise<SignerRecord> {
  const access = await openSignerLink(db, link.token);
  assertSameDocument(access, documentId);
  await assertSignerVerified(db, access.signer, link.session);
  const { signer, document } = access;
  // The allowed origins as the page's frame-ancestors had them (the same short-lived cache), not another read.
  const [signers, fields, sender, allowedOrigins] = await Promise.all([
    listSigners(db, documentId),
    listFieldsForSigner(db, documentId, signer.id),
    findAccountPerson(db, document.accountId),
    embedOrigins.ofAccount(document.accountId),
  ]);
  const authors = new Map(signers.map((each) => [each.id, each]));
  return {
    document,
    signers: signers.map(({ id, name, color }) => ({ id, name, color })),
    fields: fields.map(({ hasImage, ...field }) => {
      const author = authors.get(field.signerId);
      // A value the sender filled in is the document's, read by every signer (docs/domain.md#templates).
      if (field.senderFilled) return field;
      if (!author || !seesAnswersOf(signer.id, author)) return { ...field, ...NO_ANSWER };
      if (author.id === signer.id || !hasImage) return field;
      return { ...field, image: signerFieldImagePath(documentId, field.id) };
    }),
    signerId: signer.id,
    submitted: signer.submittedAt !== null,
    language: await languageOfSigner(db, access, sender),
    sender: { name: sender.name, email: sender.email },
    message: document.senderMessage,
    followUp: followUpOf(signers, signer.id),
    embedOrigins: allowedOrigins,
  };
}

/**
 * GET /v1/documents/user-sign/{id}/coordinate/{coordId}/image?token: the PNG of a field's answer, for a signer who
 * sees that field's answers (seesAnswersOf); 404 for a field without an image, another document's, or one whose
 * signer has not submitted.
 */
export async function getSignerFieldImage(
  db: Db,
  link: SignerCredentials,
  where: { documentId: string; fieldId: string },
): Promise<Buffer> {
  const access = await openSignerLink(db, link.token);
  assertSameDocument(access, where.documentId);
  await assertSignerVerified(db, access.signer, link.session);
  const found = await findFieldImage(db, where.documentId, where.fieldId);
  if (!found?.image || !seesAnswersOf(access.signer.id, found.signer)) throw notFound();
  // Kept only once checked as a PNG data URL (assertPngImage).
  return Buffer.from(found.image.slice(PNG_DATA_URL_PREFIX.length), 'base64');
}

/**
 * The signer's PDF (the record's DocPath, with 'user-sign' in place of 'asset'): the original, gone once its owner emptied
 * the Trash (the sealed copy stays theirs).
 */
export async function getSignerDocumentFile(db: Db, link: SignerCredentials, documentId: string) {
  const access = await openSignerLink(db, link.token);
  assertSameDocument(access, documentId);
  await assertSignerVerified(db, access.signer, link.session);
  if (access.document.purgedAt) throw notFound();
  return { storageKey: access.document.storageKey, name: access.document.name };
}

type ParsedResponse = z.output<typeof fieldResponseSchema>;

/**
 * The answer must be one the field's type takes (docs/domain.md#fields): an image for a signature, initials or an
 * uploaded image; a typed text for a signature, initials, a name or a text, within its type's length; a tick for
 * a checkbox; nothing for a date, which the server fills in at submission. A field the sender filled in takes none:
 * its value is the sender's (docs/domain.md#templates).
 */
function assertAnswerFits(field: Pick<FieldRow, 'type' | 'senderFilled'>, response: ParsedResponse): void {
  if (field.senderFilled) throw badRequest(API_MESSAGES.senderFilledReadOnly);
  const allowed: readonly string[] = FIELD_ANSWERS[field.type];
  if (answersOf(response).some((answer) => !allowed.includes(answer))) throw badRequest(API_MESSAGES.responseWrongType);
  const limit = (FIELD_TEXT_LIMITS as Partial<Record<string, number>>)[field.type];
  if (response.text !== null && limit !== undefined && response.text.length > limit) {
    throw new AppError(400, API_MESSAGES.responseTextTooLong, { limit });
  }
}

/**
 * What a field still lacks at submission: nothing when it is declined, answered, optional and empty, or the
 * sender's to fill in; a required checkbox must be ticked.
 */
function missingAnswerOf(field: FieldRow): string | null {
  if (field.reject || field.revise || field.senderFilled) return null;
  if (!isFieldRequired(field)) return null;
  const answered =
    field.approve &&
    (field.type === 'checkbox' ? field.responseChecked === true : field.image !== null || field.responseText !== null);
  if (answered) return null;
  return hasFieldOptions(field.type) ? API_MESSAGES.requiredFieldEmpty : API_MESSAGES.fieldsIncomplete;
}

/** What a signer's save needs: the database, and the check of an image (decoded off the main thread). */
export interface SignerSaveContext {
  db: Db;
  isDrawablePng: DrawablePngCheck;
}

/**
 * PUT /v1/documents/user-sign/{id}/coordinate/{coordId}?token: the signer's response to one of their own
 * fields. Saving the same response again (a retry) gives the same field. Nothing enters the audit trail
 * here: a signer may change their mind at will before submitting, and what counts is what they submit.
 *
 * The usual save reads the link and the field in one query, checks the answer (decoding its image) holding
 * nothing, and writes in one statement that checks again that the signer may still sign; only when that statement
 * writes nothing (they submitted or the signing ended meanwhile), or the link is an earlier one, does the save go
 * through a transaction holding the document, which answers why. Saves of the same document so never wait on one
 * another's image checks (bench/README.md, api-throughput).
 */
export async function saveSignerResponse(
  context: SignerSaveContext,
  link: SignerCredentials,
  where: { documentId: string; fieldId: string },
  body: z.output<typeof signerFieldBodySchema>,
) {
  const { db } = context;
  const peeked = await peekSignerField(db, link.token, where.fieldId);
  if (!peeked) return saveHoldingTheDocument(context, link, where, body.response);
  const { access, field, tokenHash } = peeked;
  assertSameDocument(access, where.documentId);
  await assertSignerVerified(db, access.signer, link.session);
  assertMaySign(access);
  if (!field) throw notFound();
  assertAnswerFits(field, body.response);
  await assertDrawablePng(body.response.image, context.isDrawablePng);
  const saved = await saveAnswerWhileSigning(
    db,
    { ...where, signerId: access.signer.id, tokenHash },
    answerValues(body.response),
  ).catch((error: unknown) => {
    // Caught up in a deadlock with another change of the document: the held path waits its turn instead.
    if (isConcurrencyFailure(error)) return null;
    throw error;
  });
  return saved ?? saveHoldingTheDocument(context, link, where, body.response);
}

const answerValues = (response: ParsedResponse): FieldAnswer => ({
  image: response.image,
  responseText: response.text,
  responseChecked: response.checked,
  approve: response.approve,
  reject: response.reject,
  revise: response.revise,
});

async function saveHoldingTheDocument(
  { db, isDrawablePng }: SignerSaveContext,
  link: SignerCredentials,
  where: { documentId: string; fieldId: string },
  response: ParsedResponse,
) {
  return db.transaction(async (tx) => {
    const access = await openSignerLink(tx, link.token, { forUpdate: true });
    assertSameDocument(access, where.documentId);
    await assertSignerVerified(tx, access.signer, link.session);
    assertMaySign(access);
    const own = (await listFields(tx, where.documentId)).find(
      (field) => field.id === where.fieldId && field.signerId === access.signer.id,
    );
    if (!own) throw notFound();
    assertAnswerFits(own, response);
    await assertDrawablePng(response.image, isDrawablePng);
    const field = await saveFieldResponse(tx, { ...where, signerId: access.signer.id }, answerValues(response));
    if (!field) throw notFound();
    return field;
  });
}

/**
 * The outcome's event: the signer who rejected or asked for revision is its actor; completion is the
 * product's, and its time is kept on the document for the certificate.
 */
async function recordOutcome(
  tx: DbOrTx,
  event: {
    documentId: string;
    decision: SignerDecision;
    reason: string | null;
    signer: SignerRow;
    origin: RequestOrigin;
  },
) {
  const { documentId, decision, reason, signer, origin } = event;
  const type = SIGNER_OUTCOMES[decision].event;
  if (decision === 'approved') {
    await markCompleted(tx, documentId, new Date());
    await recordEvent(tx, { documentId, type, actor: SYSTEM_ACTOR });
    return;
  }
  await recordEvent(tx, { documentId, type, actor: signerActor(signer), origin, details: reasonDetails(reason) });
}

/** An event's `reason` detail, when one was given. */
const reasonDetails = (reason: string | null): Record<string, string> => (reason ? { reason } : {});

/**
 * POST /v1/documents/user-sign/{id}/submit?token: records the signer's decision and what follows from it,
 * in one transaction with the document's row held: either the outcome (one mail to the owner, and on a rejection
 * one to each other invited signer) or the owner's mail of the signature and the next level's invitations. Two signers of a level submitting at once take turns, so the
 * second sees the first and only one of them moves the document on. A second submit changes nothing.
 * The body's reason is kept with a rejection or a revision request (which needs one), never with a signature; an
 * approval needs the signer's consent to sign electronically, recorded as its own event (a decline needs none).
 */
export async function submitSigning(
  db: Db,
  appUrl: string,
  links: SignerLinks,
  link: SignerCredentials,
  documentId: string,
  origin: RequestOrigin,
  body: { reason: string | null; consent: boolean } = { reason: null, consent: false },
): Promise<SignerSubmitResponse> {
  return db.transaction(async (tx) => {
    const access = await openSignerLink(tx, link.token, { forUpdate: true });
    assertSameDocument(access, documentId);
    await assertSignerVerified(tx, access.signer, link.session);
    const { signer, document } = access;
    if (signer.submittedAt && signer.decision) {
      return { message: API_MESSAGES.signSubmitted, decision: signer.decision, status: document.status };
    }
    assertMaySign(access);

    const unsubmitted = (await listFields(tx, documentId)).filter((field) => field.signerId === signer.id);
    const missing = unsubmitted.map(missingAnswerOf).find((message) => message !== null);
    if (missing) throw badRequest(missing);
    const owner = await findAccountPerson(tx, document.accountId);
    const signedAt = new Date();
    if (unsubmitted.some((field) => field.type === 'date')) {
      await fillDateFields(tx, { documentId, signerId: signer.id }, formatSigningDate(signedAt, owner.language));
    }
    const ownFields = (await listFields(tx, documentId)).filter((field) => field.signerId === signer.id);
    const decision = decisionOf(ownFields);
    if (DECISION_NEEDS_REASON[decision] && !body.reason) throw badRequest(API_MESSAGES.revisionReasonRequired);
    if (decision === 'approved' && !body.consent) throw badRequest(API_MESSAGES.consentRequired);
    const reason = decision === 'approved' ? null : body.reason;
    await markSubmitted(tx, signer.id, { decision, reason }, signedAt);
    // Each field as submitted, once: however often the signer changed an answer before, the trail (and
    // the certificate) holds one event per field, so holding a link cannot grow it without bound. The sender's
    // values are not the signer's answers: the document's `made_from_template` event names them.
    for (const field of ownFields.filter((each) => !each.senderFilled)) {
      await recordEvent(tx, {
        documentId,
        type: 'field_completed',
        actor: signerActor(signer),
        origin,
        details: { fieldId: field.id, response: fieldFlagOf(field) },
      });
    }
    if (decision === 'approved') {
      await recordEvent(tx, {
        documentId,
        type: 'consent_given',
        actor: signerActor(signer),
        origin,
        details: { statement: SIGNING_CONSENT_STATEMENT },
      });
    }
    await recordEvent(tx, {
      documentId,
      type: 'submitted',
      actor: signerActor(signer),
      origin,
      details: { decision, ...reasonDetails(reason) },
    });

    const signers = await listSigners(tx, documentId);
    const outcome = outcomeAfter(decision, signers);
    if (outcome) {
      await setStatus(tx, documentId, outcome);
      // Signing ended: no automatic reminder is due any more (docs/domain.md#reminders).
      await endSigning(tx, documentId);
      await recordOutcome(tx, { documentId, decision, reason, signer, origin });
      // One mail to the owner for the submission and the outcome it caused (docs/domain.md#mail).
      await enqueueMail(tx, {
        documentId,
        ...outcomeMail({
          to: owner.email,
          document: document.name,
          outcome,
          endedBy: { signer: signer.name, reason },
          link: absoluteLink(appUrl, WEB_ROUTES.archives),
          language: owner.language,
        }),
      });
      if (decision === 'rejected') {
        await tellSignersSigningStopped(tx, {
          document,
          owner,
          stop: 'rejected',
          by: signer.name,
          reason,
          except: signer.id,
        });
      }
    } else {
      await enqueueMail(tx, {
        documentId,
        ...signedMail({
          to: owner.email,
          signer: signer.name,
          document: document.name,
          link: absoluteLink(appUrl, WEB_ROUTES.documents),
          language: owner.language,
        }),
      });
      const uninvited = nextLevelToSign(signers).filter((next) => !next.invitedAt);
      await inviteLevel(tx, { links, document, owner, signers: uninvited });
    }
    return { message: API_MESSAGES.signSubmitted, decision, status: outcome ?? 'Sent' };
  });
}
