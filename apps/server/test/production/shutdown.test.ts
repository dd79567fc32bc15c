import { describe, expect, it } from 'vitest';
import {
  commandLine,
  isAlive,
  processTree,
  type StartCommand,
  serverDataForThisFile,
  sigterm,
  startCompiledServer,
} from './compiled-server';

const serverData = serverDataForThisFile('signflow-production-');

describe.each<StartCommand>(['npm start', 'node'])('SIGTERM to the process `%s` starts', (command) => {
  it('stops the server cleanly and leaves no process behind', async () => {
    const server = await startCompiledServer(command, serverData());
    const tree = processTree(server.child.pid as number);
    // The compiled server on plain node: tsx is nowhere in the chain.
    expect(tree.map(commandLine).join('\n')).toContain('apps/server/dist/main.js');
    expect(tree.map(commandLine).join('\n')).not.toContain('tsx');

    const code = await sigterm(server.child, 15_000);

    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(tree.filter(isAlive)).toEqual([]);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
