import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyRequest } from 'fastify';
import { QueueFullError } from '../platform/pdf-work/fair-queue';
import { PdfWorkError } from '../platform/pdf-work/pdf-work';
import { createTemporarySpace, type TemporaryClaim, type TemporarySpace } from '../platform/storage/temporary-space';
import { AppError, retryLater } from './app-error';

/**
 * Room in a declared body, beside a file at the upload limit, for the form's other parts (at most ten text
 * parts, the largest 32 KB) and their multipart framing: a body declared larger cannot hold a file within the limit.
 */
export const FORM_ALLOWANCE_BYTES = 1024 * 1024;

/** What a refused upload is told to wait: uploads in flight usually end within seconds. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** 413: the limit as people read it, in megabytes to three significant digits. */
export function fileTooLarge(limitBytes: number) {
  return new AppError(413, API_MESSAGES.fileTooLarge, { limit: Number((limitBytes / 2 ** 20).toPrecision(3)) });
}

/** 429: the account already has its most uploads in flight (or waiting for inspection). */
export const tooManyUploads = () => retryLater(429, API_MESSAGES.tooManyUploads, UPLOAD_RETRY_AFTER_SECONDS);

/**
 * 503: the temporary area, or the inspection's queue, is full with every account's uploads, or an inspection's
 * thread waited for a core past its cap on the clock.
 */
export const uploadsBusy = () => retryLater(503, API_MESSAGES.uploadsBusy, UPLOAD_RETRY_AFTER_SECONDS);

/**
 * An inspection the server could not take or finish for the load it was under (platform/pdf-work), as the uploader
 * is told: refused by its fair queue (429 for the account's own uploads, 503 for everyone's), or ended while its
 * thread waited for a core (503). Null for any other failure.
 */
export function inspectionBusyRefusal(error: unknown): AppError | null {
  if (error instanceof QueueFullError) return error.bound === 'owner' ? tooManyUploads() : uploadsBusy();
  if (error instanceof PdfWorkError && error.reason === 'starved') {
    // Logged with the 503 (error-handler.ts), so the log tells a starved inspection from a full queue.
    const busy = uploadsBusy();
    busy.cause = error;
    return busy;
  }
  return null;
}

/** The body's declared length, or null when it comes without one (chunked). */
function declaredBodyBytes(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header === undefined ? null : Number(header);
}

/** An admitted upload: the room its file may take in the temporary area, and the place it holds. */
export interface UploadTicket {
  /** Covers the file as it streams (receiveUpload grows it for a body of undeclared length). */
  space: TemporaryClaim;
  /** Gives the place and the room back, once the file is kept or removed; again does nothing. */
  release(): void;
}

export interface UploadAdmission {
  /**
   * Admits an upload before its body is read, or refuses it at once: a body declared larger than any form
   * holding a file within the limit (413), the account's uploads in flight at their bound (429), no room in
   * the temporary area for what the body declares (503). `accountId` is left out for public uploads (/verify),
   * which are bounded per client address and hold at most PUBLIC_UPLOADS_SHARE of the area together.
   */
  admit(request: FastifyRequest, accountId?: string): UploadTicket;
  /** The largest body a form within the limit can declare. */
  readonly largestFormBytes: number;
}

/**
 * The part of the temporary area uploads without an account (/verify) may hold together (never less than one
 * file at the limit): one address, or a few, declaring large bodies and sending nothing must not leave the
 * accounts' uploads without room.
 */
export const PUBLIC_UPLOADS_SHARE = 0.25;

/** A claim on both `share` and `whole`: what a public upload holds counts in its share and in the whole area. */
function claimWithin(share: TemporarySpace, whole: TemporarySpace, bytes: number): TemporaryClaim | null {
  const inShare = share.claim(bytes);
  if (!inShare) return null;
  const inWhole = whole.claim(bytes);
  if (!inWhole) {
    inShare.release();
    return null;
  }
  return {
    // A share grown for a body the whole area then refuses stays grown until release, which the refusal brings.
    cover: (total) => inShare.cover(total) && inWhole.cover(total),
    release() {
      inShare.release();
      inWhole.release();
    },
  };
}

export function createUploadAdmission(limits: {
  uploadLimitBytes: number;
  inFlightPerAccount: number;
  temporarySpaceBytes: number;
}): UploadAdmission {
  const largestFormBytes = limits.uploadLimitBytes + FORM_ALLOWANCE_BYTES;
  const space = createTemporarySpace(limits.temporarySpaceBytes);
  // At least one file at the limit, so a small area still lets /verify take any file it accepts.
  const publicSpace = createTemporarySpace(
    Math.max(Math.floor(limits.temporarySpaceBytes * PUBLIC_UPLOADS_SHARE), limits.uploadLimitBytes),
  );
  const inFlight = new Map<string, number>();

  /** A place among the uploader's in flight: an account's, or for a public upload its client address's. */
  function holdPlace(uploader: string): () => void {
    const held = inFlight.get(uploader) ?? 0;
    if (held >= limits.inFlightPerAccount) throw tooManyUploads();
    inFlight.set(uploader, held + 1);
    return () => {
      const left = (inFlight.get(uploader) ?? 1) - 1;
      if (left > 0) inFlight.set(uploader, left);
      else inFlight.delete(uploader);
    };
  }

  return {
    largestFormBytes,
    admit(request, accountId) {
      const declared = declaredBodyBytes(request);
      if (declared !== null && declared > largestFormBytes) throw fileTooLarge(limits.uploadLimitBytes);
      const leavePlace = holdPlace(accountId === undefined ? `address:${request.ip}` : `account:${accountId}`);
      // The file is at most what the body declares, and never more than the limit; an undeclared body's claim
      // grows as it arrives.
      const bytes = declared === null ? 0 : Math.min(declared, limits.uploadLimitBytes);
      const claim = accountId === undefined ? claimWithin(publicSpace, space, bytes) : space.claim(bytes);
      if (!claim) {
        leavePlace();
        throw uploadsBusy();
      }
      let released = false;
      return {
        space: claim,
        release() {
          if (released) return;
          released = true;
          claim.release();
          leavePlace();
        },
      };
    },
  };
}
