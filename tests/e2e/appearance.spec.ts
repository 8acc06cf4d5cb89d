import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * Screenshot baselines: what a reader sees, compared pixel by pixel with a
 * reviewed picture (tests/e2e/__screenshots__/). DOM assertions passed while
 * the QR dialog was see-through and headings were grey code blocks; a
 * picture does not. One page kind per test, in each language: one page load
 * gives four pictures (1280 and 390 px wide, light and dark), the colour mode
 * switched through the reader's system preference, which the site follows.
 *
 * The first screen of each page is compared, not the whole page: that is
 * what a link from a slide opens on, and long pages would make large,
 * fragile baselines. Fonts come with the site (@fontsource) or from the
 * Debian packages `.ci/run` installs, so the pictures do not drift between
 * machines; the small tolerance absorbs anti-aliasing only.
 *
 * After a deliberate visual change: `npx playwright test appearance
 * --update-snapshots`, then look at every changed PNG (git diff shows which)
 * before committing them. See README, "Screenshot baselines".
 */

interface PageKind {
  /** Name of the baseline files. */
  readonly name: string;
  /** Path without the locale prefix. */
  readonly path: string;
  /** Widths to picture (speaker mode is a desktop state). */
  readonly widths?: readonly number[];
  /** Locales to picture, when not both. */
  readonly locales?: readonly ('ja' | 'en')[];
  /** Brings the page into the state to picture, after hydration. */
  readonly prepare?: (page: Page, locale: 'ja' | 'en') => Promise<void>;
  /** What depends on the machine (the test server's origin), painted over. */
  readonly mask?: (page: Page) => Locator[];
  /** Geometry to check in the same visit, after the pictures at each width. */
  readonly check?: (page: Page, locale: 'ja' | 'en', width: number) => Promise<void>;
}

/**
 * How many characters a line of each long paragraph of an article's prose
 * holds: in English the paragraph's width over the mean advance of its own
 * text; in Japanese its width in full-width characters (em). Paragraphs
 * with formulas or code (other fonts) are left out.
 */
async function proseLineLengths(page: Page, locale: 'ja' | 'en'): Promise<number[]> {
  return page.evaluate((fullWidth) => {
    const paragraphs = [...document.querySelectorAll<HTMLElement>('.markdown > p')].filter(
      (p) => !p.querySelector('.katex, code') && p.textContent.length >= 200,
    );
    return paragraphs.map((p) => {
      const width = p.getBoundingClientRect().width;
      if (fullWidth) return width / parseFloat(getComputedStyle(p).fontSize);
      const text = p.textContent;
      const probe = document.createElement('span');
      probe.style.cssText = 'position: absolute; white-space: nowrap';
      probe.textContent = text;
      p.append(probe);
      const advance = probe.getBoundingClientRect().width / text.length;
      probe.remove();
      return width / advance;
    });
  }, locale === 'ja');
}

/** The reading measure: ≈65–75 characters a line in English, 35–45 full-width characters in Japanese. */
const PROSE_LINE = { en: [60, 76], ja: [35, 45] } as const;

/** Inline formulas: how many lines each spans and its size against the text around it. */
async function inlineFormulas(
  page: Page,
): Promise<{ tex: string; lines: number; scale: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.markdown .katex')]
      .filter((formula) => !formula.closest('.katex-display'))
      .map((formula) => {
        // One rect per box of the formula; a rect starting below the
        // previous line's bottom starts a new line.
        const rects = [...formula.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .sort((a, b) => a.top - b.top);
        let lines = 0;
        let lineBottom = -Infinity;
        for (const rect of rects) {
          if (rect.top >= lineBottom - 1) {
            lines += 1;
            lineBottom = rect.bottom;
          } else lineBottom = Math.max(lineBottom, rect.bottom);
        }
        const size = (element: Element | null) =>
          element ? parseFloat(getComputedStyle(element).fontSize) : NaN;
        return {
          tex: formula.querySelector('annotation')?.textContent ?? '',
          lines,
          scale: size(formula) / size(formula.parentElement),
        };
      }),
  );
}

