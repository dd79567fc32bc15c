import { API_MESSAGES } from '@signflow/contract/api-errors';
import { describe, expect, it } from 'vitest';
import { FIGURE_VALUES, formatCount, formatFigureText, withFiguresWritten } from './format-number';

/** The values of the API's messages that are no figure: names, addresses, dates and codes, shown as they came. */
const NOT_FIGURES = ['provider', 'plan', 'endDate', 'name', 'names', 'role', 'column', 'field'];

describe('formatCount', () => {
  it('groups thousands as the reader’s language does', () => {
    expect(formatCount(10_000, 'en')).toBe('10,000');
    expect(formatCount(10_000, 'de')).toBe('10.000');
    expect(formatCount(10_000, 'id')).toBe('10.000');
    expect(formatCount(999, 'fr')).toBe('999');
  });
});

describe('formatFigureText', () => {
  it('writes a whole number given as text in the reader’s language, and leaves other text as it is', () => {
    expect(formatFigureText('1500', 'de')).toBe('1.500');
    expect(formatFigureText('1500', 'en')).toBe('1,500');
    expect(formatFigureText('', 'de')).toBe('');
    expect(formatFigureText('1.5', 'de')).toBe('1.5');
    expect(formatFigureText('twelve', 'de')).toBe('twelve');
  });
});

describe('the figures of a message', () => {
  it('are written in the reader’s language, and every other value as it came', () => {
    expect(withFiguresWritten({ limit: '5000', name: '2024', line: 1200, role: 'Buyer' }, 'de')).toEqual({
      limit: '5.000',
      name: '2024',
      line: '1.200',
      role: 'Buyer',
    });
    // A value that is no whole number is no figure the server wrote: left alone.
    expect(withFiguresWritten({ limit: 'many', page: '1.5' }, 'en')).toEqual({ limit: 'many', page: '1.5' });
  });

  it('are known for every value of every API message, so a new one is classed on purpose', () => {
    const names = new Set(
      Object.values(API_MESSAGES).flatMap((message) =>
        [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]),
      ),
    );
    const unclassed = [...names].filter((name) => name && !FIGURE_VALUES.has(name) && !NOT_FIGURES.includes(name));
    expect(unclassed).toEqual([]);
  });
});
