import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client';

/**
 * API tests run against PGlite by default and against the real PostgreSQL when TEST_DB=postgres:
 * the product supports both. Each test app gets a database of its own.
 */
export const TEST_DB_ENGINE = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let migratedTemplate: Promise<PGlite> | undefined;

/** Migrating PGlite takes a while; do it once per worker and clone the result. */
function pgliteTemplate(): Promise<PGlite> {
  migratedTemplate ??= (async () => {
    const client = new PGlite();
    await openPglite({ client }).migrate();
    return client;
  })();
  return migratedTemplate;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** A new, empty PostgreSQL database: its URL, and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `signflow_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_ENGINE === 'pglite') {
    // clone() is typed as the interface, but answers a PGlite.
    const database = openPglite({ client: (await (await pgliteTemplate()).clone()) as PGlite });
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createEmptyPostgresDatabase();
  const database = openPostgres(url);
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}
