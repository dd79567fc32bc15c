/**
 * What the request log may say about a URL. Signer links, reset links and download links carry their
 * token in the URL, and a log is read by more people, and kept longer, than the token may live: so every
 * URL the app logs goes through `redactUrl` first (README, "Security").
 */

export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret whatever it looks like. Broad on purpose: redacting a harmless
 * value costs a little reading, logging a secret one costs the account.
 */
const SECRET_NAME = /token|secret|passw|pwd|code|state|key|signature|^sig$|auth|session|otp|nonce|ticket|credential/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;
const TOKEN_LIKE = /^[A-Za-z0-9_\-+/=]{20,}$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A value that looks like a random token (a JWT, or a long run of base64 or hex that mixes digits or cases)
 * is a secret wherever it appears; ids (UUIDs) and words (route names) are not.
 */
export function looksSecret(value: string): boolean {
  if (UUID.test(value)) return false;
  if (JWT.test(value)) return true;
  return TOKEN_LIKE.test(value) && (/\d/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value)));
}

/** A value that is itself a link (a `next=` or `redirect=` parameter) is redacted as one. */
function redactNestedUrl(value: string): string | null {
  const inner = decoded(value);
  if (!/[?&=/]/.test(inner)) return null;
  const redacted = redactUrl(inner);
  return redacted === inner ? null : encodeURIComponent(redacted);
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      if (looksSecret(decoded(name).trim())) return REDACTED;
      if (SECRET_NAME.test(decoded(name)) && value !== '') return `${name}=${REDACTED}`;
      if (looksSecret(decoded(value).trim())) return `${name}=${REDACTED}`;
      const nested = redactNestedUrl(value);
      return nested === null ? pair : `${name}=${nested}`;
    })
    .join('&');
}

function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      // A matrix parameter (`;x`) does not hide the token before it.
      segment
        .split(';')
        .map((part) => (looksSecret(decoded(part).trim()) ? REDACTED : part))
        .join(';'),
    )
    .join('/');
}

/**
 * The URL (absolute, or a path with its query) with every secret query value and every secret-looking
 * path segment replaced by '[redacted]'; a fragment is dropped.
 */
export function redactUrl(url: string): string {
  const origin = url.match(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i)?.[0] ?? '';
  const rest = url.slice(origin.length).split('#')[0] ?? '';
  const questionMark = rest.indexOf('?');
  if (questionMark === -1) return origin + redactPath(rest);
  return `${origin}${redactPath(rest.slice(0, questionMark))}?${redactQuery(rest.slice(questionMark + 1))}`;
}

/** Absolute URLs and paths, with or without a query: 'Route GET:/…/<token> not found' names one too. */
const URL_IN_TEXT = /(?:https?:\/\/|\/)[^\s"'<>`]+/g;

/** Free text (an error message, a stack) with the secrets of every URL in it redacted. */
export function redactUrlsIn(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url));
}

/** What the request serializer reads: Fastify's request (or Node's, which lacks ip and host). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, minus the secrets: the URL redacted, no headers, no body. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
