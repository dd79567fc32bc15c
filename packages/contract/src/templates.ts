import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import {
  type DocumentField,
  type DocumentSummary,
  documentFilterQuerySchema,
  FIELD_TEXT_LIMITS,
  type FieldType,
  fieldChangesOf,
  isSenderFillable,
  MAX_DOCUMENT_NAME_LENGTH,
  type PlacedFieldOptions,
  placedFieldShape,
  refuseMisplacedOptions,
  type SenderFilledFieldType,
} from './documents';
import { emailField, nameField, REQUIRED, steadyDirection, tooLongMessage, typedText } from './fields';
import { approvalLevelField, MAX_APPROVERS, peopleListSchema } from './flows';
import { pageQuerySchema } from './paging';
import { reminderSettingsSchema, senderMessageField } from './sender-controls';
import { SIGNER_VERIFICATIONS, type SignerVerification } from './signer-verification';

/**
 * Templates (docs/domain.md#templates): a reusable document, its PDF with its roles ('Client', 'Witness') and their
 * fields, from which documents are made: each role is given a person, who becomes the document's signer at the
 * role's level.
 */

/** POST /v1/templates: the multipart form's parts (docs/api.md#templates). Send the name and roles before the file. */
export const TEMPLATE_FILE_FIELD = 'file';
export const TEMPLATE_NAME_FIELD = 'name';
export const TEMPLATE_ROLES_FIELD = 'roles';

/** A template has as many roles as a document may have signers. */
export const MAX_TEMPLATE_ROLES = MAX_APPROVERS;
/** The roles part's size limit: the most roles, with the longest names, fit. */
export const TEMPLATE_ROLES_PART_BYTES = 32 * 1024;

/** A template's name, with the rules of every name. */
export const templateNameField = nameField(API_MESSAGES.templateNameRequired);

/**
 * A role: its name, which tells the roles apart, the level its signer signs at, and how its signer proves who they
 * are (docs/domain.md#signer-verification; 'link' when left out of a new role, kept as it was when left out of a change).
 */
