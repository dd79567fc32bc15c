import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import {
  type BulkSendProgress,
  MAX_BULK_SEND_BYTES,
  MAX_BULK_SEND_MB,
  MAX_BULK_SEND_ROWS,
} from '@signflow/contract/bulk-sends';
import type { SigningRecordResponse } from '@signflow/contract/documents';
import type { TemplateDetail } from '@signflow/contract/templates';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkSendRows, bulkSends } from '../../../src/db/schema';
import {
  csvOf,
  dataRow,
  documentsFrom,
  freshTag,
  HEADER,
  postBulkSend,
  queueFile,
  waitForFinished,
} from '../../support/bulk-sends';
import { documentsTestAppPerFile, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer, refusedInput } from '../../support/error-answers';
import { listening, openStream } from '../../support/live-updates';
import { pdfWithPages } from '../../support/pdf-files';
import {
  makeTemplate,
  saveTemplateFields,
  senderFilledTemplate,
  sharedSenderFilledTemplate,
  templateField,
} from '../../support/templates';
import { bearer } from '../../support/test-app';

const t = documentsTestAppPerFile();

/** One owner and template for the refusals: none of them makes anything. */
const refusedOwner = sharedSenderFilledTemplate(t, 'ENTERPRISE');

/** An error answer whose message has values in it: its template and values too. */
const errorAnswerWith = (code: number, template: string, params: Record<string, number>) => ({
  ...errorAnswer(code, fillTemplate(template, params)),
  template,
  params,
});

const rowsRefused = (errors: object[]) => ({ ...refusedInput(API_MESSAGES.bulkSendRowsInvalid), errors });

async function bulkSendCount(accountId: string) {
  const [row] = await t.db.select({ n: count() }).from(bulkSends).where(eq(bulkSends.accountId, accountId));
  return row?.n ?? 0;
}

