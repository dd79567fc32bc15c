import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BulkSendRowStatus, bulkSendRows, bulkSends } from '../../db/schema';
import type { BulkRow } from './bulk-rows';

export type BulkSendRow = typeof bulkSends.$inferSelect;
export type BulkSendRowRecord = typeof bulkSendRows.$inferSelect;

/** Rows written per insert: a few thousand rows go in a handful of statements. */
const INSERT_CHUNK = 500;

export async function findOwnedBulkSend(db: DbOrTx, accountId: string, id: string): Promise<BulkSendRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkSends)
    .where(and(eq(bulkSends.id, id), eq(bulkSends.accountId, accountId)));
  return row;
}

export async function insertBulkSend(
  tx: DbOrTx,
  values: Pick<
    typeof bulkSends.$inferInsert,
    'accountId' | 'templateId' | 'templateName' | 'send' | 'ip' | 'userAgent' | 'apiKeyId' | 'apiKeyName' | 'requestId'
  >,
  rows: BulkRow[],
): Promise<string> {
  const [made] = await tx
    .insert(bulkSends)
    .values({ ...values, total: rows.length })
    .returning({ id: bulkSends.id });
  if (!made) throw new Error('bulk send not inserted');
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(bulkSendRows).values(
      rows.slice(start, start + INSERT_CHUNK).map((row, index) => ({
        bulkSendId: made.id,
        rowNumber: start + index + 1,
        recipients: row.recipients,
        values: row.values,
      })),
    );
  }
  return made.id;
}

/** Rows of the account's bulk sends not done yet: documents to come, which a new file's rows must leave room for. */
export async function countPendingRows(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(bulkSendRows)
    .innerJoin(bulkSends, eq(bulkSends.id, bulkSendRows.bulkSendId))
    .where(and(eq(bulkSends.accountId, accountId), eq(bulkSendRows.status, 'pending')));
  return row?.pending ?? 0;
}

/** The rows that failed, in their order, with why (and the column at fault, when one is). */
export function listFailedRows(db: DbOrTx, bulkSendId: string) {
  return db
    .select({ row: bulkSendRows.rowNumber, column: bulkSendRows.errorColumn, message: bulkSendRows.error })
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), eq(bulkSendRows.status, 'failed')))
    .orderBy(asc(bulkSendRows.rowNumber));
}

/**
 * Takes the oldest bulk send not finished whose lease has run out (or that none held), for `leaseSeconds`: skipped by
 * other processes while this one takes it (FOR UPDATE SKIP LOCKED). Answers it, with the lease's mark, or undefined.
 */
export async function claimBulkSend(db: DbOrTx, leaseSeconds: number): Promise<BulkSendRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: bulkSends.id })
      .from(bulkSends)
      .where(
        and(ne(bulkSends.status, 'Finished'), or(isNull(bulkSends.leaseUntil), lt(bulkSends.leaseUntil, sql`now()`))),
      )
      .orderBy(asc(bulkSends.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(bulkSends)
      .set({
        status: 'Running',
        // To the millisecond, as the claim reads it back and later finds it by it.
        leasedAt: sql`date_trunc('milliseconds', clock_timestamp())`,
        leaseUntil: sql`clock_timestamp() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(eq(bulkSends.id, due.id))
      .returning();
    return claimed;
  });
}

/** The claim, still this process's: its lease lengthened, or false when another process has taken it since. */
export async function renewLease(tx: DbOrTx, claim: BulkSendRow, leaseSeconds: number): Promise<boolean> {
  const renewed = await tx
    .update(bulkSends)
    .set({ leaseUntil: sql`clock_timestamp() + make_interval(secs => ${leaseSeconds})` })
    .where(leaseHeld(claim))
    .returning({ id: bulkSends.id });
  return renewed.length > 0;
}

const leaseHeld = (claim: BulkSendRow) =>
  and(
    eq(bulkSends.id, claim.id),
    eq(bulkSends.leasedAt, claim.leasedAt ?? new Date(0)),
    ne(bulkSends.status, 'Finished'),
  );

/** Gives the claim back (a process stopping between batches): another process may take it at once. */
export async function releaseLease(db: DbOrTx, claim: BulkSendRow): Promise<void> {
  await db.update(bulkSends).set({ leaseUntil: null, leasedAt: null }).where(leaseHeld(claim));
}

/** On PGlite a start gives back the leases of the process before (it ended): its bulk sends go on at once. */
export async function releaseBulkSendLeasesOfEndedProcesses(db: DbOrTx): Promise<number> {
  const released = await db
    .update(bulkSends)
    .set({ leaseUntil: null, leasedAt: null })
    .where(and(ne(bulkSends.status, 'Finished'), sql`${bulkSends.leasedAt} is not null`))
    .returning({ id: bulkSends.id });
  return released.length;
}

/** The next pending rows, by number (read without a lock: the batch's transaction locks them). */
export async function nextPendingRows(db: DbOrTx, bulkSendId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ row: bulkSendRows.rowNumber })
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), eq(bulkSendRows.status, 'pending')))
    .orderBy(asc(bulkSendRows.rowNumber))
    .limit(limit);
  return rows.map(({ row }) => row);
}

/** Those of `rowNumbers` still pending, locked for the transaction: a row is done by one transaction only. */
export function lockPendingRows(tx: DbOrTx, bulkSendId: string, rowNumbers: number[]) {
  return tx
    .select()
    .from(bulkSendRows)
    .where(
      and(
        eq(bulkSendRows.bulkSendId, bulkSendId),
        inArray(bulkSendRows.rowNumber, rowNumbers),
        eq(bulkSendRows.status, 'pending'),
      ),
    )
    .orderBy(asc(bulkSendRows.rowNumber))
    .for('update');
}

/** What became of one row. */
export interface RowOutcome {
  rowNumber: number;
  status: Exclude<BulkSendRowStatus, 'pending'>;
  documentId: string | null;
  error: string | null;
  /** The heading of the column the error is about, or null for the row as a whole. */
  errorColumn: string | null;
}

/** Records the batch's outcomes and adds them to the bulk send's counts, in the batch's transaction. */
export async function recordOutcomes(tx: DbOrTx, bulkSendId: string, outcomes: RowOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = sql.join(
    outcomes.map(
      (outcome) =>
        sql`(${outcome.rowNumber}::int, ${outcome.status}::text, ${outcome.documentId}::uuid, ${outcome.error}::text, ${outcome.errorColumn}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${bulkSendRows}
    set status = done.status, document_id = done.document_id, error = done.error, error_column = done.error_column
    from (values ${rows}) as done(row_number, status, document_id, error, error_column)
    where ${bulkSendRows.bulkSendId} = ${bulkSendId} and ${bulkSendRows.rowNumber} = done.row_number`);
  const created = outcomes.filter((outcome) => outcome.status === 'created').length;
  await tx
    .update(bulkSends)
    .set({
      created: sql`${bulkSends.created} + ${created}`,
      failed: sql`${bulkSends.failed} + ${outcomes.length - created}`,
    })
    .where(eq(bulkSends.id, bulkSendId));
}

/** Marks the claim Finished, once: answers it as finished, or undefined when it was not this process's to finish. */
export async function finishBulkSend(tx: DbOrTx, claim: BulkSendRow): Promise<BulkSendRow | undefined> {
  const [finished] = await tx
    .update(bulkSends)
    .set({ status: 'Finished', finishedAt: sql`now()`, leaseUntil: null, leasedAt: null })
    .where(leaseHeld(claim))
    .returning();
  return finished;
}
