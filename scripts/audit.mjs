// `npm run audit:deps`: check the dependencies against known advisories, where the network allows,
// and the lockfile's hygiene always (docs/security/dependency-audit.md).
//   1. offline: every locked package comes from the registry with a sha512 integrity; every
//      manifest pins exact versions; the packages with install scripts are listed;
//   2. `npm audit --json --omit=dev` (what production runs) fails on any advisory, and
//      `npm audit --json` (with the build and test tools) on high or critical ones;
//      `--prod-level=` and `--dev-level=` change those floors; `--offline` skips this step.
// Exit codes: 0 clean; 1 a problem or an advisory at or above its floor; 2 the offline checks
// passed but the advisory service could not be asked (this machine: the registry answers
// 405 to npm's bulk advisory request), so nothing is known about advisories.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atLeast, installScripts, lockfileProblems, loosePins, readAudit } from '../tools/audit/checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The root manifest and every workspace's (`packages/*`, `apps/*`, `bench`). */
function manifests() {
  const rootManifest = readJson('package.json');
  const files = ['package.json'];
  for (const pattern of rootManifest.workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
      : [pattern];
    for (const dir of dirs) if (existsSync(join(root, dir, 'package.json'))) files.push(`${dir}/package.json`);
  }
  return files.map((file) => ({ file, manifest: readJson(file) }));
}

function offline() {
  const lock = readJson('package-lock.json');
  const problems = [...lockfileProblems(lock), ...manifests().flatMap(({ file, manifest }) => loosePins(manifest, file))];
  console.log(`lockfile: ${problems.length === 0 ? 'every package from the registry with a sha512 integrity; exact pins' : 'PROBLEMS'}`);
  for (const p of problems) console.log(`  ${p}`);
  console.log(`install scripts: ${installScripts(lock).join(', ') || 'none'}`);
  return problems.length;
}

/** One `npm audit` pass; returns 'clean', 'findings' or 'unreachable'. */
function audit(label, npmArgs, level) {
  const run = spawnSync('npm', ['audit', '--json', ...npmArgs], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    shell: process.platform === 'win32',
  });
  const result = readAudit(run.stdout || run.stderr || String(run.error ?? ''));
  if (!result.reachable) {
    console.log(`${label}: advisory service not reachable (${result.reason})`);
    return 'unreachable';
  }
  const failing = atLeast(result.findings, level);
  console.log(`${label}: ${result.findings.length} advisories, ${failing.length} at or above ${level}`);
  for (const f of result.findings) {
    console.log(`  ${f.severity.padEnd(8)} ${f.name} ${f.range}${f.direct ? ' (direct)' : ''}; fix: ${f.fix}`);
    for (const a of f.advisories) console.log(`           ${a}`);
  }
  return failing.length > 0 ? 'findings' : 'clean';
}

const problems = offline();
let outcome = [];
if (args.get('offline') !== 'true') {
  outcome = [
    audit('production dependencies', ['--omit=dev'], args.get('prod-level') ?? 'low'),
    audit('all dependencies', [], args.get('dev-level') ?? 'high'),
  ];
}
if (problems > 0 || outcome.includes('findings')) process.exit(1);
if (outcome.includes('unreachable')) {
  console.log('No advisory check was possible: run this where npm audit can reach the registry (docs/security/dependency-audit.md).');
  process.exit(2);
}
console.log(outcome.length > 0 ? 'audit: clean' : 'audit: offline checks clean (advisories not asked: --offline)');
