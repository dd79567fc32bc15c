import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md's rule for use cases, checked: a use-case file (`signing/invite-signers.ts`) exports one function,
 * the use case, named for the file (`inviteSigners`), taking one options object. A file is taken for a use case's
 * when it exports the function its name spells, unless it is a module's routes (`senderRoutes`), a mail
 * (`mail/invitation-mail.ts`) or a step that runs in its caller's transaction, taking it first as a `DbOrTx`
 * (`endSigning(tx, documentId)`, `recordEvent(db, event)`).
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
const isRoutesOrMail = (file: string) => /(^|[-/])routes\.ts$/.test(file) || file.split(path.sep).includes('mail');

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

  it('leave out a step in its caller’s transaction, though named like one', () => {
    expect(exportedFunctions(path.join(MODULES, 'signing/end-signing.ts')).map((fn) => fn.name)).toContain(
      'endSigning',
    );
    expect(files).not.toContain('signing/end-signing.ts');
  });
});
