import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import {
  type DocumentField,
  type DocumentSummary,
  MAX_FIELD_CHANGES,
  type SigningRecordResponse,
} from '@signflow/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const draft = () => draftWithTwoSigners(t);

async function recordOf(who: Owner, document: DocumentSummary) {
  return (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
}

/** A field on page `pageNumber` rendered 1000 × 1000 pixels. */
function field(userId: string, left: number, pageNumber = 1) {
  const boundingRect = { x1: left, y1: 100, x2: left + 200, y2: 200, width: 1000, height: 1000, pageNumber };
  return { userId, type: 'draw', position: { pageNumber, boundingRect, rects: [boundingRect] } };
}

const batchUrl = (document: DocumentSummary) => `/v1/documents/signing/${document.id}/coordinates`;

/** Two fields for Amy and one for Bob, placed one by one. */
async function draftWithFields() {
  const made = await draft();
  const place = async (body: object) => {
    const response = await made.who.call('POST', `/v1/documents/signing/${made.document.id}/coordinate`, body);
    expect(response.statusCode).toBe(201);
    return response.json<DocumentField>();
  };
  const first = await place(field(made.amy.id, 100));
  const second = await place(field(made.amy.id, 400));
  const third = await place(field(made.bob.id, 700));
  return { ...made, fields: [first, second, third] as const };
}

async function fieldEvents(who: Owner, document: DocumentSummary) {
  const trail = (await who.call('GET', `/v1/documents/${document.id}/audit`)).json<AuditTrailResponse>();
  return trail.events.filter((event) => event.type === 'fields_saved').map((event) => event.details);
}

describe('PUT /v1/documents/signing/{id}/coordinates', () => {
  it('creates, updates and removes fields in one call, answering the signing record after it', async () => {
    const { who, document, amy, bob, fields } = await draftWithFields();
    const [kept, moved, removed] = fields;
    const before = await fieldEvents(who, document);

    const response = await who.call('PUT', batchUrl(document), {
      create: [field(bob.id, 100, 2), field(amy.id, 100, 3)],
      update: [{ id: moved.id, ...field(bob.id, 500, 2) }],
      delete: [removed.id],
    });

    expect(response.statusCode, response.body).toBe(200);
    const record = response.json<SigningRecordResponse>();
    expect(record).toEqual(await recordOf(who, document));
    expect(record.document.id).toBe(document.id);
    const ids = record.coordinates.map((each) => each.id);
    expect(ids).toHaveLength(4);
    expect(ids).toContain(kept.id);
    expect(ids).toContain(moved.id);
    expect(ids).not.toContain(removed.id);
    const created = record.coordinates.filter((each) => each.id !== kept.id && each.id !== moved.id);
    expect(created.map((each) => [each.userId, each.position.pageNumber])).toEqual([
      [bob.id, 2],
      [amy.id, 3],
    ]);
    const movedNow = record.coordinates.find((each) => each.id === moved.id);
    expect(movedNow?.userId).toBe(bob.id);
    expect(movedNow?.position.pageNumber).toBe(2);
    expect(movedNow?.position.boundingRect).toMatchObject({ x1: 0.5, x2: 0.7, width: 1, height: 1 });

    // The trail holds one event per change, as the per-field calls record them.
    const after = (await fieldEvents(who, document)).slice(before.length);
    expect(after).toEqual([
      ...created.map((each) => ({ action: 'created', fieldId: each.id })),
      { action: 'changed', fieldId: moved.id },
      { action: 'removed', fieldId: removed.id },
    ]);
  });

  it('answers the record unchanged for an empty save', async () => {
    const { who, document, fields } = await draftWithFields();
    const response = await who.call('PUT', batchUrl(document), {});
    expect(response.statusCode).toBe(200);
    expect(response.json<SigningRecordResponse>().coordinates.map((each) => each.id)).toEqual(
      (await recordOf(who, document)).coordinates.map((each) => each.id),
    );
    expect(fields).toHaveLength(3);
  });

  it('applies nothing when one change is refused', async () => {
    const { who, document, amy, bob, fields } = await draftWithFields();
    const before = await recordOf(who, document);
    const eventsBefore = await fieldEvents(who, document);

    const cases: [string, object, number, string][] = [
      [
        'a field for another document’s signer',
        { create: [field(amy.id, 100), field(MISSING_ID, 300)], delete: [fields[0].id] },
        400,
        API_MESSAGES.unknownSigner,
      ],
      [
        'a page the document does not have',
        { create: [field(bob.id, 100, 4)], update: [{ id: fields[1].id, ...field(bob.id, 100) }] },
        400,
        'Page 4 does not exist in this document',
      ],
      [
        'an unknown field to update',
        { create: [field(amy.id, 100)], update: [{ id: MISSING_ID, ...field(bob.id, 100) }] },
        404,
        API_MESSAGES.notFound,
      ],
      ['an unknown field to remove', { delete: [fields[2].id, MISSING_ID] }, 404, API_MESSAGES.notFound],
    ];
    for (const [name, body, status, message] of cases) {
      const response = await who.call('PUT', batchUrl(document), body);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ code: status, message });
    }
    expect(await recordOf(who, document)).toEqual(before);
    expect(await fieldEvents(who, document)).toEqual(eventsBefore);
  });

  it('leaves the document as it was for a save with no changes', async () => {
    const { who, document } = await draftWithFields();
    const before = await recordOf(who, document);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await who.call('PUT', batchUrl(document), { create: [], update: [], delete: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json<SigningRecordResponse>()).toEqual(before);
    expect((await recordOf(who, document)).document.updatedAt).toBe(before.document.updatedAt);
  });

  it('answers 404 and applies nothing for a field of another document, or one removed twice', async () => {
    const { who, document, amy, fields } = await draftWithFields();
    const other = await draftWithFields();
    const sameOwner = await draftWithTwoSigners(t, who);
    const sameOwnerField = (
      await who.call('POST', `/v1/documents/signing/${sameOwner.document.id}/coordinate`, field(sameOwner.amy.id, 100))
    ).json<DocumentField>();
    const before = await recordOf(who, document);
    const eventsBefore = await fieldEvents(who, document);

    const cases: [string, object][] = [
      ['another account’s field to update', { update: [{ id: other.fields[0].id, ...field(amy.id, 100) }] }],
      ['another account’s field to remove', { create: [field(amy.id, 100)], delete: [other.fields[0].id] }],
      ['the owner’s field of another document to update', { update: [{ id: sameOwnerField.id, ...field(amy.id, 1) }] }],
      ['the owner’s field of another document to remove', { delete: [fields[0].id, sameOwnerField.id] }],
      ['a field removed twice', { delete: [fields[1].id, fields[1].id] }],
    ];
    for (const [name, body] of cases) {
      const response = await who.call('PUT', batchUrl(document), body);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
    expect(await recordOf(who, document)).toEqual(before);
    expect(await fieldEvents(who, document)).toEqual(eventsBefore);
    expect((await recordOf(other.who, other.document)).coordinates).toHaveLength(3);
    expect((await recordOf(who, sameOwner.document)).coordinates.map((each) => each.id)).toEqual([sameOwnerField.id]);
  });

  it('answers 400 with the rule for a bad body, and never a 500', async () => {
    const { who, document, amy } = await draft();
    const tooMany = Array.from({ length: MAX_FIELD_CHANGES + 1 }, () => field(amy.id, 100));
    const cases: [unknown, string][] = [
      [{ create: tooMany }, API_MESSAGES.tooManyFieldChanges],
      [{ create: [{ ...field(amy.id, 100), type: 'stamp' }] }, API_MESSAGES.fieldTypeInvalid],
      [{ update: [field(amy.id, 100)] }, API_MESSAGES.unknownField],
      [{ delete: ['not-an-id'] }, API_MESSAGES.unknownField],
      [[], API_MESSAGES.invalidRequest],
      [[{ create: [] }], API_MESSAGES.invalidRequest],
    ];
    for (const [body, message] of cases) {
      const response = await who.call('PUT', batchUrl(document), body as object);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual(refusedInput(message));
    }
    expect((await recordOf(who, document)).coordinates).toEqual([]);
  });

  it('answers 401 without a token, 404 for another account’s, unknown or malformed documents', async () => {
    const { document, amy } = await draft();
    const body = { create: [field(amy.id, 100)] };
    const anonymous = await t.request({ method: 'PUT', url: batchUrl(document), payload: body });
    expect(anonymous.statusCode).toBe(401);

    const stranger = await owner(t);
    for (const url of [batchUrl(document), `/v1/documents/signing/${MISSING_ID}/coordinates`]) {
      const response = await stranger.call('PUT', url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
    const malformed = await stranger.call('PUT', '/v1/documents/signing/not-an-id/coordinates', body);
    expect(malformed.statusCode).toBe(404);
  });

  it('answers 409 once the document is no longer a Draft, and changes nothing', async () => {
    const { who, document, amy, fields } = await draftWithFields();
    await setStatus(t, document.id, 'Sent');
    const response = await who.call('PUT', batchUrl(document), {
      create: [field(amy.id, 100)],
      delete: [fields[0].id],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, message: API_MESSAGES.documentNotDraft, error: 'document_not_draft' });
    expect((await recordOf(who, document)).coordinates.map((each) => each.id)).toEqual(fields.map((each) => each.id));
  });
});
