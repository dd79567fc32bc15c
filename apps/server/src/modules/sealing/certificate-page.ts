import type { AuditActorKind, AuditEventType } from '@signflow/contract/audit';
import type { Language } from '@signflow/contract/languages';
import type { SignerVerification } from '@signflow/contract/signer-verification';
import { SIGNING_CONSENT_STATEMENTS, type SignerDecision } from '@signflow/contract/signing';
import type { SealLevel } from '@signflow/contract/verify';
import { wordsOf } from '@signflow/contract/words';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedTextFont } from '../../platform/pdf/text-font';
import { certificateEventLabel } from './certificate-wording';

export interface CertificateParty {
  name: string;
  email: string;
  level: number;
  decision: SignerDecision | null;
  signedAt: Date | null;
  ip: string | null;
  /** Why they rejected or asked for a revision, when they said. */
  reason?: string | null;
  /** When they agreed that their electronic signature is the equivalent of their handwritten one. */
  consentedAt?: Date | null;
  /** How they proved who they are before the document opened, and when they passed (docs/domain.md#signer-verification). */
  verification?: { method: SignerVerification; passedAt: Date | null };
}

export interface CertificateEvent {
  at: Date;
  type: AuditEventType;
  actorKind: AuditActorKind;
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
  /** What the seal over this page will be: whether it carries a trusted time, and validation data. */
  sealLevel: SealLevel;
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
  const wording = wordsOf(language).certificate;
  const { details } = event;
  const reason = details.reason ? ` · ${wording.reason}: “${details.reason}”` : '';
  // A count of answers or fields a change took away, said when there were any (docs/domain.md#the-audit-trail).
  const counted = (label: string, value: string | undefined) => (Number(value ?? 0) > 0 ? ` · ${label}: ${value}` : '');
  const taken =
    counted(wording.answersCleared, details.answersCleared) +
    counted(wording.fieldsRemoved, details.fieldsRemoved) +
    counted(wording.fieldsDropped, details.fieldsDropped);
  const file =
    event.type === 'file_replaced'
      ? ` · SHA-256: ${details.oldSha256} → ${details.sha256} · ${wording.pages}: ${details.oldPageCount} → ${details.pageCount}`
      : '';
  return `${eventLine(event, certificateEventLabel(language, event.type), wording)}${reason}${file}${taken}`;
}

/** A signer's consent as the certificate states it: when, and the sentence they agreed to, in `language`. */
export function consentLine(at: Date, language: Language): string {
  return `${wordsOf(language).certificate.consent}: ${certificateTime(at)} · “${SIGNING_CONSENT_STATEMENTS[language]}”`;
}

/** How a signer proved who they are, as the certificate states it: the method, and when they passed its check. */
export function verificationLine(verification: NonNullable<CertificateParty['verification']>, language: Language) {
  const words = wordsOf(language).certificate;
  const method = words.verificationMethods[verification.method];
  if (verification.method === 'link' || !verification.passedAt) return `${words.verification}: ${method}`;
  return `${words.verification}: ${method} · ${words.verificationPassedAt} ${certificateTime(verification.passedAt)}`;
}

/** A signer as a change of signers names them: name, address and level. */
function signerNamed(
  name: string | undefined,
  email: string | undefined,
  level: string | undefined,
  levelWord: string,
) {
  return `${name} <${email}> (${levelWord} ${level})`;
}

/**
 * Whom or what the event was about: the signer before and after a change, the signer added or removed, the address
 * mailed, the template the document was made from.
 */
function subjectOf(event: CertificateEvent, wording: { level: string }): string {
  const { details } = event;
  switch (event.type) {
    case 'signer_corrected':
      return ` ${details.oldName} <${details.oldEmail}> → ${details.newName} <${details.newEmail}>`;
    case 'signer_changed':
      return ` ${signerNamed(details.oldName, details.oldEmail, details.oldLevel, wording.level)} → ${signerNamed(details.newName, details.newEmail, details.newLevel, wording.level)}`;
    case 'signer_added':
    case 'signer_removed':
      return ` ${signerNamed(details.name, details.email, details.level, wording.level)}`;
    case 'made_from_template':
      return ` “${details.templateName}”`;
    default:
      return details.to ? ` → ${details.to}` : '';
  }
}

function eventLine(event: CertificateEvent, label: string, wording: { level: string; apiKey: string }): string {
  const who =
    event.actorKind === 'api_key'
      ? `${wording.apiKey} “${event.actor}”`
      : event.actorEmail
        ? `${event.actor} <${event.actorEmail}>`
        : event.actor;
  const ip = event.ip ? ` · ${event.ip}` : '';
  return `${certificateTime(event.at)}  ${label}${subjectOf(event, wording)} · ${who}${ip}`;
}

/**
 * Appends the audit certificate: the document and its original's SHA-256, the sender, every signer
 * with their decision, time and IP address, and every event of the trail, in the owner's language.
 */
export async function appendCertificate(pdf: PDFDocument, content: CertificateContent): Promise<void> {
  const font = await embedTextFont(pdf);
  const words = wordsOf(content.language).certificate;
  const writer = new PageWriter(pdf, font);

  writer.write(words.title, { size: 18, gap: 6 });
  writer.write(words.intro, { muted: true, gap: 12 });
  const facts: [string, string][] = [
    [words.document, content.documentName],
    [words.documentId, content.documentId],
    [words.pages, String(content.pageCount)],
    [words.originalSha256, content.originalSha256],
    [words.sender, `${content.sender.name} <${content.sender.email}>`],
    [words.completed, certificateTime(content.completedAt)],
    [words.seal, words.sealLevels[content.sealLevel]],
  ];
  for (const [label, value] of facts) {
    writer.write(label, { size: 8, muted: true });
    writer.write(value, { gap: 4 });
  }

  writer.space(10);
  writer.write(words.parties, { size: 13, gap: 4 });
  for (const party of content.parties) {
    writer.write(`${party.name} <${party.email}>`, { size: 10.5 });
    const decision = party.decision ? words.decisions[party.decision] : words.notSubmitted;
    const signedAt = party.signedAt ? certificateTime(party.signedAt) : '—';
    const more = [
      party.reason ? `${words.reason}: “${party.reason}”` : null,
      party.consentedAt ? consentLine(party.consentedAt, content.language) : null,
      party.verification ? verificationLine(party.verification, content.language) : null,
    ].filter((line) => line !== null);
    writer.write(
      `${words.level} ${party.level} · ${words.decision}: ${decision} · ${words.signedAt}: ${signedAt} · ${words.ipAddress}: ${party.ip ?? '—'}`,
      { indent: 12, gap: more.length ? 0 : 5 },
    );
    for (const [index, line] of more.entries()) {
      writer.write(line, { indent: 12, gap: index === more.length - 1 ? 5 : 0 });
    }
  }

  writer.space(10);
  writer.write(words.events, { size: 13, gap: 4 });
  for (const event of content.events) {
    writer.write(certificateEventLine(event, content.language), { size: 8.5 });
  }
}
