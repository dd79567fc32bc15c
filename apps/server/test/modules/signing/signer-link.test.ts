import { deflateSync } from 'node:zlib';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentSigner } from '@signflow/contract/documents';
import { MAX_RESPONSE_IMAGE_BYTES, PNG_DATA_URL_PREFIX, signerFieldImagePath } from '@signflow/contract/signing';
import { palettePngOf, pngDataUrl, withChunk, withDeclaredSize } from '@signflow/pdf-stamp/test-png';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigners, documents } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { pdfWithPages } from '../../support/pdf-files';
import { linkIn, sealedMailTo, waitForSeal } from '../../support/sealing';
import {
  answerFields,
  approved,
  CONSENTED,
  empty,
  rejected,
  type SentDocument,
  sentDocument,
  signAndSubmit,
  signerCall,
  signerToken,
  solidPng,
} from '../../support/signing';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Amy and Bob sign first, Cy after them; one field each. */
async function threeSigners(): Promise<SentDocument & { amy: string; bob: string; cy: string }> {
  const who = await owner(t);
  const sent = await sentDocument(t, who, [
    { name: 'Amy', level: 1 },
    { name: 'Bob', level: 1 },
    { name: 'Cy', level: 2 },
  ]);
  const [amy, bob, cy] = sent.users.map((user) => user.id) as [string, string, string];
  return { ...sent, amy, bob, cy };
}

const fieldOf = (sent: SentDocument, signerId: string) => {
  const field = sent.fields.find((each) => each.userId === signerId);
  if (!field) throw new Error('no field');
  return field;
};

describe('GET /v1/documents/user-sign/validate', () => {
  it('answers the document and signer a link is for', async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const response = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      documentID: sent.document.id,
      signerID: sent.amy,
      status: 'Sent',
      sealed: false,
      sealState: null,
      language: 'en',
      verification: { method: 'link', sentTo: null },
    });
  });

  it("answers 401 'Expired Link' for a missing, forged, expired or repeated token, and a trashed document", async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const expired = errorAnswer(401, API_MESSAGES.expiredLink);
    for (const bad of [null, '', 'forged-token', `${token}x`, 'x'.repeat(500)]) {
      const response = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', bad);
      expect(response.statusCode, String(bad)).toBe(401);
      expect(response.json()).toEqual(expired);
    }
    const twice = await t.request({
      method: 'GET',
      url: `/v1/documents/user-sign/validate?token=${token}&token=${token}`,
    });
    expect(twice.statusCode).toBe(401);

    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.id, sent.amy));
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token)).json()).toEqual(expired);

    const bobToken = await signerToken(t, sent.document.id, sent.bob);
    await t.db.update(documents).set({ trashedAt: new Date() }).where(eq(documents.id, sent.document.id));
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', bobToken)).json()).toEqual(expired);
  });

  it('answers 409 once the signer has submitted, and once signing has ended for others', async () => {
    const sent = await threeSigners();
    const amyToken = await signerToken(t, sent.document.id, sent.amy);
    const bobToken = await signerToken(t, sent.document.id, sent.bob);
    expect((await signAndSubmit(t, sent, sent.amy, rejected)).statusCode).toBe(200);

    const submitted = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', amyToken);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().message).toBe(API_MESSAGES.signAlreadySubmitted);
    const ended = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', bobToken);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(API_MESSAGES.signingEnded);
  });
});

