import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { type BulkSendProgress, MAX_BULK_SEND_ROWS } from '@signflow/contract/bulk-sends';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkSendRows, bulkSends, mailJobs } from '../../../src/db/schema';
import { makeDueBulkSends } from '../../../src/modules/bulk-sends/bulk-send-worker';
import { bulkSendJobTestApp, csvOf, documentsFrom, madeEvents, queueWithoutRoute } from '../../support/bulk-sends';
import { type Owner, owner } from '../../support/documents';
import {
  type SenderFilledTemplate,
  saveTemplateFields,
  senderFilledTemplate,
  templateField,
} from '../../support/templates';

/**
 * The bulk sends job itself, as processes would run it: the app's own job is left asleep (it polls once an hour and
 * nothing wakes it, the bulk sends being queued without the route), and each test runs passes of its own.
 */
const { t, work } = bulkSendJobTestApp();

const never = () => false;

async function queued(rows: number): Promise<{ who: Owner; made: SenderFilledTemplate; id: string }> {
  const who = await owner(t, 'ENTERPRISE');
  const made = await senderFilledTemplate(t, who);
  const id = await queueWithoutRoute(t, who, made, csvOf(rows));
  return { who, made, id };
}

/** Each row made once: as many documents (each with one `made_from_template`) as rows, each row its own. */
async function expectEachRowOnce(who: Owner, made: SenderFilledTemplate, id: string, rows: number) {
  const done = await t.db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, id));
  expect(done.filter((row) => row.status === 'created')).toHaveLength(rows);
  expect(new Set(done.map((row) => row.documentId)).size).toBe(rows);
  expect(await documentsFrom(t.db, made.template.id)).toBe(rows);
  expect(await madeEvents(t.db, made.template.id)).toBe(rows);
  const [bulkSend] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
  expect(bulkSend).toMatchObject({ status: 'Finished', total: rows, created: rows, failed: 0 });
  const summaries = await t.db
    .select()
    .from(mailJobs)
    .where(and(eq(mailJobs.to, who.email), like(mailJobs.subject, 'Bulk send%')));
  expect(summaries).toHaveLength(1);
}

/** Lets the bulk send's lease run out, as the time it is held passes after its process died. */
async function leaseRunsOut(id: string) {
  await t.db.update(bulkSends).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(bulkSends.id, id));
}

describe('queueing a bulk send', () => {
  it('accepts 5,000 rows, the most a file may hold', async () => {
    const { id } = await queued(MAX_BULK_SEND_ROWS);
    const [bulkSend] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
    expect(bulkSend).toMatchObject({ status: 'Queued', total: MAX_BULK_SEND_ROWS, created: 0 });
    // Not made here: the job of these tests runs only when a test runs it.
    await t.db.delete(bulkSends).where(eq(bulkSends.id, id));
  });
});

