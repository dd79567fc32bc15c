import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { deleteApprovers, insertApprovers, insertFlow, listApprovers, updateApprover } from './repo';

/** An approver as the flow editor (or 'Just these people' saved as a flow) gives them; `id` for one already saved. */
export interface ApproverEntry {
  id?: string;
  name: string;
  email: string;
  level: number;
}

/**
 * Makes a new flow of these approvers, in this order: the flow editor's Save, and 'Just these people' kept as a flow.
 * The caller holds the account's lock and has checked the plan's flow limit. Answers the flow's id.
 */
export async function insertFlowWithApprovers(
  tx: DbOrTx,
  accountId: string,
  flow: { name: string; description: string | null; approvers: Omit<ApproverEntry, 'id'>[] },
): Promise<string> {
  const flowId = await insertFlow(tx, { accountId, name: flow.name, description: flow.description });
  await insertApprovers(
    tx,
    flowId,
    flow.approvers.map(({ name, email, level }, position) => ({ name, email, level, position })),
  );
  return flowId;
}

/**
 * The flow editor's Save of an existing flow: its approvers become exactly `entries`, in this order. An entry with
 * the id of one of the flow's approvers changes that approver (its id stays, so links to it keep working), one
 * without is added, and the flow's approvers left out are removed. An id the flow does not have is 404, as
 * another account's. The caller holds the flow's row (lockFlow).
 */
export async function replaceApprovers(tx: DbOrTx, flowId: string, entries: ApproverEntry[]): Promise<void> {
  const current = new Set((await listApprovers(tx, flowId)).map((approver) => approver.id));
  if (entries.some((entry) => entry.id !== undefined && !current.has(entry.id))) throw notFound();
  const kept = new Set(entries.map((entry) => entry.id).filter((id) => id !== undefined));
  await deleteApprovers(
    tx,
    flowId,
    [...current].filter((id) => !kept.has(id)),
  );
  const added: Parameters<typeof insertApprovers>[2] = [];
  for (const [position, { id, name, email, level }] of entries.entries()) {
    if (id === undefined) added.push({ name, email, level, position });
    else await updateApprover(tx, flowId, id, { name, email, level, position });
  }
  await insertApprovers(tx, flowId, added);
}
