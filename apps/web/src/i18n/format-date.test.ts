import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

const MOMENT = '2025-06-07T14:05:09.000Z';

describe('formatDate', () => {
  it('writes the date in the reader’s language', () => {
    expect(formatDate(MOMENT, 'en')).toBe('June 7, 2025');
    expect(formatDate(MOMENT, 'tr')).toBe('7 Haziran 2025');
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes the date and the time to the second in the reader’s language and time zone', () => {
    const local = new Date(MOMENT);
    const seconds = String(local.getSeconds()).padStart(2, '0');
    const text = formatDateTime(MOMENT, 'de');
    expect(text).toContain(`${String(local.getMinutes()).padStart(2, '0')}:${seconds}`);
    expect(text).toContain('2025');
    expect(text).not.toBe(formatDateTime(MOMENT, 'en'));
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatDateTime('', 'en')).toBe('');
  });
});
