/**
 * What SignFlow's signing page tells the page it is embedded in, by `postMessage` to that page's origin only when
 * the account lists it (docs/embedding.md#messages), and how an embedding page reads it safely: a message counts only
 * when it comes from the signing page's own origin (and, when known, its own frame).
 */

export const SIGNFLOW_EVENT_TYPES = [
  'signflow:loaded',
  'signflow:signed',
  'signflow:rejected',
  'signflow:revision_requested',
  'signflow:error',
] as const;
export type SignFlowEventType = (typeof SIGNFLOW_EVENT_TYPES)[number];

/** One message of the signing page: which document and signer; an error also says what went wrong. */
export interface SignFlowEvent {
  type: SignFlowEventType;
  documentId: string;
  signerId: string;
  message?: string;
}

/** What the embedding page wants to hear of: each called with the message that raised it. */
export interface SignFlowHandlers {
  onLoaded?: (event: SignFlowEvent) => void;
  onSigned?: (event: SignFlowEvent) => void;
  onRejected?: (event: SignFlowEvent) => void;
  onRevisionRequested?: (event: SignFlowEvent) => void;
  onError?: (event: SignFlowEvent) => void;
}

const HANDLER_OF: Record<SignFlowEventType, keyof SignFlowHandlers> = {
  'signflow:loaded': 'onLoaded',
  'signflow:signed': 'onSigned',
  'signflow:rejected': 'onRejected',
  'signflow:revision_requested': 'onRevisionRequested',
  'signflow:error': 'onError',
};

/**
 * The origin of a signing link (`https://sign.example.com/user-sign?...` → `https://sign.example.com`): the only
 * origin whose messages count. A relative link is read against `base` (the embedding page's address).
 */
export function signingOriginOf(url: string, base?: string): string {
  const origin = new URL(url, base).origin;
  if (origin === 'null' || !/^https?:$/.test(new URL(url, base).protocol)) {
    throw new Error(`SignFlow: the signing link must be an http(s) address, not ${url}`);
  }
  return origin;
}

/** Whether `data` has the shape of a signing page's message. */
export function isSignFlowEvent(data: unknown): data is SignFlowEvent {
  if (typeof data !== 'object' || data === null) return false;
  const { type, documentId, signerId, message } = data as Record<string, unknown>;
  return (
    typeof type === 'string' &&
    (SIGNFLOW_EVENT_TYPES as readonly string[]).includes(type) &&
    typeof documentId === 'string' &&
    typeof signerId === 'string' &&
    (message === undefined || typeof message === 'string')
  );
}

/** What of a `message` event is read: where it came from and what it carries. */
export interface ReceivedMessage {
  origin: string;
  data: unknown;
  source?: unknown;
}

/**
 * Calls the handler a received message asks for, when it comes from `from.origin` (and from `from.source`, the
 * frame's window, when given) and has a signing page's shape; anything else is left alone. Answers the message
 * it acted on, or null.
 */
export function dispatchSignFlowEvent(
  received: ReceivedMessage,
  from: { origin: string; source?: unknown },
  handlers: SignFlowHandlers,
): SignFlowEvent | null {
  if (received.origin !== from.origin) return null;
  if (from.source !== undefined && received.source !== from.source) return null;
  if (!isSignFlowEvent(received.data)) return null;
  const { type, documentId, signerId, message } = received.data;
  const event: SignFlowEvent =
    message === undefined ? { type, documentId, signerId } : { type, documentId, signerId, message };
  handlers[HANDLER_OF[type]]?.(event);
  return event;
}
