import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SignerCorrectionResponse, signerCorrectionSchema } from '@signflow/contract/sender-controls';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { ownerActor, recordEvent } from '../audit/record-event';
import { listSigners, lockOwnedDocument } from '../documents/document-store';
import { toSigner } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import { inviteSigner } from './level-invitations';
import { correctSignerRow, forgetEarlierLinks } from './repo';
import type { SignerLinks } from './signer-links';

/**
 * Correct a signer (docs/domain.md#what-the-owner-can-do-while-signers-sign): a signer of a Sent document who has
 * not submitted gets a new name or e-mail address. Every link they had stops working at once; one already
 * invited gets a new invitation at the (new) address. The trail records the old and new values.
 */
export async function correctSigner(
  db: Db,
  links: SignerLinks,
  owner: OwnerRequest,
  ids: { documentId: string; signerId: string },
  correction: z.output<typeof signerCorrectionSchema>,
): Promise<SignerCorrectionResponse> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, ids.documentId);
    const signer = (await listSigners(tx, document.id)).find((each) => each.id === ids.signerId);
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
