// The thread the embedded database (PGlite) runs in, so that its work runs beside the main thread's HTTP, JSON
// and validation (pglite-thread-client.ts is the other side; bench/README.md, api-throughput). Plain JavaScript: it
// loads as it is from the sources and compiled (scripts/build.mjs copies it beside main.js).
//
// Messages in: { id, op, ... } with op one of query, exec, begin, end, listen, unlisten, close. Each is answered
// { id, ok: true, value } or { id, ok: false, error }, the answer of a write posted only once PGlite has run it, so
// a write the main thread sees acknowledged is in the data directory's files. Notifications go out as
// { channel, payload }. PGlite serialises the work itself: a query outside a transaction waits while one runs.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The main thread's parsers cannot cross threads: the types it parses itself are answered as PGlite reads them, raw. */
const rawParsers = new Map();
function parsersOf(rawTypes) {
  if (!rawTypes) return undefined;
  const key = rawTypes.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, (value) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

/** A byte array that is a view into a larger buffer (PGlite's memory) would be copied whole: copy only its bytes. */
function own(value) {
  if (value instanceof Uint8Array && value.byteLength !== value.buffer.byteLength) return value.slice();
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = own(value[index]);
  }
  return value;
}

function ownRows(rows) {
  for (const row of rows) {
    if (Array.isArray(row)) own(row);
    else for (const key in row) row[key] = own(row[key]);
  }
  return rows;
}

function resultOf(results) {
  return { rows: ownRows(results.rows), fields: results.fields, affectedRows: results.affectedRows };
}

/** What crosses back of an error: its message, name and every plain property (PostgreSQL's code, detail, constraint…). */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const copy = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) copy[key] = value;
  }
  return copy;
}

const port = parentPort;
const reply = (id, value) => port.postMessage({ id, ok: true, value });
const fail = (id, error) => port.postMessage({ id, ok: false, error: errorOf(error) });

const database = PGlite.create(workerData.dataDir, { startParams: workerData.startParams });
/** Open transactions by the id of their `begin`: each waits for its `end`. */
const transactions = new Map();
const unlisten = new Map();
/** Thrown inside PGlite's transaction to have it roll back. */
const ROLLBACK = Symbol('rollback');

function begin(pglite, id) {
  let begun = false;
  pglite
    .transaction(async (tx) => {
      const end = new Promise((resolve) => transactions.set(id, { tx, end: resolve }));
      begun = true;
      reply(id, id);
      const { commit, endId } = await end;
      transactions.get(id).endId = endId;
      if (!commit) throw ROLLBACK;
    })
    .then(
      () => {
        reply(transactions.get(id).endId, null);
        transactions.delete(id);
      },
      (error) => {
        const open = transactions.get(id);
        transactions.delete(id);
        if (!begun) fail(id, error);
        else if (error === ROLLBACK) reply(open.endId, null);
        else fail(open.endId, error);
      },
    );
}

/** The open transaction a message names; a closed or unknown one is the caller's mistake, said plainly. */
function transactionOf(txId) {
  const open = transactions.get(txId);
  if (!open) throw new Error('The transaction is closed');
  return open;
}

async function handle(message) {
  const pglite = await database;
  const { id, op } = message;
  switch (op) {
    case 'query': {
      const target = message.tx === undefined ? pglite : transactionOf(message.tx).tx;
      const options =
        message.rowMode || message.rawTypes
          ? { rowMode: message.rowMode, parsers: parsersOf(message.rawTypes) }
          : undefined;
      return reply(id, resultOf(await target.query(message.sql, message.params, options)));
    }
    case 'exec': {
      const target = message.tx === undefined ? pglite : transactionOf(message.tx).tx;
      return reply(id, (await target.exec(message.sql)).map(resultOf));
    }
    case 'begin':
      return begin(pglite, id);
    case 'end':
      return transactionOf(message.tx).end({ commit: message.commit, endId: id });
    case 'listen': {
      const stop = await pglite.listen(message.channel, (payload) =>
        port.postMessage({ channel: message.channel, payload }),
      );
      unlisten.set(message.channel, stop);
      return reply(id, null);
    }
    case 'unlisten': {
      const stop = unlisten.get(message.channel);
      unlisten.delete(message.channel);
      if (stop && !pglite.closed) await stop();
      return reply(id, null);
    }
    case 'close': {
      // PGlite writes its files as it goes; closing ends the database cleanly (a checkpoint, postmaster.pid removed).
      if (!pglite.closed) await pglite.close();
      reply(id, null);
      port.close();
      return;
    }
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

port.on('message', (message) => {
  handle(message).catch((error) => fail(message.id, error));
});
// A database that cannot open ends the thread with its error, which the main thread reports.
database.catch((error) => {
  throw error;
});
