import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type DocumentField,
  type FieldBody,
  MAX_FIELD_CHANGES,
  MAX_FIELDS_PER_DOCUMENT,
  type SigningRecordResponse,
} from '@signflow/contract/documents';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFields } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import { readyDraft, type SentDocument } from '../../support/signing';

let t: DocumentsTestApp;
let who: Owner;
let draft: SentDocument;
beforeAll(async () => {
  t = await createDocumentsTestApp();
  who = await owner(t);
  draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }], { fieldsEach: 0 });
});
afterAll(async () => {
  await t.close();
});

const rect = { x1: 10, y1: 10, x2: 60, y2: 30, width: 600, height: 800, pageNumber: 1 };
const fieldBody = (): FieldBody => ({
  userId: draft.users[0]?.id ?? '',
  type: 'draw',
  position: { pageNumber: 1, boundingRect: rect, rects: [] },
});
const batch = (changes: { create?: FieldBody[]; update?: object[]; delete?: string[] }) =>
  who.call('PUT', `/v1/documents/signing/${draft.document.id}/coordinates`, changes);
const storedFields = async () => {
  const [row] = await t.db
    .select({ total: count() })
    .from(documentFields)
    .where(eq(documentFields.documentId, draft.document.id));
  return row?.total ?? 0;
};
const refusal = {
  code: 400,
  message: `A document holds at most ${MAX_FIELDS_PER_DOCUMENT} fields: remove some before adding more`,
  template: API_MESSAGES.tooManyFields,
  params: { limit: MAX_FIELDS_PER_DOCUMENT },
  error: 'too_many_fields',
};

describe(`a document holds at most ${MAX_FIELDS_PER_DOCUMENT} fields`, () => {
  it('fills up to the limit in batches, refusing a batch that would pass it as a whole', {
    timeout: 120_000,
  }, async () => {
    const creating = (length: number) => batch({ create: Array.from({ length }, fieldBody) });
    const lastBatch = 100;
    let stored = 0;
    while (stored < MAX_FIELDS_PER_DOCUMENT - lastBatch) {
      const length = Math.min(MAX_FIELD_CHANGES, MAX_FIELDS_PER_DOCUMENT - lastBatch - stored);
      expect((await creating(length)).statusCode).toBe(200);
      stored += length;
    }
    const over = await creating(lastBatch + 1);
    expect(over.statusCode, over.body.slice(0, 300)).toBe(400);
    expect(over.json()).toEqual(refusal);
    expect(await storedFields()).toBe(stored);
    const full = await creating(lastBatch);
    expect(full.statusCode, full.body.slice(0, 300)).toBe(200);
    expect(full.json<SigningRecordResponse>().coordinates).toHaveLength(MAX_FIELDS_PER_DOCUMENT);
  });

  it('refuses one more field, by the single call and by the batch, and stores nothing', async () => {
    const single = await who.call('POST', `/v1/documents/signing/${draft.document.id}/coordinate`, fieldBody());
    expect(single.statusCode, single.body.slice(0, 300)).toBe(400);
    expect(single.json()).toEqual(refusal);
    const batched = await batch({ create: [fieldBody()] });
    expect(batched.statusCode, batched.body.slice(0, 300)).toBe(400);
    expect(batched.json()).toEqual(refusal);
    expect(await storedFields()).toBe(MAX_FIELDS_PER_DOCUMENT);
  });

  it('still moves fields at the limit, and takes a new one in the place of one removed in the same save', async () => {
    const record = (await who.call('GET', `/v1/documents/signing/${draft.document.id}`)).json<SigningRecordResponse>();
    const [first, second] = record.coordinates as [DocumentField, DocumentField];
    const moved = await batch({ update: [{ ...fieldBody(), id: first.id }] });
    expect(moved.statusCode, moved.body.slice(0, 300)).toBe(200);
    const swapped = await batch({ create: [fieldBody()], delete: [second.id] });
    expect(swapped.statusCode, swapped.body.slice(0, 300)).toBe(200);
    expect(await storedFields()).toBe(MAX_FIELDS_PER_DOCUMENT);
    const removed = await who.call('DELETE', `/v1/documents/signing/${draft.document.id}/coordinate/${first.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const added = await who.call('POST', `/v1/documents/signing/${draft.document.id}/coordinate`, fieldBody());
    expect(added.statusCode, added.body).toBe(201);
    expect(await storedFields()).toBe(MAX_FIELDS_PER_DOCUMENT);
  });
});
