import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The foot of a form: Cancel, back to `cancelTo`, and Save, which submits it. */
export function FormActions({ cancelTo, saving }: { cancelTo: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={cancelTo}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('Save')}
      </Button>
    </Group>
  );
}
