import {
  ANNUAL_BONUS_MONTHS,
  ANNUAL_PAID_MONTHS,
  ANNUAL_TERM,
  type Billing,
  type BillingDetail,
  type BillingTerm,
} from '@signflow/contract/billing';
import { useTranslation } from 'react-i18next';
import { translateText } from '../i18n';
import { usePlanName } from './use-plan-name';

/** The words of billings in the reader's language: terms and descriptions come from `plan` and `term`. */
export function useBillingWords() {
  const { t } = useTranslation();
  const planName = usePlanName();

  const termLabel = (term: BillingTerm): string => {
    if (term === ANNUAL_TERM) {
      return t('Annually ({{paid}} months + {{bonus}} bonus months)', {
        paid: String(ANNUAL_PAID_MONTHS),
        bonus: String(ANNUAL_BONUS_MONTHS),
      });
    }
    if (term === 1) return t('{{months}} month', { months: String(term) });
    return t('{{months}} months', { months: String(term) });
  };

  const description = (billing: Pick<Billing, 'plan' | 'term'>): string =>
    t('{{plan}} plan, {{term}}', { plan: planName(billing.plan), term: termLabel(billing.term) });

  /**
   * The first line is the plan and the months charged (the annual term's paid months, its bonus months being the next
   * line, as the invoice PDF reads); further lines by their own text.
   */
  const lineDescription = (billing: Billing, line: BillingDetail): string => {
    if (line.serialNo !== 1) return translateText(line.description);
    if (billing.term !== ANNUAL_TERM) return description(billing);
    return t('{{plan}} plan, {{term}}', {
      plan: planName(billing.plan),
      term: t('{{months}} months', { months: String(ANNUAL_PAID_MONTHS) }),
    });
  };

  const statusLabel = (status: Billing['status']): string =>
    status === 'paid' ? t('Paid') : status === 'expired' ? t('Expired') : t('Pending');

  return { termLabel, description, lineDescription, statusLabel };
}
