import type { DocumentSummary } from '@signflow/contract/documents';

/** Fetches the document's PDF with the owner's token (DocPath needs it) and hands it to the browser as a file. */
export async function downloadDocument(document: DocumentSummary, token: string | null): Promise<void> {
  const response = await fetch(document.DocPath, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.DocName;
    link.click();
  } finally {
    // Give the browser a moment to start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
