import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The app's dialog: a centred Mantine Modal (it traps focus and closes on Escape) whose close button is named in the
 * reader's language.
 */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('Close') }} centered {...props} />;
}
