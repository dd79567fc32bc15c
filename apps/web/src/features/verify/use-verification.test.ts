import { API_MESSAGES } from '@signflow/contract/api-errors';
import { describe, expect, it } from 'vitest';
import { FormPostError } from '../../api/post-form-with-progress';
import { reasonOf } from './use-verification';

describe('reasonOf: why a file could not be checked', () => {
  it('gives a message with values by its English template, so it is translated with them', () => {
    const tooLarge = new FormPostError({
      status: 413,
      data: {
        code: 413,
        message: 'File is too large: the limit is 100 MB',
        template: API_MESSAGES.fileTooLarge,
        params: { limit: 100 },
      },
    });
    expect(reasonOf(tooLarge)).toEqual([API_MESSAGES.fileTooLarge, { limit: 100 }]);
  });

  it('gives any other server message as it came', () => {
    const noFile = new FormPostError({ status: 400, data: { code: 400, message: API_MESSAGES.uploadNoFile } });
    expect(reasonOf(noFile)).toEqual([API_MESSAGES.uploadNoFile]);
  });

  it('blames the connection when no answer came at all', () => {
    expect(reasonOf(new FormPostError({ status: 0, data: undefined }))).toEqual([
      'The file could not be sent: check your connection and try again',
    ]);
  });

  it('says Failed for an answer that is not the API’s own (a proxy’s error page)', () => {
    expect(reasonOf(new FormPostError({ status: 502, data: undefined }))).toEqual(['Failed']);
    expect(reasonOf(new Error('boom'))).toEqual(['Failed']);
  });
});
