/** A job refused by a FairQueue: its owner already has as many as allowed, or too many wait in all. */
export class QueueFullError extends Error {
  constructor(readonly bound: 'owner' | 'total') {
    super(bound === 'owner' ? 'the owner has its most jobs queued' : 'the queue is full');
    this.name = 'QueueFullError';
  }
}

export interface FairQueueLimits {
  /** Jobs run at once. */
  concurrency: number;
  /** Jobs one owner may have waiting or running. */
  perOwner: number;
  /** Jobs that may wait, all owners together. */
  totalWaiting: number;
}

export interface FairQueue {
  /**
   * Runs `job` once a place is free and its owner's turn has come: owners take turns, one job each (the next
   * place goes to the owner served longest ago), so one owner's many jobs never make another's wait behind
   * all of them. Refused at once with QueueFullError past a bound.
   */
  run<T>(owner: string, job: () => Promise<T>): Promise<T>;
  /** Jobs running, and jobs waiting for a place. */
  load(): { running: number; waiting: number };
}

export function createFairQueue(limits: FairQueueLimits): FairQueue {
  /** Each owner's waiting jobs (their starters), owners in the order they first waited. */
  const turns = new Map<string, Array<() => void>>();
  /** Jobs waiting or running, by owner. */
  const held = new Map<string, number>();
  /** When each owner holding jobs last had one started (a count of starts), to serve the one served longest ago. */
  const lastStart = new Map<string, number>();
  let starts = 0;
  let running = 0;
  let waiting = 0;

  function begin(owner: string) {
    running += 1;
    starts += 1;
    lastStart.set(owner, starts);
  }

  /** The waiting owner whose last job started longest ago (never beats any time); the first to wait on a tie. */
  function nextOwner(): string | undefined {
    let chosen: string | undefined;
    let chosenAt = Number.POSITIVE_INFINITY;
    for (const owner of turns.keys()) {
      const at = lastStart.get(owner) ?? Number.NEGATIVE_INFINITY;
      if (at < chosenAt) {
        chosen = owner;
        chosenAt = at;
      }
    }
    return chosen;
  }

  function startNext() {
    while (running < limits.concurrency) {
      const owner = nextOwner();
      if (owner === undefined) return;
      const starters = turns.get(owner) ?? [];
      const start = starters.shift();
      if (starters.length === 0) turns.delete(owner);
      waiting -= 1;
      begin(owner);
      start?.();
    }
  }

  return {
    async run(owner, job) {
      const owned = held.get(owner) ?? 0;
      if (owned >= limits.perOwner) throw new QueueFullError('owner');
      const mustWait = running >= limits.concurrency;
      if (mustWait && waiting >= limits.totalWaiting) throw new QueueFullError('total');
      held.set(owner, owned + 1);
      if (mustWait) {
        await new Promise<void>((start) => {
          const starters = turns.get(owner);
          if (starters) starters.push(start);
          else turns.set(owner, [start]);
          waiting += 1;
        });
      } else {
        begin(owner);
      }
      try {
        return await job();
      } finally {
        running -= 1;
        const left = (held.get(owner) ?? 1) - 1;
        if (left > 0) held.set(owner, left);
        else {
          held.delete(owner);
          lastStart.delete(owner);
        }
        startNext();
      }
    },
    load: () => ({ running, waiting }),
  };
}
