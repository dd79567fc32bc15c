import { describe, expect, it } from 'vitest';
import { previewFileName, signedFileName } from './signed-file-name';

describe('signedFileName', () => {
  it('puts -signed before the .pdf extension, whatever its case', () => {
    expect(signedFileName('contract.pdf')).toBe('contract-signed.pdf');
    expect(signedFileName('Offer 2024.PDF')).toBe('Offer 2024-signed.pdf');
  });

  it('adds .pdf to a name without it, and leaves a .pdf inside the name alone', () => {
    expect(signedFileName('minutes')).toBe('minutes-signed.pdf');
    expect(signedFileName('a.pdf.backup')).toBe('a.pdf.backup-signed.pdf');
  });
});

describe('previewFileName', () => {
  it('says preview, so a copy flattened in the browser is never named like the sealed file', () => {
    expect(previewFileName('contract.pdf')).toBe('contract-preview.pdf');
    expect(previewFileName('minutes')).toBe('minutes-preview.pdf');
  });
});
