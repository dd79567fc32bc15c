import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentField, FieldType } from '@signflow/contract/documents';
import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boundingBoxOf, renderPage } from './render-page';
import { type StampFonts, stampFieldImages } from './stamp-field-images';
import { EXPECTED_FIELD_BOX, fieldAtExpectedBox } from './test-fields';

const require = createRequire(import.meta.url);
const file = (path: string) => new Uint8Array(readFileSync(require.resolve(path)));
const regular = file('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONTS: StampFonts = {
  regular: [regular],
  handwriting: [
    file('@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff'),
    file('@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff'),
    regular,
  ],
};

const A4 = { width: 595, height: 842 };

/** A field of `type` at the test box moved down by `row` boxes, answered with `answer`. */
function answered(type: FieldType, row: number, answer: { text?: string; checked?: boolean }): DocumentField {
  const field = fieldAtExpectedBox(1, A4, null);
  const shift = (row * 60) / A4.height;
  const rect = { ...field.position.boundingRect, y1: field.position.boundingRect.y1 + shift };
  rect.y2 = rect.y1 + 50 / A4.height;
  return {
    ...field,
    id: `field-${row}`,
    type,
    position: { ...field.position, boundingRect: rect, rects: [rect] },
    response: { ...field.response, text: answer.text ?? null, checked: answer.checked ?? null, approve: true },
  };
}

function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
  writeFileSync(join(dir, 'in.pdf'), bytes);
  return execFileSync('pdftotext', [join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
}

describe('stampFieldImages with typed answers', () => {
  it('draws names, texts, dates and typed signatures as real text pdftotext finds, in Turkish, German and French', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([A4.width, A4.height]);
    const fields = [
      answered('name', 0, { text: 'Zeynep Çağlar Öztürk' }),
      answered('text', 1, { text: 'Größe: straße, élève' }),
      answered('date', 2, { text: '24 November 2026' }),
      answered('draw', 3, { text: 'Şükrü Doğan' }),
      answered('initials', 4, { text: 'JD' }),
    ];
    expect(await stampFieldImages(pdf, fields, { fonts: async () => FONTS })).toBe(5);
    const text = pdftotext(await pdf.save());
    for (const expected of ['Zeynep Çağlar Öztürk', 'Größe: straße, élève', '24 November 2026', 'Şükrü Doğan', 'JD']) {
      expect(text).toContain(expected);
    }
  });

  it('draws the text inside its field, upright on a rotated page', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([A4.height, A4.width]).setRotation(degrees(90));
    await stampFieldImages(pdf, [answered('name', 0, { text: 'Jane Doe' })], { fonts: async () => FONTS });
    const bytes = await pdf.save();
    expect(pdftotext(bytes)).toContain('Jane Doe');
    const page = renderPage(bytes, 1);
    const ink = boundingBoxOf(page, ([red, green, blue]) => blue > red + 40 && blue > green + 40 && red < 120);
    expect(ink).not.toBeNull();
    expect(ink?.left ?? 0).toBeGreaterThanOrEqual(EXPECTED_FIELD_BOX.left - 1);
    expect(ink?.right ?? 0).toBeLessThanOrEqual(EXPECTED_FIELD_BOX.right + 1);
    expect(ink?.top ?? 0).toBeGreaterThanOrEqual(EXPECTED_FIELD_BOX.top - 1);
    expect(ink?.bottom ?? 0).toBeLessThanOrEqual(EXPECTED_FIELD_BOX.bottom + 1);
    // Upright: the text runs along the displayed width, wider than tall.
    expect((ink?.right ?? 0) - (ink?.left ?? 0)).toBeGreaterThan((ink?.bottom ?? 0) - (ink?.top ?? 0));
  });

  it('draws a checkbox as a square, ticked only when checked, without needing fonts', async () => {
    const inked = async (checked: boolean) => {
      const pdf = await PDFDocument.create();
      pdf.addPage([A4.width, A4.height]);
      expect(await stampFieldImages(pdf, [answered('checkbox', 0, { checked })])).toBe(1);
      const page = renderPage(await pdf.save(), 1);
      // The middle of the square: ink only with a tick.
      const side = 50 * 0.8;
      const [red, green, blue] = page.pixel(
        Math.round(EXPECTED_FIELD_BOX.left + 5 + side * 0.42),
        Math.round(EXPECTED_FIELD_BOX.top + 5 + side * 0.76),
      );
      return { page, inkInTheMiddle: red + green + blue < 600 };
    };
    const ticked = await inked(true);
    const empty = await inked(false);
    expect(ticked.inkInTheMiddle).toBe(true);
    expect(empty.inkInTheMiddle).toBe(false);
    const frame = boundingBoxOf(empty.page, ([red, green, blue]) => red + green + blue < 600);
    expect(frame?.left ?? 0).toBeGreaterThanOrEqual(EXPECTED_FIELD_BOX.left - 1);
    expect(frame?.bottom ?? 0).toBeLessThanOrEqual(EXPECTED_FIELD_BOX.bottom + 1);
  });

  it("prints a checkbox's label right of its square, past the edge of a box too small to hold it", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([A4.width, A4.height]);
    const field = answered('checkbox', 0, { checked: true });
    const small = { ...field.position.boundingRect, x2: field.position.boundingRect.x1 + 12 / A4.width };
    small.y2 = small.y1 + 12 / A4.height;
    const tiny = {
      ...field,
      label: 'Ich stimme zu',
      position: { ...field.position, boundingRect: small, rects: [small] },
    };
    await stampFieldImages(pdf, [tiny], { fonts: async () => FONTS });
    const bytes = await pdf.save();
    expect(pdftotext(bytes)).toContain('Ich stimme zu');
    const page = renderPage(bytes, 1);
    const ink = boundingBoxOf(page, ([red, green, blue]) => red + green + blue < 300);
    const boxRight = EXPECTED_FIELD_BOX.left + 12;
    // The square lies in the field, and the words run on to its right.
    expect(ink?.left ?? 0).toBeGreaterThanOrEqual(EXPECTED_FIELD_BOX.left - 1);
    expect(ink?.right ?? 0).toBeGreaterThan(boxRight + 30);
  });

  it('leaves a text field without an answer out', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([A4.width, A4.height]);
    const field = answered('text', 0, {});
    expect(await stampFieldImages(pdf, [{ ...field, response: { ...field.response, approve: false } }])).toBe(0);
  });
});
