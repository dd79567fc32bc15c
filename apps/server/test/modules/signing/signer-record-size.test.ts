import { type DocumentField, type FieldBody, MAX_FIELD_CHANGES } from '@signflow/contract/documents';
import { type SignerRecordResponse, signerFieldImagePath } from '@signflow/contract/signing';
import { pngDataUrl, rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFields } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, type Owner, owner } from '../../support/documents';
import {
  approved,
  CONSENTED,
  readyDraft,
  type SentDocument,
  sentDocument,
  signerCall,
  signerToken,
} from '../../support/signing';

let t: DocumentsTestApp;
let who: Owner;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
  who = await owner(t);
});
afterAll(async () => {
  await t.close();
});

/** A drawn signature as the signing page makes one: a 300 × 100 stroke on a transparent canvas, about 5.6 KB. */
const SIGNATURE_PNG = rgbaPngOf(300, 100, (x, y) => {
  const centre = 50 + Math.sin(x / 9) * 33 + Math.sin(x / 3.7) * 6;
  const distance = Math.abs(y - centre);
  return distance < 2.5 ? [20, 20, 60, Math.round(255 * Math.min(1, 2.5 - distance))] : [0, 0, 0, 0];
});
const SIGNATURE = pngDataUrl(SIGNATURE_PNG);

const rect = { x1: 10, y1: 10, x2: 160, y2: 60, width: 600, height: 800, pageNumber: 1 };
const drawFor = (userId: string): FieldBody => ({
  userId,
  type: 'draw',
  position: { pageNumber: 1, boundingRect: rect, rects: [] },
});

