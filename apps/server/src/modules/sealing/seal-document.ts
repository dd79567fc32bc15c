import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { sealedFileName } from '@signflow/contract/sealed-file-name';
import { signerSealedPdfPath } from '@signflow/contract/signing';
import { absoluteLink, WEB_ROUTES, withQuery } from '@signflow/contract/web-paths';
import type { StampedField } from '@signflow/pdf-stamp/stamp-field-images';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import type { Timestamping } from '../../platform/pdf/seal-pdf';
import type { SealingCertificate } from '../../platform/pdf/sealing-certificate';
import { type FileStorage, sealedFileKey } from '../../platform/storage/file-storage';
import { recordEvent, SYSTEM_ACTOR } from '../audit/record-event';
import { type DocumentEventRow, listEvents } from '../audit/repo';
import {
  type DocumentRow,
  type FieldRow,
  findDocument,
  listFields,
  listSigners,
  recordSealedFile,
  type SignerRow,
} from '../documents/document-store';
import { fieldPositionOf, fieldResponseOf } from '../documents/wire';
import { type AccountPerson, findAccountPerson } from '../profile/account-person';
import { issueSignerDownloadToken } from '../signing/level-invitations';
import type { CertificateParty } from './certificate-page';
import type { FinalPdf } from './final-pdf';
import { type AppPdfWork, asBuffer } from './final-pdf-worker';
import { sealedDocumentMail } from './mail/sealed-mail';
import { registerSeal } from './repo';

/** Above this the sealed PDF goes by link, not attached: mail servers refuse large attachments. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface SealingContext {
  db: Db;
  storage: FileStorage;
  /** Builds the final PDF in a worker thread, within its time and memory budget. */
  pdfWork: Pick<AppPdfWork, 'buildFinalPdf'>;
  /** Made on first use: loading (or generating) the certificate takes a moment. */
  sealingCertificate: () => Promise<SealingCertificate>;
  /** The time-stamping authorities of TSA_URLS; null seals without trusted time (PAdES B-B). */
  timestamping?: Timestamping | null;
  appUrl: string;
}

/** Lets a test stop the work where a dying process would. */
export interface SealingFaults {
  afterFileWritten?: () => Promise<void>;
}

function partiesOf(signers: SignerRow[], events: DocumentEventRow[]): CertificateParty[] {
  return signers.map((signer) => {
    // The latest round's submission: a document prepared again keeps the earlier rounds' events.
    const latest = (type: DocumentEventRow['type']) =>
      events.filter((event) => event.type === type && event.actorEmail === signer.email).at(-1);
    const submitted = latest('submitted');
    // Every approval is submitted with its consent, recorded just before it: the latest is this round's.
    const consented = latest('consent_given');
    return {
      name: signer.name,
      email: signer.email,
      level: signer.level,
      decision: signer.decision,
      signedAt: signer.submittedAt,
      ip: submitted?.ip ?? null,
      reason: signer.decisionReason,
      consentedAt: signer.decision === 'approved' ? (consented?.createdAt ?? null) : null,
      verification: { method: signer.verification, passedAt: signer.verifiedAt },
    };
  });
}

/** What the final PDF draws of a field: its type, place, label and answer, not whose it is. */
function stampedFieldOf(row: FieldRow): StampedField {
  return {
    type: row.type,
    position: fieldPositionOf(row),
    label: row.label,
    response: fieldResponseOf(row),
  };
}

async function buildSealedPdf(context: SealingContext, document: DocumentRow, owner: AccountPerson): Promise<FinalPdf> {
  const { db, storage } = context;
  const [signers, fields, events] = await Promise.all([
    listSigners(db, document.id),
    listFields(db, document.id),
    listEvents(db, document.id),
  ]);
  const original = await buffer(await storage.read(document.storageKey));
  const built = await context.pdfWork.buildFinalPdf(original, {
    fields: fields.map(stampedFieldOf),
    certificate: {
      language: owner.language,
      documentName: document.name,
      documentId: document.id,
      originalSha256: document.sha256,
      pageCount: document.pageCount,
      sender: { name: owner.name, email: owner.email },
      completedAt: document.completedAt ?? document.updatedAt,
      parties: partiesOf(signers, events),
      events: events.map((event) => ({
        at: event.createdAt,
        type: event.type,
        actorKind: event.actorKind,
        actor: event.actor,
        actorEmail: event.actorEmail,
        ip: event.ip,
        details: event.details,
      })),
    },
    sealingCertificate: await context.sealingCertificate(),
    seal: {
      reason: 'Signed by every party through SignFlow',
      location: context.appUrl,
      contactInfo: owner.email,
      signingTime: new Date(),
    },
    timestamping: context.timestamping ?? null,
  });
  return { pdf: asBuffer(built.pdf), level: built.level };
}

/**
 * Builds, stores and records a Completed document's final PDF (docs/domain.md#sealing-and-verification): the field images, the
 * certificate page, one PAdES seal. The file is written under a fixed key inside the transaction that
 * records it: a process that dies before the commit leaves at most an unrecorded file the next run replaces,
 * so the document ends with exactly one sealed PDF, one 'sealed' event and one set of e-mails. Answers
 * whether this run sealed it.
 */
export async function sealDocument(options: {
  context: SealingContext;
  documentId: string;
  faults?: SealingFaults;
}): Promise<boolean> {
  const { context, documentId, faults = {} } = options;
  const { db, storage } = context;
  const document = await findDocument(db, documentId);
  if (document?.status !== 'Completed' || document.sealedAt) return false;
  const owner = await findAccountPerson(db, document.accountId);
  const sealed = await buildSealedPdf(context, document, owner);
  const sha256 = createHash('sha256').update(sealed.pdf).digest('hex');
  const storageKey = sealedFileKey(document.accountId, document.id);

  return db.transaction(async (tx) => {
    // The update locks the row: a second run waiting on it then finds the document sealed and writes nothing,
    // so a recorded file is never replaced by another build (whose signing time, and so bytes, differ).
    const recorded = await recordSealedFile(tx, documentId, { storageKey, sha256 });
    if (!recorded) return false;
    await storage.write(storageKey, sealed.pdf);
    await faults.afterFileWritten?.();
    const signers = await listSigners(tx, documentId);
    await registerSeal(tx, recorded, signers);
    await recordEvent(tx, {
      documentId,
      type: 'sealed',
      actor: SYSTEM_ACTOR,
      details: { sha256, level: sealed.level },
    });
    const name = sealedFileName(document.name);
    const attachment = sealed.pdf.length <= MAX_ATTACHMENT_BYTES ? { key: storageKey, name } : null;
    const mail = { documentId, document: document.name, language: owner.language, attachment };
    await enqueueMail(
      tx,
      sealedDocumentMail({ ...mail, to: owner.email, link: absoluteLink(context.appUrl, WEB_ROUTES.archives) }),
    );
    for (const signer of signers) {
      // A link of its own, alive 30 days from now: the signing link may expire sooner, and stays as it is.
      const token = await issueSignerDownloadToken(tx, signer.id);
      const link = absoluteLink(context.appUrl, withQuery(signerSealedPdfPath(documentId), { token }));
      await enqueueMail(tx, sealedDocumentMail({ ...mail, to: signer.email, link }));
    }
    return true;
  });
}
