import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { waitUntil } from './ports';

const serverRoot = path.resolve(import.meta.dirname, '../../..');
const compiledEntry = path.join(serverRoot, 'dist/main.js');

/**
 * How a node is started: the compiled server with plain node once `npm run build` made it, as in production;
 * otherwise the TypeScript entry through tsx's loader. Either way the node process itself is the child, so
 * SIGTERM and SIGKILL reach the server, not a wrapper.
 */
function serverArguments(): string[] {
  return existsSync(compiledEntry) ? [compiledEntry] : ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')];
}

/** One line of the server's JSON log. */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface AppNode {
  name: string;
  port: number;
  /** host:port, as nginx names the node in its upstream header. */
  address: string;
  logs: LogLine[];
  /** Everything the process wrote that was not a JSON log line (start-up errors). */
  output(): string;
  running(): boolean;
  waitForLog(what: string, matching: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Sends SIGTERM and answers the exit code, failing if the process outlives `timeoutMs`. */
  stop(timeoutMs?: number): Promise<number | null>;
  /** Ends the process at once, as a crash or the kernel's OOM killer would. */
  kill(): Promise<void>;
}

export async function startAppNode(options: {
  name: string;
  port: number;
  environment: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<AppNode> {
  const { name, port } = options;
  const child: ChildProcess = spawn(process.execPath, serverArguments(), {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', ...options.environment, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let other = '';
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        other += `${line}\n`;
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    other += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;

  await waitUntil(`node ${name} to answer /healthz`, options.startTimeoutMs ?? 60_000, async () => {
    if (!running()) throw new Error(`node ${name} exited (${child.exitCode ?? child.signalCode}):\n${other}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  });

  return {
    name,
    port,
    address: `127.0.0.1:${port}`,
    logs,
    output: () => other,
    running,
    async waitForLog(what, matching, timeoutMs = 60_000) {
      let found: LogLine | undefined;
      await waitUntil(`${what} in the log of node ${name}`, timeoutMs, () => {
        found = logs.find(matching);
        return found !== undefined;
      });
      return found as LogLine;
    },
    async stop(timeoutMs = 30_000) {
      if (!running()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeoutMs));
      const outcome = await Promise.race([exited, timer]);
      if (outcome === 'late') {
        child.kill('SIGKILL');
        throw new Error(`node ${name} still running ${timeoutMs} ms after SIGTERM`);
      }
      return outcome;
    },
    async kill() {
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
