import { isSenderFillable } from '@signflow/contract/documents';
import { REQUIRED } from '@signflow/contract/fields';
import type { FlowApprover } from '@signflow/contract/flows';
import { senderMessageField } from '@signflow/contract/sender-controls';
import {
  SENDER_VALUE_SCHEMAS,
  type TemplateField,
  type TemplateRole,
  templateRecipientSchema,
} from '@signflow/contract/templates';
import { z } from 'zod';

/**
 * Why a sender's value cannot go in a field the sender fills in, or null when it can: the field's own rules
 * (SENDER_VALUE_SCHEMAS, as the server reads it), and a required text not empty, a required checkbox ticked.
 */
export function senderValueProblem(field: Pick<TemplateField, 'type' | 'required'>, value: string): string | null {
  if (!isSenderFillable(field.type)) return null;
  const empty = field.type === 'checkbox' ? value !== 'true' : value.trim() === '';
  if (empty && (field.required || field.type === 'date')) return REQUIRED;
  const read = SENDER_VALUE_SCHEMAS[field.type].safeParse(value);
  return read.success ? null : (read.error.issues[0]?.message ?? REQUIRED);
}

/** Use template's form: a person for each role, the sender's values, an optional message. */
export function templateUseFormSchema(fields: TemplateField[]) {
  const byId = new Map(fields.map((field) => [field.id, field]));
  return z.object({
    recipients: z.array(templateRecipientSchema),
    values: z.array(z.object({ fieldId: z.string(), value: z.string() })).superRefine((values, context) => {
      values.forEach(({ fieldId, value }, index) => {
        const field = byId.get(fieldId);
        const problem = field && senderValueProblem(field, value);
        if (problem) context.addIssue({ code: 'custom', path: [index, 'value'], message: problem });
      });
    }),
    message: senderMessageField,
  });
}
export type TemplateUseForm = z.input<ReturnType<typeof templateUseFormSchema>>;

/**
 * The people a flow's approvers make of a template's roles: both taken by level, then in their order, the first
 * approver to the first role, and so on. A role left over keeps whoever was typed for it.
 */
export function peopleFromFlow(
  roles: TemplateRole[],
  approvers: FlowApprover[],
): Map<string, { name: string; email: string }> {
  const byLevel = <Item>(items: Item[], level: (item: Item) => number) =>
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => level(a.item) - level(b.item) || a.index - b.index)
      .map(({ item }) => item);
  const people = byLevel(approvers, (approver) => approver.approvalLevel);
  const places = byLevel(roles, (role) => role.level);
  const filled = new Map<string, { name: string; email: string }>();
  places.forEach((role, index) => {
    const person = people[index];
    if (person) filled.set(role.id, { name: person.approverName, email: person.approverMail });
  });
  return filled;
}
