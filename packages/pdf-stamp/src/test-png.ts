import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

/** A valid RGB PNG of one colour, for tests that need a real image. */
export function solidColourPng(width: number, height: number, rgb: Rgb): Buffer {
  return pngOf(width, height, () => rgb);
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
}

/** Filters each scanline with filter type `row % 5`, so readers must undo all five (RFC 2083 §6). */
function filteredScanlines(raw: Buffer, stride: number, bytesPerPixel: number, height: number): Buffer {
  const out = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const filter = row % 5;
    out[row * (stride + 1)] = filter;
    for (let column = 0; column < stride; column += 1) {
      const at = row * stride + column;
      const left = column >= bytesPerPixel ? (raw[at - bytesPerPixel] ?? 0) : 0;
      const up = row > 0 ? (raw[at - stride] ?? 0) : 0;
      const upLeft = row > 0 && column >= bytesPerPixel ? (raw[at - stride - bytesPerPixel] ?? 0) : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      out[row * (stride + 1) + 1 + column] = ((raw[at] ?? 0) - predicted) & 0xff;
    }
  }
  return out;
}

function encodePng(
  width: number,
  height: number,
  channels: 3 | 4,
  colourAt: (x: number, y: number) => number[],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) raw.set(colourAt(x, y).slice(0, channels), (y * width + x) * channels);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredScanlines(raw, width * channels, channels, height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid RGB PNG whose pixel at (x, y) is `colourAt(x, y)`. */
export function pngOf(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  return encodePng(width, height, 3, colourAt);
}

/** A valid RGBA PNG (as canvases make them) whose pixel at (x, y) is `colourAt(x, y)`. */
export function rgbaPngOf(width: number, height: number, colourAt: (x: number, y: number) => Rgba): Buffer {
  return encodePng(width, height, 4, colourAt);
}

/**
 * A palette PNG (colour type 3, 8 bits an index) whose pixel at (x, y) is `palette[indexAt(x, y)]`. With
 * `palette: null` the PLTE chunk is left out: a file every PNG rule refuses, as some tools still write.
 */
export function palettePngOf(
  width: number,
  height: number,
  palette: Rgb[] | null,
  indexAt: (x: number, y: number) => number,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 3;
  const raw = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) raw[y * width + x] = indexAt(x, y);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', Buffer.from(palette.flat()))] : []),
    chunk('IDAT', deflateSync(filteredScanlines(raw, width, 1, height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A copy of `png` whose header declares another size, its image data unchanged (and its CRC no longer true). */
export function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const changed = Buffer.from(png);
  changed.writeUInt32BE(width, 16);
  changed.writeUInt32BE(height, 20);
  return changed;
}

/** A copy of `png` with a chunk of `type` and `data` (its CRC true) inserted before its first `before` chunk. */
export function withChunk(png: Buffer, type: string, data: Buffer, before = 'IEND'): Buffer {
  const at = png.indexOf(before, 8, 'latin1') - 4;
  if (at < 8) throw new Error(`the PNG has no ${before} chunk`);
  return Buffer.concat([png.subarray(0, at), chunk(type, data), png.subarray(at)]);
}
