/**
 * Bundles the server into one file, dist/main.mjs, which `npm start` runs with plain node: no
 * TypeScript compiler in the running process, no per-file source maps, one copy of each module's
 * text (issue 14's memory at rest; docs/ARCHITECTURE.md). Tests and `npm run dev` still run the
 * sources through tsx.
 *
 * Left outside the bundle, loaded from node_modules as they are: packages that read files of
 * their own at run time (PGlite's WebAssembly, ganache's workers, the API docs' static files) and
 * native addons. A package that reads `__dirname` gets its own folder (the plugin below), not the
 * bundle's. The bundle must be ASCII: V8 holds one-byte source at half the size of two-byte.
 *
 * Run: node scripts/bundle.mjs   (about a second)
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm start` runs it from. Another file must also sit in dist/ (paths.ts finds the server's folder from it). */
export const OUTFILE = `${root}dist/main.mjs`;

/**
 * The flags `npm start` runs the bundle with (package.json repeats them; a test checks they agree),
 * for memory at rest (docs/ARCHITECTURE.md, "Memory"):
 * - V8 sizes its heap for footprint rather than for peak throughput;
 * - PGlite's WebAssembly runs in V8's baseline compiler only, each function compiled when first
 *   called: optimised machine code for the whole of PostgreSQL held 35-50 MB; the embedded
 *   database answers about a seventh slower for it (PostgreSQL itself, in production, is not
 *   WebAssembly).
 */
export const NODE_FLAGS = ['--optimize-for-size', '--liftoff-only', '--wasm-lazy-compilation'];

/**
 * And the environment (package.json sets it the same way): glibc's malloc, by default, raises the
 * size from which it maps a block of its own (and returns it to the system when freed) up to the
 * largest block freed so far; PGlite frees blocks of 6 and 16 MB while it starts, so afterwards
 * every buffer under 16 MB came from the main heap, and drawing the first start's year of history
 * left it fragmented: about 110 MB more resident for the life of the process. A fixed threshold
 * keeps large buffers mapped and the heap trimmed. Other C libraries ignore the variable.
 */
export const START_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

const EXTERNAL = [
  '@electric-sql/pglite',
  'ganache',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  // optional native speed-ups and drivers the packages look for
  'bufferutil',
  'utf-8-validate',
  'pg-native',
];

/** CommonJS files in node_modules that name __dirname or __filename get their own values. */
const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /[/\\]node_modules[/\\].*\.c?js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(text)) return undefined;
      const names = `var __dirname = ${JSON.stringify(dirname(args.path))}, __filename = ${JSON.stringify(args.path)};\n`;
      return { contents: names + text, loader: 'js' };
    });
  },
};

export async function bundle(outfile = OUTFILE) {
  const result = await build({
    entryPoints: [`${root}src/main.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Readable names in stack traces; whitespace and comments out (a third of the text).
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    charset: 'ascii',
    define: { SERVER_BUNDLE: 'true' },
    // CommonJS packages inside an ES module call require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [ownDirname],
    logLevel: 'warning',
  });
  const text = await readFile(outfile);
  const wide = text.findIndex((byte) => byte > 0x7f);
  if (wide >= 0) {
    throw new Error(`${outfile} is not ASCII at byte ${wide}: ${JSON.stringify(text.subarray(wide - 40, wide + 20).toString())}`);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle();
