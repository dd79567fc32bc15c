/** A date of the API (ISO 8601) as the reader of `language` writes it, e.g. "7 June 2025" or "7 Haziran 2025". */
export function formatDate(isoDate: string, language: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
