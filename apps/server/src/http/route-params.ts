import { z } from 'zod';

/**
 * The ids a route's path carries. A malformed id answers 404 like an unknown one (see docs/api.md#ids),
 * so every route parses its path with these.
 */
export const idParams = z.object({ id: z.uuid() });

/** A document's field: /…/:id/coordinate/:coordId. */
export const fieldParams = z.object({ id: z.uuid(), coordId: z.uuid() });

/** A document's signer: /v1/documents/:id/signers/:signerId. */
export const signerParams = z.object({ id: z.uuid(), signerId: z.uuid() });

/** A flow's approver: /v1/flow/:id/detail/:detailId. */
export const approverParams = z.object({ id: z.uuid(), detailId: z.uuid() });

/** A signer's link token travels as `?token=`; whatever arrives there is judged by the service (401 if unusable). */
export const tokenQuery = z.object({ token: z.unknown().optional() });

/**
 * A file a signer's browser loads by itself (an `<img>`, which sends no header): the link's token and the signing
 * session's (`?session=`) both travel in the query.
 */
export const signerFileQuery = tokenQuery.extend({ session: z.unknown().optional() });

/** Whether a string is an id in the form the API uses (a UUID). */
export const isId = (value: string) => z.uuid().safeParse(value).success;
