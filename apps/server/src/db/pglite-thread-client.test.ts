import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import { listenOnPglite } from './listen';
import { PGLITE_START_PARAMS } from './pglite-memory';
import { DatabaseThreadError, PgliteThread } from './pglite-thread-client';
import { sqlStateOf } from './sql-state';

describe('PGlite in a thread of its own', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-pglite-thread-'));
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = new PgliteThread({ dataDir: path.join(dataDir, 'pglite'), startParams: PGLITE_START_PARAMS });
    await thread.exec(`create table things (id serial primary key, name text unique not null, at timestamptz,
      big bigint, bytes bytea, doc jsonb, tags text[], ok boolean, amount numeric)`);
  }, 60_000);
  afterAll(async () => {
    await thread.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers queries, in object and array rows', async () => {
    const objects = await thread.query<{ one: number; word: string }>('select 1 as one, $1::text as word', ['hi']);
    expect(objects.rows).toEqual([{ one: 1, word: 'hi' }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['one', 'word']);
    const arrays = await thread.query('select 1, 2', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
  });

  it('carries every type of parameter and value across both ways', async () => {
    const at = new Date('2026-11-27T10:11:12.345Z');
    // A Buffer from Node's pool is a view into a larger buffer: only its own bytes go across.
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const doc = { a: [1, 'two', { three: true }], b: null };
    const inserted = await thread.query<Record<string, unknown>>(
      `insert into things (name, at, big, bytes, doc, tags, ok, amount) values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning *`,
      ['typed', at, 9_007_199_254_740_993n, bytes, JSON.stringify(doc), ['x', 'y, z'], true, '12.50'],
    );
    expect(inserted.affectedRows).toBe(1);
    const row = inserted.rows[0] as Record<string, unknown>;
    expect(row.at).toEqual(at);
    expect(row.big).toBe(9_007_199_254_740_993n);
    expect(row.bytes).toBeInstanceOf(Uint8Array);
    expect([...(row.bytes as Uint8Array)]).toEqual([0, 1, 2, 250, 255]);
    expect((row.bytes as Uint8Array).buffer.byteLength).toBe(5);
    expect(row.doc).toEqual(doc);
    expect(row.tags).toEqual(['x', 'y, z']);
    expect(row.ok).toBe(true);
    expect(row.amount).toBe('12.50');
  });

  it('leaves the types a parser is given for raw in the thread and parses them here (as drizzle asks)', async () => {
    const result = await thread.query<unknown[]>("select '2026-01-02 03:04:05+00'::timestamptz, 5::int", [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `parsed ${value}` },
    });
    expect(result.rows).toEqual([['parsed 2026-01-02 03:04:05+00', 5]]);
  });

  it('keeps PostgreSQL fields of an error: its SQLSTATE, constraint and detail', async () => {
    await thread.query("insert into things (name) values ('unique')");
    const error = await thread.query("insert into things (name) values ('unique')").catch((caught) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(sqlStateOf(error)).toBe('23505');
    expect(error.constraint).toBe('things_name_key');
    expect(error.detail).toContain('already exists');
    expect(error.message).toContain('duplicate key');
    expect(sqlStateOf(await thread.query('select nonsense from nowhere').catch((caught) => caught))).toBe('42P01');
  });

  it('commits a transaction, rolls one back that throws, and rolls back one with an error midway', async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('committed')");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('thrown')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const failed = await thread
      .transaction(async (tx) => {
        await tx.query("insert into things (name) values ('before the error')");
        await tx.query("insert into things (name) values ('committed')");
      })
      .catch((caught) => caught);
    expect(sqlStateOf(failed)).toBe('23505');
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('rolled back')");
      await tx.rollback();
    });
    const names = await thread.query<{ name: string }>(
      "select name from things where name in ('committed', 'thrown', 'before the error', 'rolled back')",
    );
    expect(names.rows).toEqual([{ name: 'committed' }]);
  });

  it('runs a query outside a transaction after it, never inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const transaction = thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('isolated')");
      await held;
      await tx.query("update things set name = 'isolated, then renamed' where name = 'isolated'");
      order.push('transaction');
    });
    // Sent while the transaction is open: it must not see (or join) the transaction's uncommitted rows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = thread
      .query<{ name: string }>("select name from things where name like 'isolated%'")
      .then((result) => {
        order.push('outside');
        return result.rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ name: 'isolated, then renamed' }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('delivers notifications, to listen.ts too, and stops when asked', async () => {
    const heard: string[] = [];
    const listening = await listenOnPglite(thread, {
      channels: { things_changed: (payload) => heard.push(payload) },
      onReconnect: () => {},
    });
    await thread.query("select pg_notify('things_changed', 'one')");
    await thread.transaction(async (tx) => {
      await tx.query("notify things_changed, 'two'");
    });
    await thread.transaction(async (tx) => {
      await tx.query("notify things_changed, 'never: rolled back'");
      await tx.rollback();
    });
    await expect.poll(() => heard).toEqual(['one', 'two']);
    await listening.close();
    await thread.query("select pg_notify('things_changed', 'three')");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['one', 'two']);
  });

  it('serves drizzle: the app database, migrated, with its transactions', async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'signflow-pglite-thread-app-'));
    const database: Database = openPglite({ dataDir: appDir, thread: true });
    try {
      await database.migrate();
      const counted = await database.db.execute(sql`select count(*)::int as count from accounts`);
      expect((counted as unknown as { rows: unknown[] }).rows).toEqual([{ count: 0 }]);
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`create table scratch (id int)`);
          tx.rollback();
        }),
      ).rejects.toThrow();
      const exists = await database.db.execute(sql`select to_regclass('scratch') as name`);
      expect((exists as unknown as { rows: unknown[] }).rows).toEqual([{ name: null }]);
    } finally {
      await database.close();
      rmSync(appDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a database thread that ends unasked', () => {
  it('fails every pending and later call and says so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-pglite-thread-dies-'));
    const deaths: Error[] = [];
    const thread = new PgliteThread({
      dataDir: path.join(dataDir, 'pglite'),
      startParams: PGLITE_START_PARAMS,
      onDeath: (error) => deaths.push(error),
    });
    try {
      await thread.query('select 1');
      const pending = thread.query('select pg_sleep(2)');
      await thread.terminate();
      await expect(pending).rejects.toBeInstanceOf(DatabaseThreadError);
      await expect(thread.query('select 1')).rejects.toThrow("The embedded database's thread ended");
      expect(deaths).toHaveLength(1);
      expect(thread.closed).toBe(true);
    } finally {
      await thread.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
