import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { publicLinkVisits, templatePublicLinks, templates } from '../../../db/schema';
import type { TemplateRow } from '../repo';

export type PublicLinkRow = typeof templatePublicLinks.$inferSelect;
export type VisitRow = typeof publicLinkVisits.$inferSelect;
export type PublicLinkValues = Pick<PublicLinkRow, 'slug' | 'enabled' | 'recipients' | 'senderValues'>;

export async function findPublicLink(db: DbOrTx, templateId: string): Promise<PublicLinkRow | null> {
  const [row] = await db.select().from(templatePublicLinks).where(eq(templatePublicLinks.templateId, templateId));
  return row ?? null;
}

export async function savePublicLink(db: DbOrTx, templateId: string, values: PublicLinkValues): Promise<PublicLinkRow> {
  const [row] = await db
    .insert(templatePublicLinks)
    .values({ templateId, ...values })
    .onConflictDoUpdate({ target: templatePublicLinks.templateId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('public link upsert returned nothing');
  return row;
}

/** The link a visitor's address names, with its template; null for a slug no link has (any more). */
export async function findLinkBySlug(
  db: DbOrTx,
  slug: string,
): Promise<{ link: PublicLinkRow; template: TemplateRow } | null> {
  const [row] = await db
    .select({ link: templatePublicLinks, template: templates })
    .from(templatePublicLinks)
    .innerJoin(templates, eq(templates.id, templatePublicLinks.templateId))
    .where(eq(templatePublicLinks.slug, slug));
  return row ?? null;
}

export async function insertVisit(
  db: DbOrTx,
  values: Pick<VisitRow, 'id' | 'templateId' | 'name' | 'email' | 'codeHash' | 'expiresAt'>,
): Promise<void> {
  await db.insert(publicLinkVisits).values(values);
}

/** The link's visit not yet confirmed, held to the end of the transaction; null when there is none such. */
export async function lockOpenVisit(db: DbOrTx, templateId: string, visitId: string): Promise<VisitRow | null> {
  const [row] = await db
    .select()
    .from(publicLinkVisits)
    .where(
      and(
        eq(publicLinkVisits.id, visitId),
        eq(publicLinkVisits.templateId, templateId),
        isNull(publicLinkVisits.confirmedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function countWrongCode(db: DbOrTx, visitId: string): Promise<number> {
  const [row] = await db
    .update(publicLinkVisits)
    .set({ failedTries: sql`${publicLinkVisits.failedTries} + 1` })
    .where(eq(publicLinkVisits.id, visitId))
    .returning({ failedTries: publicLinkVisits.failedTries });
  return row?.failedTries ?? 0;
}

/** Takes the visit as confirmed (`at`), or gives it back (null) when its document could not be made. */
export async function setVisitConfirmed(db: DbOrTx, visitId: string, at: Date | null): Promise<void> {
  await db.update(publicLinkVisits).set({ confirmedAt: at }).where(eq(publicLinkVisits.id, visitId));
}

export async function setVisitDocument(db: DbOrTx, visitId: string, documentId: string): Promise<void> {
  await db.update(publicLinkVisits).set({ documentId }).where(eq(publicLinkVisits.id, visitId));
}
