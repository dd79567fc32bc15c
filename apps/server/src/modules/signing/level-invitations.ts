import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import { createOneTimeToken } from '../../platform/one-time-tokens';
import type { DocumentRow, SignerRow } from '../documents/document-store';
import type { AccountPerson } from '../profile/account-person';
import { invitationMail } from './mail/invitation-mail';
import { storeSignerDownloadToken, storeSignerToken } from './repo';

/** A signer's link works for 30 days (docs/domain.md#signers-and-their-links). */
const SIGNER_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

/** Gives a signer a new link token (only its hash is kept), valid for 30 days; answers the token. */
async function issueSignerToken(tx: DbOrTx, signerId: string, invitedAt: Date): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  await storeSignerToken(tx, signerId, {
    tokenHash,
    tokenExpiresAt: new Date(Date.now() + SIGNER_LINK_TTL_MS),
    invitedAt,
  });
  return token;
}

/**
 * Gives each of `signers` (one level) a link of their own and queues its e-mail, in the caller's
 * transaction: the tokens exist only if the mails will go, and the other way round.
 */
export async function inviteLevel(
  tx: DbOrTx,
  options: { appUrl: string; document: DocumentRow; owner: AccountPerson; signers: SignerRow[] },
): Promise<void> {
  const { appUrl, document, owner } = options;
  const now = new Date();
  for (const signer of options.signers) {
    const token = await issueSignerToken(tx, signer.id, now);
    await enqueueMail(tx, {
      documentId: document.id,
      ...invitationMail({
        to: signer.email,
        owner: owner.name,
        document: document.name,
        link: absoluteLink(appUrl, webPaths.signing({ documentId: document.id, signerId: signer.id, token })),
        language: owner.language,
      }),
    });
  }
}

/** The signers of the lowest level that has not finished, or none when every signer has submitted. */
export function nextLevelToSign(signers: SignerRow[]): SignerRow[] {
  const waiting = signers.filter((signer) => !signer.submittedAt);
  if (waiting.length === 0) return [];
  const level = Math.min(...waiting.map((signer) => signer.level));
  return waiting.filter((signer) => signer.level === level);
}
