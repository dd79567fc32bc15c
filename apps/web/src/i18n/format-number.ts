/** A number written as the reader's language writes numbers: '10,000' in English, '10.000' in German. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** A whole number given as text ('1500'), written as `language` writes numbers; any other text as it is. */
export function formatFigureText(value: string, language: string): string {
  return /^\d+$/.test(value) ? formatCount(Number(value), language) : value;
}

/**
 * The values of the API's messages that are figures (limits, durations, line numbers), not names people chose: a
 * role named '2024' stays as it is.
 */
export const FIGURE_VALUES: ReadonlySet<string> = new Set([
  'limit',
  'max',
  'min',
  'ms',
  'seconds',
  'minutes',
  'hours',
  'days',
  'digits',
  'number',
  'line',
  'page',
  'position',
]);

/** A message's values with each figure written as `language` writes numbers ('10000' is '10.000' in German). */
export function withFiguresWritten(
  values: Record<string, string | number>,
  language: string,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) =>
      FIGURE_VALUES.has(name) ? [name, formatFigureText(String(value), language)] : [name, value],
    ),
  );
}
