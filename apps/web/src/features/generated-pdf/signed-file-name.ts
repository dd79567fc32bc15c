const baseName = (documentName: string) => documentName.replace(/\.pdf$/i, '');

/** The sealed PDF's download name: `{name without .pdf}-signed.pdf`. */
export function signedFileName(documentName: string): string {
  return `${baseName(documentName)}-signed.pdf`;
}

/** A preview's download name, `{name without .pdf}-preview.pdf`: never mistaken for the signed file. */
export function previewFileName(documentName: string): string {
  return `${baseName(documentName)}-preview.pdf`;
}
