/**
 * Links in our mail carry tokens (signing, reset, download, verification). Once a mail has gone, or will
 * never go, its copy has no use for them: what is kept says what was sent, not how to act on it.
 */
export const LINK_REMOVED = '[link removed]';

const LINK = /https?:\/\/[^\s<>"'`]*/g;

/** The text (plain or HTML) with every http(s) link replaced by '[link removed]'. */
export function withoutLinks(text: string): string {
  return text.replace(LINK, LINK_REMOVED);
}

/** Every http(s) link in the text, in order. */
export function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}
