/** Screenshots kept as test artifacts in artifacts/screenshots (CI keeps the folder). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const ARTIFACTS = fileURLToPath(new URL('../../../../artifacts/screenshots/', import.meta.url));

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
