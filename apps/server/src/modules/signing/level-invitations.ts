import { isLanguage, type Language } from '@signflow/contract/languages';
import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import { createOneTimeToken } from '../../platform/one-time-tokens';
import type { DocumentRow, SignerRow } from '../documents/document-store';
import type { AccountPerson } from '../profile/account-person';
import { invitationMail } from './mail/invitation-mail';
import { storeSignerDownloadToken, storeSignerToken } from './repo';

/** A signer's link works for 30 days (docs/domain.md#signers-and-their-links). */
export const SIGNER_LINK_TTL_MS = SIGNER_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * Gives a signer the link mailed with the sealed PDF (only its hash is kept), valid for 30 days from now;
 * answers the token. Their signing link is left as it is, so it keeps saying the document is completed.
 */
export async function issueSignerDownloadToken(tx: DbOrTx, signerId: string): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  await storeSignerDownloadToken(tx, signerId, {
    downloadTokenHash: tokenHash,
    downloadTokenExpiresAt: new Date(Date.now() + SIGNER_LINK_TTL_MS),
  });
  return token;
}

/**
 * Gives a signer a new link token (only its hash is kept), valid until `expiresAt` (30 days by default); answers
 * the token. `invitedAt` and `language` are set on an invitation, not on a reminder or a renewal.
 */
export async function issueSignerToken(
  tx: DbOrTx,
  signerId: string,
  options: { invitedAt?: Date; language?: Language; expiresAt?: Date },
): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  await storeSignerToken(tx, signerId, {
    tokenHash,
    tokenExpiresAt: options.expiresAt ?? new Date(Date.now() + SIGNER_LINK_TTL_MS),
    invitedAt: options.invitedAt,
    language: options.language,
  });
  return token;
}

/** The signer's own signing link with a token: only ever put into a mail to them, never into an answer. */
export function signingLinkOf(appUrl: string, signer: { id: string; documentId: string }, token: string): string {
  return absoluteLink(appUrl, webPaths.signing({ documentId: signer.documentId, signerId: signer.id, token }));
}

/** The language a signer's mails go in: the one of their invitation, else the owner's. */
export function signerLanguage(signer: SignerRow, owner: AccountPerson): Language {
  return isLanguage(signer.language) ? signer.language : owner.language;
}

/** Invites one signer: a new 30-day link, mailed, in the caller's transaction. */
export async function inviteSigner(
  tx: DbOrTx,
  options: { appUrl: string; document: DocumentRow; owner: AccountPerson; signer: SignerRow; now: Date },
): Promise<void> {
  const { appUrl, document, owner, signer } = options;
  const token = await issueSignerToken(tx, signer.id, { invitedAt: options.now, language: owner.language });
  await enqueueMail(tx, {
    documentId: document.id,
    ...invitationMail({
      to: signer.email,
      owner: owner.name,
      document: document.name,
      link: signingLinkOf(appUrl, signer, token),
      language: owner.language,
    }),
  });
}

/**
 * Gives each of `signers` (one level) a link of their own and queues its e-mail, in the caller's
 * transaction: the tokens exist only if the mails will go, and the other way round.
 */
export async function inviteLevel(
  tx: DbOrTx,
  options: { appUrl: string; document: DocumentRow; owner: AccountPerson; signers: SignerRow[] },
): Promise<void> {
  const now = new Date();
  for (const signer of options.signers) await inviteSigner(tx, { ...options, signer, now });
}

/** The signers of the lowest level that has not finished, or none when every signer has submitted. */
export function nextLevelToSign(signers: SignerRow[]): SignerRow[] {
  const waiting = signers.filter((signer) => !signer.submittedAt);
  if (waiting.length === 0) return [];
  const level = Math.min(...waiting.map((signer) => signer.level));
  return waiting.filter((signer) => signer.level === level);
}
