import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { TemplateDetail, templateFieldChangesSchema } from '@signflow/contract/templates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { assertWithinFieldLimit, type FieldChangeOf, fieldChangesIn, fieldPlaceOf } from '../documents/document-store';
import {
  countTemplateFields,
  deleteTemplateField,
  insertTemplateFields,
  listRoles,
  type TemplateFieldValues,
  type TemplateRow,
  touchTemplate,
  updateTemplateField,
} from './repo';
import { readTemplate, requireTemplate } from './service';

type TemplateFieldBody = z.output<typeof templateFieldChangesSchema>['create'][number];

/** Where a field goes: one of the template's own roles (another's is unknown here), on a page its PDF has. */
function valuesOf(template: TemplateRow, roleIds: Set<string>, body: TemplateFieldBody): TemplateFieldValues {
  if (!roleIds.has(body.roleId)) throw badRequest(API_MESSAGES.unknownRole);
  return {
    roleId: body.roleId,
    type: body.type,
    label: body.label,
    required: body.required,
    senderFilled: body.senderFilled,
    ...fieldPlaceOf(body.position, template.pageCount),
  };
}

/**
 * PUT /v1/templates/{id}/fields: the template editor's whole save, all or nothing, with the rules of a document's
 * fields (documents/field-rules.ts): creations, then updates, then removals; a field the template does not have is
 * 404. Documents already made from the template keep their own fields. Answers the template after it.
 */
export async function changeTemplateFields(options: {
  db: Db;
  owner: OwnerRequest;
  templateId: string;
  changes: z.output<typeof templateFieldChangesSchema>;
}): Promise<TemplateDetail> {
  const { db, owner, templateId } = options;
  return db.transaction(async (tx) => {
    const template = await requireTemplate(tx, owner.accountId, templateId, 'update');
    const roleIds = new Set((await listRoles(tx, templateId)).map((role) => role.id));
    const changes: FieldChangeOf<TemplateFieldBody>[] = fieldChangesIn(options.changes);
    await assertWithinFieldLimit(() => countTemplateFields(tx, templateId), changes);
    for (const change of changes) {
      const field =
        change.action === 'created'
          ? (await insertTemplateFields(tx, templateId, [valuesOf(template, roleIds, change.field)]))[0]
          : change.action === 'changed'
            ? await updateTemplateField(tx, templateId, change.fieldId, valuesOf(template, roleIds, change.field))
            : await deleteTemplateField(tx, templateId, change.fieldId);
      if (!field) throw notFound();
    }
    if (changes.length > 0) await touchTemplate(tx, templateId);
    return readTemplate(tx, await requireTemplate(tx, owner.accountId, templateId));
  });
}
