import { constants, createDeflate, deflateSync } from 'node:zlib';

/**
 * PDFs made to hurt a server that parses them, written as raw bytes (pdf-lib would take as long to write
 * them as the server takes to read them).
 */

/** A PDF of the given objects (numbered from 1, the first the catalog) and a cross-reference table. */
function pdfOf(objects: string[], xrefEntries = objects.length): Buffer {
  const parts: string[] = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  let offset = Buffer.byteLength(parts[0] ?? '', 'latin1');
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    const written = `${index + 1} 0 obj\n${object}\nendobj\n`;
    offsets.push(offset);
    offset += Buffer.byteLength(written, 'latin1');
    parts.push(written);
  });
  parts.push(`xref\n0 ${xrefEntries + 1}\n0000000000 65535 f \n`);
  for (const at of offsets.slice(0, xrefEntries)) parts.push(`${String(at).padStart(10, '0')} 00000 n \n`);
  parts.push(`trailer\n<< /Size ${xrefEntries + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>';

/**
 * One page, and `count` objects in all: the rest are small dictionaries nothing refers to, which pdf-lib
 * still parses and writes back one by one. 300,000 make a file of about 17 MB. With `xrefEntries`, the
 * cross-reference table lists only the first few: a reader that trusts it sees a small file.
 */
export function pdfOfObjects(count: number, options: { xrefEntries?: number } = {}): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE];
  for (let number = objects.length + 1; number <= count; number += 1) objects.push(`<< /Filler ${number} >>`);
  return pdfOf(objects, options.xrefEntries);
}

/** A PDF of `count` empty pages. */
export function pdfOfPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, index) => `${index + 3} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`];
  for (let page = 0; page < count; page += 1) objects.push(PAGE);
  return pdfOf(objects);
}

const MIB = 1024 * 1024;

/**
 * A zlib stream of `mebibytes` MiB of zeros, made without compressing them all: after a sync flush, each
 * further MiB of zeros compresses to the same bytes, so one is repeated; then an empty final block and
 * the Adler-32 of the zeros.
 */
async function zerosDeflated(mebibytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const flushed: Buffer[] = [];
  for (let index = 0; index < 2; index += 1) {
    const parts: Buffer[] = [];
    const collect = (data: Buffer) => parts.push(data);
    deflate.on('data', collect);
    deflate.write(Buffer.alloc(MIB));
    await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    deflate.off('data', collect);
    flushed.push(Buffer.concat(parts));
  }
  deflate.destroy();
  const [first, repeated] = flushed as [Buffer, Buffer];
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE((((mebibytes * MIB) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([first, ...Array<Buffer>(mebibytes - 1).fill(repeated), Buffer.from([0x03, 0x00]), adler32]);
}

/**
 * A one-page PDF of a few KB whose XMP /Metadata stream inflates to `mebibytes` MiB (default 1,100: over
 * 1 GB): zeros deflated twice, which the FlateDecode filter, listed twice, undoes.
 */
export async function metadataBombPdf(mebibytes = 1100): Promise<Buffer> {
  const bomb = deflateSync(await zerosDeflated(mebibytes), { level: 9 });
  const metadata = `<< /Type /Metadata /Subtype /XML /Filter [/FlateDecode /FlateDecode] /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Metadata 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE,
    metadata,
  ]);
}

/** One page, and an object stream nothing refers to (pdf.js never reads it; pdf-lib parses it at sealing). */
function pdfWithObjectStream(dictionary: string, data: Buffer): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE,
    `${dictionary.replace('%LENGTH%', String(data.length))}\nstream\n${data.toString('latin1')}\nendstream`,
  ]);
}

/**
 * A one-page PDF of well under 1 MB with an object stream packing `count` small objects, its /N written
 * where a reader looking only near /Type misses it: after 600 spaces (`padded`, the default), after a
 * comment between /Type and /ObjStm (`comment`), or with /ObjStm spelt with an escape, /Obj#53tm (`escaped`).
 */
export function pdfOfPackedObjects(count: number, hiding: 'padded' | 'comment' | 'escaped' = 'padded'): Buffer {
  const offsets: string[] = [];
  const bodies: string[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    offsets.push(`${10 + index} ${offset}`);
    bodies.push('<<>>');
    offset += 5;
  }
  const header = `${offsets.join(' ')} `;
  const data = deflateSync(Buffer.from(header + bodies.join(' '), 'latin1'));
  const type = { padded: '/Type /ObjStm', comment: '/Type % a comment\n/ObjStm', escaped: '/Type /Obj#53tm' }[hiding];
  const spaces = hiding === 'padded' ? ' '.repeat(600) : ' ';
  return pdfWithObjectStream(
    `<< ${type} /Filter /FlateDecode /Length %LENGTH% /First ${header.length}${spaces}/N ${count} >>`,
    data,
  );
}

/**
 * A one-page PDF of a few KB with an object stream nothing refers to that inflates to `mebibytes` MiB
 * (default 1,100: over 1 GB): zeros deflated twice, undone by its /Filter [/FlateDecode /FlateDecode].
 * pdf.js never reads it; pdf-lib inflates it whole as it parses the file at sealing.
 */
export async function objectStreamBombPdf(mebibytes = 1100): Promise<Buffer> {
  // The decoded data is all zeros: pdf-lib inflates it whole before finding no object in it.
  const bomb = deflateSync(await zerosDeflated(mebibytes), { level: 9 });
  return pdfWithObjectStream(
    '<< /Type /ObjStm /N 1 /First 0 /Filter [/FlateDecode /FlateDecode] /Length %LENGTH% >>',
    bomb,
  );
}
