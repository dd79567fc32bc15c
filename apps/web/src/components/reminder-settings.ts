import { type ReminderSettings, reminderSettingsSchema } from '@signflow/contract/sender-controls';

export type ReminderErrors = Partial<Record<keyof ReminderSettings, string>>;

/** The contract's messages for what is wrong with the reminders, by field; empty when they may be sent. */
export function reminderErrorsOf(settings: ReminderSettings): ReminderErrors {
  const checked = reminderSettingsSchema.safeParse(settings);
  const errors: ReminderErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as keyof ReminderSettings | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
