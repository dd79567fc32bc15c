import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { OwnedDocumentOptions } from '../documents/document-store';
import { type SendingChoices, sendForSigning } from './send-for-signing';
import type { SignerLinks } from './signer-links';

/**
 * Invite Sign: the Draft becomes Sent and the signers of the lowest level get their own link by e-mail
 * (send-for-signing.ts), in a transaction of its own (docs/domain.md#signers-and-their-links).
 */
export async function inviteSigners(options: OwnedDocumentOptions & { links: SignerLinks; body?: SendingChoices }) {
  const { db, links, owner, documentId, body } = options;
  await db.transaction((tx) => sendForSigning(tx, { links, owner, documentId, choices: body }));
  return { message: API_MESSAGES.documentSent };
}
