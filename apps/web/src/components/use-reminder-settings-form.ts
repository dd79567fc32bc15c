import type { ReminderSettings } from '@signflow/contract/sender-controls';
import { type FormEvent, useCallback, useState } from 'react';
import { type ActionFailure, actionFailureOf } from './action-error';
import { type ReminderErrors, reminderErrorsOf } from './reminder-settings';
import { notify } from './toast';

/**
 * A form of automatic reminders (a document's, the account's default): its settings, what is wrong with them by
 * field, and Save, which sends them once they are right and says the answer, or why it failed under the form.
 */
export function useReminderSettingsForm(
  initial: ReminderSettings,
  save: (settings: ReminderSettings) => Promise<{ message: string }>,
  onSaved?: () => void,
) {
  const [value, setValue] = useState<ReminderSettings>(initial);
  const [errors, setErrors] = useState<ReminderErrors>({});
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reminderErrorsOf(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const answer = await save(value);
      notify.success(answer.message);
      onSaved?.();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  /** Starts again from `settings`, with nothing said against them. */
  const reset = useCallback((settings: ReminderSettings) => {
    setValue(settings);
    setErrors({});
    setFailure(null);
  }, []);

  return { value, setValue, errors, failure, submit, reset };
}
