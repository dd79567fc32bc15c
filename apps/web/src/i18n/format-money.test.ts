import { describe, expect, it } from 'vitest';
import { formatRupiah } from './format-money';

describe('formatRupiah', () => {
  it('writes whole rupiah with Rp and dots between thousands', () => {
    expect(formatRupiah(165_000).replace(/\s/g, ' ')).toBe('Rp 165.000');
    expect(formatRupiah(0).replace(/\s/g, ' ')).toBe('Rp 0');
  });

  it('is written as in Indonesia, with a no-break space after Rp so it never wraps', () => {
    expect(formatRupiah(100_000)).toBe('Rp\u00a0100.000');
    expect(formatRupiah(1_100_000)).toBe('Rp\u00a01.100.000');
  });
});
