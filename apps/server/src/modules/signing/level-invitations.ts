import { isLanguage, type Language } from '@signflow/contract/languages';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import { createOneTimeToken } from '../../platform/one-time-tokens';
import type { DocumentRow, SignerRow } from '../documents/document-store';
import type { AccountPerson } from '../profile/account-person';
import { invitationMail } from './mail/invitation-mail';
import { storeSignerDownloadToken } from './repo';
import { SIGNER_LINK_TTL_MS, type SignerLinks } from './signer-links';

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

/** The language a signer's mails go in: the one of their invitation, else the owner's. */
export function signerLanguage(signer: SignerRow, owner: AccountPerson): Language {
  return isLanguage(signer.language) ? signer.language : owner.language;
}

/** Invites one signer: a new 30-day link, mailed, in the caller's transaction. */
export async function inviteSigner(
  tx: DbOrTx,
  options: { links: SignerLinks; document: DocumentRow; owner: AccountPerson; signer: SignerRow; now: Date },
): Promise<void> {
  const { document, owner, signer } = options;
  const link = await options.links.issue(tx, signer, { invitedAt: options.now, language: owner.language });
  await enqueueMail(tx, {
    documentId: document.id,
    ...invitationMail({
      to: signer.email,
      owner: owner.name,
      document: document.name,
      link,
      message: document.senderMessage,
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
  options: { links: SignerLinks; document: DocumentRow; owner: AccountPerson; signers: SignerRow[] },
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
