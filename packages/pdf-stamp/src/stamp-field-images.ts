import fontkit from '@pdf-lib/fontkit';
import { type DocumentField, HANDWRITTEN_FIELD_TYPES } from '@signflow/contract/documents';
import { type Color, degrees, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { fitInside } from './fit-inside';

/**
 * The font files typed answers are drawn in, each a chain: a letter is drawn in the first file that has it.
 * `regular` for names, texts and dates (a face with wide Unicode coverage), `handwriting` for typed signatures
 * and initials (ending with a regular face for letters the handwriting lacks). TTF, OTF or WOFF.
 */
/** What drawing a field reads of it: its type, place, label and response, not whose it is. */
export type StampedField = Pick<DocumentField, 'type' | 'position' | 'label' | 'response'>;

export interface StampFonts {
  regular: Uint8Array[];
  handwriting: Uint8Array[];
}

/** The ink of typed answers and ticks: a dark blue, as a pen's. */
const INK = rgb(0.05, 0.1, 0.35);

const normalisedRotation = (page: PDFPage) => (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;

/** The visible area: the CropBox where it lies within the MediaBox, as viewers clip it (PDF 32000 §14.11.2). */
function visibleBox(page: PDFPage) {
  const crop = page.getCropBox();
  const media = page.getMediaBox();
  const x = Math.max(crop.x, media.x);
  const y = Math.max(crop.y, media.y);
  const width = Math.min(crop.x + crop.width, media.x + media.width) - x;
  const height = Math.min(crop.y + crop.height, media.y + media.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : media;
}

/**
 * The page as viewers display it: its visible area, turned by /Rotate. Field fractions are taken on this
 * displayed page, since that is what the editor showed when the field was placed.
 */
function displayedPage(page: PDFPage) {
  const box = visibleBox(page);
  const rotation = normalisedRotation(page);
  const quarterTurn = rotation === 90 || rotation === 270;
  return {
    rotation,
    width: quarterTurn ? box.height : box.width,
    height: quarterTurn ? box.width : box.height,
    /** A displayed point (points from the displayed top-left) in the page's own user space. */
    toUserSpace(x: number, y: number): { x: number; y: number } {
      const right = box.x + box.width;
      const top = box.y + box.height;
      switch (rotation) {
        case 90:
          return { x: box.x + y, y: box.y + x };
        case 180:
          return { x: right - x, y: box.y + y };
        case 270:
          return { x: right - y, y: top - x };
        default:
          return { x: box.x + x, y: top - y };
      }
    },
  };
}

/** Decodes a `data:image/png;base64,…` URL; null for anything else. */
function pngBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const binary = atob(match[1]);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

type DisplayedPage = ReturnType<typeof displayedPage>;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The field's rectangle in points of the displayed page, from its top-left. */
function boxOf(field: StampedField, displayed: DisplayedPage): Box {
  const { x1, y1, x2, y2, width, height } = field.position.boundingRect;
  return {
    x: (x1 / width) * displayed.width,
    y: (y1 / height) * displayed.height,
    width: ((x2 - x1) / width) * displayed.width,
    height: ((y2 - y1) / height) * displayed.height,
  };
}

/** The text cut into runs, each in the first font of the chain that has all its letters (else the last). */
function runsOf(text: string, fonts: PDFFont[]): { text: string; font: PDFFont }[] {
  const sets = fonts.map((font) => new Set(font.getCharacterSet()));
  const runs: { text: string; font: PDFFont }[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const index = sets.findIndex((set) => set.has(code));
    const font = fonts[index === -1 ? fonts.length - 1 : index] as PDFFont;
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs;
}

/**
 * One line of real text (pdftotext reads it) in the field's rectangle: as large as the rectangle allows up
 * to 70 % of its height, left-aligned with a small margin, vertically centred, upright on the displayed page.
 */
function drawTextInBox(page: PDFPage, displayed: DisplayedPage, box: Box, text: string, fonts: PDFFont[]) {
  const runs = runsOf(text, fonts);
  const margin = Math.min(box.height * 0.15, 4);
  const widthAt1 = runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, 1), 0) || 1;
  const size = Math.max(1, Math.min(box.height * 0.7, (box.width - 2 * margin) / widthAt1));
  drawLine(page, displayed, runs, { x: box.x + margin, centre: box.y + box.height / 2, size, color: INK });
}

/** Runs of text on one line from `x`, vertically centred on `centre`, upright on the displayed page. */
function drawLine(
  page: PDFPage,
  displayed: DisplayedPage,
  runs: { text: string; font: PDFFont }[],
  { x, centre, size, color }: { x: number; centre: number; size: number; color: Color },
) {
  // The baseline sits so that capitals (about 0.7 of the size) are centred on the line.
  const baseline = centre + size * 0.35;
  let left = x;
  for (const run of runs) {
    page.drawText(run.text, {
      ...displayed.toUserSpace(left, baseline),
      size,
      font: run.font,
      color,
      rotate: degrees(displayed.rotation),
    });
    left += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** The label's size beside a checkbox: as the signer read it, small but legible, whatever the box's size. */
const CHECKBOX_LABEL_SIZE = { min: 6, max: 10 };

/**
 * A checkbox's label, printed in black right of its square, as the signer read it beside the box: it may run
 * past the field's right edge rather than shrink to nothing in a small box.
 */
function drawCheckboxLabel(page: PDFPage, displayed: DisplayedPage, box: Box, label: string, fonts: PDFFont[]) {
  const side = Math.min(box.width, box.height);
  const size = Math.min(CHECKBOX_LABEL_SIZE.max, Math.max(CHECKBOX_LABEL_SIZE.min, side * 0.6));
  drawLine(page, displayed, runsOf(label, fonts), {
    x: box.x + side + size * 0.3,
    centre: box.y + box.height / 2,
    size,
    color: rgb(0, 0, 0),
  });
}

/** A checkbox: a square at the left of the field, with a tick in it when checked. */
function drawCheckbox(page: PDFPage, displayed: DisplayedPage, box: Box, checked: boolean) {
  const side = Math.min(box.width, box.height) * 0.8;
  const left = box.x + (Math.min(box.width, box.height) - side) / 2;
  const top = box.y + (box.height - side) / 2;
  const line = (from: [number, number], to: [number, number], thickness: number) =>
    page.drawLine({
      start: displayed.toUserSpace(left + from[0] * side, top + from[1] * side),
      end: displayed.toUserSpace(left + to[0] * side, top + to[1] * side),
      thickness,
      color: INK,
      lineCap: 1,
    });
  const frame = Math.max(0.5, side * 0.06);
  line([0, 0], [1, 0], frame);
  line([1, 0], [1, 1], frame);
  line([1, 1], [0, 1], frame);
  line([0, 1], [0, 0], frame);
  if (checked) {
    const tick = Math.max(1, side * 0.12);
    line([0.2, 0.55], [0.42, 0.78], tick);
    line([0.42, 0.78], [0.82, 0.25], tick);
  }
}

/** Embeds each font file once, on first use, with fontkit registered; subsets keep the PDF small. */
function fontChains(pdf: PDFDocument, load: (() => Promise<StampFonts>) | undefined) {
  let chains: Promise<{ regular: PDFFont[]; handwriting: PDFFont[] }> | null = null;
  return (kind: keyof StampFonts): Promise<PDFFont[]> => {
    if (!load) throw new Error('A typed answer needs fonts to be drawn');
    chains ??= load().then(async (files) => {
      pdf.registerFontkit(fontkit);
      const embedded = new Map<Uint8Array, Promise<PDFFont>>();
      const embed = (bytes: Uint8Array) => {
        let font = embedded.get(bytes);
        if (!font) {
          font = pdf.embedFont(bytes, { subset: true });
          embedded.set(bytes, font);
        }
        return font;
      };
      return {
        regular: await Promise.all(files.regular.map(embed)),
        handwriting: await Promise.all(files.handwriting.map(embed)),
      };
    });
    return chains.then((loaded) => loaded[kind]);
  };
}

/**
 * Draws every answered field on its page, at its rectangle (fractions of the displayed page, see
 * docs/domain.md#fields), upright however the page is rotated: an image (each distinct one embedded once), a typed
 * answer as real text in an embedded font (a signature or initials in the handwriting face), a checkbox as a
 * drawn square and tick with its label beside it. Empty fields, or fields on a page the document does not have, are left out. Answers how
 * many fields were drawn. `embedPng` lets
 * a server embed with native zlib.
 */
export async function stampFieldImages(
  pdf: PDFDocument,
  fields: readonly StampedField[],
  options: {
    embedPng?: (pdf: PDFDocument, png: Uint8Array) => Promise<PDFImage>;
    /** The font files of typed answers, loaded only when a field has one. */
    fonts?: () => Promise<StampFonts>;
  } = {},
): Promise<number> {
  const embedPng = options.embedPng ?? ((document: PDFDocument, png: Uint8Array) => document.embedPng(png));
  const fontsOf = fontChains(pdf, options.fonts);
  const pages = pdf.getPages();
  const embedded = new Map<string, PDFImage>();
  let drawn = 0;
  for (const field of fields) {
    const { image, text = null, checked = null } = field.response;
    const page = pages[field.position.pageNumber - 1];
    if (!page) continue;
    if (!image && text !== null && field.type !== 'file') {
      const handwritten = (HANDWRITTEN_FIELD_TYPES as readonly string[]).includes(field.type);
      const displayed = displayedPage(page);
      drawTextInBox(
        page,
        displayed,
        boxOf(field, displayed),
        text,
        await fontsOf(handwritten ? 'handwriting' : 'regular'),
      );
      drawn += 1;
      continue;
    }
    if (!image && checked !== null && field.type === 'checkbox') {
      const displayed = displayedPage(page);
      drawCheckbox(page, displayed, boxOf(field, displayed), checked);
      if (field.label)
        drawCheckboxLabel(page, displayed, boxOf(field, displayed), field.label, await fontsOf('regular'));
      drawn += 1;
      continue;
    }
    if (!image) continue;
    let pdfImage = embedded.get(image);
    if (!pdfImage) {
      const bytes = pngBytes(image);
      if (!bytes) continue;
      pdfImage = await embedPng(pdf, bytes);
      embedded.set(image, pdfImage);
    }
    const displayed = displayedPage(page);
    // In points of the displayed page, from its top-left.
    const target = fitInside(pdfImage, boxOf(field, displayed));
    // The image's bottom-left corner as displayed; turning it with the page keeps it upright on screen.
    const anchor = displayed.toUserSpace(target.x, target.y + target.height);
    page.drawImage(pdfImage, {
      ...anchor,
      width: target.width,
      height: target.height,
      rotate: degrees(displayed.rotation),
    });
    drawn += 1;
  }
  return drawn;
}
