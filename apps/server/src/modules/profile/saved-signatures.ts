import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  SAVED_MESSAGES,
  SAVED_SIGNATURE_KINDS,
  type SavedSignatureChangeResponse,
  type SavedSignatureKind,
  type SavedSignaturesResponse,
} from '@signflow/contract/saved-signatures';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { assertDrawablePng } from '../../http/png-image';
import type { DrawablePngCheck } from '../../platform/png-data-url';
import { deleteSavedSignature, findSavedSignatures, putSavedSignature } from './repo';

/** GET /v1/profile/signatures: the signature and the initials the owner keeps, null where none is kept. */
export async function listSavedSignatures(db: DbOrTx, accountId: string): Promise<SavedSignaturesResponse> {
  const rows = await findSavedSignatures(db, accountId);
  const saved = Object.fromEntries(SAVED_SIGNATURE_KINDS.map((kind) => [kind, null])) as SavedSignaturesResponse;
  for (const row of rows) {
    saved[row.kind] = { image: row.image, text: row.text, updatedAt: row.updatedAt.toISOString() };
  }
  return saved;
}

/**
 * PUT /v1/profile/signature or /initials: keeps what the owner drew or typed in place of what was kept. A drawing is
 * checked as a signer's image is (assertDrawablePng), so what is kept could be drawn into a sealed PDF.
 */
export async function keepSavedSignature(options: {
  db: Db;
  accountId: string;
  kind: SavedSignatureKind;
  answer: { image: string | null; text: string | null };
  isDrawablePng: DrawablePngCheck;
}): Promise<SavedSignatureChangeResponse> {
  const { db, accountId, kind, answer } = options;
  await assertDrawablePng(answer.image, options.isDrawablePng);
  await putSavedSignature(db, accountId, kind, answer);
  return { message: SAVED_MESSAGES[kind], saved: await listSavedSignatures(db, accountId) };
}

/** DELETE /v1/profile/signature or /initials: 404 when none is kept. */
export async function removeSavedSignature(options: {
  db: Db;
  accountId: string;
  kind: SavedSignatureKind;
}): Promise<SavedSignatureChangeResponse> {
  const { db, accountId, kind } = options;
  if (!(await deleteSavedSignature(db, accountId, kind))) throw notFound();
  return { message: API_MESSAGES.savedSignatureRemoved, saved: await listSavedSignatures(db, accountId) };
}
