import { DEFAULT_LANGUAGE, firstKnownLanguage, type Language } from '@signflow/contract/languages';

/**
 * The language a browser asks for in its Accept-Language header ('id-ID,id;q=0.9,en;q=0.8'), among ours, the
 * most wanted first; English when it names none of ours or sends none. For pages served without an account.
 */
export function acceptedLanguage(header: string | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstKnownLanguage(wanted.map((entry) => entry.tag)) ?? DEFAULT_LANGUAGE;
}
