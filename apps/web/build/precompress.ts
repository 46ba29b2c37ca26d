/**
 * Build step: each text file of the build (scripts, styles, the page, SVG, JSON) gets a brotli
 * (`.br`) and a gzip (`.gz`) copy beside it, made once at the highest levels, so the server sends
 * the one the browser accepts (`Accept-Encoding`) without compressing per request (@fastify/static
 * `preCompressed`, apps/server/src/app/web-files.ts). A copy is written only when it is smaller
 * than the file; the server falls back to the file itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the bytes of its own headers. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.parentPath.split(/[\\/]/).includes('.vite'))
    .map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` (the build's manifest apart). */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of await textFiles(dir)) {
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    summary.files += 1;
    summary.bytes += data.length;
    if (br.length < data.length) {
      await writeFile(`${file}.br`, br);
      summary.brotliBytes += br.length;
    }
    if (gz.length < data.length) {
      await writeFile(`${file}.gz`, gz);
      summary.gzipBytes += gz.length;
    }
  }
  return summary;
}

/** The Vite plugin: compresses the output folder once the build is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'bourse:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const s = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        log(`precompressed ${s.files} files: ${kb(s.bytes)} -> brotli ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)}`);
      },
    },
  };
}