/**
 * Paragraphs with inline formulas whose height is not a whole number of
 * lines of the text's line height: a formula taller than the line (a maths
 * font's subscript at 1.1em grew its line by 3 px) spreads the lines apart.
 */
async function unevenFormulaParagraphs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.markdown > p')]
      .filter((p) => p.querySelector('.katex'))
      .filter((p) => {
        const lines = p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight);
        return Math.abs(lines - Math.round(lines)) > 0.05;
      })
      .map((p) => p.textContent.slice(0, 50)),
  );
}

/** The system's colour scheme, and the page once its theme follows it. */
async function showColourScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  // The theme follows the system setting through a media-query listener; on a
  // loaded 2-core machine (lint and unit tests beside the browser suite) that
  // once took longer than the default 5 s.
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme, { timeout: 15_000 });
}

const HEIGHT = { 1280: 720, 390: 844 } as const;

const KINDS: readonly PageKind[] = [
  { name: 'home', path: '/' },
  {
    name: 'article',
    path: '/docs/io-memory/disk-io-hit-ratio',
    check: async (page, locale, width) => {
      if (width === 1280) {
        // The prose keeps its measure however wide the window (at 1920 px
        // it ran to 105 characters in English, 60 full-width in Japanese).
        const [shortest, longest] = PROSE_LINE[locale];
        for (const windowWidth of [1280, 1920]) {
          await page.setViewportSize({ width: windowWidth, height: HEIGHT[1280] });
          const lengths = await proseLineLengths(page, locale);
          expect.soft(lengths.length, 'long paragraphs measured').toBeGreaterThan(3);
          const outside = lengths.filter((length) => length < shortest || length > longest);
          expect.soft(outside, `${windowWidth} px: characters a line`).toEqual([]);
        }
      } else {
        // On a phone an inline formula stays on one line ("(1 − / h) k"
        // was split) and is not set larger than 1.1 times its text.
        const formulas = await inlineFormulas(page);
        expect.soft(formulas.length).toBeGreaterThan(10);
        expect
          .soft(formulas.filter((formula) => formula.lines !== 1).map((f) => f.tex))
          .toEqual([]);
        expect
          .soft(Math.max(...formulas.map((formula) => formula.scale)))
          .toBeLessThanOrEqual(1.11);
        expect.soft(await unevenFormulaParagraphs(page), 'lines spread by a formula').toEqual([]);
        // A display formula as the system's maths font draws its MathML
        // (fractions, subscripts, the bar over c), light and dark.
        const formula = page.locator('.katex-display').nth(1);
        await formula.scrollIntoViewIfNeeded();
        for (const scheme of ['light', 'dark'] as const) {
          await showColourScheme(page, scheme);
          await expect
            .soft(formula)
            .toHaveScreenshot(`${locale}-article-formula-390-${scheme}.png`, {
              animations: 'disabled',
              maxDiffPixelRatio: 0.01,
              timeout: 20_000,
            });
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
    },
  },
  {
    name: 'glossary-inline-code-heading',
    path: '/docs/glossary',
    prepare: async (page) => {
      // Headings whose inline code holds underscores were drawn as code blocks.
      await page.locator('h3:has(code)').first().scrollIntoViewIfNeeded();
    },
  },
  { name: 'calculators', path: '/calculators' },
  { name: 'calculator-hit-ratio', path: '/calculators/hit-ratio' },
  { name: 'calculator-group-commit', path: '/calculators/group-commit' },
  { name: 'calculator-iops', path: '/calculators/iops' },
  { name: 'calculator-snowflake', path: '/calculators/snowflake' },
  { name: 'calculator-redshift-tco', path: '/calculators/redshift-tco' },
  { name: 'status-analyzer', path: '/tools/status-analyzer' },
  {
    name: 'qr-dialog',
    path: '/calculators/iops',
    prepare: async (page, locale) => {
      if (await page.getByRole('dialog').isVisible()) return;
      await page
        .locator('[data-calculator]')
        .first()
        .getByRole('button', { name: locale === 'ja' ? 'QR コード' : 'QR code' })
        .click();
      await expect(page.getByRole('dialog').locator('img, svg').first()).toBeVisible();
    },
    // The code and the printed link hold the server's origin (its port differs by run).
    mask: (page) => [
      page.getByRole('dialog').locator('img').first(),
      page.getByRole('dialog').getByText(/^https?:\/\//),
    ],
  },
  // 1280 here; 1920 × 1080 is pictured below, one fresh page per colour scheme.
  // An article in speaker mode is slides (src/presentation/articleDeck.ts):
  // the calculator's slide, in its own speaker mode, and a diagram's slide.
  {
    name: 'speaker-mode',
    path: '/docs/transactions-locking/group-commit?present#group-commit-calculator',
    widths: [1280],
  },
  {
    name: 'article-slide',
    path: '/docs/transactions-locking/group-commit?present#innodb-plugin-104-fix',
    widths: [1280],
    // The slide fits the diagram a frame after hydration. (Its drawings of
    // both colour modes are in the page; one is shown.)
    prepare: async (page) => {
      await expect(
        page
          .locator('[data-slide-part] .docusaurus-mermaid-container svg')
          .filter({ visible: true }),
      ).toBeVisible();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('[data-slide-part]')].some(
          (part) => part.style.zoom !== '',
        ),
      );
    },
  },
  // Each calculator's own speaker mode at 1280 × 720: results and key chart
  // on screen, the inputs folded into their summary (group commit is
  // pictured above, as the article's calculator slide).
  ...(['hit-ratio', 'iops', 'snowflake', 'redshift-tco'] as const).map((id) => ({
    name: `speaker-${id}`,
    path: `/calculators/${id}?present`,
    widths: [1280],
  })),
  { name: 'speaker-status-analyzer', path: '/tools/status-analyzer?present', widths: [1280] },
  { name: 'dataset', path: '/data/lab-group-commit' },
  {
    name: 'blog',
    path: '/blog',
    check: async (page, _locale, width) => {
      if (width !== 1280) return;
      // A post's title takes at most two lines in the list (Japanese ones took four).
      const lines = await page
        .locator('main article header h2')
        .evaluateAll((titles) =>
          titles.map((title) =>
            Math.round(
              title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight),
            ),
          ),
        );
      expect.soft(lines.length).toBeGreaterThan(1);
      expect.soft(Math.max(...lines)).toBeLessThanOrEqual(2);
    },
  },
  // Japanese only: a static host serves the one 404.html for every missing
  // path, so /en/… shows the Japanese page (a deployment matter, see README).
  { name: 'not-found', path: '/no-such-page', locales: ['ja'] },
];

