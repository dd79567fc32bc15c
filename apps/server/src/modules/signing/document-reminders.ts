import { type DocumentReminders, type ReminderSettings, remindersOff } from '@signflow/contract/sender-controls';
import type { DbOrTx } from '../../db/client';
import { daysAfter, type ReminderScheduleRow, saveReminderSchedule } from './reminder-schedule-repo';

/** A document's schedule as the API answers it. */
export function toDocumentReminders(row: ReminderScheduleRow): DocumentReminders {
  return {
    afterDays: row.afterDays,
    everyDays: row.everyDays,
    maxCount: row.maxCount,
    nextAt: row.nextAt?.toISOString() ?? null,
    sentCount: row.sentCount,
  };
}

/** Invite Sign starts the document's schedule: the first reminder `afterDays` from now, or none when off. */
export async function startReminderSchedule(tx: DbOrTx, documentId: string, settings: ReminderSettings, now: Date) {
  const nextAt = remindersOff(settings) ? null : daysAfter(now, settings.afterDays);
  await saveReminderSchedule(tx, documentId, settings, { nextAt, sentCount: 0 });
}
