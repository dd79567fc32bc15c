import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { throttleCounters } from '../db/schema';

/**
 * Rate-limit counters kept in the database (throttle_counters), so a limit holds across every app process
 * sharing it. Each count is one atomic upsert: a counter whose window has passed starts again at 1.
 */

/** A counter's key for an e-mail address, which is kept only as its SHA-256: the table names nobody. */
export function emailCounterKey(kind: string, email: string): string {
  return `${kind}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

interface CounterRow extends Record<string, unknown> {
  hits: number;
  ttl_ms: number;
}

async function rowsOf<Row extends Record<string, unknown>>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** Counts one hit on `key` in a fixed window of `windowMs`; answers the hits so far and the ms left in the window. */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await rowsOf<CounterRow>(
    db.execute(sql`
      insert into throttle_counters as c (key, hits, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning c.hits, (extract(epoch from (c.reset_at - now())) * 1000)::float8 as ttl_ms`),
  );
  if (!row) throw new Error('throttle counter upsert returned nothing');
  return { hits: Number(row.hits), ttlMs: Math.max(0, Math.ceil(Number(row.ttl_ms))) };
}

/** Forgets counters whose window has passed (they would start again at 1 anyway). */
export async function sweepExpiredCounters(db: DbOrTx): Promise<void> {
  await db.delete(throttleCounters).where(lte(throttleCounters.resetAt, sql`now()`));
}

/**
 * A @fastify/rate-limit store over `countHit`. Each rate-limited route gets a child with its own key prefix
 * (method and path), as the plugin's own stores do, so one route's hits never count against another.
 */
export function throttleStoreFor(db: DbOrTx): FastifyRateLimitStoreCtor {
  class DatabaseThrottleStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = 'rate:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method ?? '');
      return new DatabaseThrottleStore(routeOptions, `rate:${method} ${String(route.url ?? '')}:`);
    }
  }
  return DatabaseThrottleStore;
}
