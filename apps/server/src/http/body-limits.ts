import { MAX_RESPONSE_IMAGE_BYTES, PNG_DATA_URL_PREFIX } from '@signflow/contract/signing';
import type { FastifyInstance } from 'fastify';

/**
 * What the public routes (no account) take, sized to what they carry, so a stranger's large body is refused from
 * its Content-Length or as it passes the size, before anything parses it (README, Security, "Connections and
 * bodies"). BODY_LIMIT_BYTES still caps each.
 */

/** A payment gateway's callback, and the sandbox page's Pay and Fail: a dozen short fields, well under 4 KB. */
export const PAYMENT_FORM_BODY_BYTES = 8 * 1024;
/** The sign-in, registration and password forms, a signer's submission (a reason of 1,000 characters). */
export const PUBLIC_FORM_BODY_BYTES = 16 * 1024;
/** A signer's field save: one PNG at its largest as a base64 data URL, and the field's other values. */
export const SIGNER_SAVE_BODY_BYTES =
  PNG_DATA_URL_PREFIX.length + Math.ceil(MAX_RESPONSE_IMAGE_BYTES / 3) * 4 + PUBLIC_FORM_BODY_BYTES;

/** `bytes`, or BODY_LIMIT_BYTES when that is lower. */
export function bodyLimitOf(app: FastifyInstance, bytes: number): number {
  return Math.min(app.initialConfig.bodyLimit ?? bytes, bytes);
}

/** Every route the plugin `app` registers from now on takes at most `bytes`, unless it names its own limit. */
export function limitRouteBodies(app: FastifyInstance, bytes: number): void {
  const limit = bodyLimitOf(app, bytes);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= limit;
  });
}
