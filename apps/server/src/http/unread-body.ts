import type { onSendHookHandler } from 'fastify';

/**
 * For routes that answer before reading the whole body (an upload refused early): the rest of a body declared
 * no larger than `drainBytes` is read and dropped, so a client still sending (a browser mid-upload) gets the
 * answer and keeps its connection; a larger body, or one of undeclared length, is not waited for: the
 * connection closes after the answer.
 */
export function settleUnreadBody(drainBytes: number): onSendHookHandler {
  return (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.complete && !raw.readableEnded) {
      const declared = Number(raw.headers['content-length'] ?? Number.NaN);
      if (!(declared <= drainBytes)) reply.header('connection', 'close');
      // Whatever was reading the body (the multipart parser) has stopped: the rest is dropped as it comes.
      raw.unpipe();
      raw.resume();
    }
    done(null, payload);
  };
}
