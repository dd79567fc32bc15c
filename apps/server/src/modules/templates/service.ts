import { type Paged, pageOf } from '@signflow/contract/paging';
import type { TemplateDetail, TemplateListItem, TemplateListQuery } from '@signflow/contract/templates';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { countDocumentsMadeFrom } from '../documents/document-store';
import { assertPlanAllows } from '../subscriptions/plan-limits';
import {
  countTemplates,
  findOwnedTemplate,
  listRoles,
  listRolesOf,
  listTemplateFields,
  listTemplatePage,
  type TemplateLock,
  type TemplateRow,
} from './repo';
import { toTemplateDetail, toTemplateListItem } from './wire';

/**
 * The account's template, or 404 (another account's and an unknown one alike). `lock` holds its row to the end of
 * the transaction: 'update' for a change of it, 'share' for a read that needs it to stay as it is (making a document).
 */
export async function requireTemplate(
  db: DbOrTx,
  accountId: string,
  templateId: string,
  lock?: TemplateLock,
): Promise<TemplateRow> {
  const template = await findOwnedTemplate(db, accountId, templateId, lock);
  if (!template) throw notFound();
  return template;
}

/**
 * Making a template (a new one, a duplicate, a document saved as one) needs a live plan with room for one more
 * (docs/domain.md#plans-and-subscriptions): 403 otherwise, as for flows. Under the account's lock, so two at once
 * cannot both take the last place.
 */
export async function assertPlanAllowsTemplate(db: DbOrTx, accountId: string): Promise<void> {
  await assertPlanAllows(db, accountId, 'templates', () => countTemplates(db, accountId));
}

/** GET /v1/templates/{id} (and every change's answer): the template with its roles, fields and documents made. */
export async function readTemplate(db: DbOrTx, template: TemplateRow): Promise<TemplateDetail> {
  const [roles, fields, counts] = await Promise.all([
    listRoles(db, template.id),
    listTemplateFields(db, template.id),
    countDocumentsMadeFrom(db, [template.id]),
  ]);
  return toTemplateDetail(template, { roles, fields, documentCount: counts.get(template.id) ?? 0 });
}

export async function getTemplate(db: Db, accountId: string, templateId: string): Promise<TemplateDetail> {
  return readTemplate(db, await requireTemplate(db, accountId, templateId));
}

/** GET /v1/templates: a page of the account's templates, each with its roles and the documents made from it. */
export async function listTemplates(
  db: Db,
  accountId: string,
  query: TemplateListQuery,
): Promise<Paged<TemplateListItem>> {
  const page = { search: query.search, offset: (query.page - 1) * query.limit, limit: query.limit };
  const { rows, total } = await listTemplatePage(db, accountId, page);
  const ids = rows.map((row) => row.id);
  const [roles, counts] = await Promise.all([listRolesOf(db, ids), countDocumentsMadeFrom(db, ids)]);
  const items = rows.map((row) =>
    toTemplateListItem(
      row,
      roles.filter((role) => role.templateId === row.id),
      counts.get(row.id) ?? 0,
    ),
  );
  return pageOf(items, query, total);
}

/** The template's PDF: where it is kept and the name it is read under. */
export async function getTemplateFile(db: Db, accountId: string, templateId: string) {
  const template = await requireTemplate(db, accountId, templateId);
  return { storageKey: template.storageKey, name: `${template.name}.pdf` };
}
