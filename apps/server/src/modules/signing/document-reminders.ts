import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type DocumentReminders,
  type DocumentRemindersResponse,
  type ReminderSettings,
  remindersOff,
} from '@signflow/contract/sender-controls';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { recordOwnerEvent } from '../audit/record-event';
import { lockOwnedDocument } from '../documents/document-store';
import { daysAfter, findSchedule, type ReminderScheduleRow, saveReminderSchedule } from './reminder-schedule-repo';

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

/**
 * PUT /v1/documents/{id}/reminders: a Sent document's automatic reminders, counted from now (the first after
 * `afterDays` when none went yet, else the next after `everyDays`); reminders already sent count toward `maxCount`.
 */
export async function changeDocumentReminders(
  db: Db,
  owner: OwnerRequest,
  documentId: string,
  settings: ReminderSettings,
): Promise<DocumentRemindersResponse> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.documentNotSent);
    const sentCount = (await findSchedule(tx, documentId))?.sentCount ?? 0;
    const nextAt =
      remindersOff(settings) || sentCount >= settings.maxCount
        ? null
        : daysAfter(now, sentCount === 0 ? settings.afterDays : settings.everyDays);
    const row = await saveReminderSchedule(tx, documentId, settings, { nextAt, sentCount });
    await recordOwnerEvent(tx, owner.accountId, {
      documentId,
      type: 'reminders_changed',
      origin: owner.origin,
      details: {
        afterDays: String(settings.afterDays),
        everyDays: String(settings.everyDays),
        maxCount: String(settings.maxCount),
      },
    });
    return { message: API_MESSAGES.remindersSaved, reminders: toDocumentReminders(row) };
  });
}
