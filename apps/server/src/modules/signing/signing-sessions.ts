import { randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  SIGNING_SESSION_HEADER,
  SIGNING_SESSION_HOURS,
  type SignerVerificationPassed,
} from '@signflow/contract/signer-verification';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../platform/one-time-tokens';
import type { SignerRow } from '../documents/document-store';
import { hasLiveSigningSession, insertSigningSession } from './repo';
import { openSignerLink, type SignerAccess } from './signer-access';

/**
 * A signer's passed check lasts for the browser that passed it (docs/domain.md#signer-verification): a session token
 * of its own, sent in X-Signing-Session beside the link's token, so a forwarded link alone opens nothing.
 */

/** What a signer's call carries: the link's token (`?token=`) and the signing session's (the header), if any. */
export interface SignerCredentials {
  token: unknown;
  session: unknown;
}

/** The credentials of a signer's request: the session from its header, or from the query of a file's address. */
export function signerCredentialsOf(request: {
  query: { token?: unknown; session?: unknown };
  headers: Record<string, unknown>;
}) {
  return {
    token: request.query.token,
    session: request.headers[SIGNING_SESSION_HEADER.toLowerCase()] ?? request.query.session,
  };
}

/** Longer than any session token we mint; refused before hashing. */
const MAX_SESSION_LENGTH = 200;

const verificationRequired = (method: 'email_code' | 'access_code') =>
  new AppError(403, API_MESSAGES.verificationRequired, undefined, undefined, { verificationRequired: method });

/**
 * 403 with the check to pass for a signer who must prove who they are and whose request carries no live session of
 * theirs; nothing is read for a signer whose link is enough.
 */
export async function assertSignerVerified(
  db: DbOrTx,
  signer: Pick<SignerRow, 'id' | 'verification'>,
  session: unknown,
): Promise<void> {
  if (signer.verification === 'link') return;
  const live =
    typeof session === 'string' &&
    session.length > 0 &&
    session.length <= MAX_SESSION_LENGTH &&
    (await hasLiveSigningSession(db, signer.id, hashToken(session)));
  if (!live) throw verificationRequired(signer.verification);
}

/** openSignerLink, and the signer's check passed in this browser (assertSignerVerified). */
export async function openVerifiedSignerLink(
  db: DbOrTx,
  link: SignerCredentials,
  options: { forUpdate?: boolean } = {},
): Promise<SignerAccess> {
  const access = await openSignerLink(db, link.token, options);
  await assertSignerVerified(db, access.signer, link.session);
  return access;
}

/** A new session for the signer who just passed their check: its token is answered once, kept only as its hash. */
export async function startSigningSession(tx: DbOrTx, signerId: string): Promise<SignerVerificationPassed> {
  const sessionToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SIGNING_SESSION_HOURS * 60 * 60_000);
  await insertSigningSession(tx, { tokenHash: hashToken(sessionToken), signerId, expiresAt });
  return { sessionToken, expiresAt: expiresAt.toISOString() };
}
