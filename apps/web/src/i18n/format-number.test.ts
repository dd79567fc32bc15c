import { describe, expect, it } from 'vitest';
import { formatCount } from './format-number';

describe('formatCount', () => {
  it('groups thousands as the reader’s language does', () => {
    expect(formatCount(10_000, 'en')).toBe('10,000');
    expect(formatCount(10_000, 'de')).toBe('10.000');
    expect(formatCount(10_000, 'id')).toBe('10.000');
    expect(formatCount(999, 'fr')).toBe('999');
  });
});
