/**
 * The lists' totals come from `document_counts`, which a trigger keeps as documents are added, change status, go to
 * the Trash and back, and are purged (migration 0015): after each of those the counts must equal the documents.
 */
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounts, documents } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  owner,
  uploadPdf,
} from '../../support/documents';
import { sentDocument, signAndSubmit } from '../../support/signing';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The account's counts as kept, and as counted from its documents, each keyed `status/inTrash`. */
async function keptAndCounted(accountId: string) {
  const kept = await t.db
    .select({ status: documentCounts.status, inTrash: documentCounts.inTrash, total: documentCounts.total })
    .from(documentCounts)
    .where(and(eq(documentCounts.accountId, accountId), ne(documentCounts.total, 0)));
  const counted = await t.db
    .select({ status: documents.status, inTrash: sql<boolean>`${documents.trashedAt} is not null`, total: count() })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), isNull(documents.purgedAt)))
    .groupBy(documents.status, sql`${documents.trashedAt} is not null`);
  const keyed = (rows: { status: string; inTrash: boolean; total: number }[]) =>
    Object.fromEntries(rows.map((row) => [`${row.status}/${row.inTrash}`, Number(row.total)]));
  return { kept: keyed(kept), counted: keyed(counted) };
}

async function expectCountsTrue(accountId: string, expected: Record<string, number>) {
  const { kept, counted } = await keptAndCounted(accountId);
  expect(counted).toEqual(expected);
  expect(kept).toEqual(counted);
}

describe('the kept document counts', () => {
  it('follow uploads, signing, the Trash, restoring and emptying it', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const draft = await uploadPdf(t, who, flow.flowId);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    await expectCountsTrue(who.accountId, { 'Draft/false': 1, 'Sent/false': 1 });

    expect((await signAndSubmit(t, sent, sent.users[0]?.id ?? '')).statusCode).toBe(200);
    await expectCountsTrue(who.accountId, { 'Draft/false': 1, 'Completed/false': 1 });

    expect((await who.call('DELETE', `/v1/documents/${draft.id}`)).statusCode).toBe(200);
    await expectCountsTrue(who.accountId, { 'Draft/true': 1, 'Completed/false': 1 });
    expect((await who.call('GET', '/v1/documents/trash')).json().totalResults).toBe(1);

    expect((await who.call('POST', `/v1/documents/${draft.id}/restore`)).statusCode).toBe(200);
    await expectCountsTrue(who.accountId, { 'Draft/false': 1, 'Completed/false': 1 });

    expect((await who.call('DELETE', `/v1/documents/${draft.id}`)).statusCode).toBe(200);
    expect((await who.call('DELETE', '/v1/documents/trash')).json()).toEqual({ deleted: 1 });
    await expectCountsTrue(who.accountId, { 'Completed/false': 1 });
    expect((await who.call('GET', '/v1/documents')).json().totalResults).toBe(0);
    expect((await who.call('GET', '/v1/documents/archieve')).json().totalResults).toBe(1);
  });

  it('follow a change made by SQL, and a deletion', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const first = await uploadPdf(t, who, flow.flowId);
    await uploadPdf(t, who, flow.flowId);
    await t.db.update(documents).set({ status: 'Cancelled' }).where(eq(documents.id, first.id));
    await expectCountsTrue(who.accountId, { 'Draft/false': 1, 'Cancelled/false': 1 });
    await t.db.delete(documents).where(eq(documents.id, first.id));
    await expectCountsTrue(who.accountId, { 'Draft/false': 1 });
  });
});
