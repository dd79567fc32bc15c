import { describe, expect, it } from 'vitest';
import { daysUntil, formatBillingDate, formatDate, formatDateTime } from './format-date';

const MOMENT = '2025-06-07T14:05:09.000Z';

describe('formatDate', () => {
  it('writes the date in the reader’s language', () => {
    expect(formatDate(MOMENT, 'en')).toBe('June 7, 2025');
    expect(formatDate(MOMENT, 'tr')).toBe('7 Haziran 2025');
  });

  it('writes an Indonesian date day first, with the month’s Indonesian name', () => {
    expect(formatDate(MOMENT, 'id')).toBe('7 Juni 2025');
    expect(formatDate('2026-11-26T10:00:00.000Z', 'id')).toBe('26 November 2026');
    expect(formatDate('2026-08-17T10:00:00.000Z', 'id')).toBe('17 Agustus 2026');
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

  it('writes an Indonesian moment with dots between hours, minutes and seconds', () => {
    const local = new Date(MOMENT);
    const two = (value: number) => String(value).padStart(2, '0');
    expect(formatDateTime(MOMENT, 'id')).toBe(
      `${local.getDate()} Jun 2025, ${two(local.getHours())}.${two(local.getMinutes())}.${two(local.getSeconds())}`,
    );
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatDateTime('', 'en')).toBe('');
  });
});

describe('formatBillingDate', () => {
  it('writes day, short month, year, hours and minutes in the reader’s time zone', () => {
    const local = new Date(MOMENT);
    const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatBillingDate(MOMENT, 'en')).toBe(`${String(local.getDate()).padStart(2, '0')} Jun 2025 ${time}`);
    expect(formatBillingDate(MOMENT, 'de')).toMatch(/^\d\d Juni? 2025 \d\d:\d\d$/);
    expect(formatBillingDate(MOMENT, 'id')).toBe(`${String(local.getDate()).padStart(2, '0')} Jun 2025 ${time}`);
    expect(formatBillingDate('2026-08-20T05:00:00.000Z', 'id')).toMatch(/^\d\d Agu 2026 \d\d:\d\d$/);
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatBillingDate('later', 'en')).toBe('later');
  });
});

describe('daysUntil', () => {
  const now = new Date('2025-06-07T12:00:00.000Z');
  it('counts a started day and never goes below 0', () => {
    expect(daysUntil('2025-06-10T12:00:00.000Z', now)).toBe(3);
    expect(daysUntil('2025-06-10T13:00:00.000Z', now)).toBe(4);
    expect(daysUntil('2025-06-01T12:00:00.000Z', now)).toBe(0);
  });
});
