/**
 * Folders the server reads beside its code. They are found from this file's place, which differs:
 * src/platform/paths.ts in the sources (tsx, tests), dist/main.mjs in the bundle that `npm start`
 * runs (scripts/bundle.mjs defines SERVER_BUNDLE there).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const SERVER_BUNDLE: boolean | undefined;
const bundled = typeof SERVER_BUNDLE !== 'undefined' && SERVER_BUNDLE;

/** apps/server */
const SERVER_ROOT = fileURLToPath(new URL(bundled ? '../' : '../../', import.meta.url));

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'migrations');
/** The built web app (`npm run build -w @bourse/web`). */
export const WEB_DIST = join(SERVER_ROOT, '../web/dist');
