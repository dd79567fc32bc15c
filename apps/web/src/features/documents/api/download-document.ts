import type { DocumentSummary } from '../../../api/document-types';
import { saveAsFile } from '../../../api/save-download';
import type { SessionFetch } from '../../../api/session-auth';

/** A download that failed, with the server's message (e.g. the seal is still being made), or 'Failed'. */
class DownloadError extends Error {}

/** The message to show for a failed download, in English: the toast translates it. */
export function downloadFailureText(error: unknown): string {
  return error instanceof DownloadError ? error.message : 'Failed';
}

/**
 * GET /v1/documents/{id}/download with the owner's token: the sealed PDF of a Completed document, the latest
 * PDF otherwise, handed to the browser as a file under the server's name for it.
 */
export async function downloadDocument(
  document: Pick<DocumentSummary, 'id' | 'name'>,
  fetchAsOwner: SessionFetch,
): Promise<void> {
  const response = await fetchAsOwner(`/v1/documents/${document.id}/download`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DownloadError(body?.message ?? 'Failed');
  }
  await saveAsFile(response, document.name);
}
