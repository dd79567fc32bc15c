/** A first check of a chosen file, before anything is sent: the server checks the content itself. */
export function looksLikePdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}
