import { API_MESSAGES } from '@signflow/contract/api-errors';
import { emailField } from '@signflow/contract/fields';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail-queue';
import { createOneTimeToken } from '../../platform/one-time-tokens';
import { findDocument, listFields, listSigners } from '../documents/repo';
import { findAccountProfile } from '../profile/repo';
import { invitationMail } from './mail/invitation-mail';
import { setDocumentStatus, storeSignerToken } from './repo';

/** DESIGN §5: a signer's link works for 30 days. */
const SIGNER_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type SignerRow = Awaited<ReturnType<typeof listSigners>>[number];
type FieldRow = Awaited<ReturnType<typeof listFields>>[number];

/** Every signer needs a name, a valid e-mail and a field; the first one missing is named (issue: signing). */
function assertReadyToSend(signers: SignerRow[], fields: FieldRow[]) {
  for (const [index, signer] of signers.entries()) {
    const position = index + 1;
    if (!signer.name.trim()) throw new AppError(400, API_MESSAGES.signerNeedsName, { position });
    if (!emailField.safeParse(signer.email).success) {
      throw new AppError(400, API_MESSAGES.signerNeedsEmail, { position });
    }
    if (!fields.some((field) => field.signerId === signer.id)) {
      throw new AppError(400, API_MESSAGES.signerNeedsField, { name: signer.name });
    }
  }
}

/**
 * Invite Sign: the Draft becomes Sent and the signers of the lowest level get their own link by e-mail,
 * queued in the same transaction, so either all of it happens or none (DESIGN §5 signing order).
 */
export async function inviteSigners(db: Db, appUrl: string, accountId: string, documentId: string) {
  await db.transaction(async (tx) => {
    const document = await findDocument(tx, accountId, documentId, { trashed: false, forUpdate: true });
    if (!document) throw notFound();
    if (document.status !== 'Draft') throw conflict(API_MESSAGES.documentNotDraft);
    const [signers, fields] = await Promise.all([listSigners(tx, documentId), listFields(tx, documentId)]);
    assertReadyToSend(signers, fields);

    await setDocumentStatus(tx, documentId, 'Sent');
    const owner = await findAccountProfile(tx, accountId);
    const ownerName = [owner?.profile.firstName, owner?.profile.lastName].filter(Boolean).join(' ');
    const language = isLanguage(owner?.account.language) ? owner.account.language : DEFAULT_LANGUAGE;
    const firstLevel = Math.min(...signers.map((signer) => signer.level));
    const now = new Date();
    for (const signer of signers.filter((each) => each.level === firstLevel)) {
      const { token, tokenHash } = createOneTimeToken();
      await storeSignerToken(tx, signer.id, {
        tokenHash,
        tokenExpiresAt: new Date(now.getTime() + SIGNER_LINK_TTL_MS),
        invitedAt: now,
      });
      const link = `${appUrl}/user-sign?templateId=${documentId}&userId=${signer.id}&token=${encodeURIComponent(token)}`;
      await enqueueMail(
        tx,
        invitationMail({
          to: signer.email,
          owner: ownerName || owner?.account.email || '',
          document: document.name,
          link,
          language,
        }),
      );
    }
  });
  return { message: API_MESSAGES.documentSent };
}
