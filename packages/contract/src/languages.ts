import { z } from 'zod';

/** Interface languages; English is the default. */
export const LANGUAGES = ['en', 'tr', 'de', 'fr', 'es', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  tr: 'Türkçe',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  id: 'Bahasa Indonesia',
};

export const languageField = z.enum(LANGUAGES, { error: 'Unsupported language' });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `tags` that is one of ours, by its base language (`de-AT` is `de`), or null: `tags` are BCP 47
 * tags, most wanted first (`navigator.languages`, a parsed Accept-Language).
 */
export function firstKnownLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}
