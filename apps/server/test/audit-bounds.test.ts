import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEvents, documents } from '../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from './support/documents';
import { approved, empty, rejected, type SentDocument, sentDocument, signerCall, signerToken } from './support/signing';

/** What a signer holding their link can add to the audit trail is bounded, and a HEAD request adds nothing. */
let t: DocumentsTestApp;
let sent: SentDocument;
let token: string;
let signerId: string;
beforeAll(async () => {
  t = await createDocumentsTestApp();
  sent = await sentDocument(t, await owner(t), [{ name: 'Amy', level: 1 }]);
  signerId = sent.users[0]?.id ?? '';
  token = await signerToken(t, sent.document.id, signerId);
});
afterAll(async () => {
  await t.close();
});

const head = (url: string) => t.request({ method: 'HEAD', url: `${url}?token=${encodeURIComponent(token)}` });

async function eventsOf(type: string) {
  return t.db
    .select()
    .from(documentEvents)
    .where(and(eq(documentEvents.documentId, sent.document.id), eq(documentEvents.type, type)));
}

describe("a signer's trail", () => {
  it('HEAD on the link validation answers and records nothing', async () => {
    for (let index = 0; index < 3; index += 1) {
      const response = await head('/v1/documents/user-sign/validate');
      expect(response.statusCode).toBe(200);
    }
    expect(await eventsOf('link_opened')).toHaveLength(0);
  });

  it('50 validations of the link within the hour record one opening', async () => {
    for (let index = 0; index < 50; index += 1) {
      const response = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token);
      expect(response.statusCode, response.body).toBe(200);
    }
    const events = await eventsOf('link_opened');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'signer', actor: 'Amy' });
  });

  it('a field saved again with the same response records nothing more; a changed one does', async () => {
    const field = sent.fields[0];
    const save = (response: typeof approved) =>
      signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${field?.id}`, token, { response });
    for (let index = 0; index < 5; index += 1) expect((await save(approved)).statusCode).toBe(200);
    expect(await eventsOf('field_completed')).toHaveLength(1);
    expect((await save(empty)).statusCode).toBe(200);
    expect(await eventsOf('field_completed')).toHaveLength(1);
    expect((await save(rejected)).statusCode).toBe(200);
    expect(await eventsOf('field_completed')).toHaveLength(2);
  });

  it("downloads of the signer's sealed copy: HEAD records nothing, 20 GETs record one", async () => {
    // Completed and sealed, as far as downloading is concerned: the original stands in for the sealed file.
    const [row] = await t.db.select().from(documents).where(eq(documents.id, sent.document.id));
    await t.db
      .update(documents)
      .set({ status: 'Completed', sealedStorageKey: row?.storageKey, sealedAt: new Date(), completedAt: new Date() })
      .where(eq(documents.id, sent.document.id));
    const url = `/v1/documents/user-sign/${sent.document.id}/download`;
    expect((await head(url)).statusCode).toBe(200);
    expect(await eventsOf('downloaded')).toHaveLength(0);
    for (let index = 0; index < 20; index += 1) {
      const response = await signerCall(t, 'GET', url, token);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    }
    expect(await eventsOf('downloaded')).toHaveLength(1);
  });
});
