/** The generated PDF's download name: `{name without .pdf}-signed.pdf`. */
export function signedFileName(documentName: string): string {
  return `${documentName.replace(/\.pdf$/i, '')}-signed.pdf`;
}
