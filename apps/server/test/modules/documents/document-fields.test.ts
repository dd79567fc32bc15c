import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentField, DocumentSummary, SigningRecordResponse } from '@signflow/contract/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFields } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  draftWithTwoSigners,
  MISSING_ID,
  type Owner,
  owner,
  setStatus,
} from '../../support/documents';
import { refusedInput } from '../../support/error-answers';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const draft = (who?: Owner) => draftWithTwoSigners(t, who);

/** A field drawn on a page rendered `width × height` pixels. */
function drawn(
  userId: string,
  rect: { x1: number; y1: number; x2: number; y2: number },
  page: { width: number; height: number; pageNumber?: number } = { width: 1000, height: 1400 },
  type = 'draw',
) {
  const pageNumber = page.pageNumber ?? 1;
  const boundingRect = { ...rect, width: page.width, height: page.height, pageNumber };
  return { userId, type, position: { pageNumber, boundingRect, rects: [boundingRect] } };
}

const fieldsUrl = (document: DocumentSummary) => `/v1/documents/signing/${document.id}/coordinate`;

describe('POST /v1/documents/signing/{id}/coordinate', () => {
  it('keeps the field as fractions of its page and answers it on the wire shape of fractions', async () => {
    const { who, document, amy } = await draft();
    const body = {
      ...drawn(amy.id, { x1: 100, y1: 140, x2: 400, y2: 280 }, { width: 1000, height: 1400, pageNumber: 2 }),
      // What the editor also sends: ignored, as the response is the signer's.
      id: 'local-1',
      editable: true,
      method: 'POST',
      response: { image: 'data:image/png;base64,AAAA', approve: true, reject: false, revise: false },
    };
    const response = await who.call('POST', fieldsUrl(document), body);
    expect(response.statusCode).toBe(201);
    const field = response.json<DocumentField>();
    const fractions = { x1: 0.1, y1: 0.1, x2: 0.4, y2: 0.2, width: 1, height: 1, pageNumber: 2 };
    expect(field).toEqual({
      id: expect.any(String),
      userId: amy.id,
      type: 'draw',
      position: { pageNumber: 2, boundingRect: fractions, rects: [fractions] },
      label: null,
      required: false,
      senderFilled: false,
      response: { image: null, text: null, checked: null, approve: false, reject: false, revise: false },
    });
    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.coordinates).toEqual([field]);
  });

  it('answers the same fractions for the same spot drawn at any zoom', async () => {
    const { who, document, amy, bob } = await draft();
    const large = await who.call(
      'POST',
      fieldsUrl(document),
      drawn(amy.id, { x1: 100, y1: 350, x2: 300, y2: 420 }, { width: 1000, height: 1400, pageNumber: 3 }),
    );
    const small = await who.call(
      'POST',
      fieldsUrl(document),
      drawn(bob.id, { x1: 50, y1: 175, x2: 150, y2: 210 }, { width: 500, height: 700, pageNumber: 3 }, 'file'),
    );
    const [a, b] = [large.json<DocumentField>(), small.json<DocumentField>()];
    expect(b.position).toEqual(a.position);
    expect(a.position.boundingRect).toEqual({
      x1: 0.1,
      y1: 0.25,
      x2: 0.3,
      y2: 0.3,
      width: 1,
      height: 1,
      pageNumber: 3,
    });
    expect(b.type).toBe('file');

    // A client at another width draws them where they were: fraction × its own page size.
    const phoneWidth = 343;
    expect(a.position.boundingRect.x1 * phoneWidth).toBeCloseTo(34.3, 10);
  });

  it('accepts a field touching the page edges and half a pixel past them, clamped to the page', async () => {
    const { who, document, amy } = await draft();
    const whole = await who.call('POST', fieldsUrl(document), drawn(amy.id, { x1: 0, y1: 0, x2: 1000, y2: 1400 }));
    expect(whole.statusCode).toBe(201);
    expect(whole.json().position.boundingRect).toMatchObject({ x1: 0, y1: 0, x2: 1, y2: 1 });
    const past = await who.call(
      'POST',
      fieldsUrl(document),
      drawn(amy.id, { x1: -0.4, y1: -0.5, x2: 1000.5, y2: 1400.3 }),
    );
    expect(past.statusCode).toBe(201);
    expect(past.json().position.boundingRect).toMatchObject({ x1: 0, y1: 0, x2: 1, y2: 1 });
  });

  it.each([
    ['past the right edge', { x1: 900, y1: 10, x2: 1001, y2: 50 }],
    ['past the bottom edge', { x1: 10, y1: 1300, x2: 50, y2: 1401 }],
    ['left of the page', { x1: -1, y1: 10, x2: 50, y2: 50 }],
    ['above the page', { x1: 10, y1: -20, x2: 50, y2: 50 }],
    ['wholly off the page', { x1: 2000, y1: 10, x2: 2100, y2: 50 }],
    ['with no width', { x1: 10, y1: 10, x2: 10, y2: 50 }],
    ['upside down', { x1: 10, y1: 50, x2: 100, y2: 10 }],
  ])('answers 400 for a field %s', async (_case, rect) => {
    const { who, document, amy } = await draft();
    const response = await who.call('POST', fieldsUrl(document), drawn(amy.id, rect));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: API_MESSAGES.fieldOutsidePage, error: 'field_outside_page' });
  });

  it('answers 400 for a page of no size, and for a rect outside the page', async () => {
    const { who, document, amy } = await draft();
    const noSize = drawn(amy.id, { x1: 0, y1: 0, x2: 0, y2: 0 }, { width: 0, height: 0 });
    expect((await who.call('POST', fieldsUrl(document), noSize)).json()).toEqual({
      code: 400,
      message: API_MESSAGES.fieldOutsidePage,
      error: 'field_outside_page',
    });
    const body = drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 });
    body.position.rects = [{ x1: 10, y1: 10, x2: 5000, y2: 50, width: 1000, height: 1400, pageNumber: 1 }];
    expect((await who.call('POST', fieldsUrl(document), body)).json()).toEqual({
      code: 400,
      message: API_MESSAGES.fieldOutsidePage,
      error: 'field_outside_page',
    });
  });

  it.each([0, -1, 4, 99])('answers 400 for page %i of a 3-page document', async (pageNumber) => {
    const { who, document, amy } = await draft();
    const body = drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }, { width: 1000, height: 1400, pageNumber });
    const response = await who.call('POST', fieldsUrl(document), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: `Page ${pageNumber} does not exist in this document`,
      template: API_MESSAGES.pageMissing,
      params: { page: pageNumber },
      error: 'page_missing',
    });
  });

  it('answers 400 for a signer who is not this document’s', async () => {
    const { who, document } = await draft();
    const other = await draft(who);
    for (const userId of [MISSING_ID, 'amy', '', other.amy.id]) {
      const response = await who.call('POST', fieldsUrl(document), drawn(userId, { x1: 10, y1: 10, x2: 50, y2: 50 }));
      expect(response.statusCode, userId).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: API_MESSAGES.unknownSigner, error: 'unknown_signer' });
    }
    const missing = await who.call('POST', fieldsUrl(document), {
      type: 'draw',
      position: drawn('x', { x1: 10, y1: 10, x2: 50, y2: 50 }).position,
    });
    expect(missing.json()).toEqual({ code: 400, message: API_MESSAGES.unknownSigner, error: 'unknown_signer' });
  });

  it.each([
    ['type unknown', { type: 'stamp' }, API_MESSAGES.fieldTypeInvalid],
    ['type missing', { type: undefined }, API_MESSAGES.fieldTypeInvalid],
    ['position missing', { position: undefined }, 'position is required'],
    ['pageNumber fractional', { pageNumber: 1.5 }, 'pageNumber must be a whole number'],
    ['pageNumber text', { pageNumber: '1' }, 'pageNumber must be a whole number'],
    ['coordinates as text', { x1: '10' }, 'Field positions must be numbers'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const { who, document, amy } = await draft();
    const body = drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }) as Record<string, unknown> & {
      position: { pageNumber: unknown; boundingRect: Record<string, unknown> };
    };
    if ('type' in change) body.type = change.type;
    if ('position' in change) body.position = change.position as never;
    if ('pageNumber' in change) body.position.pageNumber = change.pageNumber;
    if ('x1' in change) body.position.boundingRect.x1 = change.x1;
    const response = await who.call('POST', fieldsUrl(document), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
  });
});

