// `npm run new:product -- <name>`: a new product in the project's one shape (DESIGN.md section 3),
// on every side, so it starts passing lint, types and its first tests:
//   packages/contract/src/<name>.ts       endpoints (input and output schemas) and socket events
//   apps/server/src/modules/<name>/       index.ts, routes.ts, service.ts, store.ts, README.md, a first test
//   apps/web/src/features/<name>/         api.ts (typed calls), routes.tsx, pages/ with loading and empty states
//   packages/i18n/src/ns/<name>/          the eight locales (English text to translate)
// and wires each into its one registry (the route map, the event map, app/modules.ts, the web's
// routes and the locale bundles) at the `new:product` markers in those files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run new:product -- <name>   (kebab-case, e.g. copy-trading)');
  process.exit(1);
}
const camel = name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
const pascal = camel[0].toUpperCase() + camel.slice(1);
const LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'];
const path = `/${name}/overview`;

const files = {
  [`packages/contract/src/${name}.ts`]: `/** ${pascal}: what this product is and which issue it comes from. Its endpoints and socket events. */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { idOut } from './wire';

export const ${camel}Item = z.object({ id: idOut, label: z.string() });
export type ${pascal}Item = z.infer<typeof ${camel}Item>;

export const ${camel}Overview = z.object({ items: z.array(${camel}Item) });
export type ${pascal}Overview = z.infer<typeof ${camel}Overview>;

/** The ${name} endpoints (the route map, routes.ts). */
export const ${camel}Endpoints = defineEndpoints('${name}', {
  'GET ${path}': { auth: 'user', output: ${camel}Overview, summary: 'Your ${name}: what you hold in this product' },
});

/** The socket events of this product: name and the schema of \`data\` (events.ts). */
export const ${camel}Events = {} satisfies Record<string, z.ZodType>;
`,
  [`apps/server/src/modules/${name}/index.ts`]: `import type { AppContext, Module } from '../../app/context';
import { ${camel}Routes } from './routes';
import { ${pascal}Service } from './service';

export { ${pascal}Service } from './service';

export function create${pascal}Module(ctx: AppContext): Module & { service: ${pascal}Service } {
  const service = new ${pascal}Service(ctx);
  return { name: '${name}', service, routes: ${camel}Routes(service) };
}
`,
  [`apps/server/src/modules/${name}/routes.ts`]: `import { handle, type RouteSpec } from '../../app/route';
import type { ${pascal}Service } from './service';

export function ${camel}Routes(service: ${pascal}Service): RouteSpec[] {
  return [handle('GET ${path}', (r) => service.overview(r.userId))];
}
`,
  [`apps/server/src/modules/${name}/service.ts`]: `/** ${pascal}: the product's rules. Money moves only through the ledger, in the same transaction as the rows. */
import type { ${pascal}Overview } from '@bourse/contract';
import type { AppContext } from '../../app/context';
import { listItems } from './store';

export class ${pascal}Service {
  constructor(private readonly ctx: AppContext) {}

  async overview(userId: number): Promise<${pascal}Overview> {
    return { items: await listItems(this.ctx.db, userId) };
  }
}
`,
  [`apps/server/src/modules/${name}/store.ts`]: `/** ${pascal}'s SQL, and only here. Add the product's tables in a migration (npm run db:generate). */
import type { Executor } from '@bourse/db';

export async function listItems(ex: Executor, userId: number): Promise<Array<{ id: number; label: string }>> {
  // Until the product has its tables: the user's row proves the query path end to end.
  const { rows } = await ex.query<{ id: number }>('SELECT id FROM users WHERE id = $1 AND false', [userId]);
  return rows.map((r) => ({ id: r.id, label: String(r.id) }));
}
`,
  [`apps/server/src/modules/${name}/README.md`]: `# ${name}

What the product does, from which issue.

- Endpoints: \`packages/contract/src/${name}.ts\` (\`${camel}Endpoints\`); \`GET /api${path}\`.
- Ledger accounts: none yet. Name each account this product posts to, and who funds it.
- Invariants: none yet. State each, and the test that checks it.
- Error codes: none of its own yet.
- Choices made where the issue was silent: none yet.
`,
  [`apps/server/src/modules/${name}/${name}.test.ts`]: `/** ${pascal}: every endpoint, its rules and its failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

describe('${name}', () => {
  it('answers a signed-in user with their overview', async () => {
    const user = await t.newUser();
    const res = await t.call('GET', '${path}', {}, { token: user.token });
    expect(res.body).toEqual({ type: 'ok', message: { items: [] } });
  });

  it('asks for a session without one', async () => {
    const res = await t.call('GET', '${path}', {});
    expect(res.body.type).toBe('999');
  });

  it('refuses a field it does not take', async () => {
    const user = await t.newUser();
    const res = await t.call('GET', '${path}', { extra: '1' }, { token: user.token });
    expect(res.body.type).toBe('error');
  });
});
`,
  [`apps/web/src/features/${name}/api.ts`]: `/** The ${name} calls; their types come from the route map. */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useToken } from '../../app/session';

export const ${name.toUpperCase().replace(/-/g, '_')} = '${name}';

export function use${pascal}Overview() {
  const token = useToken();
  return useQuery({
    queryKey: [${name.toUpperCase().replace(/-/g, '_')}, 'overview', token],
    enabled: Boolean(token),
    queryFn: ({ signal }) => call('GET ${path}', undefined, { signal, silent: true }),
  });
}
`,
  [`apps/web/src/features/${name}/routes.tsx`]: `import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { pageRoute } from '../../app/route-kit';

const Overview = lazyPage(() => import('./pages/Overview'));

export const ${camel}Routes: RouteObject[] = [pageRoute('/pages/${name}/index', Overview, { auth: true })];
`,
  [`apps/web/src/features/${name}/pages/Overview.tsx`]: `import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { EmptyState, QueryView } from '../../../components/states';
import { use${pascal}Overview } from '../api';

export default function Overview() {
  const { t } = useTranslation();
  const overview = use${pascal}Overview();
  return (
    <Page title={t('${camel}.title')} name="${name}">
      <QueryView query={overview} isEmpty={(o) => o.items.length === 0} empty={<EmptyState title={t('${camel}.empty')} />}>
        {(o) => (
          <ul className="section">
            {o.items.map((item) => (
              <li key={item.id}>{item.label}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}
`,
};
for (const lang of LANGS) {
  files[`packages/i18n/src/ns/${name}/${lang}.ts`] =
    lang === 'en'
      ? `/** ${pascal}. */\nexport default {\n  title: '${pascal}',\n  empty: 'Nothing here yet',\n};\n`
      : `/** ${pascal} (${lang}): translate from en.ts before the product is switched on. */\nimport type { Messages } from '../../types';\nimport type en from './en';\n\nexport default {\n  title: '${pascal}',\n  empty: 'Nothing here yet',\n} satisfies Messages<typeof en>;\n`;
}

