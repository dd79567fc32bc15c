import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { pgliteInUse } from './pglite-in-use';

describe('pgliteInUse', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-pglite-'));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is true while a process has the embedded database open, false before and after', async () => {
    expect(pgliteInUse(dataDir)).toBe(false);
    const database = openPglite({ dataDir });
    await database.db.execute('select 1');
    expect(pgliteInUse(dataDir)).toBe(true);
    await database.close();
    expect(pgliteInUse(dataDir)).toBe(false);
  }, 60_000);
});
