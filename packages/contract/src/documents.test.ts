import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './api-errors';
import {
  documentListQuerySchema,
  fieldPositionSchema,
  formatSigningDate,
  isTrashable,
  rectToFractions,
  SIGNER_COLORS,
  signerColor,
} from './documents';

describe('rectToFractions (a field is a spot on its page, whatever the zoom)', () => {
  it('answers the same fractions for the same spot at any rendered size', () => {
    const large = rectToFractions({ x1: 120, y1: 280, x2: 480, y2: 420, width: 1200, height: 1400 });
    const small = rectToFractions({ x1: 30, y1: 70, x2: 120, y2: 105, width: 300, height: 350 });
    expect(large).toEqual({ left: 0.1, top: 0.2, right: 0.4, bottom: 0.3 });
    expect(small).toEqual(large);
  });

  it('clamps half a pixel of rounding at the edges, and refuses more', () => {
    expect(rectToFractions({ x1: -0.5, y1: -0.2, x2: 100.5, y2: 200.4, width: 100, height: 200 })).toEqual({
      left: 0,
      top: 0,
      right: 1,
      bottom: 1,
    });
    expect(rectToFractions({ x1: -0.6, y1: 0, x2: 50, y2: 50, width: 100, height: 200 })).toBeNull();
    expect(rectToFractions({ x1: 0, y1: 0, x2: 101, y2: 50, width: 100, height: 200 })).toBeNull();
  });

  it('refuses empty, inverted and sizeless rectangles', () => {
    expect(rectToFractions({ x1: 10, y1: 10, x2: 10, y2: 50, width: 100, height: 200 })).toBeNull();
    expect(rectToFractions({ x1: 50, y1: 10, x2: 10, y2: 50, width: 100, height: 200 })).toBeNull();
    expect(rectToFractions({ x1: 0, y1: 0, x2: 0, y2: 0, width: 0, height: 0 })).toBeNull();
    expect(rectToFractions({ x1: -1, y1: -1, x2: -0.6, y2: -0.6, width: 100, height: 200 })).toBeNull();
  });

  it('names the rule when a position is outside its page', () => {
    const result = fieldPositionSchema.safeParse({
      pageNumber: 1,
      boundingRect: { x1: 0, y1: 0, x2: 200, y2: 10, width: 100, height: 100 },
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['boundingRect'], message: API_MESSAGES.fieldOutsidePage });
  });
});

describe('documentListQuerySchema', () => {
  it('defaults to createdAt:desc and page size 5', () => {
    expect(documentListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 5,
      sortBy: { field: 'createdAt', direction: 'desc' },
    });
  });

  it.each(['name', 'name:ASC', 'DocName:asc', ' name:asc', 'name:asc,status:desc'])('refuses sortBy %j', (sortBy) => {
    expect(documentListQuerySchema.safeParse({ sortBy }).error?.issues[0]?.message).toBe(API_MESSAGES.invalidSortBy);
  });
});

describe('signerColor', () => {
  it('gives eight signers eight different colours, then starts again', () => {
    const colours = Array.from({ length: 9 }, (_, index) => signerColor(index));
    expect(new Set(colours.slice(0, 8)).size).toBe(8);
    expect(colours[8]).toBe(SIGNER_COLORS[0]);
  });
});

describe('isTrashable', () => {
  it.each([
    ['Draft', false, true],
    ['Sent', false, false],
    ['Completed', false, false],
    ['Completed', true, true],
    ['Rejected', false, true],
    ['Revision', false, true],
    ['Cancelled', false, true],
  ] as const)('%s (sealed: %s) → %s', (status, sealed, expected) => {
    expect(isTrashable({ status, sealed })).toBe(expected);
  });
});

describe('formatSigningDate', () => {
  it('writes the signing date in the owner’s language, Indonesian day first', () => {
    const at = new Date('2026-11-26T23:30:00Z');
    expect(formatSigningDate(at, 'id')).toBe('26 November 2026');
    expect(formatSigningDate(at, 'en')).toBe('November 26, 2026');
    expect(formatSigningDate(new Date('2026-08-17T00:00:00Z'), 'id')).toBe('17 Agustus 2026');
  });
});
