import type { FieldType } from '@signflow/contract/documents';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en';

/** The editor's tools, and the name each kind of field goes by on every screen. */
export const FIELD_TYPE_LABELS = {
  draw: 'Signature Field',
  file: 'Upload Image',
  initials: 'Initials',
  name: 'Full name',
  date: 'Date signed',
  text: 'Text',
  checkbox: 'Checkbox',
} as const satisfies Record<FieldType, MessageKey>;

/** How a field is named to a screen reader: its kind and its signer, e.g. 'Signature Field field of Amy'. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return useCallback(
    (type: FieldType, signerName: string) =>
      t('{{type}} field of {{name}}', { type: t(FIELD_TYPE_LABELS[type]), name: signerName }),
    [t],
  );
}
