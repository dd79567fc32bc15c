import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type fieldPositionSchema,
  MAX_FIELDS_PER_DOCUMENT,
  type PageFractions,
  rectToFractions,
  withinFieldLimit,
} from '@signflow/contract/documents';
import type { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error';

/**
 * The rules of fields that hold for whatever holds them, a Draft's (field-changes.ts) or a template's, whose fields
 * become a document's: a field lies on a page the PDF has, inside it; at most MAX_FIELDS_PER_DOCUMENT fields; and a
 * batch applies its creations, then its updates, then its removals.
 */

/** One change of a batch of fields, named as the trail's `fields_saved` event names it. */
export type FieldChangeOf<Field> =
  | { action: 'created'; field: Field }
  | { action: 'changed'; fieldId: string; field: Field }
  | { action: 'removed'; fieldId: string };

/** A batch (`{create, update, delete}`) as the changes it makes, in the order it makes them. */
export function fieldChangesIn<Field>(batch: {
  create: Field[];
  update: (Field & { id: string })[];
  delete: string[];
}): FieldChangeOf<Field>[] {
  return [
    ...batch.create.map((field): FieldChangeOf<Field> => ({ action: 'created', field })),
    ...batch.update.map((field): FieldChangeOf<Field> => ({ action: 'changed', fieldId: field.id, field })),
    ...batch.delete.map((fieldId): FieldChangeOf<Field> => ({ action: 'removed', fieldId })),
  ];
}

/** Where a field lies: its page, its rect and its rects, as fractions of the page. */
export type FieldPlace = { pageNumber: number; rects: PageFractions[] } & PageFractions;

/** The field's place on a PDF of `pageCount` pages: 400 naming the page when it has none, or outside it. */
export function fieldPlaceOf(position: z.input<typeof fieldPositionSchema>, pageCount: number): FieldPlace {
  const { pageNumber, boundingRect, rects = [] } = position;
  if (pageNumber < 1 || pageNumber > pageCount) {
    throw new AppError(400, API_MESSAGES.pageMissing, { page: pageNumber });
  }
  // The schema has already refused rectangles outside the page, so these are never null.
  const fractions = (rect: typeof boundingRect) => {
    const result = rectToFractions(rect);
    if (!result) throw badRequest(API_MESSAGES.fieldOutsidePage);
    return result;
  };
  return { pageNumber, ...fractions(boundingRect), rects: rects.map(fractions) };
}

/**
 * A batch that adds fields must leave them within the contract's field limit, counting the fields it removes;
 * checked before anything is written, with the holder's row held, so no other save adds meanwhile. `countNow` is
 * read only when the batch adds any.
 */
export async function assertWithinFieldLimit(
  countNow: () => Promise<number>,
  changes: readonly { action: FieldChangeOf<unknown>['action'] }[],
): Promise<void> {
  const created = changes.filter((change) => change.action === 'created').length;
  if (created === 0) return;
  const removed = changes.filter((change) => change.action === 'removed').length;
  if (!withinFieldLimit((await countNow()) + created - removed)) {
    throw new AppError(400, API_MESSAGES.tooManyFields, { limit: MAX_FIELDS_PER_DOCUMENT });
  }
}
