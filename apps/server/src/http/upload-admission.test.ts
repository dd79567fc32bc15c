import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { QueueFullError } from '../platform/pdf-work/fair-queue';
import { PdfWorkError } from '../platform/pdf-work/pdf-work';
import { AppError } from './app-error';
import { createUploadAdmission, inspectionBusyRefusal, UPLOAD_RETRY_AFTER_SECONDS } from './upload-admission';

const MB = 2 ** 20;

/** A request's head as admission reads it: the declared length and the client's address. */
const declaring = (bytes: number, ip: string) =>
  ({ headers: { 'content-length': String(bytes) }, ip }) as unknown as FastifyRequest;

const statusOf = (admit: () => unknown) => {
  try {
    admit();
    return 'admitted';
  } catch (error) {
    return error instanceof AppError ? error.status : error;
  }
};

describe('upload admission', () => {
  const limits = { uploadLimitBytes: 50 * MB, inFlightPerAccount: 3, temporarySpaceBytes: 400 * MB };

  it('keeps public uploads (no account) to their share of the temporary area, so accounts still have room', () => {
    const admission = createUploadAdmission(limits);
    // Declared 50 MB each, from many addresses, none sending a byte: two fit the quarter (100 MB), the third not.
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.1')))).toBe('admitted');
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.2')))).toBe('admitted');
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.3')))).toBe(503);
    // The accounts' uploads find the rest of the area free.
    for (const account of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(statusOf(() => admission.admit(declaring(50 * MB, '198.51.100.7'), account))).toBe('admitted');
    }
  });

  it('gives a public upload’s room back to its share once it ends', () => {
    const admission = createUploadAdmission(limits);
    const first = admission.admit(declaring(50 * MB, '192.0.2.1'));
    admission.admit(declaring(50 * MB, '192.0.2.2'));
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.3')))).toBe(503);
    first.release();
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.3')))).toBe('admitted');
  });

  it('lets the public share hold one file at the limit even when a quarter of a small area would not', () => {
    // A quarter of 60 MB is 15 MB, less than one 50 MB file: /verify would refuse every file it accepts.
    const admission = createUploadAdmission({ ...limits, temporarySpaceBytes: 60 * MB });
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.1')))).toBe('admitted');
    expect(statusOf(() => admission.admit(declaring(50 * MB, '192.0.2.2')))).toBe(503);
  });

  it('bounds the public uploads in flight per client address, as an account’s are', () => {
    const admission = createUploadAdmission(limits);
    for (let upload = 0; upload < 3; upload += 1) {
      expect(statusOf(() => admission.admit(declaring(1000, '192.0.2.9')))).toBe('admitted');
    }
    expect(statusOf(() => admission.admit(declaring(1000, '192.0.2.9')))).toBe(429);
    expect(statusOf(() => admission.admit(declaring(1000, '192.0.2.10')))).toBe('admitted');
  });
});

describe('an inspection the server was too busy for', () => {
  const refusal = (error: unknown) => {
    const answer = inspectionBusyRefusal(error);
    return answer && { status: answer.status, message: answer.message, retryAfter: answer.retryAfterSeconds };
  };
  const busy = { status: 503, message: API_MESSAGES.uploadsBusy, retryAfter: UPLOAD_RETRY_AFTER_SECONDS };

  it('is 429 for the account’s own queued uploads, 503 for everyone’s', () => {
    expect(refusal(new QueueFullError('owner'))).toEqual({
      status: 429,
      message: API_MESSAGES.tooManyUploads,
      retryAfter: UPLOAD_RETRY_AFTER_SECONDS,
    });
    expect(refusal(new QueueFullError('total'))).toEqual(busy);
  });

  it('is 503 when its thread waited for a core past the cap, not a file too complex', () => {
    const starved = new PdfWorkError('starved', 'the PDF inspection waited 50000 ms');
    expect(refusal(starved)).toEqual(busy);
    // Logged with the 503, so the log tells it from a full queue.
    expect(inspectionBusyRefusal(starved)?.cause).toBe(starved);
  });

  it('is none of the server’s doing when the file used its whole budget or heap, or failed otherwise', () => {
    expect(refusal(new PdfWorkError('time', 'the PDF inspection used more than 20000 ms'))).toBeNull();
    expect(refusal(new PdfWorkError('memory', 'the PDF inspection needed more than 256 MB'))).toBeNull();
    expect(refusal(new Error('disk full'))).toBeNull();
  });
});
