import { signerColor } from '@signflow/contract/documents';
import type { SignerVerification } from '@signflow/contract/signer-verification';
import type { DbOrTx } from '../../db/client';
import { type DocumentRow, insertDocument, insertFields, insertSigner, type NewField } from './repo';

/** A new Draft's parts: its file, already kept under `file.storageKey`, its signers in order, and their fields. */
export interface DraftParts {
  id: string;
  accountId: string;
  name: string;
  /** The flow its signers were copied from or kept in, or the template it was made from; null for neither. */
  flowId?: string | null;
  templateId?: string | null;
  file: { storageKey: string; sizeBytes: number; sha256: string; pageCount: number };
  /** In signing order within a level: each gets the colour of its place (signerColor). */
  signers: { name: string; email: string; level: number; verification?: SignerVerification }[];
  /** Each for the signer at `signer` in `signers`. */
  fields: (Omit<NewField, 'signerId'> & { signer: number })[];
}

/**
 * Records a new Draft with its signers and fields, in the caller's transaction: an upload's (no fields yet) and a
 * document made from a template alike. The caller checks the plan first, under the account's lock, and records the
 * event that made it.
 */
export async function insertDraft(tx: DbOrTx, parts: DraftParts): Promise<DocumentRow> {
  const document = await insertDocument(tx, {
    id: parts.id,
    accountId: parts.accountId,
    name: parts.name,
    flowId: parts.flowId ?? null,
    templateId: parts.templateId ?? null,
    ...parts.file,
  });
  // One at a time: each field is given the id of its signer's row.
  const signerIds: string[] = [];
  for (const [index, { name, email, level, verification }] of parts.signers.entries()) {
    const signer = { name, email, level, color: signerColor(index), verification };
    signerIds.push((await insertSigner(tx, document.id, signer)).id);
  }
  await insertFields(
    tx,
    document.id,
    parts.fields.map(({ signer, ...field }) => {
      const signerId = signerIds[signer];
      if (!signerId) throw new Error(`a field for signer ${signer} of ${signerIds.length}`);
      return { ...field, signerId };
    }),
  );
  return document;
}
