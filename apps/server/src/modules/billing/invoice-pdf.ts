import { formatRupiah, TAX_PERCENT } from '@signflow/contract/billing';
import type { Language } from '@signflow/contract/languages';
import { type InvoiceWords, wordsOf } from '@signflow/contract/words';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedTextFont } from '../../platform/pdf/text-font';

/** What an invoice says: a paid billing, its lines, who sold and who bought (docs/domain.md, billing). */
export interface InvoiceContent {
  /** The account's language. */
  language: Language;
  /** INV/2026/000042 */
  billingNo: string;
  orderNo: string;
  billingDate: Date;
  dueDate: Date;
  /** Null until the gateway confirms the payment: the invoice then says it is unpaid. */
  paidAt: Date | null;
  /** The gateway's name of the method, or its code. */
  paymentMethod: string | null;
  seller: { name: string; url: string; email?: string | null };
  buyer: { name: string; email: string; company?: string | null; address?: string | null };
  /**
   * The billing's lines in order. Descriptions as billing stores them ('STARTER plan, 3 months',
   * '2 bonus months') are worded in the invoice's language; any other text is printed as it is.
   */
  lines: { description: string; amount: number }[];
  baseAmount: number;
  taxAmount: number;
  nettAmount: number;
}

/** Dates and times in UTC, with the zone said, so the invoice reads the same wherever it is opened. */
function invoiceTime(at: Date, language: Language): string {
  // English as the pages write it ('20 Nov 2026'), day first like the other languages.
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  return `${date} ${at.toISOString().slice(11, 16)} UTC`;
}

/** Billing's English line descriptions in the invoice's language; other text stays as it is. */
function lineText(description: string, words: InvoiceWords): string {
  const plan = /^([A-Z]+) plan, (\d+) months?$/.exec(description);
  if (plan?.[1] && plan[2]) return words.planLine(plan[1], Number(plan[2]));
  const bonus = /^(\d+) bonus months?$/.exec(description);
  if (bonus?.[1]) return words.bonusLine(Number(bonus[1]));
  return description;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);

/** Lines down an A4 page: text on the left, a figure right-aligned at the right margin, a new page when full. */
class InvoiceWriter {
  private page: PDFPage;
  private y = A4.height - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (!line || this.font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  /** `text` at the left (wrapped to leave room for `figure`), `figure` right-aligned on the first line. */
  row(text: string, options: { size?: number; muted?: boolean; figure?: string; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const figureWidth = options.figure ? this.font.widthOfTextAtSize(options.figure, size) + 16 : 0;
    const lines = this.wrap(text, size, A4.width - 2 * MARGIN - indent - figureWidth);
    const lineHeight = size * 1.4;
    (lines.length ? lines : ['']).forEach((line, index) => {
      this.room(lineHeight);
      this.y -= lineHeight;
      const color = options.muted ? MUTED : INK;
      if (line) this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font: this.font, color });
      if (index === 0 && options.figure) {
        const x = A4.width - MARGIN - this.font.widthOfTextAtSize(options.figure, size);
        this.page.drawText(options.figure, { x, y: this.y, size, font: this.font, color });
      }
    });
    this.y -= options.gap ?? 0;
  }

  rule(gap = 6) {
    this.room(gap * 2);
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= gap;
  }

  space(points: number) {
    this.y -= points;
  }
}

/**
 * The invoice of one billing as PDF bytes, in the account's language. Pure: everything it shows comes in
 * `content`. The text is real text in an embedded font, so it can be searched, copied and read by pdftotext.
 */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  const words = wordsOf(content.language).invoice;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${words.title} ${content.billingNo}`);
  pdf.setAuthor(content.seller.name);
  pdf.setCreationDate(content.paidAt ?? content.billingDate);
  pdf.setModificationDate(content.paidAt ?? content.billingDate);
  const font = await embedTextFont(pdf);
  const writer = new InvoiceWriter(pdf, font);
  const time = (at: Date) => invoiceTime(at, content.language);

  writer.row(words.title, { size: 22, figure: content.seller.name, gap: 2 });
  writer.row(content.billingNo, { size: 12, muted: true, gap: 10 });

  const facts: [string, string][] = [
    [words.invoiceNo, content.billingNo],
    [words.orderId, content.orderNo],
    [words.billingDate, time(content.billingDate)],
    [words.dueDate, time(content.dueDate)],
    [words.status, content.paidAt ? words.paid : words.unpaid],
  ];
  if (content.paidAt) facts.push([words.paidDate, time(content.paidAt)]);
  if (content.paymentMethod) facts.push([words.paymentMethod, content.paymentMethod]);
  for (const [label, value] of facts) writer.row(`${label}:`, { figure: value, gap: 1 });

  writer.space(14);
  writer.row(words.seller, { size: 9, muted: true });
  writer.row(content.seller.name, { size: 11 });
  writer.row(content.seller.url);
  if (content.seller.email) writer.row(content.seller.email);

  writer.space(12);
  writer.row(words.billedTo, { size: 9, muted: true });
  writer.row(content.buyer.name, { size: 11 });
  writer.row(content.buyer.email);
  if (content.buyer.company) writer.row(content.buyer.company);
  if (content.buyer.address) writer.row(content.buyer.address);

  writer.space(18);
  writer.row(words.description, { size: 9, muted: true, figure: words.amount });
  writer.rule(4);
  for (const line of content.lines) {
    writer.row(lineText(line.description, words), { figure: formatRupiah(line.amount), gap: 3 });
  }
  writer.rule(6);
  writer.row(words.subtotal, { figure: formatRupiah(content.baseAmount), gap: 2 });
  writer.row(words.tax(TAX_PERCENT), { figure: formatRupiah(content.taxAmount), gap: 2 });
  writer.row(words.total, { size: 12, figure: formatRupiah(content.nettAmount), gap: 16 });
  if (content.paidAt) writer.row(words.thanks, { muted: true });

  return pdf.save();
}
