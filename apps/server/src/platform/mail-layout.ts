import { escapeHtml } from './html';

/** A paragraph of a mail; several lines are kept together in one paragraph. */
export type MailParagraph = string | readonly string[];

/**
 * A product mail has at most one link: paragraphs before it, the link, and paragraphs after it. Only a mail that
 * asks nothing of its reader (a cancellation) has none.
 */
export interface MailLayout {
  before: readonly MailParagraph[];
  link?: { url: string; label: string };
  after?: readonly MailParagraph[];
}

const linesOf = (paragraph: MailParagraph): readonly string[] =>
  typeof paragraph === 'string' ? [paragraph] : paragraph;

/**
 * The mail's text and HTML from one layout, so both say the same. The text shows the link's address on its
 * own line (mail readers make it clickable); the HTML shows the label as the link.
 */
export function mailBody({ before, link, after = [] }: MailLayout): { text: string; html: string } {
  const text = [...before.map(textOf), ...(link ? [link.url] : []), ...after.map(textOf)];
  const html = [
    ...before.map(htmlOf),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...after.map(htmlOf),
  ];
  return { text: text.join('\n\n'), html: html.join('') };
}

/** A moment as 'yyyy-MM-dd HH:mm' in UTC, which reads the same in every language; the mail says '(UTC)'. */
export function utcMinute(at: Date): string {
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

function textOf(paragraph: MailParagraph): string {
  return linesOf(paragraph).join('\n');
}

function htmlOf(paragraph: MailParagraph): string {
  return `<p>${linesOf(paragraph).map(escapeHtml).join('<br>')}</p>`;
}
