import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type approverSchema,
  type createFlowSchema,
  type FlowApprover,
  type FlowHeader,
  type flowApproversSchema,
  type flowChangeSchema,
  MAX_APPROVERS,
} from '@signflow/contract/flows';
import { type Paged, type PageQuery, pageOf } from '@signflow/contract/paging';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { assertPlanAllows, lockAccount } from '../subscriptions/plan-limits';
import { type ApproverEntry, insertFlowWithApprovers, replaceApprovers } from './approver-list';
import {
  type ApproverRow,
  countFlows,
  deleteApprover,
  deleteFlow,
  type FlowHeaderRow,
  findApprover,
  findFlowHeader,
  insertApprovers,
  listApprovers,
  listFlowHeaders,
  lockFlow,
  updateApprover,
  updateFlowHeader,
} from './repo';

type CreateFlow = z.output<typeof createFlowSchema>;
type ApproverChange = z.output<typeof approverSchema>;
type FlowChange = z.output<typeof flowChangeSchema>;

/** The editor's rows as the flows module keeps approvers. */
function entriesOf(rows: z.output<typeof flowApproversSchema>): ApproverEntry[] {
  return rows.map((row) => ({
    id: row.flowDetailId,
    name: row.approverName,
    email: row.approverMail,
    level: row.approvalLevel,
  }));
}

function toFlowHeader(row: FlowHeaderRow): FlowHeader {
  return {
    flowId: row.id,
    flowName: row.name,
    flowDesc: row.description,
    approverCount: Number(row.approverCount),
    approvalLevel: Number(row.levelCount),
    createdAt: row.createdAt.toISOString(),
  };
}

function toFlowApprover(row: ApproverRow): FlowApprover {
  return {
    flowDetailId: row.id,
    flowHeaderId: row.flowId,
    approverName: row.name,
    approvalLevel: row.level,
    approverMail: row.email,
  };
}

async function requireFlow(db: DbOrTx, accountId: string, flowId: string): Promise<FlowHeaderRow> {
  const flow = await findFlowHeader(db, accountId, flowId);
  if (!flow) throw notFound();
  return flow;
}

/**
 * Creates the flow within the plan's limit: with the editor's approvers, in their order, or (published clients)
 * `approverCount` empty approvers at the given level, filled in later.
 */
export async function createFlow(db: Db, accountId: string, input: CreateFlow): Promise<FlowHeader> {
  const blank = { name: '', email: '', level: input.approvalLevel };
  const approvers = input.approvers
    ? entriesOf(input.approvers)
    : Array.from({ length: input.approverCount ?? 1 }, () => blank);
  const flowId = await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    await assertPlanAllows(tx, accountId, 'flows', () => countFlows(tx, accountId));
    return insertFlowWithApprovers(tx, accountId, { name: input.flowName, description: input.flowDesc, approvers });
  });
  return toFlowHeader(await requireFlow(db, accountId, flowId));
}

export async function listFlows(db: Db, accountId: string, query: PageQuery): Promise<Paged<FlowHeader>> {
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const { rows, total } = await listFlowHeaders(db, accountId, page);
  return pageOf(rows.map(toFlowHeader), query, total);
}

export async function getFlow(db: Db, accountId: string, flowId: string): Promise<FlowHeader> {
  return toFlowHeader(await requireFlow(db, accountId, flowId));
}

/**
 * Renames the flow and sets its description, and with `approvers` (the editor's Save) makes them its whole list of
 * approvers, in one transaction. Documents already uploaded from it keep their own name and their own copy of the
 * signers (docs/domain.md#flows-and-levels), so none of them changes.
 */
export async function changeFlowHeader(
  db: Db,
  accountId: string,
  flowId: string,
  input: FlowChange,
): Promise<FlowHeader> {
  await db.transaction(async (tx) => {
    const changed = await updateFlowHeader(tx, accountId, flowId, {
      name: input.flowName,
      description: input.flowDesc,
    });
    if (!changed) throw notFound();
    if (input.approvers) await replaceApprovers(tx, flowId, entriesOf(input.approvers));
  });
  return toFlowHeader(await requireFlow(db, accountId, flowId));
}

/** Documents already uploaded keep their own copy of the signers, so deleting a flow touches none of them. */
export async function removeFlow(db: Db, accountId: string, flowId: string): Promise<void> {
  if (!(await deleteFlow(db, accountId, flowId))) throw notFound();
}

export async function getApprovers(db: Db, accountId: string, flowId: string): Promise<FlowApprover[]> {
  await requireFlow(db, accountId, flowId);
  return (await listApprovers(db, flowId)).map(toFlowApprover);
}

export async function getApprover(db: Db, accountId: string, flowId: string, approverId: string) {
  await requireFlow(db, accountId, flowId);
  const approver = await findApprover(db, flowId, approverId);
  if (!approver) throw notFound();
  return toFlowApprover(approver);
}

export async function changeApprover(
  db: Db,
  accountId: string,
  flowId: string,
  approverId: string,
  input: ApproverChange,
): Promise<FlowApprover> {
  await requireFlow(db, accountId, flowId);
  const values = { name: input.approverName, email: input.approverMail, level: input.approvalLevel };
  const approver = await updateApprover(db, flowId, approverId, values);
  if (!approver) throw notFound();
  return toFlowApprover(approver);
}

export async function addApprover(
  db: Db,
  accountId: string,
  flowId: string,
  input: ApproverChange,
): Promise<FlowApprover> {
  return db.transaction(async (tx) => {
    await requireFlow(tx, accountId, flowId);
    await lockFlow(tx, flowId);
    const approvers = await listApprovers(tx, flowId);
    if (approvers.length >= MAX_APPROVERS) {
      throw new AppError(409, API_MESSAGES.flowApproverLimit, { limit: MAX_APPROVERS });
    }
    // Added at the end of the list.
    const position = (approvers.at(-1)?.position ?? -1) + 1;
    const values = { name: input.approverName, email: input.approverMail, level: input.approvalLevel, position };
    const [approver] = await insertApprovers(tx, flowId, [values]);
    if (!approver) throw new Error('approver insert returned nothing');
    return toFlowApprover(approver);
  });
}

export async function removeApprover(db: Db, accountId: string, flowId: string, approverId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireFlow(tx, accountId, flowId);
    await lockFlow(tx, flowId);
    if (!(await findApprover(tx, flowId, approverId))) throw notFound();
    if ((await listApprovers(tx, flowId)).length <= 1) throw new AppError(409, API_MESSAGES.flowNeedsApprover);
    await deleteApprover(tx, flowId, approverId);
  });
}
