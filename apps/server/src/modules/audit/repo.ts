import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentEvents } from '../../db/schema';

export type DocumentEventRow = typeof documentEvents.$inferSelect;
export type NewDocumentEvent = Omit<typeof documentEvents.$inferInsert, 'id' | 'seq' | 'createdAt'>;

export async function insertEvent(db: DbOrTx, event: NewDocumentEvent): Promise<void> {
  await db.insert(documentEvents).values(event);
}

/** The document's trail, oldest first (insertion order breaks ties within one transaction). */
export async function listEvents(db: DbOrTx, documentId: string): Promise<DocumentEventRow[]> {
  return db
    .select()
    .from(documentEvents)
    .where(eq(documentEvents.documentId, documentId))
    .orderBy(asc(documentEvents.createdAt), asc(documentEvents.seq));
}
