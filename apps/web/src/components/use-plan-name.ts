import { PLAN_NAMES, type Plan } from '@signflow/contract/plans';
import { useTranslation } from 'react-i18next';

/** A plan's name in the reader's language: the codes (TRIAL, STARTER…) are the API's, not words to show. */
export function usePlanName() {
  const { t } = useTranslation();
  return (plan: Plan): string => t(PLAN_NAMES[plan]);
}
