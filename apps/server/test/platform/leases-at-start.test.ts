import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mailJobs } from '../../src/db/schema';
import { owner } from '../support/documents';
import { waitForSeal } from '../support/sealing';
import { completedDocument } from '../support/signing';
import { createTestApp, uniqueEmail } from '../support/test-app';
import { createTestDatabase, TEST_DB_ENGINE, type TestDatabase } from '../support/test-database';

/**
 * A process killed while it sealed a document and sent a mail (SIGKILL, the OOM killer) leaves both leased in the
 * database, as the rows below are set. The next process to start on the same database finds them.
 */
let testDatabase: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-leases-'));
});
afterAll(async () => {
  await testDatabase?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const LEASE_SECONDS = 314;

describe(`a start after a process ended holding leases (${TEST_DB_ENGINE})`, () => {
  it(
    TEST_DB_ENGINE === 'pglite'
      ? 'gives them back at once on PGlite: the document is sealed and the mail sent within seconds'
      : 'leaves them alone on PostgreSQL, where another node may hold them',
    async () => {
      const {
        database,
        database: { db },
      } = testDatabase;
      // The process before: a document completed, not yet sealed (its sealing pass waits an hour).
      const before = await createTestApp({ DATA_DIR: dataDir, SEAL_POLL_MS: '3600000' }, { database });
      const who = await owner(before);
      const completed = await completedDocument(before, who);
      const documentId = completed.document.id;
      await before.close();

      // What its death left: an attempt counted and the document leased for 314 s, a mail leased for two minutes.
      const [leased] = await db
        .update(documents)
        .set({
          sealAttempts: 1,
          sealLeasedAt: sql`now() - interval '2 seconds'`,
          sealLeaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(eq(documents.id, documentId))
        .returning();
      const address = uniqueEmail('leased');
      const [mail] = await db
        .insert(mailJobs)
        .values({
          to: address,
          subject: 'Sent as its sender died',
          text: 'hello',
          nextAttemptAt: sql`now() + interval '120 seconds'`,
          leasedAt: sql`now() - interval '2 seconds'`,
        })
        .returning();

      const after = await createTestApp({ DATA_DIR: dataDir, SEAL_POLL_MS: '200', MAIL_POLL_MS: '200' }, { database });
      const startedAt = Date.now();
      try {
        if (TEST_DB_ENGINE === 'pglite') {
          const sealed = await waitForSeal(after, documentId, 30_000);
          expect(Date.now() - startedAt).toBeLessThan(30_000);
          // The attempt the dead process used still counts: the document may be what ended it.
          expect(sealed.sealAttempts).toBe(2);
          expect(sealed.sealLeasedAt).toBeNull();
          await after.smtp.waitFor(address, { timeoutMs: 10_000 });
          return;
        }
        // Many passes of the sealing worker and the mail worker go by.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const [still] = await db.select().from(documents).where(eq(documents.id, documentId));
        expect(still).toMatchObject({ sealedAt: null, sealAttempts: 1 });
        expect(still?.sealLeaseUntil?.getTime()).toBe(leased?.sealLeaseUntil?.getTime());
        const [waiting] = await db
          .select()
          .from(mailJobs)
          .where(eq(mailJobs.id, mail?.id ?? ''));
        expect(waiting).toMatchObject({ status: 'pending', sentAt: null });
        expect(waiting?.nextAttemptAt.getTime()).toBe(mail?.nextAttemptAt.getTime());
        expect(after.smtp.mails.filter((each) => each.to.includes(address))).toEqual([]);
      } finally {
        await after.close();
      }
    },
  );
});
