import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type CreatedWebhookEndpoint,
  type changeWebhookSchema,
  type createWebhookSchema,
  MAX_WEBHOOK_ENDPOINTS,
  type RolledWebhookSecret,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_MESSAGE,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookLimitMessage,
} from '@signflow/contract/webhooks';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { currentRequestId } from '../../platform/request-context';
import type { SecretBox } from '../../platform/secret-box';
import { lockAccount } from '../subscriptions/plan-limits';
import { checkEndpointAddress } from './endpoint-address';
import {
  countEndpoints,
  deleteEndpoint,
  findDelivery,
  findOwnedEndpoint,
  insertDelivery,
  insertEndpoint,
  insertWebhookEvent,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './repo';
import { newWebhookSecret } from './signature';

/** What the webhooks' requests work with. */
export interface WebhookServices {
  db: Db;
  secrets: SecretBox;
  allowPrivate: boolean;
}

/** After a roll, the previous secret signs too for this long. */
export const PREVIOUS_SECRET_HOURS = 24;
const PREVIOUS_SECRET_MS = PREVIOUS_SECRET_HOURS * 60 * 60 * 1000;

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledForFailuresAt: row.disabledForFailuresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDelivery(row: { delivery: WebhookDeliveryRow; eventType: string }): WebhookDelivery {
  const { delivery } = row;
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: row.eventType as WebhookDelivery['eventType'],
    status: delivery.status,
    attempts: delivery.attempts,
    statusCode: delivery.statusCode,
    durationMs: delivery.durationMs,
    response: delivery.response,
    error: delivery.error,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
  };
}

async function assertAddressAllowed(services: WebhookServices, url: string): Promise<void> {
  const checked = await checkEndpointAddress(url, { allowPrivate: services.allowPrivate });
  if (!checked.ok) throw badRequest(checked.message);
}

async function ownedEndpoint(services: WebhookServices, accountId: string, id: string): Promise<WebhookEndpointRow> {
  const endpoint = await findOwnedEndpoint(services.db, accountId, id);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function createWebhook(
  services: WebhookServices,
  accountId: string,
  body: z.output<typeof createWebhookSchema>,
): Promise<CreatedWebhookEndpoint> {
  await assertAddressAllowed(services, body.url);
  const secret = newWebhookSecret();
  const id = crypto.randomUUID();
  const row = await services.db.transaction(async (tx) => {
    // Under the account's lock: two requests at once cannot both take the last place.
    await lockAccount(tx, accountId);
    if ((await countEndpoints(tx, accountId)) >= MAX_WEBHOOK_ENDPOINTS) throw badRequest(webhookLimitMessage);
    return insertEndpoint(tx, {
      id,
      accountId,
      url: body.url,
      events: body.events,
      secretSealed: services.secrets.seal(secret, id),
    });
  });
  return { ...toWebhookEndpoint(row), secret };
}

export async function listWebhooks(services: WebhookServices, accountId: string): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(services.db, accountId)).map(toWebhookEndpoint);
}

export async function getWebhook(services: WebhookServices, accountId: string, id: string): Promise<WebhookEndpoint> {
  return toWebhookEndpoint(await ownedEndpoint(services, accountId, id));
}

export async function changeWebhook(
  services: WebhookServices,
  accountId: string,
  id: string,
  body: z.output<typeof changeWebhookSchema>,
): Promise<WebhookEndpoint> {
  const endpoint = await ownedEndpoint(services, accountId, id);
  if (body.url !== undefined) await assertAddressAllowed(services, body.url);
  const turnedOn = body.enabled === true && !endpoint.enabled;
  const row = await updateEndpoint(services.db, endpoint.id, {
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.events !== undefined ? { events: body.events } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    // Turned on again: its failing starts afresh.
    ...(turnedOn ? { failingSince: null, disabledForFailuresAt: null } : {}),
  });
  return toWebhookEndpoint(row);
}

export async function removeWebhook(services: WebhookServices, accountId: string, id: string): Promise<void> {
  const endpoint = await ownedEndpoint(services, accountId, id);
  await deleteEndpoint(services.db, endpoint.id);
}

export async function rollWebhookSecret(
  services: WebhookServices,
  accountId: string,
  id: string,
): Promise<RolledWebhookSecret> {
  const endpoint = await ownedEndpoint(services, accountId, id);
  const secret = newWebhookSecret();
  await updateEndpoint(services.db, endpoint.id, {
    secretSealed: services.secrets.seal(secret, endpoint.id),
    previousSecretSealed: endpoint.secretSealed,
    previousSecretUntil: new Date(Date.now() + PREVIOUS_SECRET_MS),
  });
  return { secret };
}

export async function listWebhookDeliveries(
  services: WebhookServices,
  accountId: string,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await ownedEndpoint(services, accountId, id);
  return (await listDeliveries(services.db, endpoint.id)).map(toWebhookDelivery);
}

/** Resend: the same event (same id and body) delivered to the endpoint again, as a new delivery due now. */
export async function resendWebhookDelivery(
  services: WebhookServices,
  accountId: string,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await ownedEndpoint(services, accountId, id);
  const found = await findDelivery(services.db, endpoint.id, deliveryId);
  if (!found) throw notFound();
  // One waiting delivery of an event at a time: a pending one is still being tried, and would be sent twice.
  if (found.delivery.status === 'pending') throw conflict(API_MESSAGES.webhookDeliveryPending);
  const delivery = await insertDelivery(services.db, {
    eventId: found.delivery.eventId,
    endpointId: endpoint.id,
    requestId: currentRequestId(),
  });
  return toWebhookDelivery({ delivery, eventType: found.eventType });
}

/** Send test event: a `webhook.test` event for this endpoint alone, whatever it subscribes to. */
export async function sendTestWebhook(
  services: WebhookServices,
  accountId: string,
  id: string,
): Promise<WebhookDelivery> {
  const endpoint = await ownedEndpoint(services, accountId, id);
  const delivery = await services.db.transaction(async (tx) => {
    const event = await insertWebhookEvent(tx, {
      accountId,
      type: WEBHOOK_TEST_EVENT,
      data: { message: WEBHOOK_TEST_MESSAGE, endpoint: { id: endpoint.id, url: endpoint.url } },
    });
    return insertDelivery(tx, { eventId: event.id, endpointId: endpoint.id, requestId: currentRequestId() });
  });
  return toWebhookDelivery({ delivery, eventType: WEBHOOK_TEST_EVENT });
}
