import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web's component tests that replace one of the app's modules (`vi.mock` applies to a fresh
 * module graph): they run isolated; the others share one graph per worker.
 */
function webTestsIsolated(dir = 'apps/web/src'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...webTestsIsolated(path));
    else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(')) found.push(path);
  }
  return found;
}
const WEB_ISOLATED = webTestsIsolated();

/**
 * One Vitest run covers the packages, the server's module tests and the web unit tests.
 * Database-backed tests pick PGlite or PostgreSQL from TEST_DB (scripts/test.mjs runs both).
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'packages',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts', 'tools/**/*.test.ts'],
          // See the server project: no module state is shared between files, so one import serves all.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          // Each file builds its own app on its own database and keeps no module-level state, so a
          // worker reuses the imported server between files instead of importing it again for each:
          // on 2 cores that took the server pass from 175 s to 114 s (PGlite).
          isolate: false,
          // Cheaper argon2 in tests only; production uses OWASP's 19 MiB (platform/passwords.ts).
          env: { PASSWORD_HASH_MEMORY_KIB: '1024' },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_ISOLATED,
          setupFiles: ['apps/web/src/test-setup.ts'],
          // The files of a worker share one module graph (test-setup.ts puts back the module state a
          // file leaves): importing React, antd-mobile and the texts again for each of 89 files was
          // 135 of the pass's 196 s on 2 cores; shared, the pass takes about 30 s.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'happy-dom',
          include: WEB_ISOLATED,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Browser flows: real server process, built web app, system Chromium (apps/web/e2e/support).
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          // One folder per run for the migrated, seeded template data folders (support/server.ts).
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          testTimeout: 180_000,
          // A file's first start may build its seed template first: two server starts, each over a minute on a loaded 2-core machine.
          hookTimeout: 480_000,
          fileParallelism: process.env.E2E_PARALLEL === '1',
          maxWorkers: process.env.E2E_PARALLEL === '1' ? 2 : 1,
        },
      },
    ],
  },
});
