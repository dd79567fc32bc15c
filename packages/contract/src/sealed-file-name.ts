/**
 * The name a Completed document's sealed PDF goes by, downloaded (by the owner, by a signer, from the web app) or
 * attached to its mail: the document's name without its `.pdf`, marked signed.
 */
export function sealedFileName(documentName: string): string {
  return `${documentName.replace(/\.pdf$/i, '')}-signed.pdf`;
}
