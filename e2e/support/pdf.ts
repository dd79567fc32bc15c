import { PDFDocument } from 'pdf-lib';

/** A real PDF of `pages` A4 pages, each saying its number. */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let index = 1; index <= pages; index += 1) {
    document.addPage([595, 842]).drawText(`Page ${index}`, { x: 50, y: 780, size: 32 });
  }
  return Buffer.from(await document.save());
}
