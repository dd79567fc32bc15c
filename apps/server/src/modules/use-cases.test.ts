import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md's rule for use cases, checked: a use-case file (`signing/invite-signers.ts`) exports one function,
 * the use case, named for the file (`inviteSigners`), taking one options object. A file is taken for a use case's
 * when it exports the function its name spells, unless it is a module's routes (`senderRoutes`), a mail
 * (`mail/invitation-mail.ts`) or a step that runs in its caller's transaction, taking it first as a `DbOrTx`
 * (`endSigning(tx, documentId)`, `recordEvent(db, event)`). A use case a route calls from a file of several
 * (`auth/two-factor.ts`) is held to the one options object too: a function a route calls that takes the database or
 * its dependencies first (`Db`, `…Deps`, `…Context`), its module's service, repo and wire aside.
 */

const MODULES = import.meta.dirname;

/** The use cases ARCHITECTURE.md names: found here, so the search below cannot quietly find none. */
const NAMED_IN_ARCHITECTURE = [
  'auth/change-password.ts',
  'billing/receive-payment-callback.ts',
  'documents/apply-field-changes.ts',
  'documents/change-field.ts',
  'sealing/seal-document.ts',
  'signing/cancel-signing.ts',
  'signing/correct-signer.ts',
  'signing/invite-signers.ts',
  'signing/prepare-again.ts',
  'templates/make-document.ts',
];

interface ExportedFunction {
  name: string;
  parameters: readonly ts.ParameterDeclaration[];
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The functions a file exports: declared with `function`, or as a `const` holding an arrow or function. */
function exportedFunctions(file: string): ExportedFunction[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const functions: ExportedFunction[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.push({ name: statement.name.text, parameters: statement.parameters });
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          value &&
          (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
        ) {
          functions.push({ name: declaration.name.text, parameters: value.parameters });
        }
      }
    }
  }
  return functions;
}

/** `invite-signers.ts` → `inviteSigners`. */
const functionNameOf = (file: string) =>
  path.basename(file, '.ts').replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const takesTransactionFirst = (fn: ExportedFunction) => fn.parameters[0]?.type?.getText() === 'DbOrTx';
/** The database (`db: Db`, never `DbOrTx`), or a module's dependencies (`deps: TwoFactorDeps`, `SealingContext`). */
const takesDependenciesFirst = (fn: ExportedFunction) =>
  /^(Pick<)?(Db|\w*Deps|\w*Context)\b/.test(fn.parameters[0]?.type?.getText() ?? '');
const isRoutes = (file: string) => /(^|[-/])routes\.ts$/.test(file);
const isRoutesOrMail = (file: string) => isRoutes(file) || file.split(path.sep).includes('mail');
/** Services, repos and the wire mappings: ARCHITECTURE.md asks no options object of their functions. */
const isServiceRepoOrWire = (file: string) => /(^|[-/])(service|repo|wire)\.ts$/.test(file);

/** Every module file that exports the function its name spells: its routes, mails and steps aside. */
function useCaseFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !isRoutesOrMail(file))
    .filter((file) => {
      const named = exportedFunctions(path.join(MODULES, file)).find((fn) => fn.name === functionNameOf(file));
      return named !== undefined && !takesTransactionFirst(named);
    })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** One parameter, an object: a type literal, a named options type or both joined (never a string, number or such). */
function isOneOptionsObject(parameters: readonly ts.ParameterDeclaration[]): boolean {
  if (parameters.length !== 1) return false;
  const [options] = parameters;
  const type = options?.type;
  const isObjectType = (node: ts.TypeNode): boolean =>
    ts.isTypeLiteralNode(node) ||
    ts.isTypeReferenceNode(node) ||
    (ts.isIntersectionTypeNode(node) && node.types.every(isObjectType));
  return type !== undefined && isObjectType(type);
}

interface CalledByRoutes {
  /** `auth/two-factor.ts: enableTwoFactor` */
  name: string;
  fn: ExportedFunction;
}

/** The functions a module's routes import from the modules' files, services, repos and wire aside. */
function calledByRoutes(): CalledByRoutes[] {
  const called = new Map<string, CalledByRoutes>();
  for (const routesFile of readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter(isRoutes)) {
    const absolute = path.join(MODULES, routesFile);
    const source = ts.createSourceFile(absolute, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      const bindings = statement.importClause?.namedBindings;
      if (!specifier.startsWith('.') || statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings))
        continue;
      const file = path.relative(MODULES, path.resolve(path.dirname(absolute), `${specifier}.ts`));
      if (file.startsWith('..') || isServiceRepoOrWire(file)) continue;
      const exported = exportedFunctions(path.join(MODULES, file));
      for (const element of bindings.elements) {
        const fn = exported.find((each) => each.name === (element.propertyName ?? element.name).text);
        const name = `${file.split(path.sep).join('/')}: ${fn?.name}`;
        if (fn && !element.isTypeOnly) called.set(name, { name, fn });
      }
    }
  }
  return [...called.values()].sort((a, b) => a.name.localeCompare(b.name));
}

describe('use-case files (ARCHITECTURE.md, apps/server)', () => {
  const files = useCaseFiles();

  it('are found, the ones ARCHITECTURE.md names among them', () => {
    expect(files).toEqual(expect.arrayContaining(NAMED_IN_ARCHITECTURE));
  });

  it('each export one function, the use case named for the file, taking one options object', () => {
    const breaking = files.flatMap((file) => {
      const functions = exportedFunctions(path.join(MODULES, file));
      const problems: string[] = [];
      if (functions.length !== 1) {
        problems.push(`${file} exports ${functions.length} functions (${functions.map((fn) => fn.name).join(', ')})`);
      }
      const useCase = functions.find((fn) => fn.name === functionNameOf(file));
      if (useCase && !isOneOptionsObject(useCase.parameters)) {
        problems.push(`${file}: ${useCase.name} takes ${useCase.parameters.length} parameters, not one options object`);
      }
      return problems;
    });
    expect(breaking).toEqual([]);
  });

  it('are not all: a function a route calls taking the database or dependencies takes one options object too', () => {
    const positional = calledByRoutes()
      .filter(({ fn }) => takesDependenciesFirst(fn) && !isOneOptionsObject(fn.parameters))
      .map(({ name }) => name);
    expect(positional).toEqual([]);
  });

  it('leave out a step in its caller’s transaction, though named like one', () => {
    expect(exportedFunctions(path.join(MODULES, 'signing/end-signing.ts')).map((fn) => fn.name)).toContain(
      'endSigning',
    );
    expect(files).not.toContain('signing/end-signing.ts');
  });
});
