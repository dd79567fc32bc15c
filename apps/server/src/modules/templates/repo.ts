import type { SignerVerification } from '@signflow/contract/signer-verification';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { pageWithTotal, totalColumn } from '../../db/page-with-total';
import { templateFields, templateRoles, templates } from '../../db/schema';

export type TemplateRow = typeof templates.$inferSelect;
export type RoleRow = typeof templateRoles.$inferSelect;
export type TemplateFieldRow = typeof templateFields.$inferSelect;

/** A template's file, as its row names it. */
export type TemplateFile = Pick<TemplateRow, 'storageKey' | 'sizeBytes' | 'pageCount' | 'sha256'>;

export async function insertTemplate(
  db: DbOrTx,
  values: { id: string; accountId: string; name: string } & TemplateFile,
): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

/** How a read holds a template's row to the end of its transaction: against any change, or against changes only. */
export type TemplateLock = 'update' | 'share';

/** The account's template, or null: another account's is as missing as an unknown one. */
export async function findOwnedTemplate(
  db: DbOrTx,
  accountId: string,
  templateId: string,
  lock?: TemplateLock,
): Promise<TemplateRow | null> {
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.accountId, accountId)));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

/** Records that the template changed (its name, roles or fields), for its `updatedAt`. */
export async function touchTemplate(db: DbOrTx, templateId: string, values: { name?: string } = {}): Promise<void> {
  await db
    .update(templates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(templates.id, templateId));
}

/** Deletes the template with its roles and fields; answers its row, null when there was none of the account's. */
export async function deleteTemplate(db: DbOrTx, accountId: string, templateId: string): Promise<TemplateRow | null> {
  const [row] = await db
    .delete(templates)
    .where(and(eq(templates.id, templateId), eq(templates.accountId, accountId)))
    .returning();
  return row ?? null;
}

/** `?search` as a condition on the account's templates: any part of the name, letter case aside. */
function accountTemplates(accountId: string, search: string | undefined): SQL | undefined {
  const byName =
    search === undefined ? undefined : sql`lower(${templates.name}) like ${likePattern(search)} escape '\\'`;
  return and(eq(templates.accountId, accountId), byName);
}

/**
 * A page of the account's templates, newest first (insertion order breaks ties), and how many match: one statement
 * (db/page-with-total.ts).
 */
export async function listTemplatePage(
  db: DbOrTx,
  accountId: string,
  query: { search: string | undefined; offset: number; limit: number },
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = accountTemplates(accountId, query.search);
  const total = db.select({ total: count() }).from(templates).where(where);
  const rows = await db
    .select({ ...getTableColumns(templates), total: totalColumn(total) })
    .from(templates)
    .where(where)
    .orderBy(desc(templates.createdAt), desc(templates.seq))
    .limit(query.limit)
    .offset(query.offset);
  return pageWithTotal(rows, query.offset, () => countTemplates(db, accountId, query.search));
}

export async function countTemplates(db: DbOrTx, accountId: string, search?: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(templates).where(accountTemplates(accountId, search));
  return row?.total ?? 0;
}

/** The files the templates name in storage, for the start-up and daily storage check. */
export async function listTemplateFiles(db: DbOrTx): Promise<{ templateId: string; key: string }[]> {
  const rows = await db.select({ templateId: templates.id, key: templates.storageKey }).from(templates);
  return rows;
}

/** Adds roles after the template's last, in the order given. */
export async function insertRoles(
  db: DbOrTx,
  templateId: string,
  roles: { name: string; level: number; position: number; verification?: SignerVerification }[],
): Promise<RoleRow[]> {
  if (roles.length === 0) return [];
  return db
    .insert(templateRoles)
    .values(roles.map((role) => ({ templateId, ...role })))
    .returning();
}

