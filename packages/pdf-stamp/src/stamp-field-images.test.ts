import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boundingBoxOf, isRed, renderPage } from './render-page';
import { stampFieldImages } from './stamp-field-images';
import { EXPECTED_FIELD_BOX, fieldAtExpectedBox, ORIENTED_RED_SIGNATURE } from './test-fields';

const RED = ORIENTED_RED_SIGNATURE;
const EXPECTED = EXPECTED_FIELD_BOX;

function fieldOn(pageNumber: number, displayed: { width: number; height: number }, image: string | null = RED) {
  return fieldAtExpectedBox(pageNumber, displayed, image);
}

async function stampedPage(setUp: (pdf: PDFDocument) => void, displayed: { width: number; height: number }) {
  const pdf = await PDFDocument.create();
  setUp(pdf);
  expect(await stampFieldImages(pdf, [fieldOn(1, displayed)])).toBe(1);
  return renderPage(await pdf.save(), 1);
}

/** The red pixels (with the blue corner) are the field's rectangle (to a pixel of anti-aliasing), and nothing else is red. */
function expectRedExactlyAtTheField(page: ReturnType<typeof renderPage>) {
  const box = boundingBoxOf(page, isRed);
  expect(box).not.toBeNull();
  for (const side of ['left', 'top', 'right', 'bottom'] as const) {
    expect(Math.abs((box?.[side] ?? -99) - EXPECTED[side]), side).toBeLessThanOrEqual(1);
  }
  expect(isRed(page.pixel(EXPECTED.left + 75, EXPECTED.top + 25))).toBe(true);
  // Upright: the blue corner is at the displayed top-left of the field.
  const [red, green, blue] = page.pixel(EXPECTED.left + 5, EXPECTED.top + 5);
  expect(blue > 200 && red < 60 && green < 60, 'blue top-left corner').toBe(true);
}

describe('stampFieldImages', () => {
  it('draws the image at its rectangle on a portrait page', async () => {
    const page = await stampedPage((pdf) => pdf.addPage([595, 842]), { width: 595, height: 842 });
    expect([page.width, page.height]).toEqual([595, 842]);
    expectRedExactlyAtTheField(page);
  });

  it('on a landscape page', async () => {
    const page = await stampedPage((pdf) => pdf.addPage([842, 595]), { width: 842, height: 595 });
    expect([page.width, page.height]).toEqual([842, 595]);
    expectRedExactlyAtTheField(page);
  });

  it('on a page with /Rotate 90, upright as displayed', async () => {
    const page = await stampedPage((pdf) => pdf.addPage([595, 842]).setRotation(degrees(90)), {
      width: 842,
      height: 595,
    });
    expect([page.width, page.height]).toEqual([842, 595]);
    expectRedExactlyAtTheField(page);
  });

  it('on pages with /Rotate 180 and 270', async () => {
    for (const angle of [180, 270]) {
      const displayed = angle === 180 ? { width: 595, height: 842 } : { width: 842, height: 595 };
      const page = await stampedPage((pdf) => pdf.addPage([595, 842]).setRotation(degrees(angle)), displayed);
      expectRedExactlyAtTheField(page);
    }
  });

  it('measures from the CropBox, not the MediaBox', async () => {
    const page = await stampedPage(
      (pdf) => {
        const added = pdf.addPage([700, 900]);
        added.setCropBox(50, 30, 595, 842);
      },
      { width: 595, height: 842 },
    );
    expect([page.width, page.height]).toEqual([595, 842]);
    expectRedExactlyAtTheField(page);
  });

  it('leaves out fields without an image and fields on pages the document lacks', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    const displayed = { width: 595, height: 842 };
    expect(await stampFieldImages(pdf, [fieldOn(1, displayed, null), fieldOn(7, displayed)])).toBe(0);
    expect(boundingBoxOf(renderPage(await pdf.save(), 1), isRed)).toBeNull();
  });

  it('embeds an image used by several fields once', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    pdf.addPage([595, 842]);
    const displayed = { width: 595, height: 842 };
    await stampFieldImages(pdf, [fieldOn(1, displayed), fieldOn(2, displayed)]);
    const saved = Buffer.from(await pdf.save({ useObjectStreams: false })).toString('latin1');
    expect(saved.match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
  });
});
