import { LANGUAGES } from '@signflow/contract/languages';
import { PLAN_NAMES, PLANS } from '@signflow/contract/plans';
import { wordsOf } from '@signflow/contract/words';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from './translations';

describe('plan names', () => {
  it("the server's mails name each plan as the interface does, in every language", () => {
    for (const language of LANGUAGES) {
      for (const plan of PLANS) {
        const shown =
          language === 'en' ? PLAN_NAMES[plan] : (TRANSLATIONS[language] as Record<string, string>)[PLAN_NAMES[plan]];
        expect(wordsOf(language).plans[plan], `${language} ${plan}`).toBe(shown);
      }
    }
  });
});
