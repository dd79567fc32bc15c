function formatIso(isoDate: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** A date of the API (ISO 8601) as the reader of `language` writes it, e.g. "7 June 2025" or "7 Haziran 2025". */
export function formatDate(isoDate: string, language: string): string {
  return formatIso(isoDate, language, { dateStyle: 'long' });
}

/**
 * A moment of the API (ISO 8601) in the reader's time zone, to the second, as the reader of `language` writes
 * it, e.g. "7 Jun 2025, 14:05:09": an audit trail orders events that happen seconds apart.
 */
export function formatDateTime(isoDate: string, language: string): string {
  return formatIso(isoDate, language, { dateStyle: 'medium', timeStyle: 'medium' });
}
