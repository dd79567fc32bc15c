import type { AuditEventType } from '@signflow/contract/audit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEvents, documents } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import {
  approved,
  type DraftOptions,
  empty,
  rejected,
  type SentDocument,
  sentDocument,
  signerCall,
  signerToken,
} from '../../support/signing';

/**
 * What a signer holding their link can add to the audit trail is bounded, and a HEAD request adds nothing.
 * Each test sends a document of its own to Amy, so none depends on what another left in the trail.
 */
let t: DocumentsTestApp;
let who: Owner;
beforeAll(async () => {
  t = await createDocumentsTestApp();
  who = await owner(t);
});
afterAll(async () => {
  await t.close();
});

/** A document sent to Amy alone, with her token. */
async function sentToAmy(options: DraftOptions = {}): Promise<SentDocument & { token: string }> {
  const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }], options);
  return { ...sent, token: await signerToken(t, sent.document.id, sent.users[0]?.id ?? '') };
}

const head = (url: string, token: string) =>
  t.request({ method: 'HEAD', url: `${url}?token=${encodeURIComponent(token)}` });

async function eventsOf(documentId: string, type: AuditEventType) {
  return t.db
    .select()
    .from(documentEvents)
    .where(and(eq(documentEvents.documentId, documentId), eq(documentEvents.type, type)));
}

describe("a signer's trail", () => {
  it('HEAD on the link validation answers and records nothing', async () => {
    const sent = await sentToAmy();
    for (let index = 0; index < 3; index += 1) {
      const response = await head('/v1/documents/user-sign/validate', sent.token);
      expect(response.statusCode).toBe(200);
    }
    expect(await eventsOf(sent.document.id, 'link_opened')).toHaveLength(0);
  });

  it('50 validations of the link within the hour record one opening', async () => {
    const sent = await sentToAmy();
    for (let index = 0; index < 50; index += 1) {
      const response = await signerCall(t, 'GET', '/v1/documents/user-sign/validate', sent.token);
      expect(response.statusCode, response.body).toBe(200);
    }
    const events = await eventsOf(sent.document.id, 'link_opened');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'signer', actor: 'Amy' });
  });

  it('answers changed 100 times record no event until submission, then one per field: the answer submitted', {
    timeout: 120_000,
  }, async () => {
    const sent = await sentToAmy({ fieldsEach: 2 });
    const [first, second] = sent.fields;
    const save = (fieldId: string | undefined, response: typeof approved) =>
      signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${fieldId}`, sent.token, {
        response,
      });
    // Approve, reject, approve… ending on reject; cleared now and then.
    for (let index = 0; index < 100; index += 1) {
      const saved = await save(first?.id, index % 2 === 0 ? approved : rejected);
      expect(saved.statusCode, saved.body).toBe(200);
      if (index % 25 === 0) expect((await save(first?.id, empty)).statusCode).toBe(200);
    }
    expect((await save(second?.id, approved)).statusCode).toBe(200);
    expect(await eventsOf(sent.document.id, 'field_completed')).toHaveLength(0);

    const submit = () => signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, sent.token);
    expect((await submit()).json()).toMatchObject({ decision: 'rejected', status: 'Rejected' });
    expect((await submit()).statusCode).toBe(200);
    const events = await eventsOf(sent.document.id, 'field_completed');
    expect(events.map((event) => [event.actor, event.details])).toEqual(
      expect.arrayContaining([
        ['Amy', { fieldId: first?.id, response: 'reject' }],
        ['Amy', { fieldId: second?.id, response: 'approve' }],
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it("downloads of the signer's sealed copy: HEAD records nothing, 20 GETs record one", async () => {
    const sent = await sentToAmy();
    // Completed and sealed, as far as downloading is concerned: the original stands in for the sealed file.
    const [row] = await t.db.select().from(documents).where(eq(documents.id, sent.document.id));
    await t.db
      .update(documents)
      .set({ status: 'Completed', sealedStorageKey: row?.storageKey, sealedAt: new Date(), completedAt: new Date() })
      .where(eq(documents.id, sent.document.id));
    const url = `/v1/documents/user-sign/${sent.document.id}/download`;
    expect((await head(url, sent.token)).statusCode).toBe(200);
    expect(await eventsOf(sent.document.id, 'downloaded')).toHaveLength(0);
    for (let index = 0; index < 20; index += 1) {
      const response = await signerCall(t, 'GET', url, sent.token);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    }
    expect(await eventsOf(sent.document.id, 'downloaded')).toHaveLength(1);
  });
});
