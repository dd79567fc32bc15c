import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database (PGlite) in a worker thread of its own (pglite-thread.mjs), so that its work runs on the
 * second core while the main thread answers HTTP, writes JSON and validates (bench/README.md, api-throughput).
 * This is the main thread's side: the part of PGlite's interface that drizzle (`query`, `exec`, `transaction`) and
 * listen.ts (`listen`) use. What goes across is copied (the structured clone: Dates, byte arrays, bigints and
 * objects survive it); an error comes back with PostgreSQL's fields (`code`, `detail`, `constraint`…), which
 * sql-state.ts reads. A write is answered once PGlite has run it, as in-process.
 */

interface Answer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

interface Notification {
  channel: string;
  payload: string;
}

/** The part of a PGlite transaction drizzle uses. */
export interface ThreadTransaction {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The error of a database whose thread ended: every call after it fails with it too. */
export class DatabaseThreadError extends Error {
  override name = 'DatabaseThreadError';
}

const WORKER_URL = new URL('./pglite-thread.mjs', import.meta.url);

/** An error as the thread sent it, again an Error with PostgreSQL's fields. */
function errorFrom(sent: Answer['error']): Error {
  const { message, name, stack, ...fields } = sent ?? { message: 'unknown error' };
  const error = new Error(message);
  Object.assign(error, fields);
  if (typeof name === 'string') error.name = name;
  if (typeof stack === 'string') error.stack = `${error.stack}\n  in the database thread: ${stack}`;
  return error;
}

/** A byte array that is a view into a larger buffer (Node's pooled Buffers) would be copied whole: copy its bytes. */
function own(value: unknown): unknown {
  // Uint8Array's slice copies; a Buffer's own slice would be another view of the same pool.
  if (value instanceof Uint8Array && value.byteLength !== value.buffer.byteLength) {
    return Uint8Array.prototype.slice.call(value);
  }
  if (Array.isArray(value) && value.some((item) => item instanceof Uint8Array || Array.isArray(item))) {
    return value.map(own);
  }
  return value;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  /** Each channel's LISTEN, asked once, awaited by every caller. */
  readonly #listenings = new Map<string, Promise<void>>();
  #nextId = 1;
  #ended: Error | undefined;
  #closing = false;
  #closingDone: Promise<void> | undefined;
  #closed = false;

  /**
   * Starts the thread on `dataDir`. `onDeath` is told when the thread ends without being closed (a crash, memory
   * exhausted): every pending and later call fails with that error. By default the error is thrown uncaught, which
   * ends the process, loudly, rather than leaving a server whose every request fails.
   */
  constructor(options: { dataDir: string; startParams: string[]; onDeath?: (error: Error) => void }) {
    const onDeath =
      options.onDeath ??
      ((error: Error) => {
        setImmediate(() => {
          throw error;
        });
      });
    this.#worker = new Worker(WORKER_URL, {
      workerData: { dataDir: options.dataDir, startParams: options.startParams },
      name: 'pglite',
    });
    this.#worker.unref();
    this.#worker.on('message', (message: Answer | Notification) => {
      if ('channel' in message) {
        for (const handle of this.#listeners.get(message.channel) ?? []) handle(message.payload);
        return;
      }
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      // Idle, the thread does not keep the process alive; closing, it does until it has ended (close awaits that).
      if (this.#pending.size === 0 && !this.#closing) this.#worker.unref();
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorFrom(message.error));
    });
    let failure: Error | undefined;
    this.#worker.on('error', (error) => {
      failure = error;
    });
    this.#worker.on('exit', (code) => {
      const error = new DatabaseThreadError(
        `The embedded database's thread ended (exit code ${code})${failure ? `: ${failure.message}` : ''}`,
        { cause: failure },
      );
      this.#ended = error;
      this.#closed = true;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      if (!this.#closing) onDeath(error);
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...message, id });
      } catch (error) {
        // A value that cannot cross (a function, a symbol): nothing was sent, so no answer will come.
        this.#pending.delete(id);
        if (this.#pending.size === 0) this.#worker.unref();
        reject(error);
      }
    });
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    // Parsers are functions, which cannot cross: the thread answers their types raw and they run here.
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await this.#call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params: params.map(own),
      rowMode: options?.rowMode,
      rawTypes,
    });
    if (parsers) applyParsers(result, parsers, options?.rowMode === 'array');
    return result;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', sql });
  }

  /**
   * Runs `callback` in a transaction, as PGlite's own `transaction`: committed when it returns, rolled back when
   * it throws or calls `rollback`. Meanwhile the thread runs other queries only after it (PGlite serialises them).
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const end = (commit: boolean) => {
      ended = true;
      return this.#call<void>({ op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: (sql, params, options) => {
        if (ended) return Promise.reject(new Error('The transaction is closed'));
        return this.#query(id, sql, params, options);
      },
      exec: (sql) => {
        if (ended) return Promise.reject(new Error('The transaction is closed'));
        return this.#call<Results[]>({ op: 'exec', sql, tx: id });
      },
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) await end(false).catch(() => {});
      throw error;
    }
    if (!ended) await end(true);
    return result;
  }

  /** LISTEN on `channel` in the thread; the answer stops this callback listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listening = this.#listenings.get(channel);
    if (!listening) {
      this.#listeners.set(channel, new Set());
      listening = this.#call<void>({ op: 'listen', channel });
      this.#listenings.set(channel, listening);
      // A LISTEN that failed is forgotten, so the next call asks again.
      listening.catch(() => {
        this.#listenings.delete(channel);
        this.#listeners.delete(channel);
      });
    }
    // A second caller for the channel waits for the first one's LISTEN too.
    await listening;
    this.#listeners.get(channel)?.add(callback);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.#listeners.delete(channel);
      this.#listenings.delete(channel);
      if (!this.#ended) await this.#call({ op: 'unlisten', channel });
    };
  }

  /** Ends the thread at once without closing PGlite, as a crash would (tests of what follows one). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  /** Closes PGlite in the thread (it writes what it holds and removes its lock), then ends the thread. */
  close(): Promise<void> {
    this.#closingDone ??= this.#close();
    return this.#closingDone;
  }

  async #close(): Promise<void> {
    this.#closing = true;
    if (this.#ended) return;
    this.#worker.ref();
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#call({ op: 'close' });
    await exited;
  }
}

function applyParsers(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>, arrays: boolean) {
  const columns: { index: number; name: string; parse: (value: string, type: number) => unknown; type: number }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse) columns.push({ index, name: field.name, parse, type: field.dataTypeID });
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = arrays ? column.index : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parse(value, column.type);
    }
  }
}
