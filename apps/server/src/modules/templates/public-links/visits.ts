import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { MAX_DOCUMENT_NAME_LENGTH } from '@signflow/contract/documents';
import { cutWhole } from '@signflow/contract/fields';
import type { Language } from '@signflow/contract/languages';
import {
  PUBLIC_LINK_CODE_DIGITS,
  PUBLIC_LINK_CODE_MINUTES,
  PUBLIC_LINK_CODE_TRIES,
  type PublicLinkInfo,
  type PublicLinkVisitConfirmed,
  type PublicLinkVisitor,
  type PublicLinkVisitStarted,
} from '@signflow/contract/public-links';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, badRequest, conflict, notFound, retryLater } from '../../../http/app-error';
import { NO_ORIGIN, type RequestOrigin } from '../../../http/request-origin';
import { enqueueMail } from '../../../platform/mail-queue';
import { mailedCodeHash, newMailedCode, sameHash } from '../../../platform/mailed-codes';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { countHit, emailCounterKey } from '../../../platform/throttle-counters';
import { recordEvent, signerActor } from '../../audit/record-event';
import { assertPlanAllowsDocument, listSigners } from '../../documents/document-store';
import { findAccountPerson } from '../../profile/account-person';
import { signingCodeMail } from '../../signing/mail/signing-code-mail';
import type { SignerLinks } from '../../signing/signer-links';
import { makeDocument } from '../make-document';
import { listRoles, listTemplateFields } from '../repo';
import { assertTemplateSendable } from '../sendable';
import { assertLinkRoles, assertOwnAddress, mailboxOf, visitUse } from './link-rules';
import {
  countWrongCode,
  findLinkBySlug,
  insertVisit,
  lockOpenVisit,
  setVisitConfirmed,
  setVisitDocument,
} from './repo';

/**
 * Codes asked for one mailbox, visits to one link from one client address, and visits to one link, within an hour: a
 * person retries, a script floods. The link's own count is taken last, so one mailbox or one client cannot use it up.
 */
const CODES_PER_MAILBOX_PER_HOUR = 5;
const VISITS_PER_LINK_AND_CLIENT_PER_HOUR = 20;
const VISITS_PER_LINK_PER_HOUR = 200;
const HOUR_MS = 60 * 60_000;

/** The link a visitor's address names, turned on: 404 for none, 410 for one its owner turned off. */
async function openLink(db: DbOrTx, slug: string) {
  const found = await findLinkBySlug(db, slug);
  if (!found) throw notFound(API_MESSAGES.publicLinkNotFound);
  if (!found.link.enabled) throw new AppError(410, API_MESSAGES.publicLinkDisabled);
  return found;
}

/**
 * What the visitor's document would be, checked as it will be made: a template whose roles or fields changed since
 * the link was set, or whose owner's plan has no room, takes no visitor (409), and they are told so plainly.
 */
async function useFor(db: DbOrTx, found: Awaited<ReturnType<typeof openLink>>, visitor: PublicLinkVisitor) {
  const { link, template } = found;
  const [roles, fields, owner] = await Promise.all([
    listRoles(db, template.id),
    listTemplateFields(db, template.id),
    findAccountPerson(db, template.accountId),
  ]);
  try {
    const use = visitUse({ roles, fields }, link, visitor, owner.language);
    await assertTemplateSendable(db, template.accountId, { roles, fields });
    await assertPlanAllowsDocument(db, template.accountId);
    return { use, owner };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw conflict(API_MESSAGES.publicLinkUnavailable);
    throw error;
  }
}

/** GET /v1/public-links/{slug}: what the visitor will sign, and for whom, before they give anything. */
export async function describePublicLink({ db, slug }: { db: Db; slug: string }): Promise<PublicLinkInfo> {
  const { template } = await openLink(db, slug);
  const [[first], owner] = await Promise.all([listRoles(db, template.id), findAccountPerson(db, template.accountId)]);
  return {
    documentName: template.name,
    ownerName: owner.name,
    roleName: first?.name ?? '',
    pageCount: template.pageCount,
  };
}

/** Only the code's hash is kept, salted with its visit so one table of hashes fits no other visit. */
const codeHashOf = (visitId: string, code: string) => mailedCodeHash(visitId, code);

async function assertUnderLimit(db: DbOrTx, key: string, max: number): Promise<void> {
  const { hits, ttlMs } = await countHit(db, key, HOUR_MS);
  if (hits > max) throw retryLater(429, API_MESSAGES.publicLinkTooManyCodes, Math.ceil(ttlMs / 1000));
}

/**
 * POST /v1/public-links/{slug}/visits (docs/domain.md#public-links): a visitor gives their name and e-mail; a code
 * is mailed there, in the language of their page, and works for PUBLIC_LINK_CODE_MINUTES. Limited per address and per
 * link (429), and refused (409) when the link could not take their signature now.
 */
