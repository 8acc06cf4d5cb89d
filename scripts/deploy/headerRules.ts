/**
 * The HTTP headers the build ships with (`build/_headers` for Cloudflare
 * Pages and Netlify, `build/nginx-headers.conf` for nginx), made from what
 * the build holds. Pure: scripts/write-deploy-headers.ts reads the build and
 * writes the files.
 *
 * Each page section gets its own complete CSP. A site-wide fallback policy
 * covers what no section rule reaches (a 404 at a made-up path). Cloudflare
 * Pages joins the values of every matching rule with a comma, which for a
 * CSP means two policies, both enforced; the fallback is therefore built to
 * be looser than every section's policy in every directive (the union of all
 * script hashes, no `frame-ancestors`), so a page under both is held to its
 * section's policy alone. Its `X-Frame-Options: SAMEORIGIN` only counts where
 * no policy names `frame-ancestors` (browsers then ignore it), that is on
 * those stray paths. In nginx the fallback is the catch-all location (the
 * longest matching prefix wins), so there each page gets one policy.
 */

/** One top-level part of a locale's output: `docs` (a folder and its `docs.html` index), `search` (a page). */
export interface Section {
  /** Path below the locale's base, without slashes: `docs`, `search`; '' for the home page. */
  readonly name: string;
  /** Has pages below it (`/docs/…`). */
  readonly folder: boolean;
  /** Has a page of its own (`/docs`). */
  readonly page: boolean;
  /** `sha256-…` of each distinct inline script in the section's pages. */
  readonly scriptHashes: readonly string[];
}

export interface LocaleOutput {
  /** Locale path below the site's base: '' (default locale) or `en/`. */
  readonly prefix: string;
  readonly sections: readonly Section[];
  /**
   * The service worker's own chunks beside sw.js (`32.sw.js`: webpack splits
   * the site's part of the worker off). Named without a content hash, so they
   * are revalidated like sw.js; a stale one would mix two deployments.
   */
  readonly workerChunks?: readonly string[];
}

export interface HeaderRule {
  /** `/guide/docs/*`-style pattern: an exact path, or a prefix ending in `/*`. */
  readonly path: string;
  readonly headers: readonly (readonly [name: string, value: string])[];
}

/**
 * Sections whose pages other sites may frame: where `?embed` works
 * (src/presentation/modeUrl.ts, `EMBEDDABLE_PATHNAME`) — each calculator,
 * the analyzer, dataset pages and articles (one calculator or chart of an
 * article, `?embed#<id>`). The section lists themselves (`/calculators`,
 * `/data`, `/docs`) are pages of their own and are not. Tag pages under
 * `/docs/tags/` share the articles' rule; `?embed` is ignored there.
 */
export const EMBEDDABLE_FOLDERS: ReadonlySet<string> = new Set([
  'calculators',
  'tools',
  'data',
  'docs',
]);

/** Content-hashed bundles: safe to cache for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything a new deployment changes under the same name: ask the server each time. */
export const REVALIDATE = 'no-cache';

/** Files under the same name in every deployment that a stale copy would break. */
const REVALIDATED_FILES = ['sw.js', 'manifest.json', 'search-index.json', 'offline-copy.json'];

/** Who may frame a page: any site (embeddable pages), the site itself, or not said (the fallback). */
export type Framing = 'any' | 'self' | 'unset';

/**
 * The Content-Security-Policy of a section's pages. `frame-ancestors` allows
 * any site to frame the embeddable pages and only the site itself elsewhere.
 * Styles stay `'unsafe-inline'`: server-rendered style attributes (Mermaid,
 * charts) cannot carry hashes. `'wasm-unsafe-eval'` lets the
 * Pagefind search (scripts/build-search-index.ts) compile its WebAssembly;
 * it allows WebAssembly compilation only, not JavaScript's eval.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], framing: Framing): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(framing === 'unset' ? [] : [`frame-ancestors ${framing === 'any' ? '*' : "'self'"}`]),
  ].join('; ');
}

/** The rules for one build, base path included (`/` or `/guide/`). */
export function headerRules(baseUrl: string, locales: readonly LocaleOutput[]): HeaderRule[] {
  const everyScript = locales.flatMap((locale) =>
    locale.sections.flatMap((section) => section.scriptHashes),
  );
  const rules: HeaderRule[] = [
    {
      path: `${baseUrl}*`,
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    {
      path: `${baseUrl}*`,
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(everyScript, 'unset')],
        ['X-Frame-Options', 'SAMEORIGIN'],
      ],
    },
  ];
  for (const locale of locales) {
    const root = `${baseUrl}${locale.prefix}`;
    rules.push({ path: `${root}assets/*`, headers: [['Cache-Control', IMMUTABLE]] });
    for (const file of [...REVALIDATED_FILES, ...(locale.workerChunks ?? [])])
      rules.push({ path: `${root}${file}`, headers: [['Cache-Control', REVALIDATE]] });
    for (const section of locale.sections) {
      const policy = (embeddable: boolean): HeaderRule['headers'] => [
        [
          'Content-Security-Policy',
          contentSecurityPolicy(section.scriptHashes, embeddable ? 'any' : 'self'),
        ],
      ];
      if (section.name === '') {
        // The home page: `/guide/` and, for a locale, also `/guide/en`.
        rules.push({ path: root, headers: policy(false) });
        if (locale.prefix !== '')
          rules.push({ path: root.replace(/\/$/, ''), headers: policy(false) });
        continue;
      }
      if (section.page) rules.push({ path: `${root}${section.name}`, headers: policy(false) });
      if (section.folder)
        rules.push({
          path: `${root}${section.name}/*`,
          headers: policy(EMBEDDABLE_FOLDERS.has(section.name)),
        });
    }
  }
  return rules;
}

