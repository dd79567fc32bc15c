import { boundingBoxOf, isRed, renderPage } from '@signflow/pdf-stamp/render-page';
import { pngOf, rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedPngNatively } from './native-png';

/** Draws the PNG at (50, 50) as 200 × 100 on a 300 × 200 page, and renders it (top-left origin). */
async function drawn(png: Uint8Array) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawImage(await embedPngNatively(pdf, png), { x: 50, y: 50, width: 200, height: 100 });
  return renderPage(await pdf.save(), 1);
}

/** Where the red half lies, to a pixel of anti-aliasing. */
function expectRedHalf(page: Awaited<ReturnType<typeof drawn>>) {
  const box = boundingBoxOf(page, isRed);
  const expected = { left: 50, top: 50, right: 150, bottom: 150 };
  for (const side of ['left', 'top', 'right', 'bottom'] as const) {
    expect(Math.abs((box?.[side] ?? -99) - expected[side]), side).toBeLessThanOrEqual(1);
  }
}

describe('embedPngNatively', () => {
  it('embeds an RGB PNG, every scanline filter undone by the reader', async () => {
    const page = await drawn(pngOf(40, 20, (x) => (x < 20 ? [255, 0, 0] : [0, 0, 255])));
    expectRedHalf(page);
    expect(page.pixel(200, 100)).toEqual([0, 0, 255]);
  });

  it('embeds an RGBA PNG with its transparency: the transparent half shows the page', async () => {
    const page = await drawn(rgbaPngOf(40, 20, (x, y) => [255, (x * 3 + y) % 40, 0, x < 20 ? 255 : 0]));
    expectRedHalf(page);
    expect(page.pixel(200, 100)).toEqual([255, 255, 255]);
  });
});
