import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionError, type ActionFailure } from './action-error';

/**
 * The foot of a form: Cancel, back to `cancelTo`, and Save, which submits it; why the last Save failed is said under
 * them (with Upgrade when a plan refused it) until the next try.
 */
export function FormActions({
  cancelTo,
  saving,
  failure,
}: {
  cancelTo: string;
  saving: boolean;
  failure?: ActionFailure | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={cancelTo}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('Save')}
        </Button>
      </Group>
      <ActionError failure={failure} />
    </Stack>
  );
}
