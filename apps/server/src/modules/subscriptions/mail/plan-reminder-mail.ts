import type { Language } from '@signflow/contract/languages';
import type { Plan } from '@signflow/contract/plans';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/**
 * A paid plan's reminder, 7 days or 1 day before it ends (docs/domain.md#plans-and-subscriptions): the plan's name in
 * the mail's language, its end date ('yyyy-MM-dd', UTC, as the planExpired message writes it), the days left, and
 * the package page.
 */
export function planReminderMail(options: {
  to: string;
  language: Language;
  plan: Plan;
  endDate: Date;
  daysLeft: number;
  /** absoluteLink(APP_URL, WEB_ROUTES.package) */
  packageLink: string;
}): QueuedMail {
  const { mail, plans } = wordsOf(options.language);
  const words = mail.planReminder;
  const endDate = options.endDate.toISOString().slice(0, 10);
  const plan = plans[options.plan];
  return {
    to: options.to,
    subject: words.subject(plan, options.daysLeft),
    ...mailBody({
      before: [words.ends(plan, endDate, options.daysLeft), words.renew],
      link: { url: options.packageLink, label: words.action },
      after: [words.afterwards],
    }),
  };
}
