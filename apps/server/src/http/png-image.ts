import { API_MESSAGES } from '@signflow/contract/api-errors';
import { MAX_RESPONSE_IMAGE_BYTES, MAX_RESPONSE_IMAGE_PIXELS } from '@signflow/contract/signing';
import { type DrawablePngCheck, inspectPngDataUrl } from '../platform/png-data-url';
import { AppError, badRequest } from './app-error';

/**
 * Refuses with 400 an image a person sent (a signer's answer, an owner's kept signature) that sealing could not draw:
 * not a still PNG data URL, past the byte or the pixel limit, or one the sealing decoder refuses.
 */
export async function assertDrawablePng(image: string | null, isDrawable: DrawablePngCheck): Promise<void> {
  if (image === null) return;
  const limits = { maxBytes: MAX_RESPONSE_IMAGE_BYTES, maxPixels: MAX_RESPONSE_IMAGE_PIXELS };
  const { verdict } = await inspectPngDataUrl(image, limits, isDrawable);
  if (verdict === 'not-png') throw badRequest(API_MESSAGES.imageNotPng);
  if (verdict === 'too-large') throw new AppError(400, API_MESSAGES.imageTooLarge, { limit: limits.maxBytes / 1024 });
  if (verdict === 'too-many-pixels')
    throw new AppError(400, API_MESSAGES.imageTooManyPixels, { limit: limits.maxPixels });
}
