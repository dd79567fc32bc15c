import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, unauthorized } from '../../http/app-error';
import { hashToken } from '../../platform/one-time-tokens';
import {
  type DocumentRow,
  findDocument,
  findSignerDocumentAndField,
  type SignerRow,
} from '../documents/document-store';
import { findSignerByAnyTokenHash, findSignerByLinkHash } from './repo';

/** What a signer's link token opens: one signer of one document, nothing else. */
export interface SignerAccess {
  signer: SignerRow;
  document: DocumentRow;
}

/** Longer than any token we mint; refused before hashing. */
const MAX_TOKEN_LENGTH = 200;

const expiredLink = () => unauthorized(API_MESSAGES.expiredLink);

/** The SHA-256 a link token is kept as, or null for what cannot be one (missing, not text, too long). */
export function linkTokenHash(token: unknown): string | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return hashToken(token);
}

function hashOfLinkToken(token: unknown): string {
  const hash = linkTokenHash(token);
  if (hash === null) throw expiredLink();
  return hash;
}

const isLive = (expiresAt: Date | null) => expiresAt !== null && expiresAt.getTime() > Date.now();

/**
 * The owner's Trash ends the links to a document, except to a Completed one: its signers keep their sealed
 * copy whatever the owner does with theirs.
 */
const reachable = <Document extends Pick<DocumentRow, 'trashedAt' | 'status'>>(
  document: Document | null,
): document is Document => document !== null && (document.trashedAt === null || document.status === 'Completed');

/**
 * The signer a link token belongs to, with their document, or 401 'Expired Link' for a token that
 * is missing, unknown (a corrected signer's old link), past its time, or whose document went to the Trash before it was completed. The link
 * works for its whole life: while signing, after submitting, and after completion. `forUpdate` holds the
 * document's row, so what the signer does and what it leads to (the next level, the outcome) happen one at a
 * time.
 */
export async function openSignerLink(
  db: DbOrTx,
  token: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<SignerAccess> {
  const tokenHash = hashOfLinkToken(token);
  const found = await findSignerByLinkHash(db, tokenHash);
  if (!found) throw expiredLink();
  const document = await findDocument(db, found.signer.documentId, options);
  // Read again once the document is held: a submission (or a correction) that committed while we waited must be seen.
  const link = options.forUpdate ? await findSignerByLinkHash(db, tokenHash) : found;
  if (!link || !isLive(link.expiresAt) || !reachable(document)) throw expiredLink();
  return { signer: link.signer, document };
}

/**
 * The document a link token names, whatever the link's state (expired, its document ended or in the Trash), or null
 * for a token that names no signer: for what may be said of it even then (docs/embedding.md#messages). 401 for
 * what cannot be a token.
 */
export async function documentOfAnyLink(db: DbOrTx, token: unknown): Promise<DocumentRow | null> {
  const found = await findSignerByLinkHash(db, hashOfLinkToken(token));
  return found ? findDocument(db, found.signer.documentId) : null;
}

/**
 * A signer's current link opened with one of their fields, in one query and holding nothing: for a field save that
 * then writes only if they may still sign (saveAnswerWhileSigning). 401 as openSignerLink answers for a current
 * link that expired or whose document is out of reach; null when the token is no current link (an earlier one, or
 * unknown), which openSignerLink then judges. `field` (its id and type) is null when `fieldId` is not theirs.
 */
export async function peekSignerField(db: DbOrTx, token: unknown, fieldId: string) {
  const tokenHash = hashOfLinkToken(token);
  const found = await findSignerDocumentAndField(db, tokenHash, fieldId);
  if (!found) return null;
  if (!isLive(found.signer.tokenExpiresAt) || !reachable(found.document)) throw expiredLink();
  return { access: { signer: found.signer, document: found.document }, field: found.field, tokenHash };
}

/**
 * What a link to the sealed PDF opens: the link mailed with it, or the signer's signing link, each while it
 * lives; 401 'Expired Link' otherwise. `bySigningLink` says which: the signing link alone is no proof of who holds
 * it (docs/domain.md#signer-verification), the sealed copy's own link went to the signer's address.
 */
export async function openSealedCopyLink(
  db: DbOrTx,
  token: unknown,
): Promise<SignerAccess & { bySigningLink: boolean }> {
  const tokenHash = hashOfLinkToken(token);
  const signer = await findSignerByAnyTokenHash(db, tokenHash);
  const bySigningLink = signer !== null && signer.tokenHash === tokenHash && isLive(signer.tokenExpiresAt);
  const byDownloadLink =
    signer !== null && signer.downloadTokenHash === tokenHash && isLive(signer.downloadTokenExpiresAt);
  if (!signer || !(bySigningLink || byDownloadLink)) throw expiredLink();
  const document = await findDocument(db, signer.documentId);
  if (!reachable(document)) throw expiredLink();
  return { signer, document, bySigningLink };
}

/** The parts of a signer's access the checks below read. */
interface SigningState {
  signer: Pick<SignerRow, 'submittedAt'>;
  document: Pick<DocumentRow, 'id' | 'status'>;
}

/** The link reaches one document: any other id is as missing as an unknown one. */
export function assertSameDocument(access: SigningState, documentId: string): void {
  if (access.document.id !== documentId) throw notFound();
}

/** A submitted signer can change nothing, and nobody signs a document whose signing has ended. */
export function assertMaySign(access: SigningState): void {
  if (access.signer.submittedAt) throw conflict(API_MESSAGES.signAlreadySubmitted);
  if (access.document.status !== 'Sent') throw conflict(API_MESSAGES.signingEnded);
}