/** `_headers`, the format of Cloudflare Pages and Netlify. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`,
  );
  return `# Written by scripts/write-deploy-headers.ts after each build (see DEPLOY.md).\n${blocks.join('\n')}\n`;
}

/**
 * An nginx snippet to `include` inside the site's `server` block (whose
 * `root` is the build). nginx drops a server's `add_header`s in any location
 * that has its own, so each location repeats the site-wide ones and the
 * clean-URL lookup. The fallback rule (the second site-wide one) becomes the
 * catch-all location of the base path; pages are revalidated on each visit,
 * as Cloudflare Pages and Netlify do by default.
 */
export function formatNginx(rules: readonly HeaderRule[]): string {
  const [siteWide, ...rest] = rules;
  const common = siteWide?.headers ?? [];
  const line = ([name, value]: readonly [string, string]): string =>
    `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`;
  const blocks = rest.map((rule) => {
    const prefix = rule.path.slice(0, -1);
    const location =
      rule.path === siteWide?.path
        ? `location ${prefix}`
        : rule.path.endsWith('/*')
          ? `location ^~ ${prefix}`
          : `location = ${rule.path}`;
    const cache: HeaderRule['headers'] = rule.headers.some(([name]) => name === 'Cache-Control')
      ? []
      : [['Cache-Control', REVALIDATE]];
    const lines = [...common, ...rule.headers, ...cache].map(line);
    // Clean URLs, as the build expects: /docs/glossary is docs/glossary.html.
    lines.push('    try_files $uri $uri.html $uri/index.html =404;');
    return `${location} {\n${lines.join('\n')}\n}`;
  });
  return [
    '# Written by scripts/write-deploy-headers.ts after each build (see DEPLOY.md).',
    '# include this file inside the server block that serves the build.',
    ...common.map(line).map((text) => text.trimStart()),
    ...blocks,
    '',
  ].join('\n');
}

/**
 * Cloudflare Pages' limits for `_headers`: 100 rules, 2,000 characters a
 * line (https://developers.cloudflare.com/pages/configuration/headers/);
 * past them it drops rules. scripts/write-deploy-headers.ts fails the build
 * instead.
 */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** What in a `_headers` text breaks Cloudflare Pages' limits; empty when nothing does. */
export function headersFileProblems(text: string): string[] {
  const problems: string[] = [];
  const rules = parseHeadersFile(text).length;
  if (rules > HEADERS_FILE_LIMITS.rules)
    problems.push(`${rules} rules (at most ${HEADERS_FILE_LIMITS.rules})`);
  text.split('\n').forEach((line, index) => {
    if (line.length > HEADERS_FILE_LIMITS.lineLength)
      problems.push(
        `line ${index + 1}: ${line.length} characters (at most ${HEADERS_FILE_LIMITS.lineLength}): ${line.trim().slice(0, 40)}…`,
      );
  });
  return problems;
}

/** Reads a `_headers` file back into rules (the test server and the build tests apply it). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers a path gets, as Cloudflare Pages applies `_headers`: every
 * matching rule adds its own, and one header set by two rules is joined
 * with a comma.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const values = new Map<string, string[]>();
  for (const rule of rules) {
    const matches = rule.path.endsWith('/*')
      ? pathname.startsWith(rule.path.slice(0, -1))
      : pathname === rule.path;
    if (!matches) continue;
    for (const [name, value] of rule.headers)
      values.set(name, [...(values.get(name) ?? []), value]);
  }
  return new Map([...values].map(([name, list]) => [name, list.join(', ')]));
}
