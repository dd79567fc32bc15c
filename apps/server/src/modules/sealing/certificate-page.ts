import type { AuditEventType } from '@signflow/contract/audit';
import type { Language } from '@signflow/contract/languages';
import type { SignerDecision } from '@signflow/contract/signing';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedTextFont } from '../../platform/pdf/text-font';
import { CERTIFICATE_WORDING, certificateEventLabel } from './certificate-wording';

export interface CertificateParty {
  name: string;
  email: string;
  level: number;
  decision: SignerDecision | null;
  signedAt: Date | null;
  ip: string | null;
  /** Why they rejected or asked for a revision, when they said. */
  reason?: string | null;
}

export interface CertificateEvent {
  at: Date;
  type: AuditEventType;
  actor: string;
  actorEmail: string | null;
  ip: string | null;
  details: Record<string, string>;
}

export interface CertificateContent {
  language: Language;
  documentName: string;
  documentId: string;
  originalSha256: string;
  pageCount: number;
  sender: { name: string; email: string };
  completedAt: Date;
  parties: CertificateParty[];
  events: CertificateEvent[];
}

/** Times on the certificate are UTC, with the offset said, so they read the same in every language. */
function certificateTime(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC+00:00`;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.38, 0.38, 0.38);

/** Writes lines down A4 pages, wrapping long ones and starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y = 0;
  /** Each character's advance width at size 1: pdf-lib measures by laying out the text, which is slow. */
  private readonly advances = new Map<string, number>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  private width(text: string, size: number): number {
    let total = 0;
    for (const character of text) {
      let advance = this.advances.get(character);
      if (advance === undefined) {
        advance = this.font.widthOfTextAtSize(character, 1);
        this.advances.set(character, advance);
      }
      total += advance;
    }
    return total * size;
  }

  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    // A single word wider than the line (a long e-mail, a hash) is cut by characters.
    return lines.flatMap((each) => this.cutToWidth(each, size, width));
  }

  private cutToWidth(text: string, size: number, width: number): string[] {
    if (this.width(text, size) <= width) return [text];
    let end = text.length;
    while (end > 1 && this.width(text.slice(0, end), size) > width) end -= 1;
    return [text.slice(0, end), ...this.cutToWidth(text.slice(end), size, width)];
  }

  write(text: string, options: { size?: number; muted?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 9.5;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, size, A4.width - 2 * MARGIN - indent)) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font: this.font,
        color: options.muted ? MUTED : INK,
      });
    }
    this.y -= options.gap ?? 0;
  }

  space(points: number) {
    this.y -= points;
  }
}

/** One event of the trail as the certificate lists it, in `language`: time, what, to whom, who, from where, why. */
export function certificateEventLine(event: CertificateEvent, language: Language): string {
  const wording = CERTIFICATE_WORDING[language];
  const reason = event.details.reason ? ` · ${wording.reason}: “${event.details.reason}”` : '';
  return `${eventLine(event, certificateEventLabel(language, event.type))}${reason}`;
}

function eventLine(event: CertificateEvent, label: string): string {
  const who = event.actorEmail ? `${event.actor} <${event.actorEmail}>` : event.actor;
  const { details } = event;
  // A correction names the signer before and after (docs/domain.md#the-audit-trail); a mailed event its address.
  const to =
    event.type === 'signer_corrected'
      ? ` ${details.oldName} <${details.oldEmail}> → ${details.newName} <${details.newEmail}>`
      : details.to
        ? ` → ${details.to}`
        : '';
  const ip = event.ip ? ` · ${event.ip}` : '';
  return `${certificateTime(event.at)}  ${label}${to} · ${who}${ip}`;
}

/**
 * Appends the audit certificate: the document and its original's SHA-256, the sender, every signer
 * with their decision, time and IP address, and every event of the trail, in the owner's language.
 */
export async function appendCertificate(pdf: PDFDocument, content: CertificateContent): Promise<void> {
  const font = await embedTextFont(pdf);
  const wording = CERTIFICATE_WORDING[content.language];
  const writer = new PageWriter(pdf, font);

  writer.write(wording.title, { size: 18, gap: 6 });
  writer.write(wording.intro, { muted: true, gap: 12 });
  const facts: [string, string][] = [
    [wording.document, content.documentName],
    [wording.documentId, content.documentId],
    [wording.pages, String(content.pageCount)],
    [wording.originalSha256, content.originalSha256],
    [wording.sender, `${content.sender.name} <${content.sender.email}>`],
    [wording.completed, certificateTime(content.completedAt)],
  ];
  for (const [label, value] of facts) {
    writer.write(label, { size: 8, muted: true });
    writer.write(value, { gap: 4 });
  }

  writer.space(10);
  writer.write(wording.parties, { size: 13, gap: 4 });
  for (const party of content.parties) {
    writer.write(`${party.name} <${party.email}>`, { size: 10.5 });
    const decision = party.decision ? wording.decisions[party.decision] : wording.notSubmitted;
    const signedAt = party.signedAt ? certificateTime(party.signedAt) : '—';
    writer.write(
      `${wording.level} ${party.level} · ${wording.decision}: ${decision} · ${wording.signedAt}: ${signedAt} · ${wording.ipAddress}: ${party.ip ?? '—'}`,
      { indent: 12, gap: party.reason ? 0 : 5 },
    );
    if (party.reason) writer.write(`${wording.reason}: “${party.reason}”`, { indent: 12, gap: 5 });
  }

  writer.space(10);
  writer.write(wording.events, { size: 13, gap: 4 });
  for (const event of content.events) {
    writer.write(certificateEventLine(event, content.language), { size: 8.5 });
  }
}
