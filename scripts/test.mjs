// `npm test`: everything (DESIGN.md section 9), in three lanes that run side by side, because the
// browser flows are the longest stage and spend much of their time waiting on the browser:
//   browser lane:  web build -> browser flows in Chromium (the critical path), and beside them the
//                  first-screen budget (what Chromium fetches for the home)
//   checks lane:   types, and lint then the format check and the size ratchet (side by side)
//   tests lane:    unit, package and module tests on PGlite (with the web's component tests), then
//                  the suites that touch SQL (ledger, db, server) on PostgreSQL when DATABASE_URL is
//                  set (CI sets it)
// The checks and tests lanes start at a lower CPU priority (nice), so the browser flows, whose
// steps wait on real time, keep their pace on a 2-core machine. Each stage's output is printed as
// one block when it ends; the summary keeps every stage's own line, and the exit code is 0 only
// when every stage passed. TEST_LANES=serial runs the stages one after another (for debugging).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const started = Date.now();
const results = new Map();
const node = process.execPath;
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const serial = process.env.TEST_LANES === 'serial';
const canNice = process.platform !== 'win32' && spawnSync('nice', ['true']).status === 0;
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Every stage, in summary order; a stage that never ran is reported as skipped. */
const STAGES = [
  'types',
  'lint',
  'format',
  'size ratchet',
  'web build',
  'first-screen budget',
  'tests on PGlite',
  'tests on PostgreSQL',
  'browser flows',
];

function run(label, command, args, { env = {}, background = false } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const [cmd, argv] = background && canNice && !serial ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    console.log(`=== ${label}: started at ${elapsed()} (${command === node ? 'node' : command} ${args.join(' ')})`);
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const finish = (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString();
      results.set(label, { ok: code === 0, seconds, output });
      console.log(`\n=== ${label} (output)\n${output.trimEnd()}`);
      console.log(`=== ${label}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s (at ${elapsed()})`);
      resolve(code === 0);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(-1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const browserLane = async () => {
  if (!existsSync('apps/web/index.html')) return;
  if (!(await run('web build', 'npm', ['run', 'build', '-w', '@bourse/web']))) return;
  // What Chromium fetches for the home, against the budget, beside the flows (it takes a server
  // start and a page load, ~10-30 s, which must not lengthen the critical path).
  await Promise.all([
    existsSync('bench/bundle-size.mjs') && run('first-screen budget', node, ['bench/bundle-size.mjs', '--browser']),
    run('browser flows', node, [...vitest, '--project', 'e2e']),
  ]);
};

const checksLane = () =>
  Promise.all([
    run('types', node, ['scripts/typecheck.mjs'], { background: true }),
    (async () => {
      await run('lint', node, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'], { background: true });
      await run('format', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'], { background: true });
      await run('size ratchet', node, ['tools/size/check.mjs'], { background: true });
    })(),
  ]);

/** Path filters for the PostgreSQL pass: every suite that touches SQL. */
const SQL_SUITES = ['packages/ledger', 'packages/db', 'apps/server'];

const testsLane = async () => {
  await run(
    'tests on PGlite',
    node,
    [...vitest, '--project', 'packages', '--project', 'server', '--project', 'web', '--project', 'web-isolated'],
    {
      env: { TEST_DB: 'pglite' },
      background: true,
    },
  );
  if (process.env.DATABASE_URL) {
    // The suites whose behaviour depends on the database: the ledger and every server test. The
    // pure packages (money, matching, contract, maths, i18n, tools) ran once already.
    await run('tests on PostgreSQL', node, [...vitest, '--project', 'packages', '--project', 'server', ...SQL_SUITES], {
      env: { TEST_DB: 'pg' },
      background: true,
    });
  } else {
    console.log('=== tests on PostgreSQL: skipped (set DATABASE_URL to run them; CI does)');
  }
};

if (serial) {
  await checksLane();
  await testsLane();
  await browserLane();
} else {
  await Promise.all([browserLane(), checksLane(), testsLane()]);
}

// Test counts from each Vitest stage's own closing lines, added up into one plain line.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { output } of results.values()) {
  const line = stripVTControlCharacters(output).match(/^\s*Tests\s+(.*)$/m)?.[1] ?? '';
  passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
  failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  skipped += Number(/(\d+) skipped/.exec(line)?.[1] ?? 0);
}

let ok = true;
console.log('\n=== summary');
for (const label of STAGES) {
  const r = results.get(label);
  if (!r) {
    console.log(`skipped ${label}`);
    continue;
  }
  ok &&= r.ok;
  console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${label} (${r.seconds} s)`);
}
console.log(`total ${elapsed()}`);
// CI keeps only the tail of the output, so each failed test's own line is repeated here.
for (const [label, r] of results) {
  if (r.ok) continue;
  const lines = stripVTControlCharacters(r.output)
    .split('\n')
    .filter((l) => /^\s*(FAIL|×|✗)\s/.test(l) || /^\s*(Error|AssertionError)\b/.test(l))
    .map((l) => l.trim());
  for (const line of [...new Set(lines)].slice(0, 20)) console.log(`${label}: ${line}`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
