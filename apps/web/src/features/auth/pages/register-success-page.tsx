import { Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';

/** The bar rises by 10 every 300 ms up to 100, then after 1000 ms the app opens; Continue opens it at once. */
const STEP = 10;
const STEP_MS = 300;
const REDIRECT_AFTER_MS = 1000;

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const continueButton = useRef<HTMLButtonElement>(null);
  const openApp = () => navigate(WEB_ROUTES.home, { replace: true });

  // Keyboard focus starts on the one thing to do here, so Enter goes on without waiting for the bar.
  useEffect(() => continueButton.current?.focus(), []);

  useEffect(() => {
    const timer =
      progress < 100
        ? setTimeout(() => setProgress((value) => Math.min(value + STEP, 100)), STEP_MS)
        : setTimeout(() => navigate(WEB_ROUTES.home, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [progress, navigate]);

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <PageTitle>{t('Thank you for registering!')}</PageTitle>
      <Stack>
        <Title order={1} size="h2">
          {t('Thank you for registering!')}
        </Title>
        <Text c="dimmed">{t('Your account is ready. We are preparing your workspace…')}</Text>
        <Progress value={progress} size="lg" radius="xl" aria-label={t('Account setup progress')} />
        <Button ref={continueButton} onClick={openApp} fullWidth>
          {t('Continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
