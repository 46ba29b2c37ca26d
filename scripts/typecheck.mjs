// Type-checks the repository as two programs: the Node side (packages, server, benchmarks) with
// the base options, and the web app with DOM types. One program per side parses the shared
// packages once; checking each workspace on its own parsed them once per workspace and took twice
// as long. Each workspace keeps its own tsconfig.json for editors.
import { execFileSync } from 'node:child_process';

const programs = ['tsconfig.node-check.json', 'apps/web/tsconfig.json'];

let failed = false;
for (const project of programs) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck FAILED: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
