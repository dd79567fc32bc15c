import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** How many deliveries an endpoint's log shows: its latest. */
export const DELIVERY_LOG_LENGTH = 50;

export async function findOwnedEndpoint(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)));
  return row;
}

export async function listEndpoints(db: DbOrTx, accountId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function countEndpoints(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId));
  return row?.total ?? 0;
}

export async function insertEndpoint(
  db: DbOrTx,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  if (!inserted) throw new Error('webhook endpoint not inserted');
  return inserted;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  change: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<WebhookEndpointRow> {
  const [updated] = await db.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, id)).returning();
  if (!updated) throw new Error('webhook endpoint not updated');
  return updated;
}

export async function deleteEndpoint(db: DbOrTx, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** An endpoint's latest deliveries, newest first, with their event's type. */
export async function listDeliveries(db: DbOrTx, endpointId: string) {
  return db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LENGTH);
}

export async function findDelivery(db: DbOrTx, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** A new delivery of an event to one endpoint, due now. */
export async function insertDelivery(
  db: DbOrTx,
  row: { eventId: string; endpointId: string; requestId: string | null },
): Promise<WebhookDeliveryRow> {
  const [inserted] = await db.insert(webhookDeliveries).values(row).returning();
  if (!inserted) throw new Error('webhook delivery not inserted');
  return inserted;
}

export async function insertWebhookEvent(
  db: DbOrTx,
  row: { accountId: string; type: string; data: Record<string, unknown> },
): Promise<WebhookEventRow> {
  const [inserted] = await db.insert(webhookEvents).values(row).returning();
  if (!inserted) throw new Error('webhook event not inserted');
  return inserted;
}

/** The account's enabled endpoints that subscribe to `type`. */
export async function subscribedEndpointIds(db: DbOrTx, accountId: string, type: string): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.accountId, accountId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Moves the start of the account's endpoints' failing `days` (of 24 hours) into the past: the e2e tests' clock. */
export async function shiftFailingSince(db: DbOrTx, accountId: string, days: number): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`${webhookEndpoints.failingSince} - make_interval(hours => ${days * 24})` })
    .where(and(eq(webhookEndpoints.accountId, accountId), isNotNull(webhookEndpoints.failingSince)));
}
