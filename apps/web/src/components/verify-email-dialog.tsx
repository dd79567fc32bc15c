import { Button, Group, Stack, Text } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../api/api-error';
import { useGetProfileQuery } from '../api/session-api';
import { Dialog } from './dialog';
import { ResendVerificationButton } from './resend-verification-button';

/** Whether a failed call was refused because the owner's e-mail address is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  const apiError = readApiError(error);
  return apiError?.code === 403 && apiError.message === API_MESSAGES.emailNotVerified;
}

/**
 * What Invite Sign says when the owner's address is not verified yet: where the link went, and a new one
 * (focused, as it is what the owner came for). It opens as Invite Sign's own dialog closes, which hands the
 * focus back to the page a moment later, and the element focused before it is gone: so the focus is put on
 * Resend once the dialog has appeared, and `onClose` returns it to whatever opened the dialog.
 */
export function VerifyEmailDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useGetProfileQuery().data?.account.email ?? '';
  const resend = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('Verify your e-mail address')}
      returnFocus={false}
      onEnterTransitionEnd={() => resend.current?.focus()}
    >
      <Stack gap="sm" mb="lg">
        {/* A long address breaks anywhere rather than leave a phone's screen. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('We sent a link to {{email}}. Open it, then press Invite Sign again.', { email })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('No e-mail? Look in your spam folder, or send yourself a new link.')}
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('Close')}
        </Button>
        <ResendVerificationButton ref={resend} data-autofocus />
      </Group>
    </Dialog>
  );
}
