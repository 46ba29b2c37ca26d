/**
 * Build step: the first load in few files. Left to itself the bundler splits every module that
 * two lazily loaded parts share into a small file of its own, and the first screen then waits
 * for some thirty of them (each a request; a phone on a slow link opens six at a time). Here:
 * - the entry (main.tsx and what it imports statically) in one small file: it starts everything
 *   else (app/first-load.ts);
 * - everything the app's start (`app`, app/start.tsx) imports statically, and the entry does not,
 *   goes into one file: React, the router, the translator, the frame, the route table;
 * - everything the first screen's pages (`pages`) import statically, and neither of those does,
 *   into a second; other pages keep their own files.
 */
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
  getModuleIds(): IterableIterator<string>;
}

/**
 * Index modules that re-export a whole library (an icon set): importing one names every module
 * of the library, though the bundler keeps only the ones used. The walk does not go through them,
 * so the few used ones stay where the bundler puts them instead of every used one moving here.
 */
const BARRELS = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/;

function staticClosure(graph: ModuleGraph, roots: string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const into = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (into.has(id) || skip.has(id)) continue;
    into.add(id);
    if (BARRELS.test(id)) continue;
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return into;
}

export interface FirstScreenChunks {
  /** The module that starts the app, loaded by the entry (a path its module id ends with). */
  app: string;
  /** The first screen's lazily loaded modules. */
  pages: string[];
}

export function firstScreenChunks({ app, pages }: FirstScreenChunks): Plugin {
  let entryModules = new Set<string>();
  let appModules = new Set<string>();
  let pageModules = new Set<string>();
  return {
    name: 'bourse:first-screen-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A group takes its modules' imports with it, so each names the modules the
                // groups before it (higher priority) have not taken.
                groups: [
                  { name: 'boot', test: (id: string) => entryModules.has(id), priority: 3 },
                  { name: 'app', test: (id: string) => appModules.has(id), priority: 2 },
                  { name: 'home', test: (id: string) => pageModules.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    // The page names the app's and the first screen's files itself, so the browser asks for them
    // with the entry instead of after it has run (one round trip and the entry's download sooner).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const links: string[] = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || (chunk.name !== 'app' && chunk.name !== 'home')) continue;
          links.push(`<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`);
          for (const css of chunk.viteMetadata?.importedCss ?? []) links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
        }
        page.source = String(page.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const ending = (paths: string[]) => ids.filter((id) => paths.some((path) => id.endsWith(path)));
      entryModules = staticClosure(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      appModules = staticClosure(this, ending([app]), entryModules);
      pageModules = staticClosure(this, ending(pages), new Set([...entryModules, ...appModules]));
    },
  };
}
