import { firstKnownLanguage, type Language } from '@signflow/contract/languages';

/**
 * The language of a signer's pages (docs/domain.md#signers-and-their-links): a language kept in this browser (the
 * switcher's choice) wins; else the first of the browser's languages that is one of ours (`de-AT` counts as `de`);
 * else the language of their invitation, the owner's; null while none is known.
 */
export function signerLanguage(options: {
  kept: Language | null;
  browser: readonly string[];
  invitation: Language | null | undefined;
}): Language | null {
  if (options.kept) return options.kept;
  return firstKnownLanguage(options.browser) ?? options.invitation ?? null;
}
