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

/**
 * A billing's moment as 'dd LLL yyyy HH:mm' (e.g. "07 Jun 2025 14:05"), in the reader's time zone, with the
 * month's short name in the reader's language.
 */
export function formatBillingDate(isoDate: string, language: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const parts = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  // Some languages end a short month with a dot ("juin" / "Haz"); the pattern wants the name alone.
  const month = part('month').replace(/\.$/, '');
  return `${part('day')} ${month} ${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Whole days from `now` until an ISO moment, counting a started day; 0 once it has passed. */
export function daysUntil(isoDate: string, now: Date = new Date()): number {
  const end = new Date(isoDate).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / 86_400_000));
}
