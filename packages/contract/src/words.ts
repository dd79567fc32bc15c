import type { Language } from './languages';
import { words as de } from './words/de';
import { words as en } from './words/en';
import { words as es } from './words/es';
import { words as fr } from './words/fr';
import { words as id } from './words/id';
import { words as tr } from './words/tr';
import type { Words } from './words/types';

/** Every language's catalogue: a language without one fails the typecheck. */
const CATALOGUE: Record<Language, Words> = { en, tr, de, fr, es, id };

/** The server's words in `language`: `wordsOf(language).mail.invitation.subject(document)`. */
export function wordsOf(language: Language): Words {
  return CATALOGUE[language];
}

export type * from './words/types';
