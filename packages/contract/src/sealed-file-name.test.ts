import { describe, expect, it } from 'vitest';
import { sealedFileName } from './sealed-file-name';

describe('sealedFileName', () => {
  it('puts -signed before the .pdf extension, whatever its case', () => {
    expect(sealedFileName('contract.pdf')).toBe('contract-signed.pdf');
    expect(sealedFileName('Offer 2024.PDF')).toBe('Offer 2024-signed.pdf');
  });

  it('adds .pdf to a name without it, and leaves a .pdf inside the name alone', () => {
    expect(sealedFileName('minutes')).toBe('minutes-signed.pdf');
    expect(sealedFileName('a.pdf.backup')).toBe('a.pdf.backup-signed.pdf');
  });
});
