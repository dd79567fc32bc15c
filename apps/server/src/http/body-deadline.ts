import type { IncomingMessage } from 'node:http';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface BodyDeadline {
  /** The time every body has to arrive. */
  timeoutMs: number;
  /** Past that time, a body may go on arriving while it has averaged at least this many bytes a second. */
  minBytesPerSecond: number;
}

/** The shortest wait between two looks at a body that is keeping up: a body far behind is cut within it. */
const RECHECK_MS = 100;

/** Does the request say a body follows its head (HTTP/1.1: a length other than 0, or chunks)? */
function carriesBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Every request body must arrive within `timeoutMs`, or, past that, keep arriving at `minBytesPerSecond` on average:
 * a body has `timeoutMs` plus one second for every `minBytesPerSecond` bytes received. A sign-in's body has its
 * 30 seconds; a 50 MB upload from a slow link has as long as it keeps coming; a client sending a byte now and then is
 * answered 408 and its connection closed when its time is up, whichever route it asked (README, Security,
 * "Connections and bodies"). An average alone would be credit: a client that sent 50 MB fast could then send
 * nothing for most of an hour. So each `timeoutMs` of the client's time must also bring at least half of what the
 * minimum rate asks of it.
 *
 * Only the client's delay counts: the time starts when the server starts reading the body (a request may wait
 * before that, on a busy database), and stops while the server pauses its reading (its reader is behind, as when
 * writing an upload to disk).
 */
export function enforceBodyDeadline(app: FastifyInstance, deadline: BodyDeadline): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (carriesBody(request.raw)) request.raw.once('resume', () => watchBody(request, reply, deadline));
    done();
  });
}

function watchBody(request: FastifyRequest, reply: FastifyReply, deadline: BodyDeadline): void {
  const { raw } = request;
  const startedAt = performance.now();
  let received = 0;
  let pausedMs = 0;
  let pausedAt: number | null = null;
  const count = (chunk: Buffer | string) => {
    received += chunk.length;
  };
  const paused = () => {
    pausedAt ??= performance.now();
  };
  const resumed = () => {
    if (pausedAt !== null) pausedMs += performance.now() - pausedAt;
    pausedAt = null;
  };
  /** The time the client has had to send: the server's pauses in reading left out. */
  const clientTimeMs = () => {
    const now = performance.now();
    return now - startedAt - pausedMs - (pausedAt === null ? 0 : now - pausedAt);
  };
  /** What each window of `timeoutMs` must bring: half the minimum rate over it. */
  const windowBytes = (deadline.minBytesPerSecond * deadline.timeoutMs) / 1000 / 2;
  let window = { startMs: 0, received: 0 };
  /** Whether the window that ended kept up; a new one starts from here. */
  const windowKeptUp = (elapsedMs: number) => {
    const keptUp = received - window.received >= windowBytes;
    window = { startMs: elapsedMs, received };
    return keptUp;
  };
  let timer: NodeJS.Timeout;
  const look = () => {
    if (raw.complete || raw.destroyed) return;
    const elapsedMs = clientTimeMs();
    const allowedMs = deadline.timeoutMs + (received / deadline.minBytesPerSecond) * 1000;
    const windowEnded = elapsedMs - window.startMs >= deadline.timeoutMs;
    if (elapsedMs < allowedMs && (!windowEnded || windowKeptUp(elapsedMs))) {
      const nextLookMs = Math.min(allowedMs, window.startMs + deadline.timeoutMs) - elapsedMs;
      timer = setTimeout(look, Math.max(nextLookMs, RECHECK_MS)).unref();
      return;
    }
    stop();
    request.log.info({ received, elapsedMs: Math.round(elapsedMs) }, 'request body timed out');
    endLateBody(request, reply);
  };
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', count);
    raw.off('pause', paused);
    raw.off('resume', resumed);
  };
  // Added while the body flows, so counting neither starts nor holds its reading.
  raw.on('data', count);
  raw.on('pause', paused);
  raw.on('resume', resumed);
  raw.once('end', stop);
  raw.once('close', stop);
  timer = setTimeout(look, deadline.timeoutMs).unref();
}

/**
 * Answers 408 and closes the connection. While something reads the body (the JSON parser, an upload), the body
 * fails with the 408 there, so its reader stops, drops what it kept (an upload's temporary file) and the one usual
 * error path answers. A body whose request was already answered only has its connection closed.
 */
function endLateBody(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.sent || reply.raw.headersSent) {
    // Destroying a request that has not arrived whole closes its connection.
    request.raw.destroy();
    return;
  }
  // The rest of the body may still be on its way: nothing more is read from this connection.
  reply.header('connection', 'close');
  const timedOut = new AppError(408, API_MESSAGES.requestTimedOut);
  // Emitting rather than destroying the request: destroying it would close the connection before the answer.
  if (request.raw.listenerCount('error') > 0) request.raw.emit('error', timedOut);
  else reply.send(timedOut);
}
