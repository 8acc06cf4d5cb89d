/**
 * The scripts an article loads before it hydrates, read from the build as
 * the Docusaurus runtime finds them: runtime~main and main, and the chunks
 * the route table in main.js loads for the article's compiled Markdown.
 * Anything else a page runs (a chart's or a calculator's chunk) it loads
 * later, on demand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, locales } from './buildOutput';

export function scriptDir(localeDir: string): string {
  return path.join(BUILD_DIR, localeDir, 'assets/js');
}

/** `<name>.<content hash>.js` in `dir`. */
function scriptNamed(dir: string, name: string): string {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]+\\.js$`);
  const file = readdirSync(dir).find((entry) => pattern.test(entry));
  if (!file) throw new Error(`${dir}: no script ${name}.<hash>.js`);
  return path.join(dir, file);
}

/**
 * The scripts Docusaurus loads before it hydrates an article: the runtime,
 * main, and the chunks of the article's compiled Markdown (its entry in
 * main.js's route registry: `()=>Promise.all([n.e("…"),…]).then(…),"@site/…mdx"`).
 */
/** How the runtime finds chunks: each chunk's file, by chunk id, and the chunks inside main.js. */
function runtimeChunks(localeDir: string): {
  readonly file: (id: string) => string;
  readonly inMain: ReadonlySet<string>;
} {
  const dir = scriptDir(localeDir);
  // The runtime names chunks by id: `"assets/js/"+(({id:"name",…})[e]||e)`.
  const runtimeCode = readFileSync(scriptNamed(dir, 'runtime~main'), 'utf8');
  const namesMap = /"assets\/js\/"\+\(*\{([^}]*)\}/.exec(runtimeCode)?.[1] ?? '';
  const names = new Map(
    [...namesMap.matchAll(/(\d+):"([^"]+)"/g)].map((match) => [match[1]!, match[2]!]),
  );
  // Chunks the runtime starts with (`{4014:0,…},n.f.j=`) are inside main.js.
  const inMain = new Set(
    /\{((?:\d+:0,?)+)\},\w+\.f\.j=/.exec(runtimeCode)?.[1]?.match(/\d+(?=:)/g) ?? [],
  );
  return { file: (id) => scriptNamed(dir, names.get(id) ?? id), inMain };
}

/** The chunk ids a piece of code loads: `n.e("…")`. */
function loadedChunkIds(code: string): string[] {
  return [...code.matchAll(/\.e\("([^"]+)"\)/g)].map((match) => match[1]!);
}

export function initialScripts(localeDir: string, source: string): string[] {
  const dir = scriptDir(localeDir);
  const main = scriptNamed(dir, 'main');
  const mainCode = readFileSync(main, 'utf8');
  const at = mainCode.indexOf(`,"${source}",`);
  if (at === -1) throw new Error(`${main}: no route registry entry for ${source}`);
  const chunkIds = loadedChunkIds(mainCode.slice(mainCode.lastIndexOf('()=>', at), at));
  if (chunkIds.length === 0) throw new Error(`${main}: no chunks in the entry for ${source}`);
  const chunks = runtimeChunks(localeDir);
  return [
    scriptNamed(dir, 'runtime~main'),
    main,
    ...chunkIds.filter((id) => !chunks.inMain.has(id)).map((id) => chunks.file(id)),
  ];
}

/**
 * The scripts a loader in `code` loads for `key` (`"key":()=>Promise.all([n.e("…"),…])…`
 * or `"key":()=>n.e("…")…`), outside main.js.
 */
export function scriptsLoadedFor(localeDir: string, code: string, key: string): string[] {
  // The minifier leaves a key that is a valid identifier unquoted.
  const quoted = JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = code.search(new RegExp(`[{,](?:${quoted}|${quoted.slice(1, -1)}):\\(\\)=>`));
  if (at === -1) return [];
  const loader = code.slice(at, code.indexOf('.then(', at));
  const chunks = runtimeChunks(localeDir);
  return loadedChunkIds(loader)
    .filter((id) => !chunks.inMain.has(id))
    .map((id) => chunks.file(id));
}

export function markdownSource(locale: { readonly locale: string }, page: string): string {
  const docPath = page.replace(/^docs\//, '');
  return locale.locale === 'ja'
    ? `@site/docs/${docPath}.mdx`
    : `@site/i18n/${locale.locale}/docusaurus-plugin-content-docs/current/${docPath}.mdx`;
}

/**
 * Which of `markers` (name → text) the scripts an article loads before it
 * hydrates hold, in either language: one line per script and marker found.
 */
export function markersBeforeHydration(
  page: string,
  markers: Readonly<Record<string, string>>,
): string[] {
  const found: string[] = [];
  for (const locale of locales) {
    const scripts = initialScripts(locale.dir, markdownSource(locale, page));
    if (scripts.length <= 2) throw new Error(`${page} (${locale.locale}): no route chunks`);
    for (const script of scripts) {
      const code = readFileSync(script, 'utf8');
      for (const [what, marker] of Object.entries(markers)) {
        if (code.includes(marker))
          found.push(`${path.relative(BUILD_DIR, script)}: ${what} (${marker})`);
      }
    }
  }
  return found;
}
