import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format-money';

describe('formatRupiah', () => {
  it('writes whole rupiah with Rp and dots between thousands', () => {
    expect(formatRupiah(165_000).replace(/\s/g, ' ')).toBe('Rp 165.000');
    expect(formatRupiah(0).replace(/\s/g, ' ')).toBe('Rp 0');
  });
});
