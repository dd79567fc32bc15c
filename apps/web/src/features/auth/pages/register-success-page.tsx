import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';

/** What the register page hands this page: the address the verification mail went to. */
export interface RegisterSuccessState {
  email: string;
}

function mailedAddress(state: unknown): string | null {
  const email = (state as Partial<RegisterSuccessState> | null)?.email;
  return typeof email === 'string' && email ? email : null;
}

/**
 * After registering: the account is ready, and a verification mail is on its way (to the address given, when the
 * page knows it; a reload forgets it). Continue opens the app; nothing moves on by itself.
 */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = mailedAddress(useLocation().state);
  const continueButton = useRef<HTMLButtonElement>(null);

  // Keyboard focus starts on the one thing to do here.
  useEffect(() => continueButton.current?.focus(), []);

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <PageTitle>{t('Thank you for registering!')}</PageTitle>
      <Stack>
        <Title order={1} size="h2">
          {t('Thank you for registering!')}
        </Title>
        <Text>
          {email
            ? t(
                'Your account is ready. We sent a verification e-mail to {{email}}: open its link to confirm your address.',
                {
                  email,
                },
              )
            : t('Your account is ready. We sent you a verification e-mail: open its link to confirm your address.')}
        </Text>
        <Button ref={continueButton} onClick={() => navigate(WEB_ROUTES.home, { replace: true })} fullWidth>
          {t('Continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
