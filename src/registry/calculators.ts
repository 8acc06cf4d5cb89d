/**
 * The calculators and tools of the site: the one list that the cards (home
 * page, /calculators), the standalone pages, the MDX import plugin and the
 * tests read.
 *
 * This module is plain data (no React, no Docusaurus client imports), so
 * Node code can import it at build time: the remark plugin that imports the
 * components into articles, the site config, the tests. The translated
 * texts live in `calculatorTexts.ts` (cards) and `calculatorPages/<id>.tsx`
 * (each standalone page's title, description and introduction); each page
 * file (`src/pages/<route>.tsx`) binds those to its React component.
 *
 * To add a calculator: append an entry here, then add its card texts
 * (TypeScript lists the missing ones), its page texts, its page file and its
 * short link in `shortLinks.ts` (see README, "Adding a calculator"; the
 * registry test checks that they agree).
 *
 * @packageDocumentation
 */

/** A calculator (or tool) as the site lists, routes and embeds it. */
export interface CalculatorDefinition {
  /** Stable key; the last segment of the page route. */
  readonly id: string;
  /** The name articles use in MDX, e.g. `<HitRatioCalculator embedded />`. */
  readonly componentName: string;
  /** Module whose default export is that component (`@site/…`, as webpack resolves it). */
  readonly componentModule: string;
  /** Route of the standalone page, without the locale prefix. */
  readonly pageRoute: string;
  /** Route of the article that explains it (the card's "read the article" link). */
  readonly articleRoute: string;
  /**
   * Names of its `/go/<name>` short links. The links themselves stay in the
   * append-only list of `shortLinks.ts`; a unit test checks that each name is
   * there and points at `pageRoute`.
   */
  readonly shortLinkNames: readonly string[];
}

/**
 * Every calculator and tool, in the order the cards list them. The link
 * previews (plugins/social-cards) show each page's headline result: their
 * default `figureRoutes` cover `/calculators/*` and `/tools/*`.
 */
export const calculators = [
  {
    id: 'status-analyzer',
    componentName: 'StatusAnalyzer',
    componentModule: '@site/src/components/StatusAnalyzer',
    pageRoute: '/tools/status-analyzer',
    articleRoute: '/docs/io-memory/disk-io-hit-ratio',
    shortLinkNames: ['status'],
  },
  {
    id: 'group-commit',
    componentName: 'GroupCommitCalculator',
    componentModule: '@site/src/components/GroupCommitCalculator',
    pageRoute: '/calculators/group-commit',
    articleRoute: '/docs/transactions-locking/group-commit',
    shortLinkNames: ['group-commit'],
  },
  {
    id: 'hit-ratio',
    componentName: 'HitRatioCalculator',
    componentModule: '@site/src/components/HitRatioCalculator',
    pageRoute: '/calculators/hit-ratio',
    articleRoute: '/docs/io-memory/disk-io-hit-ratio',
    shortLinkNames: ['hit-ratio'],
  },
  {
    id: 'iops',
    componentName: 'IopsCalculator',
    componentModule: '@site/src/components/IopsCalculator',
    pageRoute: '/calculators/iops',
    articleRoute: '/docs/cloud-storage/iops',
    shortLinkNames: ['iops'],
  },
  {
    id: 'snowflake',
    componentName: 'SnowflakeCalculator',
    componentModule: '@site/src/components/SnowflakeCalculator',
    pageRoute: '/calculators/snowflake',
    articleRoute: '/docs/id-design/id-strategy',
    shortLinkNames: ['snowflake'],
  },
  {
    id: 'redshift-tco',
    componentName: 'RedshiftTcoCalculator',
    componentModule: '@site/src/components/RedshiftTcoCalculator',
    pageRoute: '/calculators/redshift-tco',
    articleRoute: '/docs/data-architecture/technical-debt',
    shortLinkNames: ['redshift-tco'],
  },
] as const satisfies readonly CalculatorDefinition[];

/** Key of a registry entry. */
export type CalculatorId = (typeof calculators)[number]['id'];

/** The registry entry with this id. */
export function calculatorById(id: CalculatorId): CalculatorDefinition {
  const found = calculators.find((calculator) => calculator.id === id);
  // Unreachable: `CalculatorId` is derived from the list.
  if (!found) throw new Error(`No calculator ${id}`);
  return found;
}
