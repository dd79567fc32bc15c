import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { loadOnFirstUse } from '../platform/load-on-first-use';
import { type ListenHandlers, type Listening, listenOnPglite, listenOnPostgres } from './listen';
import { createPgliteDirectoryApart, PGLITE_START_PARAMS } from './pglite-memory';
import { PgliteThread } from './pglite-thread-client';
import * as schema from './schema';

/** One PostgreSQL dialect for both engines: repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either, so services can compose them. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * No other process can use this database while this one has it open: PGlite, whose data directory one process
   * holds. A lease found there at start was left by a process that ended (README, 'Production').
   */
  singleProcess: boolean;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on the handlers' channels: on PostgreSQL a connection of its own, so every process sharing the database hears them. */
  listen(handlers: ListenHandlers): Promise<Listening>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The advisory lock every app process takes to migrate: any fixed number no other code of ours uses. */
export const MIGRATION_LOCK_KEY = 7_391_022_418;

/** PostgreSQL's driver, loaded when DATABASE_URL names a server: a server on PGlite never holds it. */
const postgresDriver = loadOnFirstUse(async () => {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzle, migrate };
});

/**
 * Migrates on one connection that holds the migration lock, so app processes starting together migrate one
 * after the other: the first applies what is new, the others then find nothing left to do. Processes already
 * serving are not stopped; a release's migrations keep the previous release working (README, 'Running
 * several nodes').
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const { drizzle: drizzlePostgres, migrate: migratePostgres } = await postgresDriver();
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection whose unlock may not have run is closed, not reused: closing it releases the lock.
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const { pg, drizzle: drizzlePostgres } = await postgresDriver();
  // No JIT compilation: the planner asks for it on queries it expects to be costly (the overview over a large account,
  // a search), and compiling took 200–300 ms of such a request, far longer than running the query without it.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server ends (a restart, an admin's terminate, a dropped test database) is
  // reported here; without a listener the 'error' event would end the process. The pool has already
  // discarded that connection and opens a new one when next asked, so there is nothing more to do.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    singleProcess: false,
    migrate: () => migrateUnderLock(pool),
    close: () => pool.end(),
    listen: (handlers) => listenOnPostgres(url, handlers),
  };
}

/**
 * PGlite in DATA_DIR, in this thread or, with `thread` (PGLITE_THREAD), in a worker thread of its own
 * (pglite-thread-client.ts); or an in-memory one in this thread when `client` is given (tests). `onDeath`: what to
 * do when the thread ends unasked (by default the process ends).
 */
export function openPglite(
  options: { dataDir: string; thread?: boolean; onDeath?: (error: Error) => void } | { client: PGlite },
): Database {
  let client: PGlite | PgliteThread;
  if ('client' in options) {
    client = options.client;
  } else {
    const directory = path.join(options.dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
    client = options.thread
      ? new PgliteThread({ dataDir: directory, startParams: PGLITE_START_PARAMS, onDeath: options.onDeath })
      : new PGlite(directory, { startParams: PGLITE_START_PARAMS });
  }
  // drizzle's PGlite driver calls only `query` and `transaction` (and the transaction's `query`): the thread's client has them.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    singleProcess: true,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: (handlers) => listenOnPglite(client, handlers),
  };
}

/** The database the config names; a new embedded one is created apart first (see pglite-memory.ts). */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteThread?: boolean;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  await createPgliteDirectoryApart(path.join(config.dataDir, 'pglite'));
  return openPglite({ dataDir: config.dataDir, thread: config.pgliteThread });
}
