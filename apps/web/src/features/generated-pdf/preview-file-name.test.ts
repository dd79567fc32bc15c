import { sealedFileName } from '@signflow/contract/sealed-file-name';
import { describe, expect, it } from 'vitest';
import { previewFileName } from './preview-file-name';

describe('previewFileName', () => {
  it('says preview, so a copy flattened in the browser is never named like the sealed file', () => {
    expect(previewFileName('contract.pdf')).toBe('contract-preview.pdf');
    expect(previewFileName('minutes')).toBe('minutes-preview.pdf');
    expect(previewFileName('contract.pdf')).not.toBe(sealedFileName('contract.pdf'));
  });
});
