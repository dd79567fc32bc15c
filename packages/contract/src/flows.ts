import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import { emailField, FIGURE_MESSAGES, nameField, optionalText, REQUIRED } from './fields';

/** Most approvers one flow can hold: enough for real approval chains, small enough to list. */
export const MAX_APPROVERS = 50;

/** A whole number from a JSON number or a form's text; '' and absent mean "not given". */
function countField(options: { min: number; max: number; requiredMessage?: string }) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? (options.requiredMessage ?? REQUIRED) : 'Must be a number'),
      })
      .int('Must be a whole number')
      .min(options.min, fillTemplate(FIGURE_MESSAGES.tooSmall, { min: options.min }))
      .max(options.max, fillTemplate(FIGURE_MESSAGES.tooLarge, { max: options.max })),
  );
}

/** A signer's level: as many levels as a flow can hold approvers. */
export const APPROVAL_LEVELS = { min: 1, max: MAX_APPROVERS } as const;

export const approvalLevelField = countField(APPROVAL_LEVELS);

/**
 * A flow's name and description: the start of the create-flow form, and on their own the edit form and
 * PUT /v1/flow/{id}.
 */
export const flowHeaderSchema = z.object({
  flowName: nameField(),
  flowDesc: optionalText(500),
});
export type FlowHeaderInput = z.input<typeof flowHeaderSchema>;

/** The approver detail form: used to edit one approver and to add one. */
export const approverSchema = z.object({
  approverName: nameField(),
  approvalLevel: approvalLevelField,
  approverMail: emailField,
});
export type ApproverInput = z.input<typeof approverSchema>;

/**
 * A list of people, each with a name, an e-mail and a level, at least one and at most `max`, none listed twice by its
 * `idKey` (rows without one are new): a flow's approvers in the flow editor, a document's signers in Prepare again.
 */
export function peopleListSchema<Row extends z.ZodObject>(
  row: Row,
  options: { idKey: string; tooFew: string; tooMany: string; listedTwice: string; max: number },
) {
  return z
    .array(row, { error: API_MESSAGES.invalidRequest })
    .min(1, options.tooFew)
    .max(options.max, fillTemplate(options.tooMany, { limit: options.max }))
    .superRefine((rows, context) => {
      const seen = new Set<unknown>();
      rows.forEach((each, index) => {
        const id = (each as Record<string, unknown>)[options.idKey];
        if (id === undefined) return;
        if (seen.has(id)) {
          context.addIssue({ code: 'custom', path: [index, options.idKey], message: options.listedTwice });
        }
        seen.add(id);
      });
    });
}

/** One row of the flow editor: an approver, with the id of one already saved (kept, with its id) or none (new). */
export const flowApproverRowSchema = z.object(
  { ...approverSchema.shape, flowDetailId: z.uuid({ error: API_MESSAGES.unknownApprover }).optional() },
  { error: API_MESSAGES.invalidRequest },
);
export type FlowApproverRowInput = z.input<typeof flowApproverRowSchema>;

/** A flow's whole list of approvers, in the order their owner arranged them (docs/domain.md#flows-and-levels). */
export const flowApproversSchema = peopleListSchema(flowApproverRowSchema, {
  idKey: 'flowDetailId',
  tooFew: API_MESSAGES.flowNeedsApprover,
  tooMany: API_MESSAGES.flowApproverLimit,
  listedTwice: API_MESSAGES.approverListedTwice,
  max: MAX_APPROVERS,
});

/**
 * The flow editor (one page, one Save): name, description and every approver. POST /v1/flow takes it to create a
 * flow, PUT /v1/flow/{id} to change one; the web form validates with the same schema.
 */
export const flowEditorSchema = flowHeaderSchema.extend({ approvers: flowApproversSchema });
export type FlowEditorInput = z.input<typeof flowEditorSchema>;

/**
 * POST /v1/flow: the editor's flow with its `approvers`, or (as published clients send it) `approverCount` empty
 * approvers at `approvalLevel`, filled in later one by one. With `approvers`, `approverCount` is not read.
 */
export const createFlowSchema = flowHeaderSchema
  .extend({
    approverCount: countField({ min: 1, max: MAX_APPROVERS }).optional(),
    approvalLevel: approvalLevelField.optional().default(1),
    approvers: flowApproversSchema.optional(),
  })
  .superRefine((flow, context) => {
    if (flow.approvers === undefined && flow.approverCount === undefined) {
      context.addIssue({ code: 'custom', path: ['approverCount'], message: REQUIRED });
    }
  });
export type CreateFlowInput = z.input<typeof createFlowSchema>;

/** PUT /v1/flow/{id}: the name and description, and with `approvers` the whole list of approvers, in one change. */
export const flowChangeSchema = flowHeaderSchema.extend({ approvers: flowApproversSchema.optional() });
export type FlowChangeInput = z.input<typeof flowChangeSchema>;

/** A flow (its header). approverCount and approvalLevel (the number of levels) are counted from the approvers. */
export interface FlowHeader {
  flowId: string;
  flowName: string;
  flowDesc: string | null;
  approverCount: number;
  approvalLevel: number;
  createdAt: string;
}

/** A flow detail: one approver; name and e-mail are '' until filled in. */
export interface FlowApprover {
  flowDetailId: string;
  flowHeaderId: string;
  approverName: string;
  approvalLevel: number;
  approverMail: string;
}

export interface FlowResponse {
  flow: FlowHeader;
}
export interface FlowDetailsResponse {
  details: FlowApprover[];
}
export interface FlowDetailResponse {
  detail: FlowApprover;
}
