import { boundingBoxOf, isRed, renderPage } from '@signflow/pdf-stamp/render-page';
import { palettePngOf, pngDataUrl, pngOf, rgbaPngOf, solidColourPng } from '@signflow/pdf-stamp/test-png';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isDrawablePng } from '../pdf-work/png-task';
import { inspectPngDataUrl } from '../png-data-url';
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

  it('embeds a palette PNG, decoded by pdf-lib', async () => {
    const palette: [number, number, number][] = [
      [255, 0, 0],
      [0, 0, 255],
    ];
    const page = await drawn(palettePngOf(40, 20, palette, (x) => (x < 20 ? 0 : 1)));
    expectRedHalf(page);
    expect(page.pixel(200, 100)).toEqual([0, 0, 255]);
  });

  it('draws every image the signer’s save accepts, and none it refuses: one decoder decides both', async () => {
    const interlaced = Buffer.from(solidColourPng(2, 2, [0, 0, 0]));
    interlaced[28] = 1;
    const damaged = Buffer.from(solidColourPng(4, 4, [200, 0, 0]));
    damaged.fill(0xff, damaged.indexOf('IDAT', 0, 'latin1') + 4, damaged.indexOf('IDAT', 0, 'latin1') + 10);
    const images = {
      rgb: solidColourPng(4, 2, [10, 20, 30]),
      rgba: rgbaPngOf(4, 2, () => [0, 0, 0, 128]),
      palette: palettePngOf(4, 2, [[1, 2, 3]], () => 0),
      paletteWithoutPlte: palettePngOf(4, 2, null, () => 0),
      interlaced,
      damaged,
    };
    const limits = { maxBytes: 10_000, maxPixels: 1000 };
    const outcomes: Record<string, { kept: boolean; drawn: boolean }> = {};
    for (const [name, png] of Object.entries(images)) {
      const kept =
        (await inspectPngDataUrl(pngDataUrl(png), limits, (bytes) => isDrawablePng({ bytes }))).verdict === 'png';
      const drawn = await embedPngNatively(await PDFDocument.create(), png).then(
        () => true,
        () => false,
      );
      outcomes[name] = { kept, drawn };
    }
    for (const [name, { kept, drawn }] of Object.entries(outcomes)) expect(drawn, name).toBe(kept);
    expect(outcomes.paletteWithoutPlte).toEqual({ kept: false, drawn: false });
    expect(outcomes.palette).toEqual({ kept: true, drawn: true });
  });
});
