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

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplates: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'bourse-e2e-templates-'));
  project.provide('e2eTemplates', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
