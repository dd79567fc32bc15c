import { z } from 'zod';
import { emailField, nameField, optionalText, REQUIRED } from './fields';

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
      .min(options.min, `Must be ${options.min} or more`)
      .max(options.max, `Must be ${options.max} or less`),
  );
}

export const approvalLevelField = countField({ min: 1, max: MAX_APPROVERS });

/**
 * A flow's name and description: the start of the create-flow form, and on their own the edit form and
 * PUT /v1/flow/{id}.
 */
export const flowHeaderSchema = z.object({
  flowName: nameField(),
  flowDesc: optionalText(500),
});
export type FlowHeaderInput = z.input<typeof flowHeaderSchema>;

/** The create-flow form: the approvers are created empty, to be filled in on the detail page. */
export const createFlowSchema = flowHeaderSchema.extend({
  approverCount: countField({ min: 1, max: MAX_APPROVERS }),
  approvalLevel: approvalLevelField.optional().default(1),
});
export type CreateFlowInput = z.input<typeof createFlowSchema>;

/** The approver detail form: used to edit one approver and to add one. */
export const approverSchema = z.object({
  approverName: nameField(),
  approvalLevel: approvalLevelField,
  approverMail: emailField,
});
export type ApproverInput = z.input<typeof approverSchema>;

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
