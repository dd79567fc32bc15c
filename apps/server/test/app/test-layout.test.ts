import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_MOCKS } from '../support/test-projects';

/** The API tests are grouped as the source is (ARCHITECTURE.md, Tests): a new file finds its place by its module. */
const testRoot = path.resolve(import.meta.dirname, '..');
const sourceRoot = path.resolve(testRoot, '../src');
const GROUPS = ['modules', 'http', 'platform', 'app', 'support', 'cluster', 'production'];

const entries = (directory: string) => readdirSync(directory, { withFileTypes: true });

describe('the API tests’ layout', () => {
  it('keeps no test file at the top, only the groups', () => {
    const top = entries(testRoot);
    expect(top.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
    expect(top.map((entry) => entry.name).filter((name) => !GROUPS.includes(name))).toEqual([]);
  });

  it('names each module folder after a module of the source', () => {
    const modules = new Set(entries(path.join(sourceRoot, 'modules')).map((entry) => entry.name));
    const tested = entries(path.join(testRoot, 'modules')).map((entry) => entry.name);
    expect(tested.filter((name) => !modules.has(name))).toEqual([]);
  });

  it("runs every file that mocks a module in the 'api-mocks' project, whose files do not share modules", () => {
    const repositoryRoot = path.resolve(testRoot, '../../..');
    const mocking = readdirSync(testRoot, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts') && !name.startsWith('production') && !name.startsWith('cluster'))
      .filter((name) => /vi\.(?:do)?[mM]ock\(/.test(readFileSync(path.join(testRoot, name), 'utf8')))
      .map((name) => path.relative(repositoryRoot, path.join(testRoot, name)));
    expect(mocking.sort()).toEqual([...API_MOCKS].sort());
  });

  it('mocks only modules that exist: a mock of a path moved away would silently mock nothing', () => {
    const testFiles = readdirSync(testRoot, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.test.ts'),
    );
    const unresolved = testFiles.flatMap((name) => {
      const file = path.join(testRoot, name);
      const mocked = [...readFileSync(file, 'utf8').matchAll(/vi\.(?:do)?[mM]ock\('(\.[^']+)'/g)].map(
        (match) => match[1],
      );
      return mocked
        .filter((target) => !existsSync(`${path.resolve(path.dirname(file), target as string)}.ts`))
        .map((target) => `${name}: ${target}`);
    });
    expect(unresolved).toEqual([]);
  });
});
