import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { SigningRecordResponse } from '@signflow/contract/documents';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bulkSendRows, documentEvents, documents, mailJobs } from '../../../src/db/schema';
import { csvOf, documentsFrom, freshTag, madeEvents, queueFile, waitForFinished } from '../../support/bulk-sends';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../../support/documents';
import { senderFilledTemplate } from '../../support/templates';

/**
 * An app of its own: its mail queue fills with a thousand invitations, which no other test waits behind. They are
 * checked as queued, and not sent: sending them beside the job made this test 40 % longer (65 s against 46 s alone
 * on PGlite); bulk-sends.test.ts checks that a bulk send's mail goes out.
 */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '3600000' });
});
afterAll(async () => {
  await t.close();
});

describe('a bulk send of 1,000 rows', () => {
  it('makes and sends 1,000 documents, each with its recipients, values, trail and invitation, then mails a summary', async () => {
    // Its address verified as its mailed link would (this app sends no mail).
    const who = await owner(t, 'ENTERPRISE', { verified: false });
    await t.db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, who.accountId));
    const made = await senderFilledTemplate(t, who);
    const tag = freshTag();
    const started = Date.now();
    const queued = await queueFile(t, who, made, csvOf(1000, tag));
    expect(queued.rows).toBe(1000);
    // About a minute on a quiet 2-core machine; the wait is generous because `npm test` runs the API suite on both
    // engines side by side, and this test is about every row being made, not how fast (bench/bulk-send.ts is).
    const progress = await waitForFinished(who, queued.id, 270_000);
    expect(progress).toMatchObject({ status: 'Finished', total: 1000, created: 1000, failed: 0, errors: [] });
    expect(progress.finishedAt).not.toBeNull();
    console.info(`bulk send of 1,000 rows finished in ${Date.now() - started} ms`);

    expect(await documentsFrom(t.db, made.template.id)).toBe(1000);
    expect(await madeEvents(t.db, made.template.id)).toBe(1000);
    const rows = await t.db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, queued.id));
    expect(rows.every((row) => row.status === 'created' && row.documentId)).toBe(true);
    expect(new Set(rows.map((row) => row.documentId)).size).toBe(1000);

    const sent = await t.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.templateId, made.template.id), eq(documents.status, 'Sent')));
    expect(sent[0]?.n).toBe(1000);
    const sentEvents = await t.db
      .select({ n: count() })
      .from(documentEvents)
      .where(
        and(
          inArray(
            documentEvents.documentId,
            rows.map((row) => row.documentId as string),
          ),
          eq(documentEvents.type, 'sent'),
        ),
      );
    expect(sentEvents[0]?.n).toBe(1000);
    // The first level's signer (the client) of each document is invited.
    const invitations = await t.db
      .select({ n: count() })
      .from(mailJobs)
      .where(like(mailJobs.to, `client%.${tag}@example.com`));
    expect(invitations[0]?.n).toBe(1000);

    // Row 999's document, read as its owner reads it: its signers and the sender's values.
    const row999 = rows.find((row) => row.rowNumber === 999);
    const record = (await who.call('GET', `/v1/documents/signing/${row999?.documentId}`)).json<SigningRecordResponse>();
    expect(record.users.map(({ name, email, level }) => ({ name, email, level }))).toEqual([
      { name: 'Client 999', email: `client999.${tag}@example.com`, level: 1 },
      { name: 'Witness 999', email: `witness999.${tag}@example.com`, level: 2 },
    ]);
    const texts = record.coordinates.filter((field) => field.senderFilled).map((field) => field.response);
    expect(texts.map((response) => response.text ?? response.checked)).toEqual([
      'Company 999',
      true,
      expect.any(String),
    ]);
    const trail = (await who.call('GET', `/v1/documents/${row999?.documentId}/audit`)).json<AuditTrailResponse>();
    expect(trail.events.map((event) => event.type)).toEqual(expect.arrayContaining(['made_from_template', 'sent']));

    const summary = await t.db.select().from(mailJobs).where(eq(mailJobs.to, who.email));
    const finishedMail = summary.filter((mail) => mail.subject === 'Bulk send from “Lease” finished');
    expect(finishedMail).toHaveLength(1);
    expect(finishedMail[0]?.text).toContain('Documents made from “Lease”: 1,000 of 1,000, each sent for signing.');
  }, 330_000);
});
