import type * as Fastify from 'fastify';
import type { RouteOptions } from 'fastify';

/** Every route the Fastify instances of this test file registered, in order; a test may empty it. */
export const registered: { routes: RouteOptions[] } = { routes: [] };

/**
 * Fastify with an onRoute hook on every instance it creates, recording into `registered`. A test file
 * installs it with
 * `vi.mock('fastify', async (original) => (await import('./support/registered-routes')).recordingFastify(original))`,
 * so a route added later is seen without touching the test.
 */
export async function recordingFastify(importOriginal: <T>() => Promise<T>): Promise<typeof Fastify> {
  const actual = await importOriginal<typeof Fastify>();
  const withRouteHook = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      registered.routes.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteHook, fastify: withRouteHook };
}
