import type { Language } from '@signflow/contract/languages';
import { de } from './de';
import { en, type Translations } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { tr } from './tr';

/**
 * Every language's interface texts, all shipped together (≈ 3.5 kB gzipped each): a switch takes effect at once,
 * with no fetch that could fail or leave the page half in the old language. A language of `LANGUAGES` without
 * its file fails the typecheck.
 */
export const TRANSLATIONS: Record<Language, Translations> = { en, tr, de, fr, es, id };
