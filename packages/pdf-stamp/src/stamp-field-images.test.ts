import { degrees, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boundingBoxOf, isRed, renderPage } from './render-page';
import { stampFieldImages } from './stamp-field-images';
import { EXPECTED_FIELD_BOX, fieldAtExpectedBox, ORIENTED_RED_SIGNATURE } from './test-fields';

async function stampedPage(
  setUp: (pdf: PDFDocument) => void,
  displayed: { width: number; height: number },
  options: { reload?: boolean } = {},
) {
  const created = await PDFDocument.create();
  setUp(created);
  // Reloading stamps the page as the server does: parsed from a file, not built in memory.
  const pdf = options.reload ? await PDFDocument.load(await created.save()) : created;
  expect(await stampFieldImages(pdf, [fieldAtExpectedBox(1, displayed, ORIENTED_RED_SIGNATURE)])).toBe(1);
  return renderPage(await pdf.save(), 1);
}

/** The red pixels (with the blue corner) are the field's rectangle (to a pixel of anti-aliasing), and nothing else is red. */
function expectRedExactlyAtTheField(page: ReturnType<typeof renderPage>) {
  const box = boundingBoxOf(page, isRed);
  expect(box).not.toBeNull();
  for (const side of ['left', 'top', 'right', 'bottom'] as const) {
    expect(Math.abs((box?.[side] ?? -99) - EXPECTED_FIELD_BOX[side]), side).toBeLessThanOrEqual(1);
  }
  expect(isRed(page.pixel(EXPECTED_FIELD_BOX.left + 75, EXPECTED_FIELD_BOX.top + 25))).toBe(true);
  // Upright: the blue corner is at the displayed top-left of the field.
  const [red, green, blue] = page.pixel(EXPECTED_FIELD_BOX.left + 5, EXPECTED_FIELD_BOX.top + 5);
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

  it('is not moved by a transformation the page’s own content leaves behind', async () => {
    // Some producers start a page with a bare `cm` (here: y flipped) and never restore it.
    const page = await stampedPage(
      (pdf) => {
        const added = pdf.addPage([595, 842]);
        const content = pdf.context.stream('1 0 0 -1 0 842 cm 0 0 1 rg 0 0 10 10 re f');
        added.node.set(PDFName.of('Contents'), pdf.context.register(content));
      },
      { width: 595, height: 842 },
      { reload: true },
    );
    expectRedExactlyAtTheField(page);
  });

  it('measures from the visible part of a CropBox that reaches past the MediaBox', async () => {
    const page = await stampedPage(
      (pdf) => {
        const added = pdf.addPage([595, 842]);
        added.setCropBox(-100, -50, 800, 1000);
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
    expect(
      await stampFieldImages(pdf, [
        fieldAtExpectedBox(1, displayed, null),
        fieldAtExpectedBox(7, displayed, ORIENTED_RED_SIGNATURE),
      ]),
    ).toBe(0);
    expect(boundingBoxOf(renderPage(await pdf.save(), 1), isRed)).toBeNull();
  });

  it('embeds an image used by several fields once', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    pdf.addPage([595, 842]);
    const displayed = { width: 595, height: 842 };
    await stampFieldImages(pdf, [
      fieldAtExpectedBox(1, displayed, ORIENTED_RED_SIGNATURE),
      fieldAtExpectedBox(2, displayed, ORIENTED_RED_SIGNATURE),
    ]);
    const saved = Buffer.from(await pdf.save({ useObjectStreams: false })).toString('latin1');
    expect(saved.match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
  });
});
