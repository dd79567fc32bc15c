import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { createMigratedPostgresDatabase, newMigratedPglite, TEST_DB_ENGINE } from './test-database';

/**
 * One migrated database that several test apps use at once, as several app processes would: on PostgreSQL
 * each `connect()` opens a pool of its own; PGlite is one in-process client, so its apps share that client.
 */
export interface SharedDatabase {
  connect(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createSharedDatabase(): Promise<SharedDatabase> {
  if (TEST_DB_ENGINE === 'pglite') {
    const client = await newMigratedPglite();
    return {
      // Apps sharing it stand for several processes, which PGlite itself never serves.
      connect: async () => ({ ...openPglite({ client }), singleProcess: false, close: async () => {} }),
      dispose: () => client.close(),
    };
  }
  const { url, drop } = await createMigratedPostgresDatabase();
  const connections: Database[] = [];
  return {
    async connect() {
      const database = await openPostgres(url);
      connections.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(connections.map((database) => database.close()));
      await drop();
    },
  };
}

/** Several app processes on one shared database, as nodes behind a load balancer. */
export interface AppNodes {
  nodes: TestApp[];
  close(): Promise<void>;
}

/**
 * Starts one test app per environment on a new shared database, in order; `close` stops them, then the database.
 * A node whose mail should reach no catcher is given `MAIL_POLL_MS: SILENT_MAIL_POLL_MS`.
 */
export async function startAppNodes(
  environments: Record<string, string>[],
  options: { clock?: () => Date } = {},
): Promise<AppNodes> {
  const shared = await createSharedDatabase();
  const nodes: TestApp[] = [];
  const close = async () => {
    for (const node of nodes) await node.close();
    await shared.dispose();
  };
  try {
    for (const environment of environments) {
      nodes.push(await createTestApp(environment, { database: await shared.connect(), ...options }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { nodes, close };
}

/** A mail worker that waits an hour: the node sends no mail, so each mail reaches the other node's SMTP catcher. */
export const SILENT_MAIL_POLL_MS = '3600000';
