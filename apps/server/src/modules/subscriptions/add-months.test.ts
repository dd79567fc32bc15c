import { describe, expect, it } from 'vitest';
import { addMonths } from './service';

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-11-30T23:59:59.000Z', 3, '2027-02-28T23:59:59.000Z'],
    ['2026-12-31T00:00:00.000Z', 12, '2027-12-31T00:00:00.000Z'],
    ['2026-08-31T12:00:00.000Z', 6, '2027-02-28T12:00:00.000Z'],
  ])('%s + %i months is %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });
});
