/**
 * Every ledger entry kind the server writes has a bill kind (issue 13: bills never say "Other" for
 * what the platform itself wrote). The kinds are read out of the code: each call of a ledger
 * writer (postEntry, transfer, createHold, settleHold, settleHolds, releaseHold, batchEntry, under
 * any local name) in the server's and the packages' sources, with its `kind` as a literal, a choice of
 * literals, a constant, or a template this test knows how to expand. A call whose kind cannot be
 * read fails here, so a new writer cannot slip past the catalogue (packages/contract/src/bills.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BILL_KIND_OTHER, BILL_KINDS, billKindOf, billProductOf, LEDGER_KINDS } from '@bourse/contract';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['apps/server/src', ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/src`)];
/** The ledger itself: its defaults ('hold', 'hold.settle', 'hold.release') apply only to a call without a kind, which fails below. */
const LEDGER_PACKAGE = 'packages/ledger/src';
const WRITERS = new Set(['postEntry', 'postEntries', 'transfer', 'createHold', 'settleHold', 'settleHolds', 'releaseHold', 'batchEntry']);

/**
 * Kinds built from a template: the template's text, and every value it can take. The seconds
 * options' settlement is `micro.${result}` with the rule's result (packages/maths seconds.ts:
 * win, tie or loss).
 */
const TEMPLATES: Record<string, string[]> = {
  'micro.${result}': ['micro.win', 'micro.tie', 'micro.loss'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = SCANNED.filter((d) => d !== LEDGER_PACKAGE && statSync(join(ROOT, d), { throwIfNoEntry: false })?.isDirectory())
  .flatMap((d) => sources(join(ROOT, d)))
  .map((path) => ({
    path: relative(ROOT, path),
    source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
  }));

/** Every `const NAME = '...'` of the scanned sources, for kinds passed as a named constant. */
const constants = new Map<string, string>();
for (const { source } of files) {
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteralLike(node.initializer)) {
      constants.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The local names the ledger's writers are imported under in a file (`transfer as ledgerTransfer`). */
function writerNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const s of source.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier) || s.moduleSpecifier.text !== '@bourse/ledger') continue;
    const bindings = s.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) if (WRITERS.has((el.propertyName ?? el.name).text)) names.add(el.name.text);
  }
  return names;
}

/** The kinds an expression can be, or an explanation of why it cannot be read. */
function kindsOf(expr: ts.Expression): string[] | string {
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return kindsOf(expr.expression);
  if (ts.isConditionalExpression(expr)) {
    const a = kindsOf(expr.whenTrue);
    const b = kindsOf(expr.whenFalse);
    return typeof a === 'string' ? a : typeof b === 'string' ? b : [...a, ...b];
  }
  if (ts.isIdentifier(expr))
    return constants.has(expr.text) ? [constants.get(expr.text)!] : `the constant ${expr.text} is not a string literal`;
  if (ts.isTemplateExpression(expr))
    return TEMPLATES[expr.getText().slice(1, -1)] ?? `the template ${expr.getText()} is not listed in TEMPLATES`;
  return `cannot read ${expr.getText()}`;
}

interface Found {
  kinds: Map<string, string[]>;
  unreadable: string[];
}

function scan(): Found {
  const found: Found = { kinds: new Map(), unreadable: [] };
  for (const { path, source } of files) {
    const names = writerNames(source);
    if (names.size === 0) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text)) {
        const where = `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const arg = node.arguments[1];
        const prop =
          arg && ts.isObjectLiteralExpression(arg)
            ? arg.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'kind')
            : undefined;
        const kinds = prop ? kindsOf(prop.initializer) : 'no `kind:` in an object literal argument';
        if (typeof kinds === 'string') found.unreadable.push(`${where}: ${kinds}`);
        else for (const k of kinds) found.kinds.set(k, [...(found.kinds.get(k) ?? []), where]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('ledger entry kinds', () => {
  const found = scan();

  it('are all read out of the code (a writer whose kind cannot be read fails here)', () => {
    expect(found.unreadable).toEqual([]);
    // The scan finds the writers of every product: a broken scan would find nothing and pass the test below.
    expect([...found.kinds.keys()]).toEqual(expect.arrayContaining(['deposit', 'spot.trade', 'lever.close', 'micro.stake', 'micro.win']));
  });

  it('each has a bill kind other than "other", and a product', () => {
    const missing = [...found.kinds].filter(([k]) => billKindOf(k) === BILL_KIND_OTHER).map(([k, at]) => `${k} (${at.join(', ')})`);
    expect(missing, 'add these to LEDGER_KINDS in packages/contract/src/bills.ts').toEqual([]);
    for (const k of found.kinds.keys()) expect(billProductOf(k), k).toBeDefined();
  });

  it('the catalogue lists no kind that nothing writes, and every bill kind is reachable', () => {
    expect(Object.keys(LEDGER_KINDS).filter((k) => !found.kinds.has(k))).toEqual([]);
    const reachable = new Set(Object.values(LEDGER_KINDS).flatMap((s) => [s.bill, ...Object.values(s.byReason ?? {})]));
    expect(BILL_KINDS.filter((b) => !reachable.has(b))).toEqual([]);
  });
});
