import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentListItem, DocumentOverview } from '@signflow/contract/documents';
import type { Paged } from '@signflow/contract/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_ACCOUNT } from '../../../src/modules/live-updates/hub';
import { createDocumentsTestApp, type DocumentsTestApp, draftWithTwoSigners, owner } from '../../support/documents';
import { isChangeOf, listening, openStream } from '../../support/live-updates';
import { revised, sentDocument, signAndSubmit } from '../../support/signing';

const FIELD_RECT = { x1: 10, y1: 10, x2: 110, y2: 40, width: 600, height: 800 };
let t: DocumentsTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createDocumentsTestApp({ LIVE_UPDATES_HEARTBEAT_MS: '300' });
  baseUrl = await listening(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/documents/events', () => {
  it('answers 401 without a token or with one that is not valid', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/documents/events' })).statusCode).toBe(401);
    const forged = await t.request({
      method: 'GET',
      url: '/v1/documents/events',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await openStream(baseUrl, null)).status).toBe(401);
  });

  it("brings a signer's submission to its owner's stream, and nothing to another account's", async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const mine = await openStream(baseUrl, who.token);
    const theirs = await openStream(baseUrl, stranger.token);
    try {
      expect(mine.status).toBe(200);
      await mine.waitFor((event) => event.event === 'ready');
      await theirs.waitFor((event) => event.event === 'ready');
      const submitted = await signAndSubmit(t, sent, sent.users[0]?.id ?? '');
      expect(submitted.statusCode, submitted.body).toBe(200);
      const event = await mine.waitFor(isChangeOf(sent.document.id));
      // Ids only: nothing of the document's content travels on the channel or the stream.
      expect(JSON.parse(event.data)).toEqual({ documentId: sent.document.id });
      // Heartbeats pass (every 300 ms here) and the stranger still has heard of no document.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(theirs.events.map((each) => each.event)).toEqual(['ready']);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('brings a move to the Trash and a restore to the owner’s stream, though neither is in the audit trail', async () => {
    const { who, document } = await draftWithTwoSigners(t);
    const stream = await openStream(baseUrl, who.token);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const heard = () => stream.events.filter(isChangeOf(document.id)).length;
      expect((await who.call('DELETE', `/v1/documents/${document.id}`)).statusCode).toBe(200);
      await expect.poll(heard).toBe(1);
      expect((await who.call('POST', `/v1/documents/${document.id}/restore`)).statusCode).toBe(200);
      await expect.poll(heard).toBe(2);
    } finally {
      stream.close();
    }
  });

  it('refuses a stream past the cap of one account with 429 and the message', async () => {
    const who = await owner(t);
    const streams = [];
    for (let index = 0; index < MAX_STREAMS_PER_ACCOUNT; index += 1) streams.push(await openStream(baseUrl, who.token));
    try {
      expect(streams.every((stream) => stream.status === 200)).toBe(true);
      const over = await t.request({
        method: 'GET',
        url: '/v1/documents/events',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(API_MESSAGES.tooManyLiveUpdates);
    } finally {
      for (const stream of streams) stream.close();
    }
    // Closed streams give their places back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openStream(baseUrl, who.token);
    expect(again.status).toBe(200);
    again.close();
  });

  it('ends the stream once its session is signed out', async () => {
    const who = await owner(t);
    const stream = await openStream(baseUrl, who.token);
    await stream.waitFor((event) => event.event === 'ready');
    const out = await who.call('POST', '/v1/auth/logout', {});
    expect(out.statusCode, out.body).toBeLessThan(300);
    await expect(Promise.race([stream.ended.then(() => 'ended'), sleep(5_000).then(() => 'open')])).resolves.toBe(
      'ended',
    );
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the lists: Revision in Documents, and each row with its signers progress', () => {
  it('keeps a document sent back for revision in Documents and Archives, counted in Needs attention', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    expect(
      (await signAndSubmit(t, sent, sent.users[0]?.id ?? '', revised, { reason: 'Please fix the start date' }))
        .statusCode,
    ).toBe(200);
    const list = async (url: string) => (await who.call('GET', url)).json<Paged<DocumentListItem>>();
    const documents = await list('/v1/documents');
    const row = documents.results.find((each) => each.id === sent.document.id);
    expect(row?.status).toBe('Revision');
    expect((await list('/v1/documents/archieve')).results.map((each) => each.id)).toContain(sent.document.id);
    const needing = await list('/v1/documents?status=NeedsAttention');
    expect(needing.results.map((each) => each.id)).toEqual([sent.document.id]);
    const overview = (await who.call('GET', '/v1/documents/overview')).json<DocumentOverview>();
    expect(overview).toMatchObject({ needsAttention: 1, revision: 1, sealFailed: 0, waiting: 0 });
    // Documents' Needs attention holds exactly what the tile counts, less the failed seals listed in Archives.
    expect(needing.totalResults).toBe(overview.needsAttention - overview.sealFailed);
  });

  it('answers how many signers approved, of how many, and who has not answered yet, in signing order', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
      { name: 'Cy', level: 2 },
    ]);
    expect((await signAndSubmit(t, sent, sent.users[0]?.id ?? '')).statusCode).toBe(200);
    const page = (await who.call('GET', '/v1/documents')).json<Paged<DocumentListItem>>();
    const row = page.results.find((each) => each.id === sent.document.id);
    expect(row?.progress).toEqual({ signed: 1, total: 3, waiting: ['Bob', 'Cy'], withoutFields: [] });
    // The summary's fields are all still there: the answer only grew.
    expect(row).toMatchObject({ id: sent.document.id, Id: sent.document.id, status: 'Sent' });
  });

  it('names, for a Draft, the signers who have no field yet: those Invite Sign would refuse', async () => {
    const { who, document, amy } = await draftWithTwoSigners(t);
    const progressOf = async () =>
      (await who.call('GET', '/v1/documents'))
        .json<Paged<DocumentListItem>>()
        .results.find((each) => each.id === document.id)?.progress;
    expect((await progressOf())?.withoutFields).toEqual(['Amy Approver', 'Bob Boss']);
    const placed = await who.call('POST', `/v1/documents/signing/${document.id}/coordinate`, {
      userId: amy.id,
      type: 'draw',
      position: { pageNumber: 1, boundingRect: FIELD_RECT, rects: [FIELD_RECT] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await progressOf())?.withoutFields).toEqual(['Bob Boss']);
    const refused = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(refused.json<{ message: string }>().message).toBe('Add a field for Bob Boss before inviting');
  });
});

describe('closing the app', () => {
  it('does not wait on open streams', async () => {
    const other = await createDocumentsTestApp();
    const url = await listening(other.app);
    const who = await owner(other);
    const stream = await openStream(url, who.token);
    await stream.waitFor((event) => event.event === 'ready');
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
