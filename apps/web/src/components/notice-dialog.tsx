import { Button, Group, Modal, Text } from '@mantine/core';

interface NoticeDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The one way on, e.g. back to Documents. */
  actionLabel: string;
  onAction: () => void;
}

/** A dialog that cannot be dismissed, only left by its one action (a PDF that will not open, 'Signing already complete'). */
export function NoticeDialog({ opened, title, message, actionLabel, onAction }: NoticeDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={title}
      centered
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button onClick={onAction}>{actionLabel}</Button>
      </Group>
    </Modal>
  );
}
