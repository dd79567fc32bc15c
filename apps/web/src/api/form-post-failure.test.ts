import { API_MESSAGES } from '@signflow/contract/api-errors';
import { describe, expect, it } from 'vitest';
import { formPostFailure } from './form-post-failure';
import { FormPostError } from './post-form-with-progress';

describe('formPostFailure: why a file could not be sent or was refused', () => {
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
    expect(formPostFailure(tooLarge)).toEqual([API_MESSAGES.fileTooLarge, { limit: 100 }]);
  });

  it('gives any other server message as it came', () => {
    const noFile = new FormPostError({ status: 400, data: { code: 400, message: API_MESSAGES.uploadNoFile } });
    expect(formPostFailure(noFile)).toEqual([API_MESSAGES.uploadNoFile]);
  });

  it('says there are too many uploads at once, or the server is busy, as the server words it', () => {
    const tooMany = new FormPostError({ status: 429, data: { code: 429, message: API_MESSAGES.tooManyUploads } });
    expect(formPostFailure(tooMany)).toEqual(['Too many uploads at once: wait for one to finish, then try again']);
    const busy = new FormPostError({ status: 503, data: { code: 503, message: API_MESSAGES.uploadsBusy } });
    expect(formPostFailure(busy)).toEqual(['The server is busy with other uploads: try again in a moment']);
  });

  it('asks to wait on a 429 that is not the API’s own (a proxy’s limit)', () => {
    expect(formPostFailure(new FormPostError({ status: 429, data: undefined }))).toEqual([
      API_MESSAGES.tooManyRequests,
    ]);
  });

  it('blames the connection when no answer came at all', () => {
    expect(formPostFailure(new FormPostError({ status: 0, data: undefined }))).toEqual([
      'The file could not be sent: check your connection and try again',
    ]);
  });

  it('says Failed for any other answer that is not the API’s own (a proxy’s error page)', () => {
    expect(formPostFailure(new FormPostError({ status: 502, data: undefined }))).toEqual(['Failed']);
    expect(formPostFailure(new Error('boom'))).toEqual(['Failed']);
  });
});
