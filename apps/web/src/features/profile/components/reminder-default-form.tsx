import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReminderSettings } from '@signflow/contract/sender-controls';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { type ReminderErrors, reminderErrorsOf } from '../../../components/reminder-settings';
import { ReminderSettingsFields } from '../../../components/reminder-settings-fields';
import { notify } from '../../../components/toast';
import { useUpdateReminderDefaultMutation } from '../api/profile-api';

/** The account's default automatic reminders: what Invite Sign offers first for every new document. */
export function ReminderDefaultForm({ reminders }: { reminders: ReminderSettings }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [value, setValue] = useState(reminders);
  const [errors, setErrors] = useState<ReminderErrors>({});
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [save, { isLoading }] = useUpdateReminderDefaultMutation();
  useEffect(() => setValue(reminders), [reminders]);
  const changed =
    value.afterDays !== reminders.afterDays ||
    value.everyDays !== reminders.everyDays ||
    value.maxCount !== reminders.maxCount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reminderErrorsOf(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const answer = await save(value).unwrap();
      notify.success(answer.message);
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" maw={720} component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('Automatic reminders')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('Invite Sign suggests these for each new document; you can change them there for a single document.')}
          </Text>
          <ReminderSettingsFields value={value} onChange={setValue} errors={errors} disabled={isLoading} />
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading} disabled={!changed}>
              {t('Save reminders')}
            </Button>
          </Group>
          <ActionError failure={failure} />
        </Stack>
      </form>
    </Paper>
  );
}
