import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  UPLOAD_FLOW_FIELD,
  UPLOAD_SAVE_AS_FLOW_FIELD,
  UPLOAD_SIGNERS_FIELD,
  uploadSaveAsFlowSchema,
  uploadSignersSchema,
} from '@signflow/contract/documents';
import { APPROVAL_LEVELS, MAX_APPROVERS } from '@signflow/contract/flows';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { isId } from '../../http/route-params';
import { countFlows, isOwnFlow } from '../flows/repo';
import { assertPlanAllows } from '../subscriptions/plan-limits';
import { countAllDocuments } from './repo';

/**
 * What an upload is checked against (docs/api.md#uploads). The same rules run early, so a refused upload costs
 * neither the transfer of its file nor an inspection (the plan before the body is read, the flow or the
 * typed signers as each part is read), and again under the account's lock before anything is kept.
 */

/** The flow's approvers (or the typed signers), as they become the document's signers. */
export type SignerValues = { name: string; email: string; level: number };

/** The saveAsFlow part: 'true' keeps the typed signers as a flow too; absent is 'false'. */
export function parseSaveAsFlow(text: string | undefined): boolean {
  if (text === undefined) return false;
  const parsed = uploadSaveAsFlowSchema.safeParse(text);
  if (!parsed.success) throw badRequest(API_MESSAGES.saveAsFlowInvalid);
  return parsed.data;
}

/**
 * The signers part, checked with the same schema as the upload form's rows; a bad row is named by its
 * position, as Invite Sign names a signer (docs/api.md#uploads).
 */
export function parseUploadSigners(text: string): SignerValues[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(API_MESSAGES.invalidRequest);
  }
  const parsed = uploadSignersSchema.safeParse(json);
  if (parsed.success) {
    return parsed.data.map((row) => ({ name: row.approverName, email: row.approverMail, level: row.approvalLevel }));
  }
  const issue = parsed.error.issues[0];
  const [index, field] = issue?.path ?? [];
  if (typeof index !== 'number') {
    if (issue?.code === 'too_big') throw new AppError(400, API_MESSAGES.flowApproverLimit, { limit: MAX_APPROVERS });
    throw badRequest(issue?.message ?? API_MESSAGES.invalidRequest);
  }
  // A row that is not an approver at all (a number, a list) is an invalid request, not the validator's own words.
  if (field === undefined) throw badRequest(API_MESSAGES.invalidRequest);
  const position = index + 1;
  const messageOf: Record<string, [string, Record<string, number>]> = {
    approverName: [API_MESSAGES.signerNeedsName, { position }],
    approverMail: [API_MESSAGES.signerNeedsEmail, { position }],
    approvalLevel: [API_MESSAGES.signerNeedsLevel, { position, ...APPROVAL_LEVELS }],
  };
  // A name or address typed wrongly (too long, control characters) keeps the field's own message.
  const worded = field === 'approverName' && issue?.code !== 'too_small' ? undefined : messageOf[String(field)];
  if (worded) throw new AppError(400, ...worded);
  throw badRequest(issue?.message ?? API_MESSAGES.invalidRequest);
}

/** The plan is live and allows one more document. */
export async function assertPlanAllowsDocument(db: DbOrTx, accountId: string): Promise<void> {
  await assertPlanAllows(db, accountId, 'documents', () => countAllDocuments(db, accountId));
}

/** The flow is the account's own: another account's, an unknown or a malformed id are all 404. */
async function assertOwnFlow(db: DbOrTx, accountId: string, flowHeaderId: string): Promise<void> {
  if (!isId(flowHeaderId) || !(await isOwnFlow(db, accountId, flowHeaderId))) throw notFound();
}

/** 'Just these people' saved as a flow: the plan allows one more flow. */
async function assertPlanAllowsFlow(db: DbOrTx, accountId: string): Promise<void> {
  await assertPlanAllows(db, accountId, 'flows', () => countFlows(db, accountId));
}

/** Who signs an upload: a saved flow, or typed signers ('Just these people'), kept as a flow too or not. */
export type UploadSigners = { flowHeaderId: string } | { typed: SignerValues[]; saveAsFlow: boolean };

/**
 * The flow is the account's own, or for typed signers kept as a flow the plan allows one more flow (typed signers
 * alone make none, so the flow limit does not apply), and the plan allows one more document.
 */
export async function assertMayUpload(db: DbOrTx, accountId: string, signers: UploadSigners): Promise<void> {
  if ('flowHeaderId' in signers) await assertOwnFlow(db, accountId, signers.flowHeaderId);
  else if (signers.saveAsFlow) await assertPlanAllowsFlow(db, accountId);
  await assertPlanAllowsDocument(db, accountId);
}

/**
 * Checks each text part of the upload form as it is read, before the file when the form sends it first: the
 * flow (404 unless the account's own), the typed signers (400 for a bad row), not both; saving them as a flow
 * (403 past the plan's flows), only with typed signers. An empty flow is no flow, as uploadDocument reads it.
 */
export function uploadPartChecks(db: DbOrTx, accountId: string) {
  const seen = { flow: false, signers: false, saveAsFlow: false };
  const notBoth = () => {
    if (seen.flow && seen.signers) throw badRequest(API_MESSAGES.uploadFlowOrSigners);
    if (seen.flow && seen.saveAsFlow) throw badRequest(API_MESSAGES.saveAsFlowNeedsSigners);
  };
  return async (name: string, value: string): Promise<void> => {
    if (name === UPLOAD_FLOW_FIELD && value !== '') {
      seen.flow = true;
      notBoth();
      await assertOwnFlow(db, accountId, value);
    } else if (name === UPLOAD_SIGNERS_FIELD) {
      seen.signers = true;
      parseUploadSigners(value);
      notBoth();
    } else if (name === UPLOAD_SAVE_AS_FLOW_FIELD && parseSaveAsFlow(value)) {
      seen.saveAsFlow = true;
      notBoth();
      await assertPlanAllowsFlow(db, accountId);
    }
  };
}
