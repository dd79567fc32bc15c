import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';

/**
 * Signed webhooks (docs/api.md#webhooks): an account's endpoints are sent each event they subscribe to, as
 * `{ id, type, createdAt, data }`, signed in the `SignFlow-Signature` header. There is no `document.expired`: a
 * document has no expiry of its own (only its signers' links expire, and can be renewed).
 */
export const WEBHOOK_EVENT_TYPES = [
  'document.sent',
  'document.viewed',
  'signer.signed',
  'signer.rejected',
  'signer.revision_requested',
  'document.completed',
  'document.sealed',
  'document.cancelled',
  'template.used',
  'bulk_send.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event 'Send test event' sends: to the one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a test event's data says. */
export const WEBHOOK_TEST_MESSAGE = 'A test event from SignFlow: your endpoint receives webhooks';

/** Most endpoints one account can have. */
export const MAX_WEBHOOK_ENDPOINTS = 20;
/** Longest endpoint address accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'SignFlow-Signature';
/** How much of an endpoint's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

export const webhookUrlField = z
  .string({ error: API_MESSAGES.webhookUrlInvalid })
  .trim()
  .min(1, API_MESSAGES.webhookUrlInvalid)
  .max(MAX_WEBHOOK_URL_LENGTH, API_MESSAGES.webhookUrlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password
      );
    } catch {
      return false;
    }
  }, API_MESSAGES.webhookUrlInvalid);

export const webhookEventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: API_MESSAGES.webhookEventUnknown }), {
    error: API_MESSAGES.webhookEventsRequired,
  })
  .min(1, API_MESSAGES.webhookEventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2, API_MESSAGES.webhookEventUnknown)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

/** POST /v1/webhooks, and the web app's Add endpoint form. */
export const createWebhookSchema = z.object({
  url: webhookUrlField,
  events: webhookEventsField,
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

/** PATCH /v1/webhooks/{id}: any of the three. */
export const changeWebhookSchema = z
  .object({
    url: webhookUrlField.optional(),
    events: webhookEventsField.optional(),
    enabled: z.boolean({ error: API_MESSAGES.enabledInvalid }).optional(),
  })
  .refine(
    (body) => body.url !== undefined || body.events !== undefined || body.enabled !== undefined,
    API_MESSAGES.webhookChangeEmpty,
  );
export type ChangeWebhookInput = z.input<typeof changeWebhookSchema>;

export const webhookLimitMessage = fillTemplate(API_MESSAGES.webhookLimit, { limit: MAX_WEBHOOK_ENDPOINTS });

/** An endpoint as GET answers it: never its secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /**
   * When the endpoint was turned off because every delivery failed for the list's `disableAfterHours`; null
   * otherwise.
   */
  disabledForFailuresAt: string | null;
  createdAt: string;
}

/** POST /v1/webhooks: the endpoint and its signing secret, shown this once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/** POST /v1/webhooks/{id}/roll-secret: the new secret, shown this once (the old one still signs for 24 hours). */
export interface RolledWebhookSecret {
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event's delivery to one endpoint, as its log shows it: the last attempt's outcome. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status, or null when none came back (refused address, timeout, connection error). */
  statusCode: number | null;
  durationMs: number | null;
  /** The first 1 KB of the last answer's body. */
  response: string | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: string | null;
}

export interface WebhookDeliveryList {
  deliveries: WebhookDelivery[];
}

/**
 * `disableAfterHours` as people say it: in days when it is a whole number of them (72 → 3 days), else in hours. The
 * owner's mail and the Integrations page both say it so.
 */
export function inDaysOrHours<Said>(
  hours: number,
  say: { days: (days: number) => Said; hours: (hours: number) => Said },
) {
  return Number.isInteger(hours / 24) ? say.days(hours / 24) : say.hours(hours);
}

export interface WebhookEndpointList {
  webhooks: WebhookEndpoint[];
  /** How many hours of every delivery failing turn an endpoint off (the server's WEBHOOK_DISABLE_AFTER_HOURS). */
  disableAfterHours: number;
}

/** The body every endpoint is sent. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  data: Record<string, unknown>;
}
