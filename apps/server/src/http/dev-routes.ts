import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from './app-error';
import { isLoopbackPeer } from './request-origin';

/** The body of the end-to-end tests' time-travel routes: whose clock moves, and how many days back. */
export const timeTravelBody = z.object({
  email: z.string().trim().min(3).max(320),
  days: z.coerce.number().int().min(-3650).max(3650),
});

/**
 * onRequest hook of the dev routes (/dev/mail, the end-to-end tests' time travel): 'not found', before anything else is
 * read, unless the connection's peer is this machine and the request carries no X-Forwarded-For or Forwarded, the
 * headers a proxy adds (behind a proxy on the same host every client would be loopback).
 */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!isLoopbackPeer(request) || forwarded) throw notFound();
}
