import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { ResendVerificationButton } from '../../../components/resend-verification-button';
import { translateText } from '../../../i18n';
import { selectIsLoggedIn } from '../../../session/auth-slice';
import { useAppSelector } from '../../../store/hooks';
import { useVerifyEmailLink, type VerifyEmailOutcome } from '../hooks/use-verify-email-link';

const TITLES = {
  pending: 'Verifying your e-mail address…',
  failed: 'The link did not work',
  unreachable: 'The link could not be checked',
} as const satisfies Record<Exclude<VerifyEmailOutcome['state'], 'verified'>, string>;

/** The page of the link mailed at registration, /verify-email?token=…: public, since it may open on any device. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { outcome, retry } = useVerifyEmailLink(searchParams.get('token'));
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // Verified, the server's answer (verified, or already verified) is the heading, said once.
  const title = outcome.state === 'verified' ? translateText(outcome.message) : t(TITLES[outcome.state]);

  return (
    <FormCard title={title}>
      {outcome.state === 'pending' && (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden />
          <Text>{t('Loading…')}</Text>
        </Group>
      )}
      {outcome.state === 'verified' && (
        <Stack align="flex-start">
          <Text role="status">{t('You can now send documents for signing.')}</Text>
          <Button component={Link} to={isLoggedIn ? WEB_ROUTES.home : WEB_ROUTES.login}>
            {isLoggedIn ? t('Go to Documents') : t('Sign in')}
          </Button>
        </Stack>
      )}
      {outcome.state === 'unreachable' && (
        <Stack align="flex-start">
          <Text role="alert">{t('Check your connection and try again.')}</Text>
          <Button onClick={retry}>{t('Try again')}</Button>
        </Stack>
      )}
      {outcome.state === 'failed' && (
        <Stack align="flex-start">
          <Text role="alert">{translateText(...outcome.message)}</Text>
          {isLoggedIn ? (
            <>
              <Text>{t('Send yourself a new link, then open it from your latest e-mail.')}</Text>
              <Group gap="sm">
                <ResendVerificationButton />
                <Button component={Link} to={WEB_ROUTES.home} variant="default">
                  {t('Go to Documents')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text>{t('Sign in to send yourself a new link.')}</Text>
              <Button component={Link} to={WEB_ROUTES.login}>
                {t('Sign in')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </FormCard>
  );
}
