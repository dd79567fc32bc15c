import { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { createEmptyPostgresDatabase, TEST_DB_ENGINE } from './test-database';

/**
 * One migrated database that several test apps use at once, as several app processes would: on PostgreSQL
 * each `connect()` opens a pool of its own; PGlite is one in-process client, so its apps share that client.
 */
export interface SharedDatabase {
  connect(): Database;
  dispose(): Promise<void>;
}

export async function createSharedDatabase(): Promise<SharedDatabase> {
  if (TEST_DB_ENGINE === 'pglite') {
    const client = new PGlite();
    await openPglite({ client }).migrate();
    return {
      // Apps sharing it stand for several processes, which PGlite itself never serves.
      connect: () => ({ ...openPglite({ client }), singleProcess: false, close: async () => {} }),
      dispose: () => client.close(),
    };
  }
  const { url, drop } = await createEmptyPostgresDatabase();
  const migrator = openPostgres(url);
  await migrator.migrate();
  await migrator.close();
  const connections: Database[] = [];
  return {
    connect() {
      const database = openPostgres(url);
      connections.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(connections.map((database) => database.close()));
      await drop();
    },
  };
}
