import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/client';

/**
 * API tests run against PGlite by default and against the real PostgreSQL when TEST_DB=postgres:
 * the product supports both. Each test app gets a database of its own.
 */
export const TEST_DB_ENGINE = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../../src/db/migrations');

/** PGlite's package.json (its exports do not publish it, so it is found beside its entry point). */
function pglitePackageJson(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return path.join(folder, 'package.json');
}

/** What a migrated data directory depends on: every migration file and PGlite's own version. */
function migratedDirectoryKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackageJson()));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(file);
    try {
      hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let migratedDump: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory as a tarball. A new PGlite runs initdb and the migrations take as long again
 * (seconds each, in every test file); loading this dump takes a fraction of it. The dump is kept in the system's
 * temporary folder under a key of the migrations, so every test file and process of a run, and later runs, share it.
 */
function migratedPgliteDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const file = path.join(tmpdir(), `signflow-test-pglite-${migratedDirectoryKey()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not made yet: make it, and publish it whole (rename) for the processes beside this one.
    }
    const client = new PGlite();
    await openPglite({ client }).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return migratedDump;
}

/** A new in-memory PGlite, migrated. */
export async function newMigratedPglite(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: await migratedPgliteDump() });
  await client.waitReady;
  return client;
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

interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new PostgreSQL database, empty or a copy of `template`: its URL, and how to drop it. */
async function createPostgresDatabase(template?: string): Promise<PostgresDatabase> {
  const name = `signflow_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** A new, empty PostgreSQL database (tests of the migrations themselves). */
export function createEmptyPostgresDatabase(): Promise<PostgresDatabase> {
  return createPostgresDatabase();
}

let migratedTemplate: Promise<string> | undefined;

const TEMPLATE_PREFIX = 'signflow_test_template_';
/** PostgreSQL's SQLSTATE for a database that does not exist. */
const UNDEFINED_DATABASE = '3D000';

/**
 * Makes the migrated template `name`, under a name of its own until it is whole, and drops the templates of earlier
 * migrations. Nobody may connect to it: a copy fails while anyone is connected to its template.
 */
async function makeMigratedTemplate(admin: pg.Client, name: string): Promise<void> {
  const { url, drop } = await createPostgresDatabase();
  const made = new URL(url).pathname.slice(1);
  try {
    const migrator = await openPostgres(url);
    try {
      await migrator.migrate();
    } finally {
      await migrator.close();
    }
    await admin.query(`ALTER DATABASE ${made} WITH ALLOW_CONNECTIONS false`);
    await admin.query(`ALTER DATABASE ${made} RENAME TO ${name}`);
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  // A run of other migrations beside this one loses its template here; it makes it again (createMigratedPostgresDatabase).
  const stale = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2`,
    [TEMPLATE_PREFIX, name],
  );
  for (const { datname } of stale.rows) {
    // Being copied by such a run, it is left for a later cleanup.
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
  }
}

/**
 * A migrated PostgreSQL database kept as a template under a key of the migrations (as PGlite's dump above), for
 * every test process of this run and later ones: copying it is a file copy, where running every migration on each
 * test app's new database took a round trip per statement. Made under an advisory lock, so processes beside this
 * one wait for it rather than make it too; a failure to make it is not kept, so a later file tries again.
 */
function migratedPostgresTemplate(): Promise<string> {
  migratedTemplate ??= withAdmin(async (admin) => {
    const name = `${TEMPLATE_PREFIX}${migratedDirectoryKey()}`;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await makeMigratedTemplate(admin, name);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  }).catch((error: unknown) => {
    migratedTemplate = undefined;
    throw error;
  });
  return migratedTemplate;
}

/** A new PostgreSQL database, migrated (a copy of the template above). */
export async function createMigratedPostgresDatabase(): Promise<PostgresDatabase> {
  try {
    return await createPostgresDatabase(await migratedPostgresTemplate());
  } catch (error) {
    // The template was dropped since this process found it (by a run of other migrations): make it again, once.
    if ((error as { code?: string }).code !== UNDEFINED_DATABASE) throw error;
    migratedTemplate = undefined;
    return createPostgresDatabase(await migratedPostgresTemplate());
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_ENGINE === 'pglite') {
    const database = openPglite({ client: await newMigratedPglite() });
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createMigratedPostgresDatabase();
  const database = await openPostgres(url);
  return {
    database,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}
