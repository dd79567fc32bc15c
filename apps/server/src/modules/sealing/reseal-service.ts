import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import { isId } from '../../http/route-params';
import { type DocumentRow, findDocument, findOwnedDocument, restartSealing } from '../documents/document-store';

/**
 * POST /v1/documents/{id}/reseal: the owner's retry of a Completed document whose sealing failed. Answers the
 * document, now waiting for the next sealing pass; 409 for any other document.
 */
export async function resealForOwner(db: Db, accountId: string, documentId: string): Promise<DocumentRow> {
  await findOwnedDocument(db, accountId, documentId);
  const restarted = await restartSealing(db, documentId, { failedOnly: true });
  if (!restarted) throw conflict(API_MESSAGES.resealNotFailed);
  return restarted;
}

export interface OperatorResealOutcome {
  /** Whether the document will be sealed again. */
  restarted: boolean;
  /** For the operator, in English. */
  message: string;
}

/**
 * `npm run reseal -- <documentId>`: gives any Completed, unsealed document a fresh start (failed, or waiting
 * out its back-off), and says what it did, or why it did nothing.
 */
export async function resealForOperator(db: Db, documentId: string): Promise<OperatorResealOutcome> {
  if (!isId(documentId)) {
    return { restarted: false, message: `“${documentId}” is not a document id (a UUID, as in the app's URLs).` };
  }
  const document = await findDocument(db, documentId);
  if (!document) return { restarted: false, message: `No document has the id ${documentId}.` };
  const name = `“${document.name}” (${documentId})`;
  if (document.sealedAt) {
    return { restarted: false, message: `${name} is already sealed, since ${document.sealedAt.toISOString()}.` };
  }
  if (document.status !== 'Completed') {
    return { restarted: false, message: `${name} is ${document.status}: only a Completed document is sealed.` };
  }
  const restarted = await restartSealing(db, documentId, { failedOnly: false });
  if (!restarted) return { restarted: false, message: `${name} changed meanwhile: run the command again.` };
  const before = document.sealFailedAt
    ? `Its sealing had failed after ${document.sealAttempts} attempts (${document.sealError ?? 'no reason recorded'}).`
    : `It was waiting to be sealed (${document.sealAttempts} attempts so far).`;
  return {
    restarted: true,
    message: `${name}: ${before} Sealing starts again at the app's next sealing pass.`,
  };
}
