import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeDialog } from '../../../components/notice-dialog';

/** Asks before a field is removed from the editor (it leaves the server at the next Save). */
export function DeleteFieldDialog(props: { opened: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog {...props} title={t('Delete field')} message={t('Delete this field?')} confirmLabel={t('Delete')} />
  );
}

/** After a save: stay and go on editing, or go back to Documents. */
export function SavedDialog({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('Document updated successfully')}
      closeButtonProps={{ 'aria-label': t('Close') }}
      centered
    >
      <Text mb="lg">{t('Go back to Documents?')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          {t('Stay here')}
        </Button>
        <Button onClick={onLeave}>{t('Continue')}</Button>
      </Group>
    </Modal>
  );
}

/** The PDF could not be opened: nothing to edit, only the way back to Documents. */
export function OpenFailedDialog({ opened, onLeave }: { opened: boolean; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      opened={opened}
      title={t('Error Opening Document')}
      message={t('There was an error when opening the document')}
      actionLabel={t('Back to Documents')}
      onAction={onLeave}
    />
  );
}
