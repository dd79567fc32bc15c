/** The file name the server gives in `Content-Disposition` (RFC 5987 form first), if any. */
export function fileNameOf(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/**
 * Hands a fetched answer (fetched with the owner's token, so no plain link could fetch it) to the browser as a file
 * saved under the server's name for it, else `fallbackName`.
 */
export async function saveAsFile(response: Response, fallbackName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response) ?? fallbackName;
    link.click();
  } finally {
    // Give the browser a moment to start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
