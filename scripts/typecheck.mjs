// Type-checks every workspace with its own tsconfig (the web app has DOM types, the server has not).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/money',
  'packages/maths',
  'packages/db',
  'packages/ledger',
  'packages/contract',
  'packages/i18n',
  'packages/matching',
  'apps/server',
  'apps/web',
  'bench',
].filter((p) => existsSync(`${p}/tsconfig.json`));

let failed = false;
for (const project of projects) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck FAILED: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
