/**
 * A private copy of the built web app for one test file. The server serves the copy, so a rebuild
 * of apps/web/dist during the run (another test file, a developer) cannot take page chunks away
 * mid-flow. `E2E_WEB_DIST` points at another build (used when several people build in parallel).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function copyWebDist(): { dir: string; remove(): void } {
  const source = process.env.E2E_WEB_DIST || fileURLToPath(new URL('../../dist', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'bourse-web-'));
  cpSync(source, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
