/**
 * GET /v1/documents/events: the signed-in owner's live updates as server-sent events (docs/api.md#live-updates),
 * read with the bearer header (fetch), never with a token in the URL.
 */
export const LIVE_UPDATES_PATH = '/v1/documents/events';

/**
 * The stream's events: `ready` once it is open; `document` when one of the account's documents changed (its data
 * `{ "documentId": … }`, ids only); `bulk-send` when one of its bulk sends went on (rows done, or finished: its data
 * `{ "bulkSendId": … }`, read GET /v1/bulk-sends/{id}); `resync` when changes may have been missed, so every list is
 * read again.
 */
export const LIVE_UPDATE_EVENT_NAMES = ['ready', 'document', 'bulk-send', 'resync'] as const;
export type LiveUpdateEventName = (typeof LIVE_UPDATE_EVENT_NAMES)[number];
