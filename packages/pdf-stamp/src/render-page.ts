import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RenderedPage {
  width: number;
  height: number;
  /** RGB of the pixel at (x, y), top-left origin. */
  pixel(x: number, y: number): [number, number, number];
}

/** Renders one page's CropBox, as viewers show it, with poppler's pdftoppm at 72 dpi: a pixel is a point. */
export function renderPage(pdf: Uint8Array, pageNumber: number): RenderedPage {
  const directory = mkdtempSync(path.join(tmpdir(), 'signflow-render-'));
  try {
    const input = path.join(directory, 'in.pdf');
    execFileSync('bash', ['-c', 'cat > "$1"', 'write', input], { input: pdf });
    execFileSync('pdftoppm', [
      '-r',
      '72',
      '-f',
      String(pageNumber),
      '-l',
      String(pageNumber),
      '-singlefile',
      '-cropbox',
      input,
      path.join(directory, 'out'),
    ]);
    const ppm = readFileSync(path.join(directory, 'out.ppm'));
    // P6 header: magic, width, height, max value, each followed by whitespace.
    const header = ppm.toString('latin1', 0, 64).match(/^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('not a binary PPM');
    const [whole, width, height] = header;
    const offset = (whole ?? '').length;
    const w = Number(width);
    return {
      width: w,
      height: Number(height),
      pixel(x, y) {
        const at = offset + (y * w + x) * 3;
        return [ppm[at] ?? 0, ppm[at + 1] ?? 0, ppm[at + 2] ?? 0];
      },
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The smallest box holding every pixel that passes `test`, or null when none does. */
export function boundingBoxOf(page: RenderedPage, test: (rgb: [number, number, number]) => boolean) {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < page.height; y += 1) {
    for (let x = 0; x < page.width; x += 1) {
      if (!test(page.pixel(x, y))) continue;
      box = box
        ? {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x + 1),
            bottom: Math.max(box.bottom, y + 1),
          }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
  }
  return box;
}

export const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
