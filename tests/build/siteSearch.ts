/**
 * The site's search, run in Node over the built index: the same modules the
 * browser runs (src/search/searchByWorker.ts for the navbar,
 * searchByWorkerForPage.ts for the search page, the worker class of
 * searchWorker.ts, the local-search plugin's tokenizer and query builder),
 * with only the transport replaced: the worker runs in-process instead of
 * behind Comlink, and its `fetch` of the index reads the file from the build.
 *
 * A test file that uses it must mock two modules before importing this one
 * (vi.mock is hoisted per file, so it cannot live here):
 *
 * ```ts
 * vi.mock('comlink', () => ({ expose: vi.fn(), wrap: vi.fn() }));
 * vi.mock(PLUGIN_CONSTANTS, async () => (await import('./siteSearch')).builtSearchConstants());
 * ```
 *
 * @packageDocumentation
 */

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILD_DIR, buildFileOf, site, type BuiltLocale } from './buildOutput';
import type { SearchResult } from '../../src/search/searchEngine';
import type { SerializedLunrIndex } from '../../scripts/search/pruneSearchIndex';

/**
 * The plugin's constants as the last `npm run build` generated them
 * (language, fuzzy distance, stop-word settings, index URL), read from
 * `.docusaurus/`. The generated module also registers lunr's language
 * packs; the same packs are registered here.
 */
export function builtSearchConstants(): Record<string, unknown> {
  const file = path.join(
    __dirname,
    '..',
    '..',
    '.docusaurus',
    '@easyops-cn',
    'docusaurus-search-local',
    'default',
    'generated-constants.js',
  );
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run npm run build first`);
  }
  const source = readFileSync(file, 'utf8');
  const require = createRequire(file);
  const lunr: unknown = require('lunr');
  for (const [, pack] of source.matchAll(/^require\("([^"]+)"\)\(lunr\);$/gm)) {
    (require(pack ?? '') as (lunr: unknown) => void)(lunr);
  }
  const constants: Record<string, unknown> = {};
  for (const [, name, value] of source.matchAll(/export const (\w+) = (.*?);?$/gm)) {
    // The plugin writes each constant with JSON.stringify; `undefined` stays out.
    if (name && value !== undefined && value !== 'undefined') {
      constants[name] = JSON.parse(value) as unknown;
    }
  }
  return constants;
}

/** Stand-ins for what a browser gives the worker: its origin and `fetch` of the index. */
export function browserGlobalsForBuild(): Record<string, unknown> {
  const origin = 'http://build.test';
  return {
    location: new URL(`${origin}${site.baseUrl}`),
    // searchByWorker.ts creates a Worker; Comlink is mocked, so it is never used
    // (a Worker is an EventTarget, which takes the same constructor arguments).
    Worker: EventTarget,
    fetch: (url: string) => {
      const { pathname } = new URL(url, origin);
      const file = buildFileOf(pathname);
      if (!file) return Promise.resolve(new Response(null, { status: 404 }));
      return Promise.resolve(new Response(readFileSync(file)));
    },
  };
}

/** A result as the reader sees it: where it leads, its title, the text shown. */
export interface ShownResult {
  readonly href: string;
  readonly title: string;
  readonly text: string;
  readonly type: number;
}

export function shown(result: SearchResult): ShownResult {
  const { document, page } = result;
  return {
    href: document.u + (document.h ?? ''),
    title: (page ? page.t : undefined) ?? document.s ?? document.t,
    text: document.t,
    type: result.type,
  };
}

/** The built index of a locale (`search-index.json`, `en/search-index.json`). */
export function builtIndex(locale: BuiltLocale): {
  documents: { i: number; t: string; u: string; h?: string; s?: string }[];
  index: SerializedLunrIndex;
}[] {
  const file = path.join(BUILD_DIR, locale.dir, 'search-index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing from the build`);
  return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof builtIndex>;
}