/** Insert `line` before the marker comment in a registry file (once). */
function wire(file, marker, line) {
  const full = join(root, file);
  const text = readFileSync(full, 'utf8');
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${file}: marker "${marker}" not found`);
  if (text.includes(line.trim())) return;
  const lineStart = text.lastIndexOf('\n', at) + 1;
  writeFileSync(full, text.slice(0, lineStart) + line + text.slice(lineStart));
}

for (const file of Object.keys(files)) {
  if (existsSync(join(root, file))) {
    console.error(`${file} exists: is ${name} already a product?`);
    process.exit(1);
  }
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
wire('packages/contract/src/routes.ts', '// new:product import', `import { ${camel}Endpoints } from './${name}';\n`);
wire('packages/contract/src/routes.ts', '// new:product group', `  ${camel}: ${camel}Endpoints,\n`);
wire('packages/contract/src/routes.ts', '// new:product spread', `  ...${camel}Endpoints,\n`);
wire('packages/contract/src/events.ts', '// new:product import', `import { ${camel}Events } from './${name}';\n`);
wire('packages/contract/src/events.ts', '// new:product spread', `  ...${camel}Events,\n`);
wire('packages/contract/src/index.ts', '// new:product export', `export * from './${name}';\n`);
wire('apps/server/src/app/modules.ts', '// new:product import', `import { create${pascal}Module } from '../modules/${name}';\n`);
wire('apps/server/src/app/modules.ts', '// new:product module', `  const ${camel} = create${pascal}Module(ctx);\n  list.push(${camel});\n`);
wire('apps/web/src/app/routes.tsx', '// new:product import', `import { ${camel}Routes } from '../features/${name}/routes';\n`);
wire('apps/web/src/app/routes.tsx', '// new:product routes', `  ...${camel}Routes,\n`);
for (const lang of LANGS) {
  wire(`packages/i18n/src/bundles/${lang}.ts`, '// new:product import', `import ${camel} from '../ns/${name}/${lang}';\n`);
  wire(`packages/i18n/src/bundles/${lang}.ts`, '// new:product namespace', `  ${camel},\n`);
}
console.log(
  `${name}: ${Object.keys(files).length} files written and wired. Next: its tables (npm run db:generate), its rules, its screens.`,
);