async function picture(page: Page, name: string, mask: Locator[]): Promise<void> {
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    mask,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    // A loaded machine needs time for two identical shots in a row.
    timeout: 20_000,
  });
}

for (const locale of ['ja', 'en'] as const) {
  for (const kind of KINDS.filter((candidate) => candidate.locales?.includes(locale) ?? true)) {
    test(`${locale} ${kind.name}: looks as reviewed, light and dark, desktop and phone`, async ({
      page,
    }) => {
      const widths = kind.widths ?? [1280, 390];
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: widths[0] ?? 1280, height: HEIGHT[1280] });
      const prefix = locale === 'ja' ? '' : '/en';
      await page.goto(`${prefix}${kind.path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT[width as keyof typeof HEIGHT] });
        await kind.prepare?.(page, locale);
        for (const scheme of ['light', 'dark'] as const) {
          await showColourScheme(page, scheme);
          await picture(page, `${locale}-${kind.name}-${width}-${scheme}`, kind.mask?.(page) ?? []);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await kind.check?.(page, locale, width);
      }
    });
  }
}

// Speaker mode on a 1920 × 1080 projector. One fresh page per colour scheme,
// emulated before the first paint (as the presenting laptop has it): in
// clean-clone runs a live switch at this size sometimes never reached the
// page's colour mode, where a fresh load sets it in the <head> script.
for (const locale of ['ja', 'en'] as const) {
  test(`${locale} speaker mode at 1920 × 1080: looks as reviewed, light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${locale === 'ja' ? '' : '/en'}/calculators/hit-ratio?present`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(page.locator('[data-presenting]')).toBeVisible();
      await picture(page, `${locale}-speaker-mode-1920-${scheme}`, []);
    }
  });
}
