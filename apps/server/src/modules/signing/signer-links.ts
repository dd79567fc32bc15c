import type { Language } from '@signflow/contract/languages';
import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { DbOrTx } from '../../db/client';
import { createOneTimeToken, hashToken } from '../../platform/one-time-tokens';
import { createSecretBox } from '../../platform/secret-box';
import type { SignerRow } from '../documents/document-store';
import { extendSignerLink, keepEarlierLink, storeSignerToken } from './repo';

/** A signer's link works for 30 days (docs/domain.md#signers-and-their-links). */
export const SIGNER_LINK_TTL_MS = SIGNER_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * Signers' signing links: only ever put into a mail to them, never into an answer. A signer keeps one link for
 * the whole round: an invitation makes it, and reminders and renewals mail it again (docs/decisions.md).
 */
export interface SignerLinks {
  /**
   * Gives the signer a new link token, valid until `expiresAt` (30 days by default), in the caller's transaction;
   * answers the link. `invitedAt` and `language` are set on an invitation.
   */
  issue(
    tx: DbOrTx,
    signer: Pick<SignerRow, 'id' | 'documentId'>,
    options: { invitedAt?: Date; language?: Language; expiresAt?: Date },
  ): Promise<string>;
  /**
   * The signer's current link, read back from its encrypted token; null when none is kept (a signer invited before
   * links were kept, or who has submitted) or it cannot be opened (the app's secret changed).
   */
  current(signer: SignerRow): string | null;
}

export function createSignerLinks(appUrl: string, appSecret: string): SignerLinks {
  const box = createSecretBox(appSecret, 'signer link tokens');
  const linkOf = (signer: Pick<SignerRow, 'id' | 'documentId'>, token: string) =>
    absoluteLink(appUrl, webPaths.signing({ documentId: signer.documentId, signerId: signer.id, token }));
  return {
    async issue(tx, signer, options) {
      const { token, tokenHash } = createOneTimeToken();
      await storeSignerToken(tx, signer.id, {
        tokenHash,
        tokenEncrypted: box.seal(token, signer.id),
        tokenExpiresAt: options.expiresAt ?? new Date(Date.now() + SIGNER_LINK_TTL_MS),
        invitedAt: options.invitedAt,
        language: options.language,
      });
      return linkOf(signer, token);
    },
    current(signer) {
      if (!signer.tokenEncrypted || !signer.tokenHash) return null;
      const token = box.open(signer.tokenEncrypted, signer.id);
      // An encrypted token of an earlier link (not the one its hash names) is never mailed.
      return token !== null && hashToken(token) === signer.tokenHash ? linkOf(signer, token) : null;
    },
  };
}

/**
 * The link a reminder or a renewal mails, made to work until `expiresAt`: the signer's own link when it can be read
 * back, else (invited before links were kept encrypted, or before the app's secret changed) a new one, their earlier
 * link working to its own end.
 */
export async function linkToMailAgain(
  tx: DbOrTx,
  links: SignerLinks,
  signer: SignerRow,
  expiresAt: Date,
): Promise<string> {
  const current = links.current(signer);
  if (current) {
    if (signer.tokenExpiresAt?.getTime() !== expiresAt.getTime()) await extendSignerLink(tx, signer.id, expiresAt);
    return current;
  }
  await keepEarlierLink(tx, signer);
  return links.issue(tx, signer, { expiresAt });
}
