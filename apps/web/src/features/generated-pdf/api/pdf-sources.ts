import type { DocumentField, SigningRecordResponse } from '@signflow/contract/documents';
import { SIGNER_TOKEN_PARAM, type SignerRecordResponse } from '@signflow/contract/signing';
import type { SessionFetch } from '../../../api/session-auth';
import { signerPdfUrl } from '../../../api/signer-pdf-url';

/** What a generated-PDF viewer flattens: the document's PDF and its fields, and the name to show. */
export interface PdfSource {
  documentName: string;
  pdf: ArrayBuffer;
  fields: DocumentField[];
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

/** The record first, as its DocPath says where the PDF is. */
async function loadPdfSource(options: {
  recordUrl: string;
  pdfUrl: (docPath: string) => string;
  fetchFrom: SessionFetch;
  signal: AbortSignal;
}): Promise<PdfSource> {
  const { recordUrl, pdfUrl, fetchFrom, signal } = options;
  const record: SigningRecordResponse | SignerRecordResponse = await (
    await fetchOk(fetchFrom, recordUrl, signal)
  ).json();
  const pdf = await (await fetchOk(fetchFrom, pdfUrl(record.document.DocPath), signal)).arrayBuffer();
  return { documentName: record.document.DocName, pdf, fields: record.coordinates };
}

/** The owner's document (GET /v1/documents/signing/{id}, and its DocPath), with their bearer token. */
export function ownerPdfSource(documentId: string, fetchAsOwner: SessionFetch): PdfSourceLoader {
  return async (signal) => {
    if (!documentId) throw new PdfSourceError(404);
    return loadPdfSource({
      recordUrl: `/v1/documents/signing/${encodeURIComponent(documentId)}`,
      pdfUrl: (docPath) => docPath,
      fetchFrom: fetchAsOwner,
      signal,
    });
  };
}

/** A signer's document (GET /v1/documents/user-sign/{id}?token, and its DocPath?token), by link token. */
export function signerPdfSource(documentId: string, signerToken: string): PdfSourceLoader {
  const tokenQuery = new URLSearchParams({ [SIGNER_TOKEN_PARAM]: signerToken }).toString();
  return async (signal) => {
    if (!documentId) throw new PdfSourceError(404);
    return loadPdfSource({
      recordUrl: `/v1/documents/user-sign/${encodeURIComponent(documentId)}?${tokenQuery}`,
      pdfUrl: (docPath) => signerPdfUrl(docPath, signerToken),
      fetchFrom: fetch,
      signal,
    });
  };
}
