import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/glossary.md's rule for the web app, checked: the API's published spellings are read in the API layer only
 * (`api/`, `features/<area>/api/`), which turns answers into the glossary's names (api/document-wire.ts), and a
 * document's `DocName` in one place of it. Tests and their fixtures (`src/test/`) speak the API's spelling, as the
 * answers they stand in for do.
 */

/** Every source file of the web app but tests, by its path from `src/`. */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.slice(2), text]),
);

/** The identifiers and property names the API publishes that the glossary names otherwise. */
const PUBLISHED_NAMES = new Set([
  'DocName',
  'DocPath',
  'Id',
  'users',
  'coordinates',
  'coordId',
  'userId',
  'signerID',
  'documentID',
]);

/** The query parameter that names a document in published addresses; read by `components/use-document-id-param.ts`. */
const PUBLISHED_QUERY_PARAMETERS = ['templateId'];

const isApiLayer = (file: string) => file.split('/').includes('api');

interface Name {
  name: string;
  line: number;
  /** An identifier or property name, read or declared in code; else a string. */
  identifier: boolean;
}

/** Each identifier (property names included) and string of a file, with its line; comments are not looked at. */
function namesIn(file: string): Name[] {
  const source = ts.createSourceFile(file, SOURCES[file] ?? '', ts.ScriptTarget.Latest, true);
  const found: Name[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isStringLiteralLike(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ name: node.text, line, identifier: ts.isIdentifier(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the published spellings in the web app', () => {
  it('finds the sources it checks', () => {
    expect(Object.keys(SOURCES)).toContain('api/document-wire.ts');
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
  });

  it('are read in the API layer only', () => {
    const outside = Object.keys(SOURCES)
      .filter((file) => !isApiLayer(file))
      .flatMap((file) =>
        namesIn(file)
          .filter(
            ({ name }) =>
              PUBLISHED_NAMES.has(name) || PUBLISHED_QUERY_PARAMETERS.some((parameter) => name.includes(parameter)),
          )
          .map(({ name, line }) => `${file}:${line} ${name}`),
      );
    expect(outside).toEqual([]);
  });

  it('read a document’s DocName in one place', () => {
    const reads = Object.keys(SOURCES).flatMap((file) =>
      namesIn(file)
        .filter(({ name, identifier }) => identifier && name === 'DocName')
        .map(({ line }) => `${file}:${line}`),
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^api\/document-wire\.ts:/);
  });
});
