import { API_MESSAGES } from '@signflow/contract/api-errors';
import { formatSigningDate, isSenderFillable } from '@signflow/contract/documents';
import type { Language } from '@signflow/contract/languages';
import { SENDER_VALUE_SCHEMAS, type templateUseSchema } from '@signflow/contract/templates';
import type { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error';
import type { DraftParts } from '../documents/document-store';
import { placementOf } from './field-placement';
import type { RoleRow, TemplateFieldRow } from './repo';

type TemplateUse = z.output<typeof templateUseSchema>;
type FieldValue = Pick<DraftParts['fields'][number], 'responseText' | 'responseChecked'>;

/**
 * Each role given exactly one recipient: a role unknown to the template (another template's too) or given twice is
 * refused, and the first role without one is named. Answers the recipients in the roles' order.
 */
function recipientsOf(roles: RoleRow[], use: TemplateUse) {
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));
  const given = new Map<string, TemplateUse['recipients'][number]>();
  for (const recipient of use.recipients) {
    const role = roleNames.get(recipient.roleId);
    if (role === undefined) throw badRequest(API_MESSAGES.unknownRole);
    if (given.has(recipient.roleId)) throw new AppError(400, API_MESSAGES.roleHasTwoRecipients, { role });
    given.set(recipient.roleId, recipient);
  }
  return roles.map((role) => {
    const recipient = given.get(role.id);
    if (!recipient) throw new AppError(400, API_MESSAGES.roleNeedsRecipient, { role: role.name });
    return recipient;
  });
}

/** The value of a field the sender fills in, read with its type's rules (SENDER_VALUE_SCHEMAS), as the field keeps it. */
export function senderValueOf(field: TemplateFieldRow, text: string | undefined, language: Language): FieldValue {
  const missing = () =>
    new AppError(400, API_MESSAGES.senderValueMissing, { field: field.label ?? field.type, page: field.pageNumber });
  if (text === undefined || !isSenderFillable(field.type)) throw missing();
  const parsed = SENDER_VALUE_SCHEMAS[field.type].safeParse(text);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? API_MESSAGES.invalidRequest);
  const value = parsed.data;
  if (value instanceof Date) return { responseText: formatSigningDate(value, language), responseChecked: null };
  if (typeof value === 'boolean') {
    if (field.required && !value) throw missing();
    return { responseText: null, responseChecked: value };
  }
  if (field.required && value === '') throw missing();
  return { responseText: value || null, responseChecked: null };
}

/** The values given, by field: each for a field of the template the sender fills in, once. */
function valuesOf(fields: TemplateFieldRow[], use: TemplateUse): Map<string, string> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const values = new Map<string, string>();
  for (const { fieldId, value } of use.values) {
    const field = byId.get(fieldId);
    if (!field) throw badRequest(API_MESSAGES.unknownField);
    if (!field.senderFilled) throw badRequest(API_MESSAGES.fieldNotSenderFilled);
    if (values.has(fieldId)) throw badRequest(API_MESSAGES.senderValueTwice);
    values.set(fieldId, value);
  }
  return values;
}

/**
 * A document's signers and fields, made from a template's roles and fields and what the sender gave
 * (docs/domain.md#templates): each role's recipient signs at the role's level, in the roles' order; each field goes to
 * its role's signer, a field the sender fills in with its value, approved, written as the field writes its values
 * (a date in the owner's `language`, as the signing date is). Refuses with 400 what does not fit.
 */
export function documentPartsOf(
  template: { roles: RoleRow[]; fields: TemplateFieldRow[] },
  use: TemplateUse,
  language: Language,
): Pick<DraftParts, 'signers' | 'fields'> {
  const recipients = recipientsOf(template.roles, use);
  const values = valuesOf(template.fields, use);
  const signerOf = new Map(template.roles.map((role, index) => [role.id, index]));
  return {
    signers: template.roles.map((role, index) => ({
      name: recipients[index]?.name ?? '',
      email: recipients[index]?.email ?? '',
      level: role.level,
      // The role's check is the signer's (docs/domain.md#signer-verification); an access code is given at Invite Sign.
      verification: role.verification,
    })),
    fields: template.fields.map((field) => ({
      signer: signerOf.get(field.roleId) ?? -1,
      ...placementOf(field),
      ...(field.senderFilled
        ? { senderFilled: true, approve: true, ...senderValueOf(field, values.get(field.id), language) }
        : {}),
    })),
  };
}
