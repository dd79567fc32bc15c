/** A number written as the reader's language writes numbers: '10,000' in English, '10.000' in German. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}
