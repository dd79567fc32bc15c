import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans covers Turkish, German, French, Spanish and Indonesian letters; the standard PDF fonts do not. One face
 * only: each embedded font costs a parse and a subset on every PDF written (bench/final-pdf.ts).
 */
const FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let fontBytes: Buffer | null = null;

/**
 * Latin text needs no OpenType shaping (ligatures, kerning, marks); turning it off makes each line several
 * times cheaper to lay out.
 */
const NO_SHAPING = {
  kern: false,
  liga: false,
  calt: false,
  ccmp: false,
  locl: false,
  mark: false,
  mkmk: false,
  clig: false,
};

/** Embeds the one text face (subset to the letters used) into a PDF being written: real text pdftotext reads. */
export async function embedTextFont(pdf: PDFDocument): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  fontBytes ??= readFileSync(FONT_FILE);
  return pdf.embedFont(fontBytes, { subset: true, features: NO_SHAPING });
}
