import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  SHORT_LINK_NAME,
  shortLinkPath,
  shortLinks,
  type ShortLink,
  type ShortLinkKind,
} from '../../../src/registry/shortLinks';
import { shortLinkRedirects, shortLinksPlugin } from '../../../config/shortLinks';
import { readFrontMatterField } from '../../../src/lib/translationFreshness';

const site = path.resolve(__dirname, '../../..');
const DOCS = path.join(site, 'docs');
const EN_DOCS = path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current');
const DATA = path.join(site, 'static/data');
const PAGES = path.join(site, 'src/pages');
const SNAPSHOT = path.join(__dirname, 'published.json');

function listFiles(dir: string, pattern: RegExp, prefix = ''): string[] {
  if (!existsSync(path.join(dir, prefix))) return [];
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return listFiles(dir, pattern, relative);
      return pattern.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/**
 * Route of each Japanese doc (relative .md/.mdx path → `/docs/…`), as the
 * docs plugin computes it here: an absolute `slug` in the front matter wins,
 * otherwise the file path without its extension, `index` standing for its
 * folder. (The site uses no number prefixes and no relative slugs.)
 */
function docRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of listFiles(DOCS, /^[^_].*\.mdx?$/)) {
    const slug = readFrontMatterField(readFileSync(path.join(DOCS, file), 'utf8'), 'slug');
    let route: string;
    if (slug?.startsWith('/')) route = `/docs${slug === '/' ? '' : slug}`;
    else {
      const withoutExtension = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      route = withoutExtension ? `/docs/${withoutExtension}` : '/docs';
    }
    routes.set(route, file);
  }
  return routes;
}

/** The source file(s) behind a short link's target; throws with the reason when there are none. */
function sourcesOf(link: ShortLink, routes: Map<string, string>): string[] {
  const { to } = link;
  if (to === '/docs' || to.startsWith('/docs/')) {
    const file = routes.get(to);
    if (!file) throw new Error(`${link.name}: no file under docs/ has the route ${to}`);
    const japanese = path.join(DOCS, file);
    const english = path.join(EN_DOCS, file);
    if (!existsSync(english)) throw new Error(`${link.name}: ${to} has no English twin ${english}`);
    return [japanese, english];
  }
  const dataset = /^\/data\/([^/]+)$/.exec(to);
  if (dataset) {
    const file = path.join(DATA, `${dataset[1]}.json`);
    if (!existsSync(file))
      throw new Error(`${link.name}: ${to} needs static/data/${dataset[1]}.json`);
    return [file];
  }
  // A page of src/pages: /x → src/pages/x.tsx or src/pages/x/index.tsx.
  const candidates = [`${to}.tsx`, `${to}/index.tsx`].map((p) => path.join(PAGES, p));
  const page = candidates.find((candidate) => existsSync(candidate));
  if (!page) {
    throw new Error(
      `${link.name}: ${to} needs ${candidates.map((c) => path.relative(site, c)).join(' or ')}`,
    );
  }
  return [page];
}

function expectedKind(to: string): ShortLinkKind {
  if (to === '/docs' || to.startsWith('/docs/')) return 'article';
  if (/^\/data\/[^/]+$/.test(to)) return 'dataset';
  if (/^\/(calculators|tools)\/[^/]+$/.test(to)) return 'tool';
  return 'page';
}

describe('short link names', () => {
  it('are unique', () => {
    const names = shortLinks.map((link) => link.name);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
  });

  it('are short, lowercase and URL-safe', () => {
    for (const { name } of shortLinks) {
      expect(name, name).toMatch(SHORT_LINK_NAME);
      expect(encodeURIComponent(name), name).toBe(name);
      expect(name.length, `${name} is too long to read out`).toBeLessThanOrEqual(32);
      // All-digit names would reorder published.json (integer keys come first).
      expect(name, name).toMatch(/[a-z]/);
    }
  });
});

