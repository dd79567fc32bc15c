import { and, asc, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal, totalColumn } from '../../db/page-with-total';
import { preparedPerHandle } from '../../db/prepared';
import { flowApprovers, flows } from '../../db/schema';

const headerColumns = {
  id: flows.id,
  name: flows.name,
  description: flows.description,
  createdAt: flows.createdAt,
  approverCount: count(flowApprovers.id),
  levelCount: countDistinct(flowApprovers.level),
};

export type FlowHeaderRow = {
  id: string;
  name: string;
  description: string | null;
  createdAt: Date;
  approverCount: number;
  levelCount: number;
};

function headersQuery(db: DbOrTx) {
  return db.select(headerColumns).from(flows).leftJoin(flowApprovers, eq(flowApprovers.flowId, flows.id));
}

const flowCount = preparedPerHandle((db) =>
  db
    .select({ total: count() })
    .from(flows)
    .where(eq(flows.accountId, sql.placeholder('accountId')))
    .prepare('flow_count'),
);

export async function countFlows(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await flowCount(db).execute({ accountId });
  return row?.total ?? 0;
}

const newestFirst = [desc(flows.createdAt), desc(flows.seq)];

/**
 * A page of the account's flows, each row carrying the account's number of flows (db/page-with-total.ts): the page's
 * flows found first, so only their approvers are counted.
 */
const flowPage = preparedPerHandle((db) => {
  const accountId = sql.placeholder('accountId');
  const pageIds = db
    .select({ id: flows.id })
    .from(flows)
    .where(eq(flows.accountId, accountId))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = db.select({ total: count() }).from(flows).where(eq(flows.accountId, accountId));
  return db
    .select({ ...headerColumns, total: totalColumn(total) })
    .from(flows)
    .leftJoin(flowApprovers, eq(flowApprovers.flowId, flows.id))
    .where(inArray(flows.id, pageIds))
    .groupBy(flows.id)
    .orderBy(...newestFirst)
    .prepare('flow_page');
});

/** A page of the account's flows, newest first, and how many it has: one statement. */
export async function listFlowHeaders(
  db: DbOrTx,
  accountId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: FlowHeaderRow[]; total: number }> {
  const rows = await flowPage(db).execute({ accountId, ...page });
  return pageWithTotal(rows, page.offset, () => countFlows(db, accountId));
}

/** The account's flow, or null: another account's flow is as missing as an unknown one. */
export async function findFlowHeader(db: DbOrTx, accountId: string, flowId: string): Promise<FlowHeaderRow | null> {
  const [row] = await headersQuery(db)
    .where(and(eq(flows.id, flowId), eq(flows.accountId, accountId)))
    .groupBy(flows.id);
  return row ?? null;
}

const ownFlow = preparedPerHandle((db) =>
  db
    .select({ id: flows.id })
    .from(flows)
    .where(and(eq(flows.id, sql.placeholder('flowId')), eq(flows.accountId, sql.placeholder('accountId'))))
    .prepare('own_flow'),
);

/** Is the flow the account's own? Asked of every upload, some refused by it, before its file is read. */
export async function isOwnFlow(db: DbOrTx, accountId: string, flowId: string): Promise<boolean> {
  return (await ownFlow(db).execute({ accountId, flowId })).length > 0;
}

export async function insertFlow(
  db: DbOrTx,
  values: { accountId: string; name: string; description: string | null },
): Promise<string> {
  const [row] = await db.insert(flows).values(values).returning({ id: flows.id });
  if (!row) throw new Error('flow insert returned nothing');
  return row.id;
}

/** Renames the account's flow and sets its description; false when it has no such flow. */
export async function updateFlowHeader(
  db: DbOrTx,
  accountId: string,
  flowId: string,
  values: { name: string; description: string | null },
): Promise<boolean> {
  const updated = await db
    .update(flows)
    .set(values)
    .where(and(eq(flows.id, flowId), eq(flows.accountId, accountId)))
    .returning({ id: flows.id });
  return updated.length > 0;
}

export async function deleteFlow(db: DbOrTx, accountId: string, flowId: string): Promise<boolean> {
  const deleted = await db
    .delete(flows)
    .where(and(eq(flows.id, flowId), eq(flows.accountId, accountId)))
    .returning({ id: flows.id });
  return deleted.length > 0;
}

export type ApproverRow = typeof flowApprovers.$inferSelect;
type ApproverValues = { name: string; email: string; level: number };

/** Adds approvers at the given places in the flow's list (`position`, 0 first). */
export async function insertApprovers(
  db: DbOrTx,
  flowId: string,
  approvers: (ApproverValues & { position: number })[],
): Promise<ApproverRow[]> {
  if (approvers.length === 0) return [];
  return db
    .insert(flowApprovers)
    .values(approvers.map((approver) => ({ flowId, ...approver })))
    .returning();
}

/** Approvers in the order their owner arranged them (docs/domain.md#flows-and-levels). */
export async function listApprovers(db: DbOrTx, flowId: string): Promise<ApproverRow[]> {
  return db
    .select()
    .from(flowApprovers)
    .where(eq(flowApprovers.flowId, flowId))
    .orderBy(asc(flowApprovers.position), asc(flowApprovers.seq));
}

export async function findApprover(db: DbOrTx, flowId: string, approverId: string): Promise<ApproverRow | null> {
  const [row] = await db
    .select()
    .from(flowApprovers)
    .where(and(eq(flowApprovers.id, approverId), eq(flowApprovers.flowId, flowId)));
  return row ?? null;
}

export async function updateApprover(
  db: DbOrTx,
  flowId: string,
  approverId: string,
  values: ApproverValues & { position?: number },
): Promise<ApproverRow | null> {
  const [row] = await db
    .update(flowApprovers)
    .set(values)
    .where(and(eq(flowApprovers.id, approverId), eq(flowApprovers.flowId, flowId)))
    .returning();
  return row ?? null;
}

/** Removes the flow's approvers of these ids. */
export async function deleteApprovers(db: DbOrTx, flowId: string, approverIds: string[]): Promise<void> {
  if (approverIds.length === 0) return;
  await db.delete(flowApprovers).where(and(eq(flowApprovers.flowId, flowId), inArray(flowApprovers.id, approverIds)));
}

export async function deleteApprover(db: DbOrTx, flowId: string, approverId: string): Promise<boolean> {
  const deleted = await db
    .delete(flowApprovers)
    .where(and(eq(flowApprovers.id, approverId), eq(flowApprovers.flowId, flowId)))
    .returning({ id: flowApprovers.id });
  return deleted.length > 0;
}

/** Serialises changes to one flow's approvers (add, remove) so counts checked inside stay true. */
export async function lockFlow(db: DbOrTx, flowId: string) {
  await db.execute(sql`select id from ${flows} where ${flows.id} = ${flowId} for update`);
}
