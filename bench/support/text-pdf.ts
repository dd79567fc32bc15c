import { PDFDocument, StandardFonts } from 'pdf-lib';

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

/** A contract of `pages` text-heavy pages, as pdf-lib writes them (Times, a few thousand characters a page). */
export async function contractPdf(pages: number, linesPerPage = 60): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const line = 'The parties agree to the terms set out in this clause and in the schedules attached hereto. ';
  for (let page = 1; page <= pages; page += 1) {
    const added = pdf.addPage([595, 842]);
    added.drawText(`Clause ${page}`, { x: 50, y: 790, size: 16, font });
    for (let row = 0; row < linesPerPage; row += 1) added.drawText(line, { x: 50, y: 760 - row * 12, size: 9, font });
  }
  return pdf.save();
}
