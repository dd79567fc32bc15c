import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/format-number';

/** How many of the signer's fields are done, as the bar and the finish step say it: '3 of 1,000 fields completed'. */
export function useProgressText(progress: { completed: number; total: number }): string {
  const { t, i18n } = useTranslation();
  return t('{{completed}} of {{total}} fields completed', {
    completed: formatCount(progress.completed, i18n.language),
    total: formatCount(progress.total, i18n.language),
  });
}
