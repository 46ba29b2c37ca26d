/**
 * Once per e2e run: a folder for the run's template data directories (see server.ts). A server's
 * first start with a given seed-changing environment migrates and seeds a template there; every
 * other file copies it. The folder goes at the end of the run, so templates never outlive the code
 * that made them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerBundle, prepareTemplates, adoptServerBundle } from './server';

/**
 * The environments the e2e files start servers with, in the order the files first need them: the
 * scripted feed (the larger files, which run first), the console flow's (the scripted feed with a
 * second founding admin, operator.e2e.ts), and the default simulator (its template also writes a
 * year of simulated history, about a minute of work).
 */
const PREBUILT: Array<Record<string, string>> = [
  { NODE_ENV: 'test', PRICE_FEED: 'scripted' },
  { NODE_ENV: 'test', PRICE_FEED: 'scripted', OPERATOR_FOUNDERS: 'second:admin' },
  {},
];

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplates: string;
    /** The server bundle every file starts (server.ts). */
    e2eServer: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'bourse-e2e-templates-'));
  project.provide('e2eTemplates', dir);
  const entry = await buildServerBundle();
  project.provide('e2eServer', entry);
  adoptServerBundle(entry);
  // Not awaited: the files start at once; a failed build here is retried by the file that needs it.
  const prepared = prepareTemplates(dir, PREBUILT).catch(() => undefined);
  return async () => {
    await prepared;
    rmSync(dir, { recursive: true, force: true });
  };
}