export async function startVisit(options: {
  db: Db;
  slug: string;
  visitor: PublicLinkVisitor;
  language: Language;
  clientAddress: string | null;
}): Promise<PublicLinkVisitStarted> {
  const { db, slug, visitor, language } = options;
  const found = await openLink(db, slug);
  assertOwnAddress(found.link, visitor);
  const { owner } = await useFor(db, found, visitor);
  const linkKey = `public-link:${found.template.id}`;
  await assertUnderLimit(db, emailCounterKey('public-link-code', mailboxOf(visitor.email)), CODES_PER_MAILBOX_PER_HOUR);
  await assertUnderLimit(db, `${linkKey}:${options.clientAddress ?? ''}`, VISITS_PER_LINK_AND_CLIENT_PER_HOUR);
  await assertUnderLimit(db, linkKey, VISITS_PER_LINK_PER_HOUR);
  const visitId = randomUUID();
  const code = newMailedCode(PUBLIC_LINK_CODE_DIGITS);
  const expiresAt = new Date(Date.now() + PUBLIC_LINK_CODE_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await insertVisit(tx, {
      id: visitId,
      templateId: found.template.id,
      slug,
      ...visitor,
      codeHash: codeHashOf(visitId, code),
      expiresAt,
    });
    const mail = {
      to: visitor.email,
      code,
      minutes: PUBLIC_LINK_CODE_MINUTES,
      owner: owner.name,
      document: found.template.name,
      language,
    };
    await enqueueMail(tx, signingCodeMail(mail));
  });
  return { visitId, expiresAt: expiresAt.toISOString() };
}

/**
 * Takes the visit's code: a right one, in time, claims the visit (once, whatever the number of tries at once); a
 * wrong one is counted, and the last allowed try ends the visit. The count is kept even though the answer is an error.
 */
async function claimVisit(db: Db, link: { templateId: string; slug: string }, visitId: string, code: string) {
  const outcome = await db.transaction(async (tx) => {
    const visit = await lockOpenVisit(tx, link.templateId, visitId);
    if (!visit || visit.slug !== link.slug) return { refusal: notFound(API_MESSAGES.publicLinkVisitUnknown) };
    if (visit.failedTries >= PUBLIC_LINK_CODE_TRIES) {
      return { refusal: new AppError(429, API_MESSAGES.publicLinkTooManyTries) };
    }
    if (visit.expiresAt.getTime() <= Date.now()) return { refusal: badRequest(API_MESSAGES.publicLinkCodeExpired) };
    if (!sameHash(visit.codeHash, codeHashOf(visitId, code))) {
      const tries = await countWrongCode(tx, visitId);
      const message =
        tries >= PUBLIC_LINK_CODE_TRIES ? API_MESSAGES.publicLinkTooManyTries : API_MESSAGES.publicLinkCodeWrong;
      return { refusal: new AppError(tries >= PUBLIC_LINK_CODE_TRIES ? 429 : 400, message) };
    }
    const confirmedAt = new Date();
    await setVisitConfirmed(tx, visitId, confirmedAt);
    return { visit: { ...visit, confirmedAt } };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.visit;
}

/**
 * POST /v1/public-links/{slug}/visits/{visitId}/confirm: the right code makes the visitor's document from the
 * template and sends it (the visitor in the first role, invited by mail too), and answers their own signing page,
 * where they sign at once; the other roles' people are invited in turn as usual. A document that cannot be made now
 * gives the visit back, so the same code works again once the owner has made room.
 */
export async function confirmVisit(options: {
  db: Db;
  storage: FileStorage;
  links: SignerLinks;
  slug: string;
  visitId: string;
  code: string;
  origin: RequestOrigin;
}): Promise<PublicLinkVisitConfirmed> {
  const { db, slug, visitId } = options;
  const found = await openLink(db, slug);
  const visit = await claimVisit(db, found.link, visitId, options.code);
  const { template } = found;
  let documentId: string;
  try {
    const { use } = await useFor(db, found, visit);
    const name = cutWhole(`${template.name} (${visit.name})`, MAX_DOCUMENT_NAME_LENGTH);
    const made = await makeDocument({
      db,
      storage: options.storage,
      links: options.links,
      // The owner made and sent it by publishing the link, not from the visitor's device: the visitor's own proof
      // follows, with their origin.
      owner: { accountId: template.accountId, origin: NO_ORIGIN },
      templateId: template.id,
      use: { ...use, name },
      // The roles as the document's transaction reads them: a change since the checks above must still leave the
      // visitor alone at the first level, or the visitor would be handed another signer's turn.
      assertContents: (contents) => assertLinkRoles(contents.roles, found.link),
    });
    documentId = made.document.id;
  } catch (error) {
    await setVisitConfirmed(db, visitId, null);
    if (error instanceof AppError && error.status < 500) throw conflict(API_MESSAGES.publicLinkUnavailable);
    throw error;
  }
  const visitorMailbox = mailboxOf(visit.email);
  const visitor = (await listSigners(db, documentId)).find((signer) => mailboxOf(signer.email) === visitorMailbox);
  await db.transaction(async (tx) => {
    await setVisitDocument(tx, visitId, documentId);
    await recordEvent(tx, {
      documentId,
      type: 'email_confirmed',
      actor: signerActor(visit),
      origin: options.origin,
      details: {
        through: 'public link',
        visitId,
        codeSentAt: visit.createdAt.toISOString(),
        confirmedAt: visit.confirmedAt.toISOString(),
      },
    });
  });
  const signingUrl = visitor ? options.links.current(visitor) : null;
  if (!signingUrl) throw new Error(`the visitor of document ${documentId} has no signing link`);
  return { documentId, signingUrl };
}
