import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { titleAfterDocument } from './document-title';

describe('titleAfterDocument', () => {
  it('gives the PDF the document name as its title, which viewers show', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    titleAfterDocument(pdf, 'contract.pdf');
    const saved = await PDFDocument.load(await pdf.save(), { updateMetadata: false });
    expect(saved.getTitle()).toBe('contract.pdf');
  });
});
