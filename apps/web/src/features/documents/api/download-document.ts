import type { DocumentSummary } from '../../../api/document-types';
import type { SessionFetch } from '../../../api/session-auth';

/** The file name the server gives in `Content-Disposition` (RFC 5987 form first), if any. */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

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
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response) ?? document.name;
    link.click();
  } finally {
    // Give the browser a moment to start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
