import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema } from './config';

/** The README's Configuration table: each row's setting names and the text of its default column. */
function documentedSettings(): { names: string[]; defaults: string }[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', defaults = ''] = line.slice(2).split(' | ');
      return { names: [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''), defaults };
    });
}

/** A setting's default as the server applies it when the variable is unset; undefined when it has none. */
function defaultOf(name: string): unknown {
  const setting = environmentSchema.shape[name as keyof typeof environmentSchema.shape];
  const applied = setting.safeParse(undefined).data;
  // An empty default (a blank string, no list) is the setting left unset, which the README says in words.
  return applied === undefined || String(applied) === '' ? undefined : applied;
}

describe("the README's Configuration table", () => {
  const rows = documentedSettings();

  it('names every setting the server reads', () => {
    const documented = new Set(rows.flatMap((row) => row.names));
    expect(Object.keys(environmentSchema.shape).filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !(name in environmentSchema.shape))).toEqual([]);
  });

  it('gives each setting the default the server applies', () => {
    const checked: string[] = [];
    for (const row of rows) {
      // `A` / `B` with `a` / `b`: one default each, in order. (`A`, `B` is a pair set together, with no default.)
      const defaults = row.defaults.split(' / ');
      row.names.forEach((name, index) => {
        const applied = defaultOf(name);
        if (applied === undefined) return;
        const written = /^`([^`]*)`/.exec(defaults[index] ?? '')?.[1];
        expect.soft(written, `${name}'s default in the README`).toBe(String(applied));
        checked.push(name);
      });
    }
    // Most settings have a default: the check did not pass for want of any.
    expect(checked.length).toBeGreaterThan(40);
  });
});
