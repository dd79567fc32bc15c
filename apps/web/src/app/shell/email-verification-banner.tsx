import { useTranslation } from 'react-i18next';
import { useGetProfileQuery } from '../../api/session-api';
import { ResendVerificationButton } from '../../components/resend-verification-button';
import { ShellBanner } from './shell-banner';

/** Until the owner opens the link mailed at registration: what it is for, where it went, and a new one. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  // Reloaded when the window regains focus, as the link is usually opened in another tab or on a phone.
  const account = useGetProfileQuery(undefined, { refetchOnFocus: true }).data?.account;
  if (!account || account.emailVerified) return null;
  return (
    <ShellBanner
      color="yellow"
      label={t('Verify your e-mail address')}
      action={<ResendVerificationButton size="xs" variant="light" />}
    >
      {t(
        'Verify your e-mail address: open the link we sent to {{email}}. Until then you cannot send documents for signing.',
        { email: account.email },
      )}
    </ShellBanner>
  );
}
