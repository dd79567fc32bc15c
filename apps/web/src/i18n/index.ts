import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@signflow/contract/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { tr } from './tr';

/** Where the interface language is kept between visits. */
const STORAGE_KEY = 'language';

function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Starts i18next in the language kept from the last visit (English by default); call before the first render. */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n.use(initReactI18next).init({
    // All five ship together (≈ 3.5 kB gzipped each): a switch then takes effect at once, with no fetch that
    // could fail or leave the page half in the old language.
    resources: {
      en: { translation: en },
      tr: { translation: tr },
      de: { translation: de },
      fr: { translation: fr },
      es: { translation: es },
    },
    lng: storedLanguage(),
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
  localStorage.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

/** The language kept in this browser: chosen with the switcher, or the account's of whoever signed in here. */
export function keptLanguage(): Language | null {
  const stored = localStorage.getItem(STORAGE_KEY);
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
 * Translates a text that arrives at run time (a server message, a validation message); a text without a
 * translation is shown as it is.
 */
export function translateText(text: string, params?: Record<string, string | number>): string {
  // Such a text has no static key for i18next's typed t() to check, so it is looked up untyped.
  const lookUp = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
  return lookUp(text, params);
}
