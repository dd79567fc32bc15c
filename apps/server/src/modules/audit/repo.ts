import type { AuditEventType } from '@signflow/contract/audit';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentEvents } from '../../db/schema';

export type DocumentEventRow = typeof documentEvents.$inferSelect;
export type NewDocumentEvent = Omit<typeof documentEvents.$inferInsert, 'id' | 'seq' | 'createdAt'>;

export async function insertEvent(db: DbOrTx, event: NewDocumentEvent): Promise<void> {
  await db.insert(documentEvents).values(event);
}

/** Whether the document's trail holds an event of this type by this actor (by e-mail) in the last `withinMs`. */
export async function hasEventSince(
  db: DbOrTx,
  where: { documentId: string; type: AuditEventType; actorEmail: string | null; withinMs: number },
): Promise<boolean> {
  const [found] = await db
    .select({ id: documentEvents.id })
    .from(documentEvents)
    .where(
      and(
        eq(documentEvents.documentId, where.documentId),
        eq(documentEvents.type, where.type),
        where.actorEmail === null ? isNull(documentEvents.actorEmail) : eq(documentEvents.actorEmail, where.actorEmail),
        gt(documentEvents.createdAt, sql`now() - make_interval(secs => ${where.withinMs / 1000})`),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** The document's trail, oldest first (insertion order breaks ties within one transaction). */
export async function listEvents(db: DbOrTx, documentId: string): Promise<DocumentEventRow[]> {
  return db
    .select()
    .from(documentEvents)
    .where(eq(documentEvents.documentId, documentId))
    .orderBy(asc(documentEvents.createdAt), asc(documentEvents.seq));
}
