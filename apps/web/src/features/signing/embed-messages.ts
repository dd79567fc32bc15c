import type { EmbedMessage, EmbedMessageType } from '@signflow/contract/embedding';
import type { SignerDecision } from '@signflow/contract/signing';

/** The message a signer's decision sends to the page around the signing page (docs/embedding.md#messages). */
export const DECISION_MESSAGES: Record<SignerDecision, EmbedMessageType> = {
  approved: 'signflow:signed',
  rejected: 'signflow:rejected',
  revision: 'signflow:revision_requested',
};

/** What of the browser window the messages need: the page around it, and where it was opened from. */
export interface FramedWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  self: unknown;
  location: { ancestorOrigins?: { length: number; [index: number]: string } };
  document: { referrer: string };
}

function originOf(address: string): string | null {
  try {
    const origin = new URL(address).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page the signing page is framed by, when it is one of `allowed`; null when the page is not in a
 * frame, or its frame's page is not allowed (then it is told nothing). The browser says it (`ancestorOrigins`,
 * Chromium and Safari) or the referrer does (Firefox); never guessed, never '*'.
 */
export function embeddingOrigin(allowed: readonly string[], win: FramedWindow): string | null {
  if (!win.parent || win.parent === win.self || allowed.length === 0) return null;
  const ancestors = win.location.ancestorOrigins;
  const candidate = ancestors && ancestors.length > 0 ? (ancestors[0] ?? null) : originOf(win.document.referrer);
  return candidate && allowed.includes(candidate) ? candidate : null;
}

/** Tells the page around the signing page what happened, when it is allowed to know; answers whether it did. */
export function tellEmbeddingPage(
  allowed: readonly string[],
  message: EmbedMessage,
  win: FramedWindow = window as unknown as FramedWindow,
): boolean {
  const origin = embeddingOrigin(allowed, win);
  if (!origin) return false;
  win.parent?.postMessage(message, origin);
  return true;
}