describe('GET /v1/documents/user-sign/{id}', () => {
  it("answers the signing record: the signer's id, every field, the signers without their e-mails", async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.bob);
    const response = await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record.signerID).toBe(sent.bob);
    expect(record.submitted).toBe(false);
    expect(record.document).toEqual({
      id: sent.document.id,
      Id: sent.document.id,
      DocName: 'contract.pdf',
      status: 'Sent',
      DocPath: `/user-sign/${sent.document.id}`,
      pageCount: 3,
    });
    expect(record.users).toEqual(sent.users.map(({ id, name, color }) => ({ id, name, color })));
    // Other signers' addresses stay theirs; the sender's is the one the record names, as who asks.
    const { sender, ...rest } = record;
    expect(JSON.stringify(rest)).not.toContain('@example.com');
    expect(sender.email).toMatch(/@example\.com$/);
    expect(record.coordinates.map((field: { id: string }) => field.id).sort()).toEqual(
      sent.fields.map((field) => field.id).sort(),
    );
  });

  it("shows a co-signer's answers only once they submitted, never their drafts", async () => {
    const sent = await threeSigners();
    const bobToken = await signerToken(t, sent.document.id, sent.bob);
    const read = async () =>
      (await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, bobToken)).json<{
        coordinates: { id: string; userId: string; response: object }[];
      }>();
    const amysField = async () => (await read()).coordinates.find((field) => field.userId === sent.amy);
    const amysResponse = async () => (await amysField())?.response;
    const unanswered = { image: null, text: null, checked: null, approve: false, reject: false, revise: false };
    const amyToken = await answerFields(t, sent, sent.amy, approved);
    // Amy's signature is saved but not submitted: she may still change it, or decline.
    expect(await amysResponse()).toEqual(unanswered);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${sent.document.id}/submit`,
      amyToken,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Her image is named by its path, the picture fetched apart with the same token (docs/api.md#a-signers-record).
    const field = await amysField();
    const path = signerFieldImagePath(sent.document.id, (field as { id: string }).id);
    expect(await amysResponse()).toEqual({ ...approved, image: path });
    const image = await signerCall(t, 'GET', path, bobToken);
    expect(image.statusCode).toBe(200);
    expect(`${PNG_DATA_URL_PREFIX}${image.rawPayload.toString('base64')}`).toBe(approved.image);
  });

  it('stays readable after the signer submitted, saying so', async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    await signAndSubmit(t, sent, sent.amy);
    const record = (await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token)).json();
    expect(record.submitted).toBe(true);
    expect(record.coordinates.find((field: { userId: string }) => field.userId === sent.amy).response).toEqual(
      approved,
    );
  });

  it('answers 404 for another document, a malformed id; 401 without a usable token', async () => {
    const sent = await threeSigners();
    const other = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    for (const id of [other.document.id, MISSING_ID, 'not-an-id']) {
      expect((await signerCall(t, 'GET', `/v1/documents/user-sign/${id}`, token)).statusCode, id).toBe(404);
    }
    expect((await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, null)).statusCode).toBe(401);
    expect((await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, 'nope')).statusCode).toBe(401);
  });
});

describe('GET /user-sign/{id} (the signer’s PDF)', () => {
  it('streams the original PDF, with ranges, only to a signer of that document', async () => {
    const sent = await threeSigners();
    const other = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const whole = await signerCall(t, 'GET', `/user-sign/${sent.document.id}`, token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.equals(await pdfWithPages(3))).toBe(true);

    const part = await t.request({
      method: 'GET',
      url: `/user-sign/${sent.document.id}?token=${token}`,
      headers: { range: 'bytes=0-4' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-');

    expect((await signerCall(t, 'GET', `/user-sign/${other.document.id}`, token)).statusCode).toBe(404);
    expect((await signerCall(t, 'GET', `/user-sign/${sent.document.id}`, null)).statusCode).toBe(401);
    // The owner's bearer token is not a signer's link.
    expect((await t.request({ method: 'GET', url: `/user-sign/${sent.document.id}` })).statusCode).toBe(401);
  });
});

describe('PUT /v1/documents/user-sign/{id}/coordinate/{coordId}', () => {
  const put = (sent: SentDocument, fieldId: string, token: string | null, payload: object) =>
    signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${fieldId}`, token, payload);

  it('saves the response; the same save again (a retry) gives the same field; clearing empties it', async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const field = fieldOf(sent, sent.amy);
    // The published client sends the field's place too; only the response is taken.
    const body = { ...field, position: { ...field.position, pageNumber: 3 }, response: approved };
    const first = await put(sent, field.id, token, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...field, response: approved });
    const again = await put(sent, field.id, token, body);
    expect(again.json()).toEqual(first.json());

    const cleared = await put(sent, field.id, token, { response: empty });
    expect(cleared.json().response).toEqual(empty);
  });

  it("answers 404 for another signer's field, another document's field, an unknown or malformed id", async () => {
    const sent = await threeSigners();
    const other = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const payload = { response: approved };
    for (const fieldId of [fieldOf(sent, sent.bob).id, fieldOf(sent, sent.cy).id, MISSING_ID, 'nope']) {
      expect((await put(sent, fieldId, token, payload)).statusCode, fieldId).toBe(404);
    }
    const foreign = fieldOf(other, other.amy).id;
    expect((await put(other, foreign, token, payload)).statusCode).toBe(404);
    expect((await put(sent, foreign, token, payload)).statusCode).toBe(404);
  });

  it('refuses an image that is not a PNG, one over the limit, and a response in no allowed state', async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const field = fieldOf(sent, sent.amy);
    const withImage = (image: unknown) => ({ response: { ...approved, image } });
    const cases: [object, string][] = [
      [withImage('data:image/jpeg;base64,/9j/4AAQ'), API_MESSAGES.imageNotPng],
      [
        withImage(`data:image/png;base64,${Buffer.from('GIF89a, not a PNG').toString('base64')}`),
        API_MESSAGES.imageNotPng,
      ],
      [withImage('data:image/png;base64,!!!!'), API_MESSAGES.imageNotPng],
      [withImage(42), API_MESSAGES.imageNotPng],
      [
        withImage(
          `data:image/png;base64,${Buffer.concat([solidPng(), Buffer.alloc(MAX_RESPONSE_IMAGE_BYTES)]).toString('base64')}`,
        ),
        'The image is too large: the limit is 512 KB',
      ],
      [
        withImage(pngDataUrl(withDeclaredSize(solidPng(), 20_000, 20_000))),
        'The image is too large: the limit is 120000 pixels',
      ],
      [{ response: { ...approved, reject: true } }, API_MESSAGES.responseInvalid],
      [{ response: { ...empty, approve: true } }, API_MESSAGES.responseInvalid],
      [{ response: { ...approved, approve: false } }, API_MESSAGES.responseInvalid],
      [{ response: { image: null } }, API_MESSAGES.responseInvalid],
      [{ response: 'yes' }, API_MESSAGES.responseInvalid],
      [{}, API_MESSAGES.responseInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await put(sent, field.id, token, payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([
        400,
        message,
      ]);
    }
    // The link is checked before the image: a stranger learns nothing, and costs no decoding.
    const stranger = await put(sent, field.id, 'forged', withImage('data:image/png;base64,!!!!'));
    expect([stranger.statusCode, stranger.json().message]).toEqual([401, API_MESSAGES.expiredLink]);
    const unchanged = (await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token)).json();
    expect(unchanged.coordinates.find((each: { id: string }) => each.id === field.id).response).toEqual(empty);
  });

  it('refuses at once an animated PNG whose frame declares 16,000 × 16,000 pixels: nothing decodes it', async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    const field = fieldOf(sent, sent.amy);
    const frameControl = Buffer.alloc(26);
    frameControl.writeUInt32BE(16_000, 4);
    frameControl.writeUInt32BE(16_000, 8);
    let animated = palettePngOf(10, 10, [[0, 0, 0]], () => 0);
    animated = withChunk(animated, 'acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), 'IDAT');
    animated = withChunk(animated, 'fcTL', frameControl, 'IDAT');
    animated = withChunk(animated, 'fdAT', Buffer.concat([Buffer.from([0, 0, 0, 1]), deflateSync(Buffer.alloc(64))]));

    const started = performance.now();
    const response = await put(sent, field.id, token, { response: { ...approved, image: pngDataUrl(animated) } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect([response.statusCode, response.json().message]).toEqual([400, API_MESSAGES.imageNotPng]);
    const unchanged = (await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token)).json();
    expect(unchanged.coordinates.find((each: { id: string }) => each.id === field.id).response).toEqual(empty);
  });

  it('answers 401 without a usable token, before looking at the body', async () => {
    const sent = await threeSigners();
    const field = fieldOf(sent, sent.amy);
    for (const token of [null, 'forged']) {
      const response = await put(sent, field.id, token, { response: approved });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(API_MESSAGES.expiredLink);
    }
  });

  it('a submitted signer can change nothing', async () => {
    const sent = await threeSigners();
    const token = await signerToken(t, sent.document.id, sent.amy);
    expect((await signAndSubmit(t, sent, sent.amy)).statusCode).toBe(200);
    const response = await put(sent, fieldOf(sent, sent.amy).id, token, { response: empty });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(API_MESSAGES.signAlreadySubmitted);
  });
});