describe('the bulk sends job', () => {
  it("names the column of a row the template refuses once changed after the file was read, null for the row's own", async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const lines = csvOf(3).split('\r\n');
    lines[2] = (lines[2] ?? '').replace(',true,', ',false,');
    const id = await queueWithoutRoute(t, who, made, lines.join('\r\n'));
    // Deposit paid becomes required: row 2 left it unticked. A new sender-filled field no row has a value for.
    await saveTemplateFields(who, made.template, {
      update: [
        {
          id: made.deposit.id,
          ...templateField(made.client.id, {
            type: 'checkbox',
            left: 700,
            label: 'Deposit paid',
            senderFilled: true,
            required: true,
          }),
        },
      ],
    });
    await makeDueBulkSends(work, never, { batchSize: 2 });
    const progress = (await who.call('GET', `/v1/bulk-sends/${id}`)).json<BulkSendProgress>();
    expect(progress).toMatchObject({ status: 'Finished', created: 2, failed: 1 });
    expect(progress.errors).toEqual([
      {
        row: 2,
        column: 'Deposit paid',
        message: fillTemplate(API_MESSAGES.senderValueMissing, { field: 'Deposit paid', page: 1 }),
      },
    ]);

    // A field added since: every row lacks its column. A template deleted: the row as a whole (null).
    const later = await queued(2);
    await saveTemplateFields(later.who, later.made.template, {
      create: [templateField(later.made.client.id, { type: 'text', left: 10, label: 'Reference', senderFilled: true })],
    });
    await makeDueBulkSends(work, never);
    const missing = (await later.who.call('GET', `/v1/bulk-sends/${later.id}`)).json<BulkSendProgress>();
    const missingColumn = fillTemplate(API_MESSAGES.bulkSendMissingColumn, { column: 'Reference' });
    expect(missing.errors).toEqual([
      { row: 1, column: 'Reference', message: missingColumn },
      { row: 2, column: 'Reference', message: missingColumn },
    ]);
    const gone = await queued(1);
    expect((await gone.who.call('DELETE', `/v1/templates/${gone.made.template.id}`)).statusCode).toBeLessThan(300);
    await makeDueBulkSends(work, never);
    const goneProgress = (await gone.who.call('GET', `/v1/bulk-sends/${gone.id}`)).json<BulkSendProgress>();
    expect(goneProgress.errors).toEqual([{ row: 1, column: null, message: API_MESSAGES.bulkSendTemplateGone }]);
  });

  it('resumes a bulk send whose process crashed mid-batch, and does each row once', async () => {
    const { who, made, id } = await queued(60);
    let batches = 0;
    const crashing = makeDueBulkSends(work, never, {
      batchSize: 10,
      inBatch: async () => {
        batches += 1;
        // The process dies in its third batch, before the commit: those ten rows are lost, not half done.
        if (batches === 3) throw new Error('killed');
      },
    });
    await expect(crashing).rejects.toThrow('killed');
    const [afterCrash] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
    expect(afterCrash).toMatchObject({ status: 'Running', created: 20 });
    expect(await documentsFrom(t.db, made.template.id)).toBe(20);

    // Its lease still holds: no other pass takes it over yet.
    expect(await makeDueBulkSends(work, never)).toBe(0);
    await leaseRunsOut(id);
    expect(await makeDueBulkSends(work, never, { batchSize: 10 })).toBe(1);
    await expectEachRowOnce(who, made, id, 60);
  });

  it('gives its lease back when the process stops between batches, and the next pass goes on at once', async () => {
    const { who, made, id } = await queued(30);
    let batches = 0;
    const stopping = () => batches >= 2;
    await makeDueBulkSends(work, stopping, {
      batchSize: 10,
      inBatch: async () => {
        batches += 1;
      },
    });
    const [stopped] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
    expect(stopped).toMatchObject({ status: 'Running', created: 20, leasedAt: null, leaseUntil: null });
    expect(await makeDueBulkSends(work, never, { batchSize: 10 })).toBe(1);
    await expectEachRowOnce(who, made, id, 30);
  });

  it('runs once with two workers at once: one takes the bulk send, every row is made once', async () => {
    const { who, made, id } = await queued(40);
    const worked = await Promise.all([
      makeDueBulkSends(work, never, { batchSize: 5 }),
      makeDueBulkSends(work, never, { batchSize: 5 }),
    ]);
    expect(worked.sort()).toEqual([0, 1]);
    await expectEachRowOnce(who, made, id, 40);
  });

  it('makes each row once even when two workers keep taking the bulk send from each other', async () => {
    const { who, made, id } = await queued(40);
    // A lease of no time at all: each may take it from the other between batches; the rows' locks and the lease's
    // mark keep a row from being made twice.
    for (let round = 0; round < 50; round += 1) {
      await Promise.all([
        makeDueBulkSends(work, never, { batchSize: 5, leaseSeconds: 0 }),
        makeDueBulkSends(work, never, { batchSize: 5, leaseSeconds: 0 }),
      ]);
      const [now] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
      if (now?.status === 'Finished') break;
    }
    await expectEachRowOnce(who, made, id, 40);
  });
});
