import type { documentSignersSchema, PrepareAgainResponse } from '@signflow/contract/prepare-again';
import type { z } from 'zod';
import type { PdfWork } from '../../platform/pdf-work/pdf-work';
import type { FileStorage, ReceivedFile } from '../../platform/storage/file-storage';
import { ownerActor, recordEvent } from '../audit/record-event';
import {
  type KeptFile,
  keepReplacementFile,
  lockOwnedDocument,
  type OwnedDocumentOptions,
  replaceDocumentFile,
  replaceDocumentSigners,
  returnToDraft,
} from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import { assertPreparable, assertPreparableDocument } from './preparable';
import { stopSchedule } from './reminder-schedule-repo';
import { resetSigningRound } from './repo';

type SignerRows = z.output<typeof documentSignersSchema>;

/**
 * 'Prepare again' (docs/domain.md#documents-and-their-states): a document sent back for revision, or cancelled,
 * returns to Draft, its responses and its signers' links gone, so the owner can change it and send it again. In the
 * same change, all or nothing, it may take a new PDF (`file`: its fields on pages the new file lacks are dropped, and
 * answered) and a new list of signers (`signers`: added, removed, renamed, moved to another level). Every change is
 * an event of the trail.
 */
export async function prepareAgain(
  options: OwnedDocumentOptions & {
    storage: FileStorage;
    pdfWork: Pick<PdfWork, 'inspect'>;
    signers?: SignerRows;
    file?: ReceivedFile;
    log?: { error(details: object, message: string): void };
  },
): Promise<PrepareAgainResponse> {
  const { db, storage, owner, documentId } = options;
  const { accountId } = owner;
  // The new file is checked and kept before the transaction, as an upload is: a failure below removes it again.
  let kept: KeptFile | null = null;
  if (options.file) {
    await assertPreparable(db, accountId, documentId);
    kept = await keepReplacementFile({ storage, pdfWork: options.pdfWork, accountId, file: options.file });
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const document = await lockOwnedDocument(tx, accountId, documentId);
      assertPreparableDocument(document);
      const actor = ownerActor(await findAccountPerson(tx, accountId));
      const { origin } = owner;
      await resetSigningRound(tx, documentId);
      await stopSchedule(tx, documentId);
      const prepared = await returnToDraft(tx, documentId);
      await recordEvent(tx, { documentId, type: 'prepared_again', actor, origin });
      if (options.signers) {
        const entries = options.signers.map((row) => ({
          id: row.signerId,
          name: row.approverName,
          email: row.approverMail,
          level: row.approvalLevel,
        }));
        await replaceDocumentSigners(tx, { documentId, entries, actor, origin });
      }
      if (!kept) return { document: prepared, droppedFields: [], earlierFile: null };
      const replaced = await replaceDocumentFile(tx, { document: prepared, file: kept, actor, origin });
      return { ...replaced, earlierFile: document.storageKey };
    });
    // Nothing names the earlier file any more; one that cannot be removed now is removed by the storage check.
    if (outcome.earlierFile) {
      await storage.remove(outcome.earlierFile).catch((error: unknown) => {
        options.log?.error({ err: error, key: outcome.earlierFile }, 'replaced file not removed');
      });
    }
    return { document: toDocumentSummary(outcome.document), droppedFields: outcome.droppedFields };
  } catch (error) {
    if (kept) await storage.remove(kept.storageKey).catch(() => undefined);
    throw error;
  }
}
