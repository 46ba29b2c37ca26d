/**
 * Project rules for ESLint.
 * - boundaries: the architecture of DESIGN.md section 3, checked on every import (see below).
 * - no-bare-jsx-text: every user-visible string in JSX is an i18n key. JSX text with letters, and
 *   letters in the user-visible attributes (placeholder, title, alt, aria-label, label), are errors.
 *   Text made only of digits, punctuation and symbols (e.g. "/", "%", "·") is allowed.
 */
const LETTERS = /\p{L}/u;
const VISIBLE_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'label',
  'description',
  'content',
  'confirmText',
  'cancelText',
  'okText',
  'emptyText',
]);

const noBareJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible text must come from i18n' },
    schema: [],
    messages: {
      text: 'User-visible text "{{text}}" must be an i18n key (t(...)).',
    },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTERS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && LETTERS.test(node.value.value)) {
          report(node, node.value.value);
        }
        if (
          node.value.type === 'JSXExpressionContainer' &&
          node.value.expression.type === 'Literal' &&
          typeof node.value.expression.value === 'string' &&
          LETTERS.test(node.value.expression.value)
        ) {
          report(node, node.value.expression.value);
        }
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (typeof node.value === 'string' && LETTERS.test(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        if (node.quasis.some((q) => LETTERS.test(q.value.cooked ?? ''))) report(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

/**
 * boundaries: who may import whom (DESIGN.md section 3).
 * - A server module never imports another module's files: modules meet in apps/server/src/app
 *   (ports wired in app/modules.ts), the ledger and events. A test may reach another module only
 *   through its public entry (`modules/<name>/index.ts`).
 * - A web feature never imports another feature; shared code lives in app/, components/, lib/.
 * - Packages never import the apps; `ledger`, `matching` and `money` import no Fastify, socket or
 *   React code.
 * Paths are resolved against the importing file, so `../wallet/x` and `../../modules/wallet/x`
 * are the same sideways import.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
const FRAMEWORKS = /^(fastify|@fastify\/|socket\.io|react|react-dom|antd-mobile|@tanstack\/)/;
const PURE_PACKAGES = new Set(['money', 'ledger', 'matching']);

function area(path) {
  const rel = relative(ROOT, path).split(sep);
  if (rel[0] === 'apps' && rel[1] === 'server' && rel[2] === 'src' && rel[3] === 'modules' && rel[4]) {
    return { kind: 'server-module', name: rel[4], entry: rel.length === 5 || (rel.length === 6 && /^index(\.tsx?)?$/.test(rel[5])) };
  }
  if (rel[0] === 'apps' && rel[1] === 'web' && rel[2] === 'src' && rel[3] === 'features' && rel[4]) {
    return { kind: 'web-feature', name: rel[4], entry: false };
  }
  if (rel[0] === 'apps') return { kind: 'app', name: rel[1], entry: false };
  if (rel[0] === 'packages') return { kind: 'package', name: rel[1], entry: false };
  return { kind: 'other', name: rel[0], entry: false };
}

const isTest = (file) => /\.(test|e2e)\.tsx?$/.test(file) || /[\\/](test|e2e)[\\/]/.test(relative(ROOT, file));

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'no sideways imports between modules or features; packages never import apps' },
    schema: [],
    messages: {
      module: 'Server module "{{from}}" imports "{{to}}" module files: pass a port through app/modules.ts instead.',
      moduleTest: 'A test may reach module "{{to}}" only through its public entry (modules/{{to}}/index.ts).',
      feature: 'Web feature "{{from}}" imports feature "{{to}}": move the shared part to components/ or lib/.',
      packageApp: 'Package "{{from}}" imports an app: packages never depend on apps.',
      framework: 'Package "{{from}}" is pure and may not import "{{to}}".',
    },
  },
  create(context) {
    const file = context.filename;
    const from = area(file);
    const test = isTest(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (from.kind === 'package') {
        if (/^@bourse\/(server|web)\b/.test(source)) return context.report({ node, messageId: 'packageApp', data: { from: from.name } });
        if (PURE_PACKAGES.has(from.name) && FRAMEWORKS.test(source)) {
          return context.report({ node, messageId: 'framework', data: { from: from.name, to: source } });
        }
      }
      if (!source.startsWith('.')) return;
      const to = area(resolve(dirname(file), source));
      if (from.kind === 'package' && to.kind === 'app') return context.report({ node, messageId: 'packageApp', data: { from: from.name } });
      if (to.kind === 'server-module' && from.kind !== 'server-module' && test && !to.entry) {
        return context.report({ node, messageId: 'moduleTest', data: { to: to.name } });
      }
      if (from.kind === 'server-module' && to.kind === 'server-module' && from.name !== to.name) {
        if (test && to.entry) return;
        return context.report({ node, messageId: test ? 'moduleTest' : 'module', data: { from: from.name, to: to.name } });
      }
      if (from.kind === 'web-feature' && to.kind === 'web-feature' && from.name !== to.name) {
        return context.report({ node, messageId: 'feature', data: { from: from.name, to: to.name } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-bare-jsx-text': noBareJsxText, boundaries } };
