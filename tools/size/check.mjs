// Size ratchet: files over 400 lines, functions over 80 lines and functions with more than four
// parameters are listed in baseline.json; the list can only shrink. A new offender, or a listed
// one that grew, fails. `node tools/size/check.mjs --update` rewrites the baseline with the
// offenders that are left (never adding one), so an improvement is locked in.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
const MAX_PARAMS = 4;
const root = fileURLToPath(new URL('../..', import.meta.url));
const baselinePath = join(root, 'tools/size/baseline.json');
const ROOTS = ['apps', 'packages', 'tools', 'bench', 'scripts'];
const SKIP = /(^|\/)(node_modules|dist|migrations|data|artifacts)(\/|$)/;
// Seed content is data (articles, FAQ, pages in eight languages), not code.
const DATA = /apps\/server\/src\/modules\/content\/seed\/|packages\/i18n\/src\/ns\//;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(root, path);
    if (SKIP.test(rel)) return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !/\.d\.ts$/.test(name) && !DATA.test(rel) ? [rel] : [];
  });
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name && (ts.isStringLiteral(node.name) || ts.isPrivateIdentifier(node.name))) return node.name.text;
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
  if (p && ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return p.name.text;
  if (p && ts.isCallExpression(p)) {
    const callee = p.expression.getText().slice(0, 40);
    const first = p.arguments[0];
    const label = first && ts.isStringLiteral(first) ? ` ${first.text}` : '';
    return `${callee}(${label.trim()})`;
  }
  return '(anonymous)';
}

/** Every offender of a file: `{ key, kind, value }`; keys do not carry line numbers, so edits elsewhere do not move them. */
function offenders(rel) {
  const text = readFileSync(join(root, rel), 'utf8');
  const out = [];
  const lines = text.split('\n').length;
  if (lines > MAX_FILE_LINES) out.push({ key: `${rel}`, kind: 'file-lines', value: lines });
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const name = nameOf(node);
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      const span = end - start + 1;
      if (span > MAX_FUNCTION_LINES) out.push({ key: `${rel} ${name}`, kind: 'function-lines', value: span });
      const params = node.parameters.length;
      if (params > MAX_PARAMS) out.push({ key: `${rel} ${name}`, kind: 'params', value: params });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function measure() {
  const all = new Map();
  for (const dir of ROOTS) {
    for (const rel of files(join(root, dir))) {
      for (const o of offenders(rel)) {
        const id = `${o.kind} ${o.key}`;
        all.set(id, Math.max(all.get(id) ?? 0, o.value));
      }
    }
  }
  return all;
}

const current = measure();
const baseline = new Map(Object.entries(JSON.parse(readFileSync(baselinePath, 'utf8'))));
const grown = [];
const added = [];
for (const [id, value] of current) {
  const allowed = baseline.get(id);
  if (allowed === undefined) added.push(`${id}: ${value}`);
  else if (value > allowed) grown.push(`${id}: ${value} (baseline ${allowed})`);
}
const improved = [...baseline].filter(([id, value]) => (current.get(id) ?? 0) < value);

if (process.argv.includes('--update')) {
  const next = Object.fromEntries(
    [...baseline]
      .filter(([id]) => current.has(id))
      .map(([id, v]) => [id, Math.min(v, current.get(id))])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(baselinePath, `${JSON.stringify(next, null, 1)}\n`);
  console.log(`size baseline: ${Object.keys(next).length} entries (was ${baseline.size})`);
  process.exit(added.length + grown.length > 0 ? 1 : 0);
}

const limits = `files over ${MAX_FILE_LINES} lines, functions over ${MAX_FUNCTION_LINES} lines or over ${MAX_PARAMS} parameters`;
if (added.length + grown.length > 0) {
  console.error(`size: new or grown offenders (${limits}); split them:`);
  for (const line of [...added, ...grown]) console.error(`  ${line}`);
  process.exit(1);
}
if (improved.length > 0) {
  console.error(`size: ${improved.length} baseline entries shrank or went away; lock it in with: node tools/size/check.mjs --update`);
  for (const [id, v] of improved) console.error(`  ${id}: ${current.get(id) ?? 'gone'} (baseline ${v})`);
  process.exit(1);
}
console.log(`size: ok, ${current.size} known offenders (${limits}); the baseline only shrinks`);
