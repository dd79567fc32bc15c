import { PGlite } from '@electric-sql/pglite';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client';
import { mailJobs } from '../db/schema';
import { enqueueMail, sendDueMail } from './mail-queue';
import type { Mailer } from './mailer';

const silent = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent } as unknown as FastifyBaseLogger;

describe('a mail worker stopping mid-batch', () => {
  let database: Database;

  beforeAll(async () => {
    database = openPglite({ client: new PGlite() });
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('gives back only the jobs its lease still holds, not one another process took after the lease ran out', async () => {
    const { db } = database;
    const addresses = [1, 2, 3].map((index) => `release.${index}@example.com`);
    for (const to of addresses) await enqueueMail(db, { to, subject: 'Hello', text: 'Body' });
    const takenElsewhere = addresses[2] as string;
    let stopping = false;
    const delivered: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        delivered.push(message.to);
        // The send outlasts the lease: another process leases the third job meanwhile; then the shutdown begins.
        await db
          .update(mailJobs)
          .set({ nextAttemptAt: sql`now() + interval '10 minutes'` })
          .where(eq(mailJobs.to, takenElsewhere));
        stopping = true;
      },
      async close() {},
    };

    await sendDueMail(db, mailer, silent, {}, () => stopping);

    expect(delivered).toEqual([addresses[0]]);
    const jobs = await db.select().from(mailJobs).where(like(mailJobs.to, 'release.%'));
    const byAddress = new Map(jobs.map((job) => [job.to, job]));
    // Its own unsent job is due at once again.
    expect(byAddress.get(addresses[1] as string)?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The other process's lease stands.
    expect(byAddress.get(takenElsewhere)?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });
});
