import { Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure } from './action-error';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that changes nothing (default: Cancel). */
  cancelLabel?: string;
  busy?: boolean;
  /** A confirm that destroys something is red; any other (e.g. sending) is the primary colour. */
  destructive?: boolean;
  /** Why the last confirm failed: said under the buttons, the dialog staying open for another try. */
  failure?: ActionFailure | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before doing something that cannot be undone; Mantine's Modal traps focus and closes on Escape. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  destructive = true,
  failure,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus={cancelLabel ? true : undefined}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
      {failure && (
        <Box mt="md">
          <ActionError failure={failure} />
        </Box>
      )}
    </Dialog>
  );
}
