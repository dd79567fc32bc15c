import { describe, expect, it } from 'vitest';
import { isConcurrencyFailure, sqlStateOf } from './sql-state';

/** An error as the drivers raise it: `code` on the error, or on one it wraps. */
function failure(code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error('failed'), { code, ...extra });
}

const wrapped = (cause: Error) => new Error('Failed query', { cause });

describe('sqlStateOf', () => {
  it("reads the database's SQLSTATE on the error or on one it wraps", () => {
    expect(sqlStateOf(failure('23505'))).toBe('23505');
    expect(sqlStateOf(wrapped(wrapped(failure('22P05'))))).toBe('22P05');
    expect(isConcurrencyFailure(wrapped(failure('40P01')))).toBe(true);
  });

  it("takes no system error's code for one, though some are five capitals (EPIPE, EBUSY)", () => {
    const brokenPipe = failure('EPIPE', { errno: -32, syscall: 'write' });
    expect(sqlStateOf(brokenPipe)).toBeNull();
    expect(sqlStateOf(wrapped(brokenPipe))).toBeNull();
    expect(sqlStateOf(failure('EBUSY', { errno: -16, syscall: 'open' }))).toBeNull();
  });

  it('answers null for anything else', () => {
    expect(sqlStateOf(new Error('plain'))).toBeNull();
    expect(sqlStateOf({ code: '23505' })).toBeNull();
    expect(sqlStateOf(failure('FST_ERR_VALIDATION'))).toBeNull();
  });
});