describe('GET /v1/templates/{id}/bulk-sends/sample.csv', () => {
  it("heads each role's name and e-mail, then each sender-filled field by its label, with an example row that passes", async () => {
    const { who, made } = await refusedOwner();
    const response = await who.call('GET', `/v1/templates/${made.template.id}/bulk-sends/sample.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, example, end] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(HEADER);
    expect(example).toMatch(
      /^Example Client,client1@example\.com,Example Witness,witness2@example\.com,Example,true,\d{4}-\d{2}-\d{2}$/,
    );
    expect(end).toBe('');

    // The sample, sent back as it is, is a bulk send of one row (left a Draft: nothing else to count here).
    const other = await owner(t, 'ENTERPRISE');
    const template = await senderFilledTemplate(t, other);
    const sample = await other.call('GET', `/v1/templates/${template.template.id}/bulk-sends/sample.csv`);
    const queued = await postBulkSend(t, other.token, template.template.id, sample.rawPayload, [
      { name: 'send', value: 'false' },
    ]);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ rows: 1 });
    await waitForFinished(other, queued.json<{ id: string }>().id);
  });

  it('names a field without a label by its type, and sets apart labels that repeat or read as a role’s column', async () => {
    const who = await owner(t);
    const base = await makeTemplate(t, who);
    const [client, witness] = base.roles as [TemplateDetail['roles'][number], TemplateDetail['roles'][number]];
    await saveTemplateFields(who, base, {
      create: [
        templateField(client.id),
        templateField(witness.id, { pageNumber: 2 }),
        templateField(client.id, { type: 'text', left: 300, label: 'Amount', senderFilled: true }),
        templateField(witness.id, { type: 'text', left: 500, pageNumber: 2, label: 'amount', senderFilled: true }),
        templateField(client.id, { type: 'text', left: 600, senderFilled: true }),
        templateField(client.id, { type: 'checkbox', left: 700, label: 'Client email', senderFilled: true }),
      ],
    });
    const response = await who.call('GET', `/v1/templates/${base.id}/bulk-sends/sample.csv`);
    const header = response.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe('Client name,Client email,Witness name,Witness email,Amount,Text,Client email (2),amount (2)');
  });

  it('writes a heading a spreadsheet would run as a formula after a single quote, and reads it back with or without', async () => {
    const who = await owner(t);
    const link = '=HYPERLINK("http://evil.example","x")';
    const base = await makeTemplate(t, who, {
      roles: [
        { name: link, level: 1 },
        { name: '@Witness', level: 2 },
      ],
    });
    const [client, witness] = base.roles as [TemplateDetail['roles'][number], TemplateDetail['roles'][number]];
    await saveTemplateFields(who, base, {
      create: [
        templateField(client.id),
        templateField(witness.id, { pageNumber: 2 }),
        templateField(client.id, { type: 'text', left: 300, label: '+Amount', senderFilled: true }),
        templateField(client.id, { type: 'text', left: 500, label: '-Total', senderFilled: true }),
        templateField(witness.id, { type: 'text', left: 500, pageNumber: 2, label: 'Plain', senderFilled: true }),
      ],
    });
    const sample = await who.call('GET', `/v1/templates/${base.id}/bulk-sends/sample.csv`);
    const [header, example] = sample.body.replace(/^\uFEFF/, '').split('\r\n');
    const quotedLink = `'${link}`.replaceAll('"', '""');
    expect(header).toBe(
      `"${quotedLink} name","${quotedLink} email","'@Witness name","'@Witness email","'+Amount","'-Total",Plain`,
    );
    // Example values begin with letters or digits: none needs the quote.
    expect(example).toBe(
      `"Example ${link.replaceAll('"', '""')}",hyperlinkhttpevilexamplex1@example.com,Example @Witness,witness2@example.com,Example,Example,Example`,
    );

    // Sent back as it is (the quotes kept, as a spreadsheet saves them), and with the formulas' own headings.
    const unquoted = `${[
      `${link} name`,
      `${link} email`,
      '@Witness name',
      '@Witness email',
      '+Amount',
      '-Total',
      'Plain',
    ]
      .map((cell) => `"${cell.replaceAll('"', '""')}"`)
      .join(',')}\r\n${example}\r\n`;
    for (const file of [sample.rawPayload, unquoted]) {
      const queued = await postBulkSend(t, who.token, base.id, file, [{ name: 'send', value: 'false' }]);
      expect(queued.statusCode, queued.body).toBe(202);
      expect(await waitForFinished(who, queued.json<{ id: string }>().id)).toMatchObject({ created: 1, failed: 0 });
    }
    // The quote is taken off a formula's heading only: "'Plain" is not Plain.
    const quotedPlain = sample.body.replace(',Plain', ",'Plain");
    const refusedFile = await postBulkSend(t, who.token, base.id, quotedPlain);
    expect(refusedFile.json<{ errors: unknown[] }>().errors).toContainEqual({
      row: 0,
      column: "'Plain",
      message: fillTemplate(API_MESSAGES.bulkSendUnknownColumn, { column: "'Plain" }),
    });
  });

  it('is 401 without a token and 404 for another account’s template or an unknown one', async () => {
    const { made } = await refusedOwner();
    const stranger = await owner(t);
    const url = (id: string) => `/v1/templates/${id}/bulk-sends/sample.csv`;
    expect((await t.request({ method: 'GET', url: url(made.template.id) })).statusCode).toBe(401);
    for (const id of [made.template.id, MISSING_ID, 'not-an-id']) {
      const response = await stranger.call('GET', url(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
  });
});

describe('POST /v1/templates/{id}/bulk-sends', () => {
  it('refuses a 1,000-row file with a bad row 999 by its row and column, and makes nothing', async () => {
    const { who, made } = await refusedOwner();
    const tag = freshTag();
    const lines = csvOf(1000, tag).split('\r\n');
    lines[999] = dataRow(999, tag).replace(`witness999.${tag}@example.com`, 'not-an-address');
    const response = await postBulkSend(t, who.token, made.template.id, lines.join('\r\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      rowsRefused([{ row: 999, column: 'Witness email', message: 'Invalid email address' }]),
    );
    expect(await bulkSendCount(who.accountId)).toBe(0);
    expect(await documentsFrom(t.db, made.template.id)).toBe(0);
  });

  it('reads quoted values with commas, quotes and line breaks, CRLF, a byte order mark, and numbers rows as data rows', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const tag = freshTag();
    const quoted = `"Smith, Anna",anna.${tag}@example.com,"O""Brien, Walt",walt.${tag}@example.com,"ACME, Ltd ""West""",false,2027-12-31`;
    const file = `\uFEFF${HEADER}\r\n${quoted}\r\n${dataRow(2, tag)}\r\n\r\n`;
    const queued = await queueFile(t, who, made, file);
    expect(queued.rows).toBe(2);
    const progress = await waitForFinished(who, queued.id);
    expect(progress).toMatchObject({ created: 2, failed: 0 });
    const [first] = await t.db
      .select()
      .from(bulkSendRows)
      .where(and(eq(bulkSendRows.bulkSendId, queued.id), eq(bulkSendRows.rowNumber, 1)));
    const record = (await who.call('GET', `/v1/documents/signing/${first?.documentId}`)).json<SigningRecordResponse>();
    expect(record.users.map((user) => user.name)).toEqual(['Smith, Anna', 'O"Brien, Walt']);
    expect(record.coordinates.find((field) => field.senderFilled)?.response.text).toBe('ACME, Ltd "West"');
    const mail = await t.smtp.waitFor(who.email, {
      matching: (each) => each.subject === 'Bulk send from “Lease” finished',
      timeoutMs: 20_000,
    });
    expect(mail.text).toContain('2 of 2, each sent for signing');
    // Its button opens the bulk send's report, which names each row and why.
    expect(mail.html).toContain(`/bulk-sends/${queued.id}`);

    // A line break inside quotes is one value (which a text field refuses), and the next row keeps its number.
    const broken = `${HEADER}\n${dataRow(1, tag)}\n${dataRow(2, tag).replace('Company 2', '"Company\n2"')}\n${dataRow(3, tag).replace('2027-03-01', '2027-02-30')}\n`;
    const response = await postBulkSend(t, who.token, made.template.id, broken);
    expect(response.json()).toEqual(
      rowsRefused([
        { row: 2, column: 'Company', message: 'Must not contain control characters' },
        { row: 3, column: 'Date', message: API_MESSAGES.senderValueDateInvalid },
      ]),
    );

    // A spreadsheet that saves with semicolons.
    const semicolons = `${HEADER.replaceAll(',', ';')}\n${dataRow(1, freshTag()).replaceAll(',', ';')}\n`;
    const bySemicolon = await postBulkSend(t, who.token, made.template.id, semicolons, [
      { name: 'send', value: 'false' },
    ]);
    expect(bySemicolon.statusCode, bySemicolon.body).toBe(202);
    await waitForFinished(who, bySemicolon.json<{ id: string }>().id);
  });

  it('names unknown, missing and repeated columns (row 0, the header), and each bad cell of the rows', async () => {
    const { who, made } = await refusedOwner();
    const tag = freshTag();
    const cases: [string, object[]][] = [
      [
        `${HEADER},Fax\n${dataRow(1, tag)},123\n`,
        [{ row: 0, column: 'Fax', message: fillTemplate(API_MESSAGES.bulkSendUnknownColumn, { column: 'Fax' }) }],
      ],
      [
        `${HEADER.replace(',Deposit paid', '')}\n${dataRow(1, tag).replace(',true', '')}\n`,
        [
          {
            row: 0,
            column: 'Deposit paid',
            message: fillTemplate(API_MESSAGES.bulkSendMissingColumn, { column: 'Deposit paid' }),
          },
        ],
      ],
      [
        `${HEADER},company\n${dataRow(1, tag)},x\n`,
        [{ row: 0, column: 'Company', message: fillTemplate(API_MESSAGES.bulkSendColumnTwice, { column: 'Company' }) }],
      ],
      [
        `${HEADER}\n${dataRow(1, tag).replace(',true', ',yes')}\n,,Witness 2,w2.${tag}@example.com,,true,2027-01-01\n${dataRow(3, tag)},extra\n${dataRow(4, tag).replace(',2027-03-01', '')}\n`,
        [
          { row: 1, column: 'Deposit paid', message: API_MESSAGES.senderValueCheckboxInvalid },
          { row: 2, column: 'Client name', message: 'Required' },
          { row: 2, column: 'Client email', message: 'Required' },
          {
            row: 2,
            column: 'Company',
            message: fillTemplate(API_MESSAGES.senderValueMissing, { field: 'Company', page: 1 }),
          },
          { row: 3, column: null, message: API_MESSAGES.bulkSendExtraValues },
          { row: 4, column: 'Date', message: fillTemplate(API_MESSAGES.bulkSendMissingColumn, { column: 'Date' }) },
        ],
      ],
    ];
    for (const [file, errors] of cases) {
      const response = await postBulkSend(t, who.token, made.template.id, file);
      expect(response.statusCode, file).toBe(400);
      expect(response.json(), file).toEqual(rowsRefused(errors));
    }
    expect(await bulkSendCount(who.accountId)).toBe(0);
  });

  it("refuses rows past the plan's documents, naming the first row past the limit", async () => {
    const who = await owner(t, 'TRIAL');
    const made = await senderFilledTemplate(t, who);
    const response = await postBulkSend(t, who.token, made.template.id, csvOf(4));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      rowsRefused([
        { row: 4, column: null, message: fillTemplate(API_MESSAGES.planLimitDocuments, { plan: 'TRIAL', limit: 3 }) },
      ]),
    );
    // Three fit; the rows queued count until they are made, so a second file finds no room.
    const queued = await queueFile(t, who, made, csvOf(3), false);
    const again = await postBulkSend(t, who.token, made.template.id, csvOf(1));
    expect(again.json<{ errors: { row: number }[] }>().errors).toEqual([
      { row: 1, column: null, message: fillTemplate(API_MESSAGES.planLimitDocuments, { plan: 'TRIAL', limit: 3 }) },
    ]);
    await waitForFinished(who, queued.id);
    expect(await documentsFrom(t.db, made.template.id)).toBe(3);
  });

  it('refuses what is not a CSV file of rows with a named message', async () => {
    const { who, made } = await refusedOwner();
    const id = made.template.id;
    const cases: [string | Buffer | null, object, number][] = [
      [null, refusedInput(API_MESSAGES.bulkSendNoFile), 400],
      ['', refusedInput(API_MESSAGES.fileEmpty), 400],
      [' \r\n\r\n', refusedInput(API_MESSAGES.fileEmpty), 400],
      [`${HEADER}\r\n`, refusedInput(API_MESSAGES.bulkSendEmpty), 400],
      [await pdfWithPages(1), refusedInput(API_MESSAGES.bulkSendNotCsv), 400],
      [Buffer.from([0x43, 0x6c, 0xff, 0xfe, 0x0a]), refusedInput(API_MESSAGES.bulkSendNotCsv), 400],
      [`${HEADER}\n"unclosed,a@example.com\n`, errorAnswerWith(400, API_MESSAGES.bulkSendUnreadable, { line: 2 }), 400],
      [
        csvOf(MAX_BULK_SEND_ROWS + 1),
        errorAnswerWith(400, API_MESSAGES.bulkSendTooManyRows, { limit: MAX_BULK_SEND_ROWS }),
        400,
      ],
      [
        `${HEADER}\n${'x'.repeat(MAX_BULK_SEND_BYTES)}\n`,
        errorAnswerWith(413, API_MESSAGES.bulkSendTooLarge, { limit: MAX_BULK_SEND_MB }),
        413,
      ],
    ];
    for (const [file, answer, status] of cases) {
      const response = await postBulkSend(t, who.token, id, file);
      expect(response.statusCode, String(file).slice(0, 80)).toBe(status);
      expect(response.json()).toEqual(answer);
    }
    const badSend = await postBulkSend(t, who.token, id, csvOf(1), [{ name: 'send', value: 'maybe' }]);
    expect(badSend.json()).toEqual(refusedInput(API_MESSAGES.sendInvalid));
    const json = await who.call('POST', `/v1/templates/${id}/bulk-sends`, { file: 'a,b' });
    expect(json.json()).toEqual(refusedInput(API_MESSAGES.bulkSendNoFile));
    expect(await bulkSendCount(who.accountId)).toBe(0);
  });

  it('refuses sending before the e-mail address is verified (403), and leaves Drafts without it', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const made = await senderFilledTemplate(t, who);
    const response = await postBulkSend(t, who.token, made.template.id, csvOf(1));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorAnswer(403, API_MESSAGES.emailNotVerified));
    expect(await bulkSendCount(who.accountId)).toBe(0);
    const drafts = await queueFile(t, who, made, csvOf(1), false);
    expect(await waitForFinished(who, drafts.id)).toMatchObject({ created: 1, failed: 0 });
  });

  it('is 401 without a token and 404 for another account’s template', async () => {
    const { made } = await refusedOwner();
    expect((await postBulkSend(t, null, made.template.id, csvOf(1))).statusCode).toBe(401);
    const stranger = await owner(t);
    for (const id of [made.template.id, MISSING_ID]) {
      const response = await postBulkSend(t, stranger.token, id, csvOf(1));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
  });
});

