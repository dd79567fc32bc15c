import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../db/client';
import { accounts, documents } from '../../db/schema';
import { releaseSealAttempt, startSealAttempt } from './document-store';

describe('releaseSealAttempt', () => {
  let database: Database;

  beforeAll(async () => {
    database = openPglite({ client: new PGlite() });
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function completedDocument() {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: `${randomUUID()}@example.test` })
      .returning();
    const id = randomUUID();
    await database.db.insert(documents).values({
      id,
      accountId: account?.id as string,
      name: 'contract.pdf',
      status: 'Completed',
      completedAt: new Date(),
      storageKey: `${account?.id}/${id}.pdf`,
      sizeBytes: 1,
      pageCount: 1,
      sha256: '0'.repeat(64),
    });
    return id;
  }
  const sealingOf = async (id: string) => (await database.db.select().from(documents).where(eq(documents.id, id)))[0];

  it('gives back the claim of the worker that still holds it, its attempt not counted', async () => {
    const id = await completedDocument();
    await startSealAttempt(database.db, id, 300);
    expect(await releaseSealAttempt(database.db, id, 1)).toBe(true);
    expect(await sealingOf(id)).toMatchObject({ sealAttempts: 0, sealLeaseUntil: null });
  });

  it('leaves alone a document another process claimed after this worker’s lease ran out', async () => {
    const id = await completedDocument();
    await startSealAttempt(database.db, id, 300);
    // The first worker's lease runs out; another process claims the document (its attempt 2).
    await database.db
      .update(documents)
      .set({ sealLeaseUntil: sql`now() - interval '1 second'` })
      .where(eq(documents.id, id));
    await startSealAttempt(database.db, id, 300);
    const claimedAgain = await sealingOf(id);

    expect(await releaseSealAttempt(database.db, id, 1)).toBe(false);
    const after = await sealingOf(id);
    expect(after?.sealAttempts).toBe(2);
    expect(after?.sealLeaseUntil).toEqual(claimedAgain?.sealLeaseUntil);
  });

  it('does not touch a document already sealed or given up on', async () => {
    const id = await completedDocument();
    await startSealAttempt(database.db, id, 300);
    await database.db.update(documents).set({ sealFailedAt: new Date() }).where(eq(documents.id, id));
    expect(await releaseSealAttempt(database.db, id, 1)).toBe(false);
    expect((await sealingOf(id))?.sealAttempts).toBe(1);
  });
});
