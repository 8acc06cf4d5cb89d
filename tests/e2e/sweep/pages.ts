/**
 * What the browser sweep visits and what it expects of each page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapPaths } from '../helpers';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = [
  { prefix: '', dir: 'docs' },
  { prefix: '/en', dir: 'i18n/en/docusaurus-plugin-content-docs/current' },
] as const;
const MERMAID_FENCE = /^```mermaid\s*$/gm;

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

/**
 * How many Mermaid diagrams each article of both languages has, by page path.
 * Read from the Markdown sources, so a diagram missing from the page (or one
 * left for the browser to draw, which appears late) is noticed.
 */
export const DIAGRAMS_BY_PATH: ReadonlyMap<string, number> = new Map(
  LOCALES.flatMap(({ prefix, dir }) =>
    mdxFiles(path.join(ROOT, dir)).flatMap((file): [string, number][] => {
      const diagrams = readFileSync(file, 'utf8').match(MERMAID_FENCE)?.length ?? 0;
      if (diagrams === 0) return [];
      const slug = path.relative(path.join(ROOT, dir), file).replace(/\.mdx$/, '');
      return [[`${prefix}/docs/${slug}`, diagrams]];
    }),
  ),
);

/** Category pages: they list their articles as cards. */
export function isCategoryPage(pathname: string): boolean {
  return (
    /^(\/en)?\/docs\/[^/]+$/.test(pathname) && !/\/docs\/(glossary|intro|about)/.test(pathname)
  );
}

export type PresentationMode = 'present' | 'embed';

/** One page of a sitemap, and the speaker-mode or embed URL visited after it, if any. */
export interface SweepVisit {
  readonly path: string;
  readonly presentationMode?: PresentationMode;
}

/**
 * `?present` and `?embed` hide the article while Mermaid draws, and Mermaid
 * measures its text while drawing: when the hidden parts had no layout, it
 * got zero sizes and drew `translate(undefined, NaN)` with console errors.
 * (`?present` on an article shows it as slides, from its title slide: the
 * diagrams are drawn hidden, on slides not shown.) Both modes hide the page
 * through the same kind of stylesheet rule, and the fault
 * did not depend on the language, so the sweep opens each diagram article
 * (by slug) once, in one mode and one language, alternating
 * present/ja, embed/ja, present/en, embed/en down the sorted list: every
 * article's diagrams (sequence, flowchart, …) and every mode × language pair
 * are drawn hidden at least once, for 14 extra loads instead of 56. The plain
 * visit of every page already checks every diagram of both languages unhidden.
 */
export function presentationModeVisits(): Map<string, PresentationMode> {
  const slugs = [...DIAGRAMS_BY_PATH.keys()].filter((pathname) => !pathname.startsWith('/en/'));
  const modes = new Map<string, PresentationMode>();
  slugs.sort().forEach((pathname, index) => {
    const english = index % 4 >= 2;
    modes.set(english ? `/en${pathname}` : pathname, index % 2 === 0 ? 'present' : 'embed');
  });
  return modes;
}

/** Every sitemap page of both locales, split into `groups` lists of visits. */
export function sweepGroups(groups: number): SweepVisit[][] {
  const modes = presentationModeVisits();
  const visits = sitemapPaths().map((pathname): SweepVisit =>
    modes.has(pathname)
      ? { path: pathname, presentationMode: modes.get(pathname) }
      : { path: pathname },
  );
  // Round robin over the sorted paths: every group gets a mix of locales and
  // page kinds, so the groups take about as long as each other.
  return Array.from({ length: groups }, (_, group) =>
    visits.filter((_, index) => index % groups === group),
  );
}