describe('GET /v1/bulk-sends/{id}', () => {
  it('answers the progress to its owner only: 401 without a token, 404 to another account', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const queued = await queueFile(t, who, made, csvOf(2), false);
    const progress = await waitForFinished(who, queued.id);
    expect(progress).toMatchObject<Partial<BulkSendProgress>>({
      id: queued.id,
      templateId: made.template.id,
      send: false,
      total: 2,
      created: 2,
      failed: 0,
    });
    const url = `/v1/bulk-sends/${queued.id}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await owner(t);
    for (const path of [url, `/v1/bulk-sends/${MISSING_ID}`, '/v1/bulk-sends/nope']) {
      const response = await t.request({ method: 'GET', url: path, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("the owner's live updates", () => {
  it('say `bulk-send` with its id as the bulk send goes on, and once it is finished', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const stream = await openStream(await listening(t.app), who.token);
    try {
      const queued = await queueFile(t, who, made, csvOf(3), false);
      const progress = await waitForFinished(who, queued.id);
      expect(progress.status).toBe('Finished');
      const event = await stream.waitFor((each) => each.event === 'bulk-send');
      expect(JSON.parse(event.data)).toEqual({ bulkSendId: queued.id });
      // The documents it made are announced as any other made from a template.
      await stream.waitFor((each) => each.event === 'document');
    } finally {
      stream.close();
    }
  });
});
