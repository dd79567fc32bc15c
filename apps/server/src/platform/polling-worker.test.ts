import { describe, expect, it } from 'vitest';
import { startPollingWorker } from './polling-worker';
import { currentRequestId, runForRequest } from './request-context';

const silent = { error() {} } as unknown as Parameters<typeof startPollingWorker>[0]['logger'];

describe('a polling worker woken by a request', () => {
  it('runs that pass, and every later one, under no request id', async () => {
    const seen: (string | null)[] = [];
    let passes = 0;
    const threePasses = new Promise<void>((resolve) => {
      const worker = startPollingWorker({
        name: 'test',
        pollMs: 10,
        logger: silent,
        async pass() {
          seen.push(currentRequestId());
          passes += 1;
          if (passes === 1) setTimeout(() => runForRequest('the-waking-request', () => worker.wake()), 0);
          if (passes === 3) void worker.stop().then(resolve);
        },
      });
    });
    await threePasses;
    expect(seen).toEqual([null, null, null]);
  });
});
