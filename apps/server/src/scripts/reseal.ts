import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { pgliteInUse } from '../db/pglite-in-use';
import { resealForOperator } from '../modules/sealing/reseal-service';

/**
 * `npm run reseal -- <documentId>`: seals a completed document again after its sealing failed, on the database
 * the app is configured with (the same environment as `npm start`). The app's sealing pass does the sealing.
 * The embedded database (PGlite) takes one process at a time: while the app has it open, this refuses to run
 * (stop the app first, or use Retry sealing in Archives instead).
 */
async function main(): Promise<number> {
  const [documentId, ...rest] = process.argv.slice(2);
  if (!documentId || rest.length > 0) {
    console.error('Usage: npm run reseal -- <documentId>');
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl && pgliteInUse(config.dataDir)) {
    console.error(
      `The embedded database in ${config.dataDir} is open in another process, the app most likely: stop the app and run this again, or press Retry sealing in Archives. (After a crash, start and stop the app once.)`,
    );
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const outcome = await resealForOperator(database.db, documentId);
    (outcome.restarted ? console.log : console.error)(outcome.message);
    return outcome.restarted ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
