import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, MIGRATION_LOCK_KEY, openPostgres } from '../../src/db/client';
import { createEmptyPostgresDatabase, TEST_DB_ENGINE } from '../support/test-database';

/** PGlite belongs to one process; several app processes share only a PostgreSQL server. */
const onPostgres = TEST_DB_ENGINE === 'postgres';

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<string> {
  const { url, drop } = await createEmptyPostgresDatabase();
  cleanups.push(drop);
  return url;
}

async function node(url: string): Promise<Database> {
  const database = await openPostgres(url);
  cleanups.push(() => database.close());
  return database;
}

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as total from drizzle.__drizzle_migrations');
    return rows[0].total;
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('migrations on a database several app processes share', () => {
  it('run once when several processes start together: each start succeeds', async () => {
    const url = await emptyDatabase();
    // Without the lock, the processes after the first fail creating the migrations' own schema.
    const nodes = await Promise.all([node(url), node(url), node(url), node(url)]);
    await Promise.all(nodes.map((database) => database.migrate()));
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
  });

  it('wait for the lock while a node already running keeps answering, then find nothing left to do', async () => {
    const url = await emptyDatabase();
    const running = await node(url);
    await running.migrate();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);

    let finished = false;
    const startingNode = await node(url);
    const starting = startingNode.migrate().then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(finished).toBe(false);
    const answered = (await running.db.execute('select 1 as one')) as unknown as { rows: unknown[] };
    expect(answered.rows).toEqual([{ one: 1 }]);

    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await starting;
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
  });
});