describe('PUT and DELETE …/coordinate/{coordId}', () => {
  it('moves, resizes, retypes and reassigns a field, the same every time, keeping the signer’s response', async () => {
    const { who, document, amy, bob } = await draft();
    const created = (
      await who.call('POST', fieldsUrl(document), drawn(amy.id, { x1: 100, y1: 140, x2: 400, y2: 280 }))
    ).json<DocumentField>();
    await t.db
      .update(documentFields)
      .set({ image: 'data:image/png;base64,AAAA', approve: true })
      .where(eq(documentFields.id, created.id));

    const moved = drawn(
      bob.id,
      { x1: 250, y1: 350, x2: 500, y2: 700 },
      { width: 500, height: 700, pageNumber: 2 },
      'file',
    );
    const first = await who.call('PUT', `${fieldsUrl(document)}/${created.id}`, { ...moved, id: created.id });
    expect(first.statusCode).toBe(200);
    const expected = { x1: 0.5, y1: 0.5, x2: 1, y2: 1, width: 1, height: 1, pageNumber: 2 };
    expect(first.json()).toEqual({
      id: created.id,
      userId: bob.id,
      type: 'file',
      position: { pageNumber: 2, boundingRect: expected, rects: [expected] },
      label: null,
      required: false,
      senderFilled: false,
      response: {
        image: 'data:image/png;base64,AAAA',
        text: null,
        checked: null,
        approve: true,
        reject: false,
        revise: false,
      },
    });
    const again = await who.call('PUT', `${fieldsUrl(document)}/${created.id}`, moved);
    expect(again.json()).toEqual(first.json());
    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.coordinates).toEqual([first.json()]);
  });

  it('checks a moved field as it checks a new one', async () => {
    const { who, document, amy } = await draft();
    const created = (
      await who.call('POST', fieldsUrl(document), drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }))
    ).json<DocumentField>();
    const url = `${fieldsUrl(document)}/${created.id}`;
    const outside = await who.call('PUT', url, drawn(amy.id, { x1: 10, y1: 10, x2: 1050, y2: 50 }));
    expect(outside.json()).toEqual({ code: 400, message: API_MESSAGES.fieldOutsidePage, error: 'field_outside_page' });
    const page = await who.call(
      'PUT',
      url,
      drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }, { width: 1000, height: 1400, pageNumber: 4 }),
    );
    expect(page.json().message).toBe('Page 4 does not exist in this document');
    const signer = await who.call('PUT', url, drawn(MISSING_ID, { x1: 10, y1: 10, x2: 50, y2: 50 }));
    expect(signer.json()).toEqual({ code: 400, message: API_MESSAGES.unknownSigner, error: 'unknown_signer' });
    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.coordinates).toEqual([created]);
  });

  it('deletes a field, answering it; then it is gone', async () => {
    const { who, document, amy } = await draft();
    const created = (
      await who.call('POST', fieldsUrl(document), drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }))
    ).json<DocumentField>();
    const deleted = await who.call('DELETE', `${fieldsUrl(document)}/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(created);
    expect((await who.call('GET', `/v1/documents/signing/${document.id}`)).json().coordinates).toEqual([]);
    expect((await who.call('DELETE', `${fieldsUrl(document)}/${created.id}`)).statusCode).toBe(404);
    expect(
      (await who.call('PUT', `${fieldsUrl(document)}/${created.id}`, drawn(amy.id, { x1: 1, y1: 1, x2: 5, y2: 5 })))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a field of another document, and for unknown and malformed ids', async () => {
    const { who, document, amy } = await draft();
    const other = await draft(who);
    const othersField = (
      await who.call('POST', fieldsUrl(other.document), drawn(other.amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }))
    ).json<DocumentField>();
    const body = drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 });
    for (const coordId of [othersField.id, MISSING_ID, 'field-1']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await who.call(
          method,
          `${fieldsUrl(document)}/${coordId}`,
          method === 'PUT' ? body : undefined,
        );
        expect(response.statusCode, `${method} ${coordId}`).toBe(404);
        expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
      }
    }
    expect((await who.call('GET', `/v1/documents/signing/${other.document.id}`)).json().coordinates).toEqual([
      othersField,
    ]);
    expect((await who.call('POST', `/v1/documents/signing/${MISSING_ID}/coordinate`, body)).statusCode).toBe(404);
  });
});

describe('fields change only on a Draft', () => {
  it.each(['Sent', 'Completed', 'Rejected', 'Revision'] as const)(
    'answers 409 once the document is %s',
    async (status) => {
      const { who, document, amy } = await draft();
      const body = drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 });
      const field = (await who.call('POST', fieldsUrl(document), body)).json<DocumentField>();
      await setStatus(t, document.id, status);
      const attempts = [
        who.call('POST', fieldsUrl(document), body),
        who.call('PUT', `${fieldsUrl(document)}/${field.id}`, drawn(amy.id, { x1: 20, y1: 20, x2: 60, y2: 60 })),
        who.call('DELETE', `${fieldsUrl(document)}/${field.id}`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 409,
          message: API_MESSAGES.documentNotDraft,
          error: 'document_not_draft',
        });
      }
      expect((await who.call('GET', `/v1/documents/signing/${document.id}`)).json().coordinates).toEqual([field]);
    },
  );

  it('answers 404 while the document is in the Trash', async () => {
    const { who, document, amy } = await draft();
    const body = drawn(amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 });
    const field = (await who.call('POST', fieldsUrl(document), body)).json<DocumentField>();
    await who.call('DELETE', `/v1/documents/${document.id}`);
    expect((await who.call('POST', fieldsUrl(document), body)).statusCode).toBe(404);
    expect((await who.call('PUT', `${fieldsUrl(document)}/${field.id}`, body)).statusCode).toBe(404);
    expect((await who.call('DELETE', `${fieldsUrl(document)}/${field.id}`)).statusCode).toBe(404);
    await who.call('POST', `/v1/documents/${document.id}/restore`);
    expect((await who.call('GET', `/v1/documents/signing/${document.id}`)).json().coordinates).toEqual([field]);
  });

  it('moves the document up the updatedAt order when its fields change', async () => {
    const who = await owner(t);
    const first = await draft(who);
    await draft(who);
    await who.call('POST', fieldsUrl(first.document), drawn(first.amy.id, { x1: 10, y1: 10, x2: 50, y2: 50 }));
    const list = (await who.call('GET', '/v1/documents?sortBy=updatedAt:desc')).json();
    expect(list.results[0].id).toBe(first.document.id);
  });
});
