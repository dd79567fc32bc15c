import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/glossary.md's rule for the server, checked: the API's published spellings are written only by the wire
 * mappings (`documents/wire.ts`, `signing/signer-wire.ts`), which the routes answer through and which read a
 * request's body into the glossary's names; services and use cases never spell them. Route descriptions (strings)
 * may name them, as the API document does.
 */

const MODULES = import.meta.dirname;
const WIRE_MAPPINGS = ['documents/wire.ts', 'signing/signer-wire.ts'];

/** The published names of documents, signers and fields that the glossary names otherwise. */
const PUBLISHED_NAMES = new Set([
  'DocName',
  'DocPath',
  'Id',
  'users',
  'coordinates',
  'userId',
  'signerID',
  'documentID',
]);

/** Facebook's own `user_id`, read into a variable of that name: not a field's signer. */
const ELSEWHERE = new Set(['auth/facebook-graph.ts']);

const sources = (readdirSync(MODULES, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.split(path.sep).join('/'));

/** Each identifier of a file (property names and object keys included), with its line. */
function identifiersIn(file: string): { name: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(MODULES, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      found.push({ name: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the published spellings on the server', () => {
  it('finds the wire mappings, which spell them', () => {
    for (const mapping of WIRE_MAPPINGS) {
      expect(sources).toContain(mapping);
      expect(identifiersIn(mapping).some(({ name }) => PUBLISHED_NAMES.has(name))).toBe(true);
    }
  });

  it('are written by the wire mappings only', () => {
    const outside = sources
      .filter((file) => !WIRE_MAPPINGS.includes(file) && !ELSEWHERE.has(file))
      .flatMap((file) =>
        identifiersIn(file)
          .filter(({ name }) => PUBLISHED_NAMES.has(name))
          .map(({ name, line }) => `${file}:${line} ${name}`),
      );
    expect(outside).toEqual([]);
  });
});
