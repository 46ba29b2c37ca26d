// `npm test`: everything, in order (DESIGN.md section 9).
//   1. types and lint (side by side)
//   2. unit, package and module tests on PGlite, and the web's component tests
//   3. the same package and module tests on PostgreSQL, when DATABASE_URL is set (CI sets it)
//   4. the web build, its first-screen budget, and the browser flows in Chromium
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const started = Date.now();
const results = [];

function run(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      results.push({ label, ok: code === 0, seconds });
      console.log(`=== ${label}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const node = process.execPath;
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];

let ok = (
  await Promise.all([
    run('types', node, ['scripts/typecheck.mjs']),
    run('lint', node, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']),
  ])
).every(Boolean);

ok = (await run('tests on PGlite', node, [...vitest, '--project', 'packages', '--project', 'server', '--project', 'web'], { TEST_DB: 'pglite' })) && ok;

if (process.env.DATABASE_URL) {
  ok = (await run('tests on PostgreSQL', node, [...vitest, '--project', 'packages', '--project', 'server'], { TEST_DB: 'pg' })) && ok;
} else {
  console.log('\n=== tests on PostgreSQL: skipped (set DATABASE_URL to run them; CI does)');
}

if (existsSync('apps/web/index.html')) {
  const built = await run('web build', 'npm', ['run', 'build', '-w', '@bourse/web']);
  ok = built && ok;
  if (built) {
    if (existsSync('bench/bundle-size.mjs')) ok = (await run('first-screen budget', node, ['bench/bundle-size.mjs'])) && ok;
    ok = (await run('browser flows', node, [...vitest, '--project', 'e2e'])) && ok;
  }
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.label} (${r.seconds} s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
