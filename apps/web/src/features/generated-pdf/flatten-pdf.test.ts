import { boundingBoxOf, isRed, type RenderedPage, renderPage } from '@signflow/pdf-stamp/render-page';
import { EXPECTED_FIELD_BOX, fieldAtExpectedBox, ORIENTED_RED_SIGNATURE } from '@signflow/pdf-stamp/test-fields';
import { degrees, PDFDocument, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { flattenPdf } from './flatten-pdf';

const SIGNATURE = ORIENTED_RED_SIGNATURE;
const EXPECTED = EXPECTED_FIELD_BOX;

interface Layout {
  name: string;
  addTo: (pdf: PDFDocument) => PDFPage;
  /** The page's size as viewers display it (CropBox, turned by /Rotate). */
  displayed: { width: number; height: number };
}

const PORTRAIT: Layout = {
  name: 'portrait',
  addTo: (pdf) => pdf.addPage([595, 842]),
  displayed: { width: 595, height: 842 },
};

/** The page layouts a field must land on correctly; each is one page of the same document, in this order. */
const LAYOUTS: Layout[] = [
  PORTRAIT,
  { name: 'landscape', addTo: (pdf) => pdf.addPage([842, 595]), displayed: { width: 842, height: 595 } },
  {
    name: '/Rotate 90 with a MediaBox away from the origin',
    addTo: (pdf) => {
      const page = pdf.addPage([595, 842]);
      page.setMediaBox(30, 40, 595, 842);
      page.setRotation(degrees(90));
      return page;
    },
    displayed: { width: 842, height: 595 },
  },
  {
    name: 'an offset CropBox, with /Rotate 270',
    addTo: (pdf) => {
      const page = pdf.addPage([700, 900]);
      page.setCropBox(50, 30, 595, 842);
      page.setRotation(degrees(270));
      return page;
    },
    displayed: { width: 842, height: 595 },
  },
];

async function pdfWithPages(layouts: Layout[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const layout of layouts) layout.addTo(pdf);
  return pdf.save();
}

/** Red exactly at the field (to a pixel of anti-aliasing) and nowhere else, drawn upright. */
function expectSignatureExactlyAtTheField(page: RenderedPage) {
  const red = boundingBoxOf(page, isRed);
  expect(red).not.toBeNull();
  for (const side of ['left', 'top', 'right', 'bottom'] as const) {
    expect(Math.abs((red?.[side] ?? Number.NaN) - EXPECTED[side]), side).toBeLessThanOrEqual(1);
  }
  const [r, g, b] = page.pixel(EXPECTED.left + 5, EXPECTED.top + 5);
  expect(b > 200 && r < 60 && g < 60, 'blue corner at the displayed top-left').toBe(true);
}

describe('flattenPdf', () => {
  it('draws each field image at its rectangle of the page as displayed, whatever the page layout', async () => {
    const original = await pdfWithPages(LAYOUTS);
    const fields = LAYOUTS.map((layout, index) => fieldAtExpectedBox(index + 1, layout.displayed, SIGNATURE));

    // As the browser's fetch hands it over: an ArrayBuffer.
    const flattened = await flattenPdf(original.slice().buffer, fields, 'contract.pdf');

    // Titled after the document, so the browser's viewer names it (not by its blob: address).
    expect((await PDFDocument.load(flattened, { updateMetadata: false })).getTitle()).toBe('contract.pdf');
    for (const [index, layout] of LAYOUTS.entries()) {
      const page = renderPage(flattened, index + 1);
      expect([page.width, page.height], layout.name).toEqual([layout.displayed.width, layout.displayed.height]);
      expectSignatureExactlyAtTheField(page);
    }
  });

  it('answers the original bytes untouched when no field has an image', async () => {
    const original = await pdfWithPages([PORTRAIT]);
    const unanswered = fieldAtExpectedBox(1, PORTRAIT.displayed, null);

    expect(await flattenPdf(original, [unanswered], 'contract.pdf')).toEqual(original);
  });

  it('leaves out fields without an image and ignores a field on a page the document lacks', async () => {
    const original = await pdfWithPages([PORTRAIT]);

    const flattened = await flattenPdf(
      original,
      [fieldAtExpectedBox(1, PORTRAIT.displayed, null), fieldAtExpectedBox(9, PORTRAIT.displayed, SIGNATURE)],
      'contract.pdf',
    );

    const page = renderPage(flattened, 1);
    expect([page.width, page.height]).toEqual([595, 842]);
    expect(boundingBoxOf(page, isRed)).toBeNull();
  });
});
