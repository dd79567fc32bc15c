import http from 'node:http';
import https from 'node:https';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import {
  WEBHOOK_RESPONSE_KEPT_BYTES,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventBody,
} from '@signflow/contract/webhooks';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { enqueueMail } from '../../platform/mail-queue';
import type { SecretBox } from '../../platform/secret-box';
import { findAccountPerson } from '../profile/account-person';
import { type CheckedAddress, checkEndpointAddress, pinnedLookup, type Resolve } from './endpoint-address';
import { webhookDisabledMail } from './mail/webhook-disabled-mail';
import type { WebhookDeliveryRow, WebhookEndpointRow, WebhookEventRow } from './repo';
import { signatureHeader } from './signature';

/** How many deliveries one process sends at once. */
export const WEBHOOK_CONCURRENCY = 10;
/**
 * How many of one endpoint's deliveries one process sends at once: an endpoint that answers slowly (or not at all,
 * for WEBHOOK_TIMEOUT_MS) holds at most this many of the process's places, and every other endpoint's deliveries go
 * on beside it.
 */
export const WEBHOOK_PER_ENDPOINT = 3;
/**
 * How many of the soonest due deliveries each lease looks among, so a large backlog costs each lease the same. Every
 * freed place takes a lease, and on PGlite a lease holds the one connection every request waits for: a view of 1,000
 * cost 6–16 ms a lease, of 100 about 1–3 (bench/README.md, webhook-backlog.ts). The deliveries of other endpoints
 * beyond the view are seen by looking again once the endpoint filling it is at its bound (deliverDueWebhooks).
 */
const LEASE_LOOKAHEAD = 100;
/** A leased delivery is hidden from other processes for its timeout and this much more. */
const LEASE_MARGIN_SECONDS = 60;
/** How much of an answer's body is read at most (the log keeps the first 1 KB); the rest is not waited for. */
const RESPONSE_READ_LIMIT = 64 * 1024;

export interface WebhookWork {
  db: Db;
  config: WebhookConfig;
  appUrl: string;
  secrets: SecretBox;
  logger: FastifyBaseLogger;
  /** How host names are looked up; the system's resolver unless a test says otherwise. */
  resolve?: Resolve;
}

export const webhookLeaseSeconds = (config: WebhookConfig) => Math.ceil(config.timeoutMs / 1000) + LEASE_MARGIN_SECONDS;

interface Leased {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
  event: WebhookEventRow;
}

/**
 * Takes up to `places` due deliveries for this process alone, the soonest first, at most WEBHOOK_PER_ENDPOINT of
 * an endpoint counting those of it this process is sending (`sending`, per endpoint id); an endpoint at that bound
 * is left out before the LEASE_LOOKAHEAD soonest are picked, so once at its bound a long backlog of one endpoint
 * cannot fill the view and hide everyone else's. SKIP LOCKED lets several processes share the queue, the conditions
 * checked again on the row locked keep one leased meanwhile by another process from being taken twice, and the lease
 * (a later next_attempt_at) keeps a delivery from being sent twice while it is in flight.
 */
