// The idle-memory benchmark's floor for the embedded database: a plain Node process that opens the app's PGlite data
// directory the way the server does (in the server's own database thread, apps/server/src/db/pglite-thread.mjs, with
// the server's start parameters), runs one query, prints "ready" and sits idle. What it holds is what PGlite alone
// costs, so the server's idle figure on PGlite can be read as this plus the app (bench/README.md, idle-memory.ts).
//
// node bench/support/pglite-alone.mjs <dataDir> <startParams as JSON>
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const [dataDir, startParamsJson] = process.argv.slice(2);
const threadUrl = new URL('../../apps/server/src/db/pglite-thread.mjs', import.meta.url);
const worker = new Worker(threadUrl, {
  workerData: { dataDir: path.resolve(dataDir), startParams: JSON.parse(startParamsJson) },
});

const answered = new Promise((resolve, reject) => {
  worker.on('message', (message) => {
    if (message.id !== 1) return;
    if (message.ok) resolve(message.value);
    else reject(new Error(message.error.message));
  });
  worker.once('error', reject);
});
worker.postMessage({ id: 1, op: 'query', sql: 'SELECT count(*) FROM documents', params: [] });
await answered;
console.log('ready');
// Idle until the benchmark stops it, as an idle server would be; then closed as the server closes it, so the data
// directory is left as a stopped server leaves it.
const idle = setInterval(() => {}, 1 << 30);
process.once('SIGTERM', () => {
  clearInterval(idle);
  worker.on('message', (message) => {
    if (message.id === 2) process.exit(0);
  });
  worker.postMessage({ id: 2, op: 'close' });
});
