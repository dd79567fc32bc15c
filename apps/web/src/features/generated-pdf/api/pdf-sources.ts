import type { DocumentStatus } from '@signflow/contract/documents';
import { SIGNER_TOKEN_PARAM, signerSealedPdfPath } from '@signflow/contract/signing';
import type { DocumentField, SignerDocument } from '../../../api/document-types';
import { signerRecordFromWire, signingRecordFromWire } from '../../../api/document-wire';
import type { SessionFetch } from '../../../api/session-auth';
import { withSignerImagesInline } from '../../../api/signer-field-images';
import { signerFileUrl } from '../../../api/signer-file-url';
import { signingSessionHeaders } from '../../../api/signing-session-token';

/**
 * What a PDF viewer shows: the sealed PDF itself once there is one (the genuine file, byte for byte); before that,
 * the document and its answered fields, which the viewer flattens into a preview.
 */
export interface PdfSource {
  documentName: string;
  status: DocumentStatus;
  file: { kind: 'sealed'; pdf: ArrayBuffer } | { kind: 'preview'; pdf: ArrayBuffer; fields: DocumentField[] };
}

/** Loads one document's PDF source; the viewer aborts it when it is left or reloaded. */
export type PdfSourceLoader = (signal: AbortSignal) => Promise<PdfSource>;

/** A load the API refused, with its HTTP status. */
export class PdfSourceError extends Error {
  constructor(readonly status: number) {
    super(`the API answered ${status}`);
  }
}

async function fetchOk(fetchFrom: SessionFetch, url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetchFrom(url, { signal });
  if (!response.ok) throw new PdfSourceError(response.status);
  return response;
}

/** A sealed PDF still being made answers 409: the document is shown as a preview meanwhile. */
const SEAL_PENDING = 409;

/** What a viewer needs of a signing record, the owner's or a signer's. */
interface ViewedRecord {
  document: SignerDocument;
  fields: DocumentField[];
}

/**
 * The record first: a Completed document is shown as its sealed PDF, once sealed; any other as a preview, from the
 * PDF the record names.
 */
async function loadPdfSource<Wire>(options: {
  recordUrl: string;
  /** The record's answer in the web app's names. */
  recordFromWire: (answer: Wire) => ViewedRecord;
  /** Where a path the record names is read (its PDF, another signer's image): the reader's own way in. */
  fileUrl: (path: string) => string;
  sealedUrl: string;
  fetchFrom: SessionFetch;
  signal: AbortSignal;
}): Promise<PdfSource> {
  const { recordUrl, recordFromWire, fileUrl, sealedUrl, fetchFrom, signal } = options;
  const record = recordFromWire(await (await fetchOk(fetchFrom, recordUrl, signal)).json());
  const { name: documentName, status } = record.document;
  if (status === 'Completed') {
    const sealed = await fetchFrom(sealedUrl, { signal });
    if (sealed.ok) return { documentName, status, file: { kind: 'sealed', pdf: await sealed.arrayBuffer() } };
    if (sealed.status !== SEAL_PENDING) throw new PdfSourceError(sealed.status);
  }
  const pdf = await (await fetchOk(fetchFrom, fileUrl(record.document.pdfPath), signal)).arrayBuffer();
  // A signer's record names other signers' images by path; the preview draws the pictures themselves.
  const fields = await withSignerImagesInline(record.fields, async (path) => {
    const png = await fetchOk(fetchFrom, fileUrl(path), signal);
    return new Uint8Array(await png.arrayBuffer());
  });
  return { documentName, status, file: { kind: 'preview', pdf, fields } };
}

/** The owner's document (GET /v1/documents/signing/{id}, then its sealed PDF or its own), with their bearer token. */
export function ownerPdfSource(documentId: string, fetchAsOwner: SessionFetch): PdfSourceLoader {
  return async (signal) => {
    if (!documentId) throw new PdfSourceError(404);
    return loadPdfSource({
      recordUrl: `/v1/documents/signing/${encodeURIComponent(documentId)}`,
      recordFromWire: signingRecordFromWire,
      fileUrl: (path) => path,
      sealedUrl: `/v1/documents/${encodeURIComponent(documentId)}/download`,
      fetchFrom: fetchAsOwner,
      signal,
    });
  };
}

/** A signer's document (GET /v1/documents/user-sign/{id}?token, then its sealed PDF or its own), by link token. */
export function signerPdfSource(documentId: string, signerToken: string): PdfSourceLoader {
  const tokenQuery = new URLSearchParams({ [SIGNER_TOKEN_PARAM]: signerToken }).toString();
  return async (signal) => {
    if (!documentId) throw new PdfSourceError(404);
    return loadPdfSource({
      recordUrl: `/v1/documents/user-sign/${encodeURIComponent(documentId)}?${tokenQuery}`,
      recordFromWire: signerRecordFromWire,
      fileUrl: (path) => signerFileUrl(path, signerToken),
      sealedUrl: `${signerSealedPdfPath(encodeURIComponent(documentId))}?${tokenQuery}`,
      // A signer who passed a check in this tab (docs/domain.md#signer-verification) sends its session with each read.
      fetchFrom: (url, init) => fetch(url, { ...init, headers: signingSessionHeaders(signerToken) }),
      signal,
    });
  };
}
