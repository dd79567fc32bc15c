import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { stopOnSignals } from './shutdown';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database });
  stopOnSignals(app, database, config.shutdownTimeoutMs);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `SignFlow is ready at ${config.appUrl} (database: ${database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
