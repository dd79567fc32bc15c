import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { type BackgroundJob, backgroundJobs, type JobDependencies, startBackgroundJobs } from './jobs';

/** The jobs are declared, not run: nothing here reaches a database, a mailer or a file store. */
function declaredJobs(environment: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...environment });
  return backgroundJobs({ config, logger: quietLogger() } as unknown as JobDependencies);
}

function quietLogger(lines: string[] = []) {
  return { error: (_details: object, message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
}

const job = (overrides: Partial<BackgroundJob>): BackgroundJob => ({
  name: 'housekeeping',
  everyMs: 60_000,
  lease: 'none',
  retry: 'the next pass',
  onStop: 'finish',
  pass: async () => {},
  ...overrides,
});

describe('the background jobs', () => {
  it('are each declared once, with an interval, a lease and a retry rule', () => {
    const jobs = declaredJobs();
    expect(jobs.map((each) => each.name).sort()).toEqual(
      [
        'bulk sends',
        'housekeeping',
        'mail worker',
        'plan reminders',
        'reminders',
        'sealing',
        'storage check',
        'storage sweep',
        'webhooks',
      ].sort(),
    );
    for (const each of jobs) {
      expect(each.everyMs, each.name).toBeGreaterThan(0);
      expect(each.lease, each.name).not.toBe('');
      expect(each.retry, each.name).not.toBe('');
    }
  });

  it('take their intervals, lease and retry from the settings', () => {
    const jobs = declaredJobs({
      MAIL_POLL_MS: '1234',
      SEAL_POLL_MS: '2345',
      REMINDER_POLL_MS: '3456',
      SEAL_LEASE_SECONDS: '77',
      SEAL_RETRY_BASE_MS: '999',
      WEBHOOK_POLL_MS: '4567',
      WEBHOOK_RETRY_SCHEDULE_SECONDS: '5,50',
    });
    const named = (name: string) => jobs.find((each) => each.name === name);
    expect(named('mail worker')?.everyMs).toBe(1234);
    expect(named('sealing')?.everyMs).toBe(2345);
    expect(named('reminders')?.everyMs).toBe(3456);
    expect(named('sealing')?.lease).toContain('77 s');
    expect(named('webhooks')?.everyMs).toBe(4567);
    expect(named('webhooks')?.retry).toContain('5, 50 s');
    expect(named('sealing')?.retry).toContain('999 ms');
  });
});

describe('startBackgroundJobs', () => {
  it('wakes a polling job by its name, and closing waits for its pass in flight', async () => {
    let finishPass = () => {};
    let passes = 0;
    const jobs = startBackgroundJobs(
      [
        job({
          name: 'sealing',
          pass: () => {
            passes += 1;
            return new Promise<void>((resolve) => {
              finishPass = resolve;
            });
          },
        }),
      ],
      quietLogger(),
    );
    jobs.wake('sealing');
    expect(passes).toBe(1);
    let stopped = false;
    const stopping = Promise.all(jobs.running.map((each) => each.stop())).then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finishPass();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("does not wait for a timer's round, and runs only the start-up passes at start, logging a failure", async () => {
    const lines: string[] = [];
    const ran: string[] = [];
    const jobs = startBackgroundJobs(
      [
        job({ name: 'storage sweep', onStop: 'leave', pass: async () => ran.push('sweep') }),
        job({
          name: 'storage check',
          onStop: 'leave',
          atStart: true,
          pass: async () => {
            ran.push('check');
            throw new Error('the bucket is away');
          },
        }),
      ],
      quietLogger(lines),
    );
    await jobs.runAtStart();
    expect(ran).toEqual(['check']);
    expect(lines).toEqual(['storage check: the start-up pass failed']);
    await Promise.all(jobs.running.map((each) => each.stop()));
  });
});