async function leaseDueDeliveries(
  work: WebhookWork,
  places: number,
  sending: ReadonlyMap<string, number>,
): Promise<Leased[]> {
  const leaseSeconds = webhookLeaseSeconds(work.config);
  // As array literals ('{…}'), one parameter each on either driver: the ids are uuids read from the database.
  const arrayOf = (values: Iterable<string | number>) => `{${[...values].join(',')}}`;
  const full = [...sending].filter(([, count]) => count >= WEBHOOK_PER_ENDPOINT).map(([id]) => id);
  const due = sql`status = 'pending' and next_attempt_at <= now()`;
  const leased = await work.db.transaction(async (tx) => {
    const chosen = (await tx.execute(sql`
      select id from ${webhookDeliveries}
      where ${due} and id in (
        select due.id from (
          select id, endpoint_id, next_attempt_at,
            row_number() over (partition by endpoint_id order by next_attempt_at, id) as place
          from (
            select id, endpoint_id, next_attempt_at from ${webhookDeliveries}
            where ${due} and endpoint_id <> all(${arrayOf(full)}::uuid[])
            order by next_attempt_at limit ${LEASE_LOOKAHEAD}
          ) soonest
        ) due
        left join unnest(${arrayOf(sending.keys())}::uuid[], ${arrayOf(sending.values())}::int[])
          as busy(endpoint_id, sending) on busy.endpoint_id = due.endpoint_id
        where due.place + coalesce(busy.sending, 0) <= ${WEBHOOK_PER_ENDPOINT}
        order by due.next_attempt_at, due.id
        limit ${places}
      )
      for update skip locked`)) as { rows: { id: string }[] };
    if (chosen.rows.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`, leasedAt: sql`now()` })
      .where(
        inArray(
          webhookDeliveries.id,
          chosen.rows.map((each) => each.id),
        ),
      )
      .returning();
  });
  if (leased.length === 0) return [];
  const rows = await work.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      inArray(
        webhookDeliveries.id,
        leased.map((each) => each.id),
      ),
    );
  return rows;
}

/**
 * Sends what is due until nothing is, WEBHOOK_CONCURRENCY at a time: each place freed by an answer (or every
 * WEBHOOK_POLL_MS, for deliveries that fell due meanwhile) is filled with the next due delivery, so a slow endpoint
 * holds only its own places, not a whole batch. Stops taking new ones once `stopping()`; closing the app waits for
 * those in flight, each at most WEBHOOK_TIMEOUT_MS. Answers how many deliveries were attempted.
 */
export async function deliverDueWebhooks(work: WebhookWork, stopping: () => boolean = () => false): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  const sending = new Map<string, number>();
  let attempted = 0;
  // A delivery that ends frees its place: the loop goes on at once to fill it, even when it ended during a lease.
  let freed = false;
  const noteFreed = () => {
    freed = true;
  };
  let placeFreed = noteFreed;
  // A lease sees only the LEASE_LOOKAHEAD soonest due deliveries of the endpoints below their bound: when one endpoint's
  // backlog fills that view, the others' are out of sight until it reaches its bound. So a lease that took an endpoint
  // to its bound with places left is followed at once by another, which leaves that endpoint out; once such a look
  // finds nothing, the next waits a poll interval, so a long backlog of one endpoint does not cost two leases a delivery.
  let lookingBeyond = false;
  let nextLookBeyondAt = 0;
  try {
    for (;;) {
      const places = WEBHOOK_CONCURRENCY - inFlight.size;
      const leased = places > 0 && !stopping() ? await leaseDueDeliveries(work, places, sending) : [];
      for (const each of leased) {
        const endpointId = each.endpoint.id;
        sending.set(endpointId, (sending.get(endpointId) ?? 0) + 1);
        const delivery: Promise<void> = deliverOne(work, each).finally(() => {
          inFlight.delete(delivery);
          const left = (sending.get(endpointId) ?? 1) - 1;
          if (left > 0) sending.set(endpointId, left);
          else sending.delete(endpointId);
          placeFreed();
        });
        inFlight.add(delivery);
      }
      attempted += leased.length;
      if (inFlight.size === 0) return attempted;
      if (lookingBeyond && leased.length === 0) nextLookBeyondAt = performance.now() + work.config.pollMs;
      lookingBeyond =
        inFlight.size < WEBHOOK_CONCURRENCY &&
        performance.now() >= nextLookBeyondAt &&
        leased.some((each) => (sending.get(each.endpoint.id) ?? 0) >= WEBHOOK_PER_ENDPOINT);
      if (!freed && !lookingBeyond) {
        let tick: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          placeFreed = resolve;
          tick = setTimeout(resolve, work.config.pollMs);
        });
        clearTimeout(tick);
      }
      freed = false;
      placeFreed = noteFreed;
    }
  } finally {
    await Promise.all(inFlight);
  }
}

/** The body an event is sent as. A sealed file's download URL is made absolute here, from APP_URL. */
export function eventBody(event: WebhookEventRow, appUrl: string): string {
  const data = { ...event.data };
  const sealed = data.sealedFile as { sha256: string | null; downloadUrl: string } | undefined;
  if (sealed) data.sealedFile = { ...sealed, downloadUrl: absoluteLink(appUrl, sealed.downloadUrl) };
  const body: WebhookEventBody = {
    id: event.id,
    type: event.type as WebhookEventBody['type'],
    createdAt: event.createdAt.toISOString(),
    data,
  };
  return JSON.stringify(body);
}

/** The secrets that sign now: the endpoint's, and for 24 hours after a roll the one before it. */
function signingSecrets(work: WebhookWork, endpoint: WebhookEndpointRow, now: Date): string[] {
  const current = work.secrets.open(endpoint.secretSealed, endpoint.id);
  if (current === null) throw new Error('the endpoint secret cannot be opened with this app secret');
  const previous =
    endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
      ? work.secrets.open(endpoint.previousSecretSealed, endpoint.id)
      : null;
  return previous ? [current, previous] : [current];
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
}

async function deliverOne(work: WebhookWork, { delivery, endpoint, event }: Leased): Promise<void> {
  let outcome: AttemptOutcome;
  if (!endpoint.enabled) {
    outcome = { ok: false, statusCode: null, durationMs: 0, response: null, error: API_MESSAGES.webhookEndpointOff };
  } else {
    try {
      outcome = await attempt(work, endpoint, event);
    } catch (error) {
      outcome = { ok: false, statusCode: null, durationMs: 0, response: null, error: messageOf(error) };
    }
  }
  try {
    await recordAttempt(work, { delivery, endpoint }, outcome);
  } catch (error) {
    work.logger.error({ err: error, webhookDeliveryId: delivery.id }, 'recording a webhook delivery failed');
  }
}

/** Text as a text column keeps it: PostgreSQL refuses a NUL character, and the attempt would go unrecorded. */
const storable = (text: string) => text.replaceAll('\u0000', '');

const messageOf = (error: unknown) => storable(String(error instanceof Error ? error.message : error)).slice(0, 500);

/** One POST of the event to the endpoint, to the address checked, no redirect followed, within the timeout. */
async function attempt(
  work: WebhookWork,
  endpoint: WebhookEndpointRow,
  event: WebhookEventRow,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const noAnswer = fillTemplate(API_MESSAGES.webhookNoAnswer, { ms: work.config.timeoutMs });
  // The host name's lookup counts toward the timeout too: a resolver that never answers must not hold the delivery
  // past its lease, when another process would take it and send it as well.
  let lookupTimer: NodeJS.Timeout | undefined;
  const checked = await Promise.race<CheckedAddress>([
    checkEndpointAddress(endpoint.url, { allowPrivate: work.config.allowPrivate, resolve: work.resolve }),
    new Promise((resolve) => {
      lookupTimer = setTimeout(() => resolve({ ok: false, message: noAnswer }), work.config.timeoutMs);
    }),
  ]).finally(() => clearTimeout(lookupTimer));
  if (!checked.ok)
    return { ok: false, statusCode: null, durationMs: elapsed(), response: null, error: checked.message };
  const body = eventBody(event, work.appUrl);
  const now = new Date();
  const signature = signatureHeader(body, signingSecrets(work, endpoint, now), Math.floor(now.getTime() / 1000));
  const client = checked.url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(checked.url, {
      method: 'POST',
      agent: false,
      lookup: pinnedLookup(checked.address, checked.family) as never,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'SignFlow-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signature,
        'SignFlow-Event-Id': event.id,
        'SignFlow-Event-Type': event.type,
      },
    });
    const timer = setTimeout(
      () => finish({ ok: false, statusCode: null, response: null, error: noAnswer }),
      Math.max(0, work.config.timeoutMs - elapsed()),
    );
    request.on('error', (error) => finish({ ok: false, statusCode: null, response: null, error: messageOf(error) }));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = storable(Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString('utf8'));
        const ok = statusCode >= 200 && statusCode < 300;
        const error = ok
          ? null
          : statusCode >= 300 && statusCode < 400
            ? `Answered ${statusCode} (a redirect, not followed)`
            : `Answered ${statusCode}`;
        finish({ ok, statusCode, response: text, error });
      };
      response.on('data', (chunk: Buffer) => {
        if (read < WEBHOOK_RESPONSE_KEPT_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read >= RESPONSE_READ_LIMIT) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

/**
 * Records an attempt: a success clears the endpoint's failing; a failure (in one transaction) waits its back-off
 * (WEBHOOK_RETRY_SCHEDULE_SECONDS) or, past the last, is given up; an endpoint whose every delivery failed for
 * WEBHOOK_DISABLE_AFTER_HOURS is turned off, once, and its owner mailed.
 */
async function recordAttempt(
  work: WebhookWork,
  { delivery, endpoint }: { delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow },
  outcome: AttemptOutcome,
): Promise<void> {
  const attempts = delivery.attempts + 1;
  const schedule = work.config.retryScheduleSeconds;
  const wait = schedule[attempts - 1];
  const gaveUp = !outcome.ok && (wait === undefined || !endpoint.enabled);
  const seen = {
    attempts,
    lastAttemptAt: sql`now()`,
    statusCode: outcome.statusCode,
    durationMs: outcome.durationMs,
    response: outcome.response,
    error: outcome.error,
    leasedAt: null,
  };
  if (outcome.ok) {
    // Two statements, no transaction: clearing the endpoint's failing is the same done once or twice, and is no
    // write at all (nor a wait on the endpoint's row, which its other deliveries in flight also finish on) when it
    // was not failing.
    await work.db
      .update(webhookDeliveries)
      .set({ ...seen, status: 'delivered', deliveredAt: sql`now()`, nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, delivery.id));
    await work.db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNotNull(webhookEndpoints.failingSince)));
  } else {
    await work.db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          ...seen,
          status: gaveUp ? 'failed' : 'pending',
          nextAttemptAt: gaveUp ? sql`now()` : sql`now() + make_interval(secs => ${wait ?? 0})`,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (endpoint.enabled) await noteFailure(tx, work, endpoint);
    });
  }
  work.logger.info(
    {
      webhookDeliveryId: delivery.id,
      endpointId: endpoint.id,
      attempt: attempts,
      statusCode: outcome.statusCode,
      ok: outcome.ok,
    },
    outcome.ok ? 'webhook delivered' : 'webhook delivery failed',
  );
}

async function noteFailure(tx: DbOrTx, work: WebhookWork, endpoint: WebhookEndpointRow): Promise<void> {
  const [failing] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ failingSince: webhookEndpoints.failingSince });
  if (!failing?.failingSince) return;
  const disableAfterSeconds = work.config.disableAfterHours * 3600;
  // The update is the claim: of several processes failing deliveries at once, one turns it off and mails.
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledForFailuresAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, endpoint.id),
        eq(webhookEndpoints.enabled, true),
        isNotNull(webhookEndpoints.failingSince),
        lte(webhookEndpoints.failingSince, sql`now() - make_interval(secs => ${disableAfterSeconds})`),
      ),
    )
    .returning();
  if (!disabled) return;
  const owner = await findAccountPerson(tx, disabled.accountId);
  await enqueueMail(
    tx,
    webhookDisabledMail({
      to: owner.email,
      language: owner.language,
      url: disabled.url,
      hours: work.config.disableAfterHours,
      timeoutSeconds: work.config.timeoutMs / 1000,
      link: absoluteLink(work.appUrl, WEB_ROUTES.integrations),
    }),
  );
  // The deliveries still waiting for it are given up: it is sent nothing more until its owner turns it on.
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', error: API_MESSAGES.webhookTurnedOffForFailing, leasedAt: null })
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Makes due at once every delivery a worker still holds, for a start on PGlite (no other process can be sending):
 * a lease there was left by a process that ended. Answers how many.
 */
export async function releaseWebhookLeasesOfEndedProcesses(db: DbOrTx): Promise<number> {
  const released = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()`, leasedAt: null })
    .where(and(eq(webhookDeliveries.status, 'pending'), isNotNull(webhookDeliveries.leasedAt)))
    .returning({ id: webhookDeliveries.id });
  return released.length;
}

/** How long an event and its deliveries are kept once none of its deliveries waits any more. */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * Forgets events older than WEBHOOK_LOG_DAYS (their deliveries go with them) that have no delivery still waiting:
 * the logs keep a month. Run by housekeeping; any number of processes may run it at once. Answers how many.
 */
export async function forgetOldWebhookEvents(db: DbOrTx): Promise<number> {
  const forgotten = await db
    .delete(webhookEvents)
    .where(
      and(
        lte(webhookEvents.createdAt, sql`now() - make_interval(days => ${WEBHOOK_LOG_DAYS})`),
        sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${webhookEvents.id} and ${webhookDeliveries.status} = 'pending')`,
      ),
    )
    .returning({ id: webhookEvents.id });
  return forgotten.length;
}
