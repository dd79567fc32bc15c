import type { DocumentField } from '@signflow/contract/documents';
import { boundingBoxOf, isRed, type RenderedPage, renderPage } from '@signflow/pdf-stamp/render-page';
import { pngDataUrl, pngOf } from '@signflow/pdf-stamp/test-png';
import { degrees, PDFDocument, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { flattenPdf } from './flatten-pdf';

/**
 * Red, 3:1 like the field, so fitting it fills the whole rectangle; its blue top-left corner shows which way
 * up it was drawn.
 */
const SIGNATURE = pngDataUrl(pngOf(30, 10, (x, y) => (x < 6 && y < 4 ? [0, 0, 255] : [255, 0, 0])));
/** Where the field is on every page as displayed, in points from the displayed top-left: 150 × 50. */
const EXPECTED = { left: 100, top: 200, right: 250, bottom: 250 };

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

/** A field at EXPECTED on its page, as the API answers it: fractions with width = height = 1 (DESIGN §5). */
function fieldAtExpected(pageNumber: number, displayed: Layout['displayed'], image: string | null): DocumentField {
  const rect = {
    x1: EXPECTED.left / displayed.width,
    y1: EXPECTED.top / displayed.height,
    x2: EXPECTED.right / displayed.width,
    y2: EXPECTED.bottom / displayed.height,
    width: 1,
    height: 1,
    pageNumber,
  };
  return {
    id: `field-${pageNumber}`,
    userId: 'signer',
    type: 'draw',
    position: { pageNumber, boundingRect: rect, rects: [rect] },
    response: { image, approve: image !== null, reject: false, revise: false },
  };
}

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
    const fields = LAYOUTS.map((layout, index) => fieldAtExpected(index + 1, layout.displayed, SIGNATURE));

    // As the browser's fetch hands it over: an ArrayBuffer.
    const flattened = await flattenPdf(original.slice().buffer, fields);

    for (const [index, layout] of LAYOUTS.entries()) {
      const page = renderPage(flattened, index + 1);
      expect([page.width, page.height], layout.name).toEqual([layout.displayed.width, layout.displayed.height]);
      expectSignatureExactlyAtTheField(page);
    }
  });

  it('answers the original bytes untouched when no field has an image', async () => {
    const original = await pdfWithPages([PORTRAIT]);
    const unanswered = fieldAtExpected(1, PORTRAIT.displayed, null);

    expect(await flattenPdf(original, [unanswered])).toEqual(original);
  });

  it('leaves out fields without an image and ignores a field on a page the document lacks', async () => {
    const original = await pdfWithPages([PORTRAIT]);

    const flattened = await flattenPdf(original, [
      fieldAtExpected(1, PORTRAIT.displayed, null),
      fieldAtExpected(9, PORTRAIT.displayed, SIGNATURE),
    ]);

    const page = renderPage(flattened, 1);
    expect([page.width, page.height]).toEqual([595, 842]);
    expect(boundingBoxOf(page, isRed)).toBeNull();
  });
});
