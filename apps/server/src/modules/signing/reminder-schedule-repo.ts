import type { ReminderSettings } from '@signflow/contract/sender-controls';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reminderSchedules } from '../../db/schema';

export type ReminderScheduleRow = typeof reminderSchedules.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Sets a document's reminders (a new invitation, or the owner's change), the next one due at `nextAt`. */
export async function saveReminderSchedule(
  db: DbOrTx,
  documentId: string,
  settings: ReminderSettings,
  schedule: { nextAt: Date | null; sentCount: number },
): Promise<ReminderScheduleRow> {
  const values = { ...settings, ...schedule, updatedAt: new Date() };
  const [row] = await db
    .insert(reminderSchedules)
    .values({ documentId, ...values })
    .onConflictDoUpdate({ target: reminderSchedules.documentId, set: values })
    .returning();
  if (!row) throw new Error('reminder schedule upsert returned nothing');
  return row;
}

export async function findSchedule(db: DbOrTx, documentId: string): Promise<ReminderScheduleRow | null> {
  const [row] = await db.select().from(reminderSchedules).where(eq(reminderSchedules.documentId, documentId));
  return row ?? null;
}

/** Signing ended: nothing more is due. */
export async function stopSchedule(db: DbOrTx, documentId: string): Promise<void> {
  await db
    .update(reminderSchedules)
    .set({ nextAt: null, updatedAt: new Date() })
    .where(eq(reminderSchedules.documentId, documentId));
}

/**
 * The schedule next due at `now`, its row held for the caller's transaction. SKIP LOCKED: another process
 * working on one schedule makes this one take the next, so each round is sent by exactly one process.
 */
export async function lockNextDueSchedule(db: DbOrTx, now: Date): Promise<ReminderScheduleRow | null> {
  const [row] = await db
    .select()
    .from(reminderSchedules)
    .where(sql`${reminderSchedules.nextAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(reminderSchedules.nextAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** One round went (or was skipped): counted, and the next one set, or none once `maxCount` is reached. */
export async function advanceSchedule(db: DbOrTx, schedule: ReminderScheduleRow, now: Date, sent: boolean) {
  const sentCount = schedule.sentCount + (sent ? 1 : 0);
  const nextAt = sentCount >= schedule.maxCount ? null : daysAfter(now, schedule.everyDays);
  await db
    .update(reminderSchedules)
    .set({ sentCount, nextAt, updatedAt: now })
    .where(eq(reminderSchedules.documentId, schedule.documentId));
}
