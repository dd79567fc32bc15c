import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import { type DocumentRow, listSigners, type SignerRow } from '../documents/document-store';
import type { AccountPerson } from '../profile/account-person';
import { signerLanguage } from './level-invitations';
import { type SigningStop, signingStoppedMail } from './mail/signing-stopped-mail';

/**
 * Who is told that signing stopped (docs/domain.md#mail): every signer who was invited, once per address, except
 * the signer who stopped it and the owner's own address (the owner cancelled, or gets the owner's mail of a
 * rejection), so nobody receives two mails for one event. Signers not yet invited never heard of the document.
 */
export function signersToTell(signers: SignerRow[], options: { owner: AccountPerson; except?: string }): SignerRow[] {
  const seen = new Set([options.owner.email.toLowerCase()]);
  return signers.filter((signer) => {
    const address = signer.email.toLowerCase();
    if (signer.invitedAt === null || signer.id === options.except || seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/** Queues, in the caller's transaction, the mail telling each invited signer that signing stopped and why. */
export async function tellSignersSigningStopped(
  tx: DbOrTx,
  options: {
    document: DocumentRow;
    owner: AccountPerson;
    stop: SigningStop;
    /** The owner's name when they cancelled, the signer's when they rejected. */
    by: string;
    reason: string | null;
    /** The signer who rejected: they know. */
    except?: string;
  },
): Promise<void> {
  const signers = signersToTell(await listSigners(tx, options.document.id), options);
  for (const signer of signers) {
    await enqueueMail(tx, {
      documentId: options.document.id,
      ...signingStoppedMail({
        to: signer.email,
        stop: options.stop,
        by: options.by,
        document: options.document.name,
        reason: options.reason,
        language: signerLanguage(signer, options.owner),
      }),
    });
  }
}
