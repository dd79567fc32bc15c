import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SignerCorrectionResponse, signerCorrectionSchema } from '@signflow/contract/sender-controls';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { ownerActor, recordEvent } from '../audit/record-event';
import { listSigners, lockOwnedDocument, type OwnedDocumentOptions } from '../documents/document-store';
import { toSigner } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import { inviteSigner } from './level-invitations';
import { clearSignerAnswers, correctSignerRow, forgetEarlierLinks } from './repo';
import type { SignerLinks } from './signer-links';

/**
 * Correct a signer (docs/domain.md#what-the-owner-can-do-while-signers-sign): a signer of a Sent document who has
 * not submitted gets a new name or e-mail address. Every link they had stops working at once, and every answer the
 * earlier recipient gave is cleared: the new person starts from empty fields. One already invited gets a new
 * invitation at the (new) address. The trail records the old and new values and how many answers were cleared.
 */
export async function correctSigner(
  options: OwnedDocumentOptions & {
    links: SignerLinks;
    signerId: string;
    correction: z.output<typeof signerCorrectionSchema>;
  },
): Promise<SignerCorrectionResponse> {
  const { db, links, owner, documentId, signerId, correction } = options;
  const now = new Date();
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    const signer = (await listSigners(tx, document.id)).find((each) => each.id === signerId);
    if (!signer) throw notFound();
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.correctNotSent);
    if (signer.submittedAt) throw new AppError(409, API_MESSAGES.signerAlreadySubmitted, { name: signer.name });

    const corrected = { name: correction.name ?? signer.name, email: correction.email ?? signer.email };
    // A correction that changes nothing would only revoke the link and mail a new invitation: refused.
    if (corrected.name === signer.name && corrected.email === signer.email) {
      throw badRequest(API_MESSAGES.signerCorrectionEmpty);
    }
    await correctSignerRow(tx, signer.id, corrected);
    await forgetEarlierLinks(tx, signer.id);
    const answersCleared = await clearSignerAnswers(tx, signer.id);
    const person = await findAccountPerson(tx, owner.accountId);
    await recordEvent(tx, {
      documentId: document.id,
      type: 'signer_corrected',
      actor: ownerActor(person),
      origin: owner.origin,
      details: {
        signerId: signer.id,
        oldName: signer.name,
        newName: corrected.name,
        oldEmail: signer.email,
        newEmail: corrected.email,
        answersCleared: String(answersCleared),
      },
    });
    const invited = signer.invitedAt !== null;
    if (invited) {
      await inviteSigner(tx, { links, document, owner: person, signer: { ...signer, ...corrected }, now });
    }
    return {
      message: invited ? API_MESSAGES.signerCorrectedInvited : API_MESSAGES.signerCorrected,
      signer: toSigner({ ...signer, ...corrected }),
    };
  });
}
