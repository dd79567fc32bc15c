import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeDialog } from '../../../components/notice-dialog';

/** Close with fields not yet saved: they would be lost, so the editor asks first; staying is the default. */
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

/** The PDF could not be opened: nothing to edit, only the way back (to Documents, or Templates: `leaveLabel`). */
export function OpenFailedDialog({
  opened,
  onLeave,
  leaveLabel,
}: {
  opened: boolean;
  onLeave: () => void;
  leaveLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      opened={opened}
      title={t('Error Opening Document')}
      message={t('There was an error when opening the document')}
      actionLabel={leaveLabel}
      onAction={onLeave}
    />
  );
}
