/**
 * The `calculator` fixture: opens one of the site's calculators (by id, with
 * a query string, on its own page or another such as its article), waits for
 * hydration, and gives the locators and checks the calculator specs share.
 *
 * ```ts
 * import { expect, test } from './fixtures';
 * test('…', async ({ page, calculator }) => {
 *   await calculator.open('iops', '?n=8');
 *   await calculator.field('n').fill('6');
 *   await expect.poll(() => calculator.param('n')).toBe('6');
 *   await calculator.expectNoBrokenNumbers();
 * });
 * ```
 */
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/** Each calculator's root element and standalone page (Japanese; English under /en). */
export const CALCULATORS = {
  'hit-ratio': { root: '#hit-ratio-calculator', path: '/calculators/hit-ratio' },
  'group-commit': { root: '#group-commit-calculator', path: '/calculators/group-commit' },
  iops: { root: '#iops-calculator', path: '/calculators/iops' },
  snowflake: { root: '#snowflake-calculator', path: '/calculators/snowflake' },
  'redshift-tco': { root: '#redshift-tco-calculator', path: '/calculators/redshift-tco' },
  'status-analyzer': { root: '#status-analyzer', path: '/tools/status-analyzer' },
} as const;

export type CalculatorId = keyof typeof CALCULATORS;

export interface OpenOptions {
  /** Another page holding the calculator (its article), with any /en prefix; default its own page. */
  readonly path?: string;
  /** `en` opens the English page (ignored when `path` is given). */
  readonly locale?: 'ja' | 'en';
}

export interface CalculatorFixture {
  /** Goes to the calculator's page with `query` (`?…`, may end in `#…`) and waits for hydration. */
  open(id: CalculatorId, query?: string, options?: OpenOptions): Promise<void>;
  /** The calculator opened last. */
  readonly root: Locator;
  /** Its input, select or text area for a URL parameter (fields are named after them). */
  field(name: string): Locator;
  /** A query parameter of the page's current URL, or null. */
  param(name: string): string | null;
  /** No NaN, Infinity or undefined anywhere in the calculator's text. */
  expectNoBrokenNumbers(): Promise<void>;
}

function calculatorFixture(page: Page): CalculatorFixture {
  let opened: CalculatorId | null = null;
  const root = (): Locator => {
    if (opened === null) throw new Error('calculator.open(…) first');
    return page.locator(CALCULATORS[opened].root);
  };
  return {
    async open(id, query = '', { path, locale = 'ja' } = {}) {
      opened = id;
      const pathname = path ?? `${locale === 'en' ? '/en' : ''}${CALCULATORS[id].path}`;
      await page.goto(`${pathname}${query}`);
      await waitForHydration(page);
    },
    get root() {
      return root();
    },
    field: (name) =>
      root().locator(`input[name="${name}"], select[name="${name}"], textarea[name="${name}"]`),
    param: (name) => new URL(page.url()).searchParams.get(name),
    async expectNoBrokenNumbers() {
      expect(await root().innerText()).not.toMatch(/NaN|Infinity|undefined/);
    },
  };
}

export const test = base.extend<{ calculator: CalculatorFixture }>({
  calculator: async ({ page }, use) => {
    await use(calculatorFixture(page));
  },
});

export { expect };
