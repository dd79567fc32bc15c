import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResendVerificationButton } from '../../features/auth/components/resend-verification-button';
import { useGetProfileQuery } from '../api/session-api';

/** Until the owner opens the link mailed at registration: what it is for, where it went, and a new one. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const account = useGetProfileQuery().data?.account;
  if (!account || account.emailVerified) return null;
  return (
    <Paper
      component="section"
      aria-label={t('Verify your e-mail address')}
      withBorder
      radius="md"
      px="md"
      py="sm"
      mb="lg"
      bg="yellow.0"
      style={{ borderColor: 'var(--mantine-color-yellow-3)' }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" style={{ flex: '1 1 20rem', overflowWrap: 'anywhere' }}>
          {t(
            'Verify your e-mail address: open the link we sent to {{email}}. Until then you cannot send documents for signing.',
            {
              email: account.email,
            },
          )}
        </Text>
        <ResendVerificationButton size="xs" variant="light" />
      </Group>
    </Paper>
  );
}
