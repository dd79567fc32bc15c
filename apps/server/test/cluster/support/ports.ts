import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now, for a process that cannot be told to take port 0 (nginx, a restart). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Checks every 100 ms until `check` answers true; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
