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

/** Cancel with fields not yet saved: they would be lost, so the editor asks first; staying is the default. */
export function DiscardChangesDialog(props: { opened: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      title={t('Discard unsaved fields?')}
      message={t('Your changes to the fields are not saved. Leave the editor and lose them?')}
      confirmLabel={t('Discard changes')}
      cancelLabel={t('Keep editing')}
    />
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
