import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB_ENGINE } from '../support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe.skipIf(TEST_DB_ENGINE !== 'postgres')('the PostgreSQL connections', () => {
  it('run without JIT compilation, which cost a large account hundreds of ms per request', async () => {
    const result = (await database.database.db.execute(sql`select current_setting('jit') as jit`)) as {
      rows: { jit: string }[];
    };
    expect(result.rows[0]?.jit).toBe('off');
  });
});
