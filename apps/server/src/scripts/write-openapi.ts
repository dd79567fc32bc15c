import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { OPENAPI_FILE, openApiText } from '../http/api-docs';

/**
 * `npm run docs:api`: writes docs/openapi.json from the routes as the app registers them, on a throwaway
 * in-memory database and without listening. Run it after adding or changing a route.
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-openapi-'));
  const database = openPglite({ client: new PGlite() });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'openapi-generation-only-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { database });
    await app.ready();
    writeFileSync(OPENAPI_FILE, openApiText(app));
    await app.close();
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
