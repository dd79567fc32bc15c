/**
 * What a benchmark of a server that sends many mails stands on (bench/README.md): a data directory, a database of the
 * engine, a catcher for the mails read back (the owner's verification, invitations) and a sink for the measured
 * server's own (parsing those would take the cores the server runs on), and a free port.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { benchDatabase, type Engine } from './database';
import { freePort, stopServer } from './server';
import { startSmtpSink } from './smtp-sink';

export async function mailingStand(engine: Engine, label: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  const database = await benchDatabase(engine, label);
  const smtp = await startSmtpCatcher();
  const sink = await startSmtpSink();
  const port = await freePort();
  return {
    dataDir,
    database,
    smtp,
    sink,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    /** Stops `server`, then takes everything down: the mail servers, the database and the data directory. */
    async close(server: ChildProcess) {
      await stopServer(server);
      await smtp.close();
      await sink.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's node options: CPU profiles (one file per thread) when the variable `variable` names a directory. */
export function cpuProfileOptions(variable: string): string[] {
  const directory = process.env[variable];
  if (!directory) return [];
  mkdirSync(directory, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(directory)}`];
}
