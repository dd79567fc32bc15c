import {
  DEFAULT_LANGUAGE,
  firstKnownLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@signflow/contract/languages';
import { isPlan, PLAN_NAMES } from '@signflow/contract/plans';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withFiguresWritten } from './format-number';
import { textKey } from './text-keys';
import { TRANSLATIONS } from './translations';

/** Where the interface language is kept between visits. */
const STORAGE_KEY = 'language';

/**
 * The language a visit starts in: the one kept in this browser, else the first of the browser's languages that is
 * one of ours (an Indonesian browser gets Indonesian on its first visit), else English. Not kept: only a choice
 * the reader made sticks, and a signed-in account's language replaces it (shell, sign-in).
 */
function startingLanguage(): Language {
  return keptLanguage() ?? firstKnownLanguage(navigator.languages ?? []) ?? DEFAULT_LANGUAGE;
}

/** Starts i18next in the starting language; call before the first render. */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(TRANSLATIONS).map(([language, translation]) => [language, { translation }]),
    ),
    lng: startingLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // The English text is the key: it may hold '.' and ':' (ARCHITECTURE.md).
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
}

/** Shows the interface in `language` and keeps the choice for the next visit; unknown codes are ignored. */
export async function switchLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked (a signing page in another site's frame, private mode): the choice lasts until the tab closes.
  }
  await i18n.changeLanguage(language);
}

/** The language kept in this browser: chosen with the switcher, or the account's of whoever signed in here. */
export function keptLanguage(): Language | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (a signing page in another site's frame, where browsers may refuse it): nothing kept.
  }
  return isLanguage(stored) ? stored : null;
}

/** Shows the interface in `language` for now, without keeping it: not a choice the reader made. */
export async function showLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Translates a text that arrives at run time (a server message, a validation message). A text that is no key
 * but a key's template filled in ('Must be 254 characters or less') is translated by that template with the
 * values read back from it; a text without a translation is shown as it is. A plan among the values is the API's
 * code (TRIAL): it is named in the language of the moment, so a message kept on screen follows a change of language.
 */
export function translateText(text: string, params?: Record<string, string | number>): string {
  // Such a text has no static key for i18next's typed t() to check, so it is looked up untyped.
  const lookUp = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
  if (params) {
    const { plan } = params;
    const values = withFiguresWritten(params, currentLanguage());
    return lookUp(text, isPlan(plan) ? { ...values, plan: lookUp(PLAN_NAMES[plan]) } : values);
  }
  const found = textKey(text);
  return found ? lookUp(found.key, found.values && withFiguresWritten(found.values, currentLanguage())) : text;
}
