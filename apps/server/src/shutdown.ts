import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/**
 * Stops the server cleanly on SIGTERM (what systemd and container runtimes send) and SIGINT: no new
 * connections, in-flight requests answered, workers' claims given back (app.ts), the database closed, exit 0.
 * Whatever still runs after `timeoutMs` is cut short: the process exits 1 then. A second SIGINT (Ctrl+C
 * twice) exits at once.
 */
export function stopOnSignals(app: FastifyInstance, database: Database, timeoutMs: number): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      if (signal === 'SIGINT') process.exit(130);
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: finishing in-flight requests and jobs');
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took longer than SHUTDOWN_TIMEOUT_MS: exiting now');
      process.exit(1);
    }, timeoutMs).unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
