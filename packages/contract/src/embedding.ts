import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';

/**
 * Embedded signing (docs/embedding.md): the signer's page may run inside an iframe of the sites an account lists,
 * and then tells the page around it what happens, by `postMessage` to that site only.
 */

/** The most origins an account may list. */
export const MAX_EMBED_ORIGINS = 20;
/** The longest origin accepted (a host name is at most 253 characters, with the scheme and a port). */
const MAX_ORIGIN_LENGTH = 300;

/** Hosts a plain-http origin may name: a developer's own machine, which no one else can reach. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A host name or IPv4 address (labels of letters, digits, `-` and `_`), or an IPv6 address in brackets. */
const PLAIN_HOST = /^(?:(?:[a-z0-9_-]+\.)*[a-z0-9_-]+|\[[0-9a-f:.]+\])$/;

/**
 * An origin as the browser writes it (`event.origin`, the CSP's source): scheme, host in lower case and the port
 * only when it is not the scheme's default, no trailing slash. Null when `text` is not one.
 */
export function normaliseOrigin(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Why `text` is not an origin an account may list, or null when it is. Strict on purpose: the list becomes the
 * signer's page's `frame-ancestors` and the only places its messages go. No wildcard, not even `*.example.com`: on a
 * shared suffix (`*.github.io`, `*.vercel.app`) it would let strangers frame the page and read its messages.
 */
export function embedOriginProblem(text: string): string | null {
  if (text.includes('*')) return API_MESSAGES.embedOriginWildcard;
  const shape = /^([a-z][a-z0-9+.-]*):\/\/([^/?#@\s\\]+)\/?$/i.exec(text);
  if (!shape || text.length > MAX_ORIGIN_LENGTH) return API_MESSAGES.embedOriginInvalid;
  const scheme = shape[1]?.toLowerCase();
  const origin = normaliseOrigin(text);
  if (!origin) return API_MESSAGES.embedOriginInvalid;
  const host = new URL(origin).hostname;
  // The URL parser decodes escapes in a host (`https://%2a` is `https://*`) and keeps `;`, `,` and quotes, which
  // would widen or break the policy: only letters, digits, `-`, `_` and dots, or an IPv6 address in brackets.
  if (host.includes('*')) return API_MESSAGES.embedOriginWildcard;
  if (!PLAIN_HOST.test(host)) return API_MESSAGES.embedOriginInvalid;
  if (scheme === 'https') return null;
  if (scheme === 'http' && LOCAL_HOSTS.has(host)) return null;
  return API_MESSAGES.embedOriginNotHttps;
}

/** One allowed origin, read into its normal form (`HTTPS://Shop.Example.com:443/` → `https://shop.example.com`). */
export const embedOriginSchema = z
  .string({ error: API_MESSAGES.embedOriginInvalid })
  .trim()
  .superRefine((text, context) => {
    const problem = embedOriginProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((text) => normaliseOrigin(text) ?? text);

/** PUT /v1/profile/embedding: the whole list, replacing the one before; the same origin twice is kept once. */
export const embeddingSettingsSchema = z.object(
  {
    allowedOrigins: z
      .array(embedOriginSchema, { error: API_MESSAGES.embedOriginsInvalid })
      .max(MAX_EMBED_ORIGINS, fillTemplate(API_MESSAGES.embedOriginsTooMany, { max: MAX_EMBED_ORIGINS }))
      .transform((origins) => [...new Set(origins)]),
  },
  { error: API_MESSAGES.invalidRequest },
);
export type EmbeddingSettingsInput = z.input<typeof embeddingSettingsSchema>;

/** GET and PUT /v1/profile/embedding: the origins whose pages may embed this account's signers' pages. */
export interface EmbeddingSettings {
  allowedOrigins: string[];
}

/**
 * GET /v1/documents/user-sign/embedding?token: the sites allowed to embed the page of the signer this link names,
 * also when the link has expired or its document can no longer be signed, so the page can tell the site why
 * (`signflow:error`). Empty for a token that names no signer.
 */
export interface SignerEmbedding {
  embedOrigins: string[];
}

/**
 * What the signing page tells the page around it (docs/embedding.md#messages), as the published embedding package
 * reads it: one list for both sides.
 */
export {
  SIGNFLOW_EVENT_TYPES as EMBED_MESSAGE_TYPES,
  type SignFlowEvent as EmbedMessage,
  type SignFlowEventType as EmbedMessageType,
} from '@signflow/embed/messages';
