import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { describe, expect, it } from 'vitest';
import { FormPostError } from '../../api/post-form-with-progress';
import { donePercent, progressText, refusedRowsOf, rowErrorCells } from './bulk-send-words';

const refusal = (status: number, data: unknown) =>
  new FormPostError({ status, data: data as ConstructorParameters<typeof FormPostError>[0]['data'] });

describe('a refused bulk send’s rows', () => {
  it('are the 400 answer’s errors, each with its row, column (or null) and message', () => {
    const errors = [
      { row: 0, column: 'Client email', message: 'The column Client email is missing' },
      { row: 2, column: null, message: 'This row has more values than the header has columns' },
    ];
    expect(
      refusedRowsOf(
        refusal(400, { code: 400, message: API_MESSAGES.bulkSendRowsInvalid, errors: [...errors, { row: 'x' }] }),
      ),
    ).toEqual(errors);
  });

  it('are none for a refusal of the whole file, another status, or no answer', () => {
    expect(refusedRowsOf(refusal(400, { code: 400, message: API_MESSAGES.bulkSendEmpty }))).toBeNull();
    expect(refusedRowsOf(refusal(413, { code: 413, message: 'too large', errors: [] }))).toBeNull();
    expect(refusedRowsOf(refusal(0, undefined))).toBeNull();
    expect(refusedRowsOf(new Error('network'))).toBeNull();
  });
});

describe('a row error’s cells', () => {
  const translate = (text: string) => `«${text}»`;

  it('name the header as such, a whole row as such, and translate the message', () => {
    const unknown = fillTemplate(API_MESSAGES.bulkSendUnknownColumn, { column: 'Fax' });
    expect(rowErrorCells({ row: 0, column: 'Fax', message: unknown }, 'en', translate)).toEqual({
      row: '«Header»',
      column: 'Fax',
      message: `«${unknown}»`,
    });
    expect(rowErrorCells({ row: 1200, column: null, message: 'Failed' }, 'de', translate)).toEqual({
      row: '1.200',
      column: '«Whole row»',
      message: '«Failed»',
    });
  });
});

describe('a bulk send’s progress', () => {
  it('is said with the counts written in the reader’s language', () => {
    expect(progressText({ created: 12, total: 1000 }, 'en')).toEqual([
      '{{made}} of {{total}} documents made',
      { made: '12', total: '1,000' },
    ]);
    expect(progressText({ created: 1500, total: 5000 }, 'de')[1]).toEqual({ made: '1.500', total: '5.000' });
  });

  it('fills the bar with the rows done, made or failed', () => {
    expect(donePercent({ created: 1, failed: 1, total: 4 })).toBe(50);
    expect(donePercent({ created: 0, failed: 0, total: 0 })).toBe(100);
  });
});
