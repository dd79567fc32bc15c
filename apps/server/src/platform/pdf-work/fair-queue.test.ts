import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFullError } from './fair-queue';

/** A job that runs until `finish()` is called, recording when it started. */
function heldJob(name: string, started: string[]) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

type HeldJob = ReturnType<typeof heldJob>;

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a fair queue', () => {
  it('serves owners in turn, one job each, rather than in the order jobs came', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 10, totalWaiting: 100 });
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof heldJob>>();
    const results: Promise<string>[] = [];
    const submit = (owner: string, name: string) => {
      const held = heldJob(name, started);
      jobs.set(name, held);
      results.push(queue.run(owner, held.job));
    };
    // The flooding owner's five jobs came first; two other owners' came after.
    for (let index = 1; index <= 5; index += 1) submit('flood', `flood ${index}`);
    submit('ada', 'ada 1');
    submit('bob', 'bob 1');
    submit('ada', 'ada 2');
    expect(queue.load()).toEqual({ running: 1, waiting: 7 });
    for (let step = 0; step < 8; step += 1) {
      await tick();
      jobs.get(started[started.length - 1] ?? '')?.finish();
    }
    await Promise.all(results);
    expect(started).toEqual(['flood 1', 'ada 1', 'bob 1', 'flood 2', 'ada 2', 'flood 3', 'flood 4', 'flood 5']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses an owner’s job past its bound, and any job past the bound of waiting jobs, at once', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 2, totalWaiting: 2 });
    const started: string[] = [];
    const jobs = ['ada 1', 'ada 2', 'bob 1', 'cyd 1'].map((name) => heldJob(name, started));
    const [ada1, ada2, bob1, cyd1] = jobs as [HeldJob, HeldJob, HeldJob, HeldJob];
    const results = [queue.run('ada', ada1.job), queue.run('ada', ada2.job)];
    await expect(queue.run('ada', async () => 'ada 3')).rejects.toEqual(new QueueFullError('owner'));
    results.push(queue.run('bob', bob1.job));
    await expect(queue.run('cyd', async () => 'cyd 0')).rejects.toEqual(new QueueFullError('total'));
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });

    ada1.finish();
    await tick();
    // bob was never served, ada just was: bob goes first, and one place among those waiting is free again.
    expect(started).toEqual(['ada 1', 'bob 1']);
    results.push(queue.run('cyd', cyd1.job));
    await expect(queue.run('dan', async () => 'dan 1')).rejects.toEqual(new QueueFullError('total'));
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    for (const job of jobs) {
      job.finish();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(['ada 1', 'ada 2', 'bob 1', 'cyd 1']);
    // cyd, never served, before ada's second.
    expect(started).toEqual(['ada 1', 'bob 1', 'cyd 1', 'ada 2']);
  });

  it('gives a failed job’s place back', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 1, totalWaiting: 0 });
    await expect(
      queue.run('ada', async () => {
        throw new Error('broken PDF');
      }),
    ).rejects.toThrow('broken PDF');
    expect(await queue.run('ada', async () => 'again')).toBe('again');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