describe('short link targets', () => {
  const routes = docRoutes();

  it('are locale-free page paths', () => {
    for (const { name, to } of shortLinks) {
      expect(to, name).toMatch(/^\/[a-z0-9/-]*$/);
      expect(to, `${name}: no trailing slash`).not.toMatch(/.\/$/);
      expect(to, `${name}: write the path without /en`).not.toMatch(/^\/en(\/|$)/);
      expect(to.startsWith('/go/') || to === '/go', `${name} points at a short link`).toBe(false);
    }
  });

  it('each exist in the source tree (docs in both languages)', () => {
    const problems: string[] = [];
    for (const link of shortLinks) {
      try {
        sourcesOf(link, routes);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('have the kind their path implies', () => {
    for (const link of shortLinks) expect(link.kind, link.name).toBe(expectedKind(link.to));
  });

  it('cover every article, dataset, calculator and tool', () => {
    const targets = new Set(shortLinks.map((link) => link.to));
    const wanted = [
      ...routes.keys(),
      ...listFiles(DATA, /\.json$/).map((file) => `/data/${file.replace(/\.json$/, '')}`),
      ...listFiles(path.join(PAGES, 'calculators'), /\.tsx$/).map((file) =>
        `/calculators/${file.replace(/\.tsx$/, '')}`.replace(/\/index$/, ''),
      ),
      ...listFiles(path.join(PAGES, 'tools'), /\.tsx$/).map((file) =>
        `/tools/${file.replace(/\.tsx$/, '')}`.replace(/\/index$/, ''),
      ),
    ];
    const missing = wanted.filter((to) => !targets.has(to));
    expect(missing, 'append a short link for each of these pages').toEqual([]);
  });

  it('show the titles the pages themselves carry', () => {
    for (const link of shortLinks) {
      if (link.kind === 'article') {
        const [japanese, english] = sourcesOf(link, routes).map((file) =>
          readFrontMatterField(readFileSync(file, 'utf8'), 'title'),
        );
        expect({ ja: japanese, en: english }, link.name).toEqual(link.title);
      } else if (link.kind === 'dataset') {
        const [file] = sourcesOf(link, routes);
        const { title } = JSON.parse(readFileSync(file ?? '', 'utf8')) as {
          title: { ja: string; en: string };
        };
        expect({ ja: title.ja, en: title.en }, link.name).toEqual(link.title);
      }
    }
  });
});

describe('published short links (append-only)', () => {
  const published = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;

  it('keeps every published name, pointing at the same page', () => {
    const current = new Map(shortLinks.map((link) => [link.name, link.to]));
    const broken = Object.entries(published)
      .filter(([name, to]) => current.get(name) !== to)
      .map(([name, to]) =>
        current.has(name)
          ? `/go/${name} was published for ${to} but now points at ${current.get(name)}`
          : `/go/${name} (→ ${to}) was published and has been removed`,
      );
    expect(
      broken,
      'Published short links never change or disappear: restore them in src/registry/shortLinks.ts ' +
        '(if the page moved, redirect its old path instead).',
    ).toEqual([]);
  });

  it('keeps the published order: new links are appended at the end', () => {
    const names = Object.keys(published);
    expect(shortLinks.slice(0, names.length).map((link) => link.name)).toEqual(names);
  });

  it('has every current link in the snapshot', () => {
    const unpublished = shortLinks
      .filter((link) => !(link.name in published))
      .map((link) => `  "${link.name}": "${link.to}"`);
    expect(
      unpublished,
      `New short links: append these lines to tests/unit/shortLinks/published.json ` +
        `(the record of published names):\n${unpublished.join(',\n')}`,
    ).toEqual([]);
  });
});

describe('redirect plugin options', () => {
  it('redirect /go/<name> to each target, once per link', () => {
    expect(shortLinkRedirects).toEqual(
      shortLinks.map((link) => ({ from: `/go/${link.name}`, to: link.to })),
    );
    expect(shortLinkPath('glossary')).toBe('/go/glossary');
    // No options: they would be serialised into every page's main bundle.
    expect(shortLinksPlugin).toBe('./plugins/short-links/index.ts');
  });

  it('do not collide with a page of the site', () => {
    const pages = listFiles(PAGES, /\.(tsx|md|mdx)$/).map(
      (file) => `/${file.replace(/\.(tsx|md|mdx)$/, '').replace(/(^|\/)index$/, '')}`,
    );
    const clashes = shortLinkRedirects.filter((redirect) => pages.includes(redirect.from));
    expect(clashes).toEqual([]);
  });
});
