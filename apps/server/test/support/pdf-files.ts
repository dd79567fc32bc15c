import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** A valid PDF of `pageCount` A4 pages, each naming its number. */
export async function pdfWithPages(pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  // Fixed dates make the same pages the same bytes, whenever they are made.
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pageCount; page += 1) {
    pdf.addPage([595, 842]).drawText(`Page ${page}`, { x: 50, y: 780, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}

/** A valid one-page PDF of at least `minBytes`: it carries that much noise as an attached file. */
export async function pdfOfSize(minBytes: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  await pdf.attach(randomBytesOf(minBytes), 'padding.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/** The first 8 bytes of a PNG, and then some: an image renamed .pdf. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

/** Bytes that are nothing in particular (fixed, so failures repeat). */
export function randomBytesOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = 2463534242; // xorshift32
  for (let index = 0; index < size; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

/** A PDF cut short: its trailer, cross-reference table and most objects are gone. */
export async function truncatedPdf(): Promise<Buffer> {
  const whole = await pdfWithPages(3);
  return whole.subarray(0, 40);
}

/** A PDF whose objects are overwritten with noise after the header. */
export async function corruptPdf(): Promise<Buffer> {
  const whole = await pdfWithPages(2);
  const corrupt = Buffer.from(whole);
  randomBytesOf(whole.length - 20).copy(corrupt, 20);
  return corrupt;
}

// ISO 32000-1 §7.6.3, standard security handler, revision 2 (RC4, 40-bit key).
const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index += 1) {
    i = (i + 1) & 0xff;
    j = (j + (s[i] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[index] = (data[index] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 0xff] as number);
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

/**
 * A one-page PDF with an /Encrypt dictionary (pdf-lib cannot encrypt). With `userPassword` it cannot be
 * opened without it; without one it opens freely but is still encrypted (an owner password only).
 * It holds no strings or streams, so nothing inside needs encrypting.
 */
export function encryptedPdf(options: { userPassword?: string } = {}): Buffer {
  const ownerPassword = 'owner-secret';
  const permissions = -44; // printing and copying refused
  const fileId = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const ownerEntry = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(options.userPassword ?? ''));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(options.userPassword ?? ''), ownerEntry, p, fileId).subarray(0, 5);
  const userEntry = rc4(key, PASSWORD_PADDING);

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${ownerEntry.toString('hex')}> /U <${userEntry.toString('hex')}> /P ${permissions} >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = fileId.toString('hex');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
