import { LANGUAGES } from '@signflow/contract/languages';
import { PLAN_NAMES_BY_LANGUAGE } from '@signflow/contract/plan-names';
import { PLAN_NAMES, PLANS } from '@signflow/contract/plans';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { tr } from './tr';

const TRANSLATIONS = { en, tr, de, fr, es } as Record<string, Record<string, string>>;

describe('plan names', () => {
  it("the server's mails name each plan as the interface does, in every language", () => {
    for (const language of LANGUAGES) {
      for (const plan of PLANS) {
        const shown = language === 'en' ? PLAN_NAMES[plan] : TRANSLATIONS[language]?.[PLAN_NAMES[plan]];
        expect(PLAN_NAMES_BY_LANGUAGE[language][plan], `${language} ${plan}`).toBe(shown);
      }
    }
  });
});