/** The roles of these templates, each template's in its order. */
export async function listRolesOf(db: DbOrTx, templateIds: string[]): Promise<RoleRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .select()
    .from(templateRoles)
    .where(inArray(templateRoles.templateId, templateIds))
    .orderBy(asc(templateRoles.position), asc(templateRoles.seq));
}

export function listRoles(db: DbOrTx, templateId: string): Promise<RoleRow[]> {
  return listRolesOf(db, [templateId]);
}

/** A template's fields, by page then as they were placed. */
export async function listTemplateFields(db: DbOrTx, templateId: string): Promise<TemplateFieldRow[]> {
  return db
    .select()
    .from(templateFields)
    .where(eq(templateFields.templateId, templateId))
    .orderBy(asc(templateFields.pageNumber), asc(templateFields.seq));
}

/** A template's roles and fields, as a document is made of them. */
export type TemplateContents = { roles: RoleRow[]; fields: TemplateFieldRow[] };

export async function listTemplateContents(db: DbOrTx, templateId: string): Promise<TemplateContents> {
  const [roles, fields] = await Promise.all([listRoles(db, templateId), listTemplateFields(db, templateId)]);
  return { roles, fields };
}

/** A template field's role, type, place and options, as the editor sets them. */
export type TemplateFieldValues = Pick<
  TemplateFieldRow,
  | 'roleId'
  | 'type'
  | 'pageNumber'
  | 'left'
  | 'top'
  | 'right'
  | 'bottom'
  | 'rects'
  | 'label'
  | 'required'
  | 'senderFilled'
>;

/** A field's values, to make another like it (a duplicate's). */
export function templateFieldValuesOf(field: TemplateFieldValues): TemplateFieldValues {
  const { roleId, type, pageNumber, left, top, right, bottom, rects, label, required, senderFilled } = field;
  return { roleId, type, pageNumber, left, top, right, bottom, rects, label, required, senderFilled };
}

export async function insertTemplateFields(
  db: DbOrTx,
  templateId: string,
  fields: TemplateFieldValues[],
): Promise<TemplateFieldRow[]> {
  if (fields.length === 0) return [];
  return db
    .insert(templateFields)
    .values(fields.map((field) => ({ templateId, ...field })))
    .returning();
}

/** Moves, retypes or reassigns one of the template's fields; null when the template has no such field. */
export async function updateTemplateField(
  db: DbOrTx,
  templateId: string,
  fieldId: string,
  values: TemplateFieldValues,
): Promise<TemplateFieldRow | null> {
  const [row] = await db
    .update(templateFields)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(templateFields.id, fieldId), eq(templateFields.templateId, templateId)))
    .returning();
  return row ?? null;
}

export async function deleteTemplateField(
  db: DbOrTx,
  templateId: string,
  fieldId: string,
): Promise<TemplateFieldRow | null> {
  const [row] = await db
    .delete(templateFields)
    .where(and(eq(templateFields.id, fieldId), eq(templateFields.templateId, templateId)))
    .returning();
  return row ?? null;
}

export async function countTemplateFields(db: DbOrTx, templateId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(templateFields)
    .where(eq(templateFields.templateId, templateId));
  return row?.total ?? 0;
}

/** Renames a role, moves it to another level or place in the list. */
export async function updateRole(
  db: DbOrTx,
  roleId: string,
  values: { name: string; level: number; position: number; verification?: SignerVerification },
): Promise<void> {
  await db.update(templateRoles).set(values).where(eq(templateRoles.id, roleId));
}

export async function deleteRoles(db: DbOrTx, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db.delete(templateRoles).where(inArray(templateRoles.id, roleIds));
}

/** Of these roles, the ids of those that have a field. */
export async function rolesWithFields(db: DbOrTx, roleIds: string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .select({ roleId: templateFields.roleId })
    .from(templateFields)
    .where(inArray(templateFields.roleId, roleIds))
    .groupBy(templateFields.roleId);
  return new Set(rows.map((row) => row.roleId));
}