describe('a signer’s links once the document is completed and sealed', () => {
  it('the signing link still opens, says the document is completed and gives the sealed PDF; so does the sealed mail’s link', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const [amy, bob] = sent.users as [DocumentSigner, DocumentSigner];
    const amyToken = await signerToken(t, sent.document.id, amy.id);
    expect((await signAndSubmit(t, sent, amy.id)).statusCode).toBe(200);
    const bobToken = await signerToken(t, sent.document.id, bob.id);
    expect((await signAndSubmit(t, sent, bob.id)).json().status).toBe('Completed');
    await waitForSeal(t, sent.document.id);
    const sealedPdf = (await who.call('GET', `/v1/documents/${sent.document.id}/download`)).rawPayload;
    const mailLink = linkIn(await sealedMailTo(t, bob.email));
    expect(mailLink).not.toContain(encodeURIComponent(bobToken));

    for (const [signer, token] of [
      [amy, amyToken],
      [bob, bobToken],
    ] as const) {
      const validation = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token);
      expect(validation.statusCode, signer.name).toBe(200);
      expect(validation.json()).toEqual({
        documentID: sent.document.id,
        signerID: signer.id,
        status: 'Completed',
        sealed: true,
        sealState: 'sealed',
        language: 'en',
        verification: { method: 'link', sentTo: null },
      });
      const record = (await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, token)).json();
      expect([record.document.status, record.submitted]).toEqual(['Completed', true]);
      const download = await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}/download`, token);
      expect(download.statusCode, signer.name).toBe(200);
      expect(download.rawPayload.equals(sealedPdf)).toBe(true);
      expect(download.rawPayload.includes('/ByteRange')).toBe(true);
    }
    const byMail = await t.request({ method: 'GET', url: mailLink });
    expect(byMail.statusCode).toBe(200);
    expect(byMail.rawPayload.equals(sealedPdf)).toBe(true);

    // The sealed mail's link downloads, and nothing else: it opens no signing page.
    const downloadToken = new URL(mailLink, 'http://app.test').searchParams.get('token');
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', downloadToken)).statusCode).toBe(401);
  });

  it('tells a sealing that failed, which waits for the owner, from one under way', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users as [DocumentSigner];
    const token = await signerToken(t, sent.document.id, amy.id);
    expect((await signAndSubmit(t, sent, amy.id)).json().status).toBe('Completed');
    await waitForSeal(t, sent.document.id);
    // As the sealing pass leaves a document it gave up on.
    await t.db
      .update(documents)
      .set({ sealedAt: null, sealFailedAt: new Date() })
      .where(eq(documents.id, sent.document.id));
    const validation = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token);
    expect(validation.json()).toMatchObject({ status: 'Completed', sealed: false, sealState: 'failed' });
  });

  it("answers 401 'Expired Link' for a forged token, and for each link past its time", async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users as [DocumentSigner];
    const token = await signerToken(t, sent.document.id, amy.id);
    expect((await signAndSubmit(t, sent, amy.id)).json().status).toBe('Completed');
    await waitForSeal(t, sent.document.id);
    const mailLink = linkIn(await sealedMailTo(t, amy.email));
    const download = `/v1/documents/user-sign/${sent.document.id}/download`;
    const expired = errorAnswer(401, API_MESSAGES.expiredLink);

    expect((await signerCall(t, 'GET', download, 'forged-token')).json()).toEqual(expired);
    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.id, amy.id));
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token)).json()).toEqual(expired);
    expect((await signerCall(t, 'GET', download, token)).json()).toEqual(expired);
    expect((await t.request({ method: 'GET', url: mailLink })).statusCode).toBe(200);
    await t.db
      .update(documentSigners)
      .set({ downloadTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.id, amy.id));
    expect((await t.request({ method: 'GET', url: mailLink })).json()).toEqual(expired);
  });
});
