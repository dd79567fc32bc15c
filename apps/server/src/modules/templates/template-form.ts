import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  TEMPLATE_NAME_FIELD,
  TEMPLATE_ROLES_FIELD,
  templateNameField,
  templateRolesSchema,
} from '@signflow/contract/templates';
import { badRequest } from '../../http/app-error';
import { parseJsonPart, parseTextPart } from '../../http/json-part';

/** A new template's name and roles, as POST /v1/templates reads them from its form. */
export interface TemplateParts {
  name: string;
  roles: { name: string; level: number }[];
}

/** Checks one text part of the form as soon as it is read (before the file when the form sends it first). */
export async function checkTemplatePart(name: string, value: string): Promise<void> {
  if (name === TEMPLATE_NAME_FIELD) parseTextPart(value, templateNameField);
  if (name === TEMPLATE_ROLES_FIELD) parseJsonPart(value, templateRolesSchema);
}

/** The name and the roles, from the form's text parts: each is needed (400 naming it otherwise). */
export function templatePartsOf(values: Partial<Record<string, string>>): TemplateParts {
  const name = values[TEMPLATE_NAME_FIELD];
  const roles = values[TEMPLATE_ROLES_FIELD];
  if (!name) throw badRequest(API_MESSAGES.templateNameRequired);
  if (!roles) throw badRequest(API_MESSAGES.templateNeedsRole);
  return { name: parseTextPart(name, templateNameField), roles: parseJsonPart(roles, templateRolesSchema) };
}
