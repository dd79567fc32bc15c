import { API_MESSAGES } from '@signflow/contract/api-errors';
import { sealedFileName } from '@signflow/contract/sealed-file-name';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { OwnerRequest, RequestOrigin } from '../../http/request-origin';
import { recordOwnerEvent, recordRepeatableEvent, signerActor } from '../audit/record-event';
import { type DocumentRow, findOwnedDocument } from '../documents/document-store';
import { assertSameDocument, openSealedCopyLink } from '../signing/signer-access';
import { assertSignerVerified, type SignerCredentials } from '../signing/signing-sessions';

interface DownloadableFile {
  storageKey: string;
  name: string;
}

/** The sealed PDF of a Completed document; 409 while it is being sealed, or once sealing it failed. */
function sealedFileOf(document: DocumentRow): DownloadableFile {
  if (!document.sealedStorageKey)
    throw conflict(document.sealFailedAt ? API_MESSAGES.sealFailed : API_MESSAGES.sealPending);
  return { storageKey: document.sealedStorageKey, name: sealedFileName(document.name) };
}

/**
 * GET /v1/documents/{id}/download: the sealed PDF of a Completed document, the latest PDF (the original)
 * otherwise. Recorded in the trail.
 */
export async function downloadForOwner(db: Db, owner: OwnerRequest, documentId: string): Promise<DownloadableFile> {
  const document = await findOwnedDocument(db, owner.accountId, documentId);
  const sealed = document.status === 'Completed';
  const file = sealed ? sealedFileOf(document) : { storageKey: document.storageKey, name: document.name };
  await recordOwnerEvent(db, owner.accountId, {
    documentId,
    type: 'downloaded',
    origin: owner.origin,
    details: { file: sealed ? 'sealed' : 'original' },
  });
  return file;
}

/**
 * GET /v1/documents/user-sign/{id}/download?token: a signer's copy of the sealed PDF, once there is one, by
 * the link mailed with it or by their signing link; also after the owner emptied their Trash. By the signing link,
 * a signer who proves who they are needs their signing session (`?session=` or the header), as for the PDF: 403.
 */
export async function downloadForSigner(
  db: Db,
  link: SignerCredentials,
  documentId: string,
  origin: RequestOrigin,
): Promise<DownloadableFile> {
  const access = await openSealedCopyLink(db, link.token);
  assertSameDocument(access, documentId);
  if (access.bySigningLink) await assertSignerVerified(db, access.signer, link.session);
  if (access.document.status !== 'Completed') throw notFound();
  const file = sealedFileOf(access.document);
  // A link can be followed any number of times: the trail keeps one download per signer per hour.
  await recordRepeatableEvent(db, {
    documentId,
    type: 'downloaded',
    actor: signerActor(access.signer),
    origin,
    details: { file: 'sealed' },
  });
  return file;
}
