import { LANGUAGES } from '@signflow/contract/languages';
import { describe, expect, it } from 'vitest';
import { planReminderMail } from './plan-reminder-mail';

const base = {
  to: 'ada@example.com',
  plan: 'PRO' as const,
  endDate: new Date('2026-12-01T09:30:00Z'),
  packageLink: 'http://app.test/package',
};

describe('plan reminder mail', () => {
  it('names the plan, its end date and the days left, and links to the package page', () => {
    const week = planReminderMail({ ...base, language: 'en', daysLeft: 7 });
    expect(week.subject).toBe('Your Pro plan ends in 7 days');
    expect(week.text).toContain('Your Pro plan ends on 2026-12-01, in 7 days.');
    expect(week.text).toContain('http://app.test/package');
    expect(week.html).toContain('<a href="http://app.test/package">Choose a plan</a>');
    expect(planReminderMail({ ...base, language: 'en', daysLeft: 1 }).subject).toBe('Your Pro plan ends in 1 day');
  });

  it('is worded in every language, each with the plan, the date and the link', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = planReminderMail({ ...base, language, daysLeft: 7 });
      subjects.add(mail.subject);
      expect(mail.subject, language).toContain('Pro');
      expect(mail.subject, language).not.toContain('PRO');
      expect(mail.subject, language).toContain('7');
      for (const part of ['2026-12-01', 'http://app.test/package']) expect(mail.text, language).toContain(part);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it("says the plan's name in the mail's language, never its code", () => {
    const starter = { ...base, plan: 'STARTER' as const, daysLeft: 7 };
    const expected = {
      en: ['Your Starter plan ends in 7 days', 'Your Starter plan ends on 2026-12-01, in 7 days.'],
      tr: [
        'Başlangıç planınız 7 gün içinde sona eriyor',
        'Başlangıç planınız 2026-12-01 tarihinde, 7 gün sonra sona eriyor.',
      ],
      de: ['Ihr Tarif „Einsteiger“ endet in 7 Tagen', 'Ihr Tarif „Einsteiger“ endet am 2026-12-01, in 7 Tagen.'],
      fr: [
        'Votre formule Essentiel se termine dans 7 jours',
        'Votre formule Essentiel se termine le 2026-12-01, dans 7 jours.',
      ],
      es: ['Tu plan Inicial termina en 7 días', 'Tu plan Inicial termina el 2026-12-01, dentro de 7 días.'],
      id: ['Paket Pemula Anda berakhir dalam 7 hari', 'Paket Pemula Anda berakhir pada 2026-12-01, 7 hari lagi.'],
    } as const;
    for (const language of LANGUAGES) {
      const mail = planReminderMail({ ...starter, language });
      const [subject, sentence] = expected[language];
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(sentence);
      expect(`${mail.subject}${mail.text}${mail.html}`, language).not.toContain('STARTER');
    }
  });
});
