/**
 * A preview's download name, `{name without .pdf}-preview.pdf`: never mistaken for the sealed file
 * (`sealedFileName`, `{name without .pdf}-signed.pdf`).
 */
export function previewFileName(documentName: string): string {
  return `${documentName.replace(/\.pdf$/i, '')}-preview.pdf`;
}