/** Places `counts[i]` signature fields for the draft's i-th signer, in batches the API takes, then invites. */
async function sentWithFields(draft: SentDocument, counts: number[]): Promise<DocumentField[]> {
  const bodies = draft.users.flatMap((user, index) =>
    Array.from({ length: counts[index] ?? 0 }, () => drawFor(user.id)),
  );
  let fields: DocumentField[] = [];
  for (let start = 0; start < bodies.length; start += MAX_FIELD_CHANGES) {
    const saved = await who.call('PUT', `/v1/documents/signing/${draft.document.id}/coordinates`, {
      create: bodies.slice(start, start + MAX_FIELD_CHANGES),
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    fields = saved.json<{ coordinates: DocumentField[] }>().coordinates;
  }
  const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
  expect(invite.statusCode, invite.body).toBe(200);
  return fields;
}

/** Every field of the signer answered with the signature, as their saves would leave it (set at once: faster). */
async function answerAllWithSignature(signerId: string) {
  await t.db
    .update(documentFields)
    .set({ image: SIGNATURE, approve: true })
    .where(eq(documentFields.signerId, signerId));
}

const imageOf = (documentId: string, fieldId: string, token: string | null) =>
  signerCall(t, 'GET', signerFieldImagePath(documentId, fieldId), token);

describe('the signer record carries other signers’ images by reference', () => {
  // A thousand fields to place and answer: slow on a loaded machine.
  it('stays small with 1,000 signed fields, each image fetched on its own', { timeout: 120_000 }, async () => {
    const draft = await readyDraft(
      t,
      who,
      [
        { name: 'Amy', level: 1 },
        { name: 'Bob', level: 2 },
      ],
      { fieldsEach: 0 },
    );
    const [amy, bob] = draft.users;
    if (!amy || !bob) throw new Error('two signers');
    const fields = await sentWithFields(draft, [999, 1]);
    await answerAllWithSignature(amy.id);
    const amyToken = await signerToken(t, draft.document.id, amy.id);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${draft.document.id}/submit`,
      amyToken,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);

    const bobToken = await signerToken(t, draft.document.id, bob.id);
    const bobsField = fields.find((field) => field.userId === bob.id) as DocumentField;
    const saved = await signerCall(
      t,
      'PUT',
      `/v1/documents/user-sign/${draft.document.id}/coordinate/${bobsField.id}`,
      bobToken,
      { response: approved },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await signerCall(t, 'GET', `/v1/documents/user-sign/${draft.document.id}`, bobToken);
    expect(response.statusCode).toBe(200);
    // About half a KB a field: its place, and a path where the image was (7.4 KB as a data URL).
    expect(response.rawPayload.length).toBeLessThan(1000 * 1024);
    const record = response.json<SignerRecordResponse>();
    expect(record.coordinates).toHaveLength(1000);
    for (const field of record.coordinates) {
      const expected = field.userId === bob.id ? approved.image : signerFieldImagePath(draft.document.id, field.id);
      expect(field.response).toMatchObject({ image: expected, approve: true });
    }

    const amysField = record.coordinates.find((field) => field.userId === amy.id) as DocumentField;
    const image = await imageOf(draft.document.id, amysField.id, bobToken);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(SIGNATURE_PNG)).toBe(true);
    expect((await imageOf(draft.document.id, bobsField.id, bobToken)).statusCode).toBe(200);
    expect((await imageOf(draft.document.id, amysField.id, null)).statusCode).toBe(401);
    expect((await imageOf(draft.document.id, amysField.id, 'not-a-token')).statusCode).toBe(401);
    expect((await imageOf(draft.document.id, MISSING_ID, bobToken)).statusCode).toBe(404);
    expect((await imageOf(MISSING_ID, amysField.id, bobToken)).statusCode).toBe(404);
    const malformed = await signerCall(
      t,
      'GET',
      `/v1/documents/user-sign/${draft.document.id}/coordinate/not-an-id/image`,
      bobToken,
    );
    expect(malformed.statusCode).toBe(404);
  });

  it('shows no image of a co-signer who has not submitted, and none of an unanswered field', async () => {
    const draft = await readyDraft(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Cid', level: 1 },
    ]);
    const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
    expect(invite.statusCode, invite.body).toBe(200);
    const [amy, cid] = draft.users;
    if (!amy || !cid) throw new Error('two signers');
    const fieldOf = (signerId: string) => draft.fields.find((field) => field.userId === signerId) as DocumentField;
    await answerAllWithSignature(amy.id);
    const amyToken = await signerToken(t, draft.document.id, amy.id);
    const cidToken = await signerToken(t, draft.document.id, cid.id);

    // Amy reads her own draft, inline as she saved it; Cid reads neither it nor its image.
    const amysRecord = (
      await signerCall(t, 'GET', `/v1/documents/user-sign/${draft.document.id}`, amyToken)
    ).json<SignerRecordResponse>();
    expect(amysRecord.coordinates.find((field) => field.userId === amy.id)?.response.image).toBe(SIGNATURE);
    const cidsRecord = (
      await signerCall(t, 'GET', `/v1/documents/user-sign/${draft.document.id}`, cidToken)
    ).json<SignerRecordResponse>();
    expect(cidsRecord.coordinates.find((field) => field.userId === amy.id)?.response.image).toBeNull();
    expect((await imageOf(draft.document.id, fieldOf(amy.id).id, cidToken)).statusCode).toBe(404);
    expect((await imageOf(draft.document.id, fieldOf(amy.id).id, amyToken)).statusCode).toBe(200);
    expect((await imageOf(draft.document.id, fieldOf(cid.id).id, cidToken)).statusCode).toBe(404);
  });

  // Two documents, their mails and a correction: slow on a loaded machine.
  it("reads no image with another document's link, nor with a link its signer's correction ended", {
    timeout: 120_000,
  }, async () => {
    const draft = await readyDraft(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
    expect(invite.statusCode, invite.body).toBe(200);
    const [amy, bob] = draft.users;
    if (!amy || !bob) throw new Error('two signers');
    const amysField = draft.fields.find((field) => field.userId === amy.id) as DocumentField;
    await answerAllWithSignature(amy.id);
    const amyToken = await signerToken(t, draft.document.id, amy.id);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${draft.document.id}/submit`,
      amyToken,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const bobToken = await signerToken(t, draft.document.id, bob.id);
    expect((await imageOf(draft.document.id, amysField.id, bobToken)).statusCode).toBe(200);

    // A signer of another document (of another account) reaches neither this document nor its field.
    const stranger = await owner(t);
    const other = await sentDocument(t, stranger, [{ name: 'Zed', level: 1 }]);
    const zed = other.users[0];
    if (!zed) throw new Error('one signer');
    const zedToken = await signerToken(t, other.document.id, zed.id);
    expect((await imageOf(draft.document.id, amysField.id, zedToken)).statusCode).toBe(404);
    expect((await imageOf(other.document.id, amysField.id, zedToken)).statusCode).toBe(404);

    // Bob corrected: the link he had ends at once, for the images too.
    const corrected = await who.call('PATCH', `/v1/documents/${draft.document.id}/signers/${bob.id}`, {
      name: 'Bobby Boss',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await imageOf(draft.document.id, amysField.id, bobToken)).statusCode).toBe(401);
  });
});
