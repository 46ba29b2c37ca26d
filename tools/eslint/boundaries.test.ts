/**
 * The boundary rule on fixtures: a sideways import fails lint, the allowed ones pass. The files
 * need not exist; the rule reads only the importing file's path and the import's source.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import bourse from './plugin.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { bourse },
    rules: { 'bourse/boundaries': 'error' },
  },
];
const root = new URL('../..', import.meta.url).pathname;

function lint(file: string, code: string): string[] {
  return linter.verify(code, config as never, { filename: `${root}${file}` }).map((m) => m.message);
}

describe('boundaries', () => {
  it('refuses a server module importing another module, however the path is spelled', () => {
    expect(lint('apps/server/src/modules/spot/service.ts', "import { x } from '../wallet/balances';")).toHaveLength(1);
    expect(lint('apps/server/src/modules/spot/feed/a.ts', "import { x } from '../../wallet/index';")).toHaveLength(1);
    expect(lint('apps/server/src/modules/spot/service.ts', "export * from '../../modules/lever/maths';")[0]).toMatch(
      /Server module "spot" imports "lever"/,
    );
  });

  it('lets a module import its own files, the app layer, the platform and packages', () => {
    expect(
      lint(
        'apps/server/src/modules/spot/service.ts',
        "import { a } from './trading';\nimport { b } from '../../app/route';\nimport { c } from '../../platform/clock';\nimport { d } from '@bourse/ledger';",
      ),
    ).toEqual([]);
  });

  it('lets a test reach another module only through its entry', () => {
    expect(lint('apps/server/test/x.test.ts', "import { a } from '../src/modules/spot/service';")[0]).toMatch(/public entry/);
    expect(lint('apps/server/test/x.test.ts', "import { a } from '../src/modules/spot/index';")).toEqual([]);
    expect(lint('apps/server/src/modules/lever/x.test.ts', "import { a } from '../spot/trading';")).toHaveLength(1);
  });

  it('refuses a web feature importing another feature', () => {
    expect(lint('apps/web/src/features/spot/api.ts', "import { a } from '../wallet/api';")[0]).toMatch(
      /Web feature "spot" imports feature "wallet"/,
    );
    expect(lint('apps/web/src/features/spot/pages/Trade.tsx', "const m = import('../../wallet/pages/Assets');")).toHaveLength(1);
    expect(lint('apps/web/src/features/spot/api.ts', "import { a } from '../../app/api';\nimport { b } from '../../lib/decimal';")).toEqual(
      [],
    );
  });

  it('refuses a package importing an app, and a pure package importing a framework', () => {
    expect(lint('packages/contract/src/x.ts', "import { a } from '../../../apps/server/src/app/route';")).toHaveLength(1);
    expect(lint('packages/contract/src/x.ts', "import { a } from '@bourse/web/src/app/api';")).toHaveLength(1);
    expect(lint('packages/ledger/src/x.ts', "import Fastify from 'fastify';")[0]).toMatch(/pure/);
    expect(lint('packages/ledger/src/x.ts', "import { z } from 'zod';")).toEqual([]);
  });
});
