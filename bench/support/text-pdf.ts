import { PDFDocument } from 'pdf-lib';

/** A PDF of `pages` A4 pages of text, "Page N" in large type at the top of each: what the viewers are measured on. */
export async function textPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let index = 1; index <= pages; index += 1) {
    const page = document.addPage([595, 842]);
    page.drawText(`Page ${index}`, { x: 50, y: 780, size: 32 });
    for (let line = 0; line < 40; line += 1)
      page.drawText(`Line ${line} of page ${index}`, { x: 50, y: 740 - line * 16, size: 11 });
  }
  return Buffer.from(await document.save());
}
