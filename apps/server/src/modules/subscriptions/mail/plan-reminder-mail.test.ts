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
    expect(week.subject).toBe('Your PRO plan ends in 7 days');
    expect(week.text).toContain('Your PRO plan ends on 2026-12-01, in 7 days.');
    expect(week.text).toContain('http://app.test/package');
    expect(week.html).toContain('<a href="http://app.test/package">Choose a plan</a>');
    expect(planReminderMail({ ...base, language: 'en', daysLeft: 1 }).subject).toBe('Your PRO plan ends in 1 day');
  });

  it('is worded in every language, each with the plan, the date and the link', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = planReminderMail({ ...base, language, daysLeft: 7 });
      subjects.add(mail.subject);
      expect(mail.subject, language).toContain('PRO');
      expect(mail.subject, language).toContain('7');
      for (const part of ['2026-12-01', 'http://app.test/package']) expect(mail.text, language).toContain(part);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });
});
