import { Button, Group, Stack } from '@mantine/core';
import type { ReminderSettings } from '@signflow/contract/sender-controls';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { ReminderSettingsFields } from '../../../components/reminder-settings-fields';
import { SettingsSection } from '../../../components/settings-section';
import { useReminderSettingsForm } from '../../../components/use-reminder-settings-form';
import { useUpdateReminderDefaultMutation } from '../api/profile-api';

/** The account's default automatic reminders: what Invite Sign offers first for every new document. */
export function ReminderDefaultForm({ reminders }: { reminders: ReminderSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useUpdateReminderDefaultMutation();
  const { value, setValue, errors, failure, submit } = useReminderSettingsForm(reminders, (settings) =>
    save(settings).unwrap(),
  );
  useEffect(() => setValue(reminders), [reminders, setValue]);
  const changed =
    value.afterDays !== reminders.afterDays ||
    value.everyDays !== reminders.everyDays ||
    value.maxCount !== reminders.maxCount;

  return (
    <SettingsSection
      title={t('Automatic reminders')}
      description={t(
        'Invite Sign suggests these for each new document; you can change them there for a single document.',
      )}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ReminderSettingsFields value={value} onChange={setValue} errors={errors} disabled={isLoading} />
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading} disabled={!changed}>
              {t('Save reminders')}
            </Button>
          </Group>
          <ActionError failure={failure} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