export const templateRoleSchema = z.object(
  {
    name: nameField(),
    level: approvalLevelField,
    verification: z.enum(SIGNER_VERIFICATIONS, { error: API_MESSAGES.verificationMethodInvalid }).optional(),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type TemplateRoleInput = z.input<typeof templateRoleSchema>;

/** No two roles of a template share a name (letter case aside): the name is how a person tells them apart. */
function namedOnce(roles: { name: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  roles.forEach((role, index) => {
    const key = role.name.toLocaleLowerCase();
    if (seen.has(key)) {
      const message = fillTemplate(API_MESSAGES.roleNamedTwice, { name: role.name });
      context.addIssue({ code: 'custom', path: [index, 'name'], message });
    }
    seen.add(key);
  });
}

/** A template's list of roles: at least one, at most MAX_TEMPLATE_ROLES, none listed twice by its id. */
const ROLE_LIST = {
  idKey: 'id',
  tooFew: API_MESSAGES.templateNeedsRole,
  tooMany: API_MESSAGES.templateRoleLimit,
  listedTwice: API_MESSAGES.roleListedTwice,
  max: MAX_TEMPLATE_ROLES,
};

/** The roles of a new template, in their order, each named once. */
export const templateRolesSchema = peopleListSchema(templateRoleSchema, ROLE_LIST).superRefine(namedOnce);

/** A role as PATCH lists it: with the `id` of one of the template's roles (kept, with its fields), or none (new). */
export const templateRoleRowSchema = templateRoleSchema.extend({
  id: z.uuid({ error: API_MESSAGES.unknownRole }).optional(),
});
export type TemplateRoleRowInput = z.input<typeof templateRoleRowSchema>;

/**
 * PATCH /v1/templates/{id}: a new name, and with `roles` the template's whole list of roles in their new order: a row
 * with the id of one of its roles renames it or moves it to another level, a row without adds one, a role left out
 * is removed, which only a role without fields may be (docs/domain.md#templates).
 */
export const templateChangeSchema = z.object(
  {
    name: templateNameField.optional(),
    roles: peopleListSchema(templateRoleRowSchema, ROLE_LIST).superRefine(namedOnce).optional(),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type TemplateChange = z.input<typeof templateChangeSchema>;

/** POST /v1/templates/{id}/duplicate: the copy's name; without one, 'Copy of …' in the owner's language. */
export const templateDuplicateSchema = z
  .object({ name: templateNameField.optional() }, { error: API_MESSAGES.invalidRequest })
  .nullish()
  .transform((body) => body ?? {});

/**
 * A template's field: a document's field (placedFieldShape, the same rules), for a role (`roleId`) in place of a
 * signer, and `senderFilled` on a text, date or checkbox field.
 */
const templateFieldObject = z.object({
  roleId: z.string({ error: API_MESSAGES.unknownRole }),
  ...placedFieldShape,
  senderFilled: z
    .boolean({ error: API_MESSAGES.senderFilledInvalid })
    .nullish()
    .transform((senderFilled) => senderFilled ?? false),
});

/** A document's field's rules, and `senderFilled` only on the types the sender may fill in. */
function templateFieldRules(body: PlacedFieldOptions & { senderFilled: boolean }, context: z.RefinementCtx) {
  refuseMisplacedOptions(body, context);
  if (body.senderFilled && !isSenderFillable(body.type)) {
    context.addIssue({ code: 'custom', path: ['senderFilled'], message: API_MESSAGES.senderFilledNotAllowed });
  }
}

export const templateFieldBodySchema = templateFieldObject.superRefine(templateFieldRules);
export type TemplateFieldBody = z.input<typeof templateFieldBodySchema>;

/**
 * PUT /v1/templates/{id}/fields: the template editor's save, in the shape of a document's field batch
 * (`{create, update, delete}`, all or nothing, at most MAX_FIELD_CHANGES), answered with the template and its fields.
 */
export const templateFieldChangesSchema = fieldChangesOf(templateFieldObject, templateFieldRules);
export type TemplateFieldChanges = z.input<typeof templateFieldChangesSchema>;

/**
 * POST /v1/documents/{id}/save-as-template: the template's name. Its PDF is a copy of the document's, its roles the
 * document's signers, its fields the document's fields, without any answer (docs/domain.md#templates).
 */
export const saveAsTemplateSchema = z.object({ name: templateNameField }, { error: API_MESSAGES.invalidRequest });
export type SaveAsTemplate = z.input<typeof saveAsTemplateSchema>;

/** GET /v1/templates: `?page&limit&search`, newest first; `search` finds a template by any part of its name. */
export const templateListQuerySchema = pageQuerySchema.extend({ search: documentFilterQuerySchema.shape.search });
export type TemplateListQuery = z.output<typeof templateListQuerySchema>;

/** The template's PDF, fetched from the API host with the owner's bearer token. */
export const templatePdfPath = (templateId: string) => `/v1/templates/${templateId}/pdf`;

export interface TemplateRole {
  id: string;
  name: string;
  level: number;
  verification: SignerVerification;
}

/** A template as POST /v1/templates and every change answer it: its roles in their order. */
export interface TemplateSummary {
  id: string;
  name: string;
  pageCount: number;
  sizeBytes: number;
  /** SHA-256 of its PDF, hex: a document made from it starts with the same file. */
  sha256: string;
  /** Where its PDF is read (templatePdfPath). */
  pdfPath: string;
  roles: TemplateRole[];
  createdAt: string;
  updatedAt: string;
}

/** A row of GET /v1/templates: the template and how many documents were made from it (those not purged). */
export interface TemplateListItem extends TemplateSummary {
  documentCount: number;
}

/** GET /v1/templates/{id}: the template with its fields. */
export interface TemplateDetail extends TemplateListItem {
  fields: TemplateField[];
}

/** A field of a template, for one of its roles; its place is answered as a document's field's is. */
export interface TemplateField {
  id: string;
  roleId: string;
  type: FieldType;
  position: DocumentField['position'];
  label: string | null;
  required: boolean;
  /** The sender gives its value when a document is made; its signer reads it and cannot change it. */
  senderFilled: boolean;
}

/** 'YYYY-MM-DD' naming a day the calendar has (not 2026-02-30, which Date would read as 2 March). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * A sender's value for a field they fill in, by the field's type, following the field's own rules: a text as a
 * signer's typed answer to a text field (trimmed, no control characters, FIELD_TEXT_LIMITS.text at most), a checkbox
 * 'true' or 'false', a date a day of the calendar written YYYY-MM-DD (kept written as the date field writes dates).
 */
export const SENDER_VALUE_SCHEMAS = {
  text: typedText(API_MESSAGES.responseTextInvalid).max(
    FIELD_TEXT_LIMITS.text,
    fillTemplate(API_MESSAGES.responseTextTooLong, { limit: FIELD_TEXT_LIMITS.text }),
  ),
  checkbox: z
    .enum(['true', 'false'], { error: API_MESSAGES.senderValueCheckboxInvalid })
    .transform((value) => value === 'true'),
  date: z
    .string()
    .refine(isCalendarDay, API_MESSAGES.senderValueDateInvalid)
    .transform((value) => new Date(`${value}T00:00:00Z`)),
} as const satisfies Record<SenderFilledFieldType, z.ZodType>;

/** One person given a role: they become the document's signer, at the role's level. */
export const templateRecipientSchema = z.object(
  {
    roleId: z.uuid({ error: API_MESSAGES.unknownRole }),
    name: nameField(),
    email: emailField,
  },
  { error: API_MESSAGES.invalidRequest },
);
export type TemplateRecipientInput = z.input<typeof templateRecipientSchema>;

/**
 * POST /v1/templates/{id}/documents (docs/api.md#templates): a document made from the template. Each role is given
 * exactly one person (`recipients`), each field the sender fills in its value (`values`, by the field's id, as text:
 * SENDER_VALUE_SCHEMAS); `send` sends it for signing at once, with Invite Sign's `message` and `reminders`. `name`
 * is the document's, the template's by default.
 */
export const templateUseSchema = z.object(
  {
    name: steadyDirection(
      typedText(REQUIRED).min(1, REQUIRED).max(MAX_DOCUMENT_NAME_LENGTH, tooLongMessage(MAX_DOCUMENT_NAME_LENGTH)),
    ).optional(),
    recipients: z.array(templateRecipientSchema, { error: API_MESSAGES.invalidRequest }),
    values: z
      .array(
        z.object(
          {
            fieldId: z.uuid({ error: API_MESSAGES.unknownField }),
            value: z.string({ error: API_MESSAGES.senderValueInvalid }),
          },
          { error: API_MESSAGES.invalidRequest },
        ),
        { error: API_MESSAGES.invalidRequest },
      )
      .default([]),
    send: z.boolean({ error: API_MESSAGES.sendInvalid }).default(false),
    message: senderMessageField,
    reminders: reminderSettingsSchema.optional(),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type TemplateUse = z.input<typeof templateUseSchema>;

/** What POST /v1/templates/{id}/documents answers: the new document, Draft or Sent. */
export interface TemplateUseResponse {
  document: DocumentSummary;
}
