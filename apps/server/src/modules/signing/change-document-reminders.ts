import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type DocumentRemindersResponse,
  type ReminderSettings,
  remindersOff,
} from '@signflow/contract/sender-controls';
import { conflict } from '../../http/app-error';
import { recordOwnerEvent } from '../audit/record-event';
import { lockOwnedDocument, type OwnedDocumentOptions } from '../documents/document-store';
import { toDocumentReminders } from './document-reminders';
import { daysAfter, findSchedule, saveReminderSchedule } from './reminder-schedule-repo';

/**
 * PUT /v1/documents/{id}/reminders: a Sent document's automatic reminders, counted from now (the first after
 * `afterDays` when none went yet, else the next after `everyDays`); reminders already sent count toward `maxCount`.
 */
export async function changeDocumentReminders(
  options: OwnedDocumentOptions & { settings: ReminderSettings },
): Promise<DocumentRemindersResponse> {
  const { db, owner, documentId, settings } = options;
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
