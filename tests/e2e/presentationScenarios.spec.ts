import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, smallestChartTextPx, waitForHydration } from './helpers';

/**
 * Speaker-mode scenarios of the group-commit simulator and the status
 * analyzer, unknown scenarios, and speaker mode / embeds of the charts
 * (DatasetChart in articles and on /data/<id>), in both languages.
 */

type Locale = 'ja' | 'en';
const LOCALES: readonly Locale[] = ['ja', 'en'];
const prefix = (locale: Locale) => (locale === 'ja' ? '' : '/en');

const scenarioStatus = (page: Page): Locator => page.getByTestId('presentation-scenario');
const params = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

async function open(page: Page, path: string, frame: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator(frame)).toBeVisible();
}

const TEXT = {
  ja: {
    position: (n: number, total: number) => `シナリオ ${n}/${total}`,
    post: '2009-08-12',
    unknown: 'はこのツールにはありません',
    illustrative: '作例です（実測値ではありません）',
    lab: 'このサイトの計測',
    exit: '発表モードを終了（Esc）',
    present: '発表モードで表示',
    openFull: 'ページ全体を新しいタブで開く',
  },
  en: {
    position: (n: number, total: number) => `Scenario ${n} of ${total}`,
    post: '2009-08-12',
    unknown: 'does not exist for this tool',
    illustrative: 'Illustrative example, not measured data',
    lab: 'Measured by this site',
    exit: 'Exit speaker mode (Esc)',
    present: 'Show in speaker mode',
    openFull: 'Open the full page in a new tab',
  },
} as const;

const GROUP_COMMIT = '[data-calculator="group-commit-calculator"]';
const ANALYZER = '[data-calculator="status-analyzer"]';

test.describe('group-commit scenarios', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const locale of LOCALES) {
    const t = TEXT[locale];
    const page0 = `${prefix(locale)}/calculators/group-commit`;

    test(`${locale}: → steps through the 2009 post's cases; the URL follows`, async ({ page }) => {
      const errors = collectErrors(page);
      await open(page, `${page0}?present`, GROUP_COMMIT);
      const fsyncs = page.getByTestId('group-commit-fsyncs-per-txn');

      await page.keyboard.press('ArrowRight');
      await expect(scenarioStatus(page)).toContainText(t.position(1, 6));
      await expect(scenarioStatus(page)).toContainText(t.post);
      await expect.poll(() => params(page).get('scenario')).toBe('builtin-xa1');
      await expect(fsyncs).toHaveText(/^2\b/);

      await page.keyboard.press('ArrowRight');
      await expect(scenarioStatus(page)).toContainText(t.position(2, 6));
      await expect.poll(() => params(page).get('scenario')).toBe('builtin-xa0');
      expect(params(page).get('xa')).toBe('0');
      await expect(fsyncs).toHaveText(/^1\b/);

      await page.keyboard.press('ArrowRight');
      await expect(scenarioStatus(page)).toContainText(t.position(3, 6));
      await expect.poll(() => params(page).get('scenario')).toBe('plugin-104');
      expect(params(page).get('gen')).toBe('plugin');
      // Group commit: well under one fsync per transaction.
      await expect(fsyncs).toHaveText(/^0\.\d/);
      expect(params(page).has('present')).toBe(true);

      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => params(page).get('scenario')).toBe('builtin-xa0');
      expect(errors).toEqual([]);
    });

    test(`${locale}: ?present&scenario=<id> opens that step`, async ({ page }) => {
      await open(page, `${page0}?present&scenario=mysql8-defaults`, GROUP_COMMIT);
      await expect(scenarioStatus(page)).toContainText(t.position(6, 6));
      await expect.poll(() => params(page).get('gen')).toBe('mysql8');
      expect(params(page).get('syncBinlog')).toBe('1');
      expect(params(page).get('scenario')).toBe('mysql8-defaults');
      await expect(page.getByTestId('presentation-scenario-source')).toBeVisible();
    });

    for (const bad of ['no-such-step', '%3Cscript%3E', 'x'.repeat(80)]) {
      test(`${locale}: scenario=${bad.slice(0, 16)} gives a message, not a crash`, async ({
        page,
      }) => {
        const errors = collectErrors(page);
        await open(page, `${page0}?present&scenario=${bad}`, GROUP_COMMIT);
        await expect(page.getByTestId('unknown-scenario')).toContainText(t.unknown);
        // The calculator still works, with the defaults.
        await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText(/^2\b/);
        await page.keyboard.press('ArrowRight');
        await expect(scenarioStatus(page)).toContainText(t.position(1, 6));
        await expect(page.getByTestId('unknown-scenario')).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }

    test(`${locale}: an unknown scenario on the page without speaker mode is reported too`, async ({
      page,
    }) => {
      await open(page, `${page0}?scenario=hit-80`, GROUP_COMMIT);
      await expect(page.getByTestId('unknown-scenario')).toContainText(t.unknown);
    });
  }
});

test.describe('status analyzer scenarios', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const locale of LOCALES) {
    const t = TEXT[locale];
    const page0 = `${prefix(locale)}/tools/status-analyzer`;

    test(`${locale}: healthy (illustrative) → lab sample → 2 fsyncs per commit`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await open(page, `${page0}?present`, ANALYZER);
      const note = page.getByTestId('status-analyzer-scenario');

      await page.keyboard.press('ArrowRight');
      await expect(scenarioStatus(page)).toContainText(t.position(1, 4));
      await expect(scenarioStatus(page)).toContainText(t.illustrative);
      await expect(note).toContainText(t.illustrative);
      await expect.poll(() => params(page).get('scenario')).toBe('healthy');
      expect(params(page).get('req')).toBe('200000');
      await expect(page.getByTestId('status-analyzer-no-flags')).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(scenarioStatus(page)).toContainText(t.position(2, 4));
      await expect(note).toContainText(t.lab);
      await expect.poll(() => params(page).get('scenario')).toBe('lab-low-hit-ratio');
      await expect(page.getByTestId('status-analyzer-flag-hit-ratio-low')).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(scenarioStatus(page)).toContainText(t.position(3, 4));
      await expect(note).toContainText('200,251');
      await expect.poll(() => params(page).get('scenario')).toBe('post-2009-builtin');
      await expect(page.getByTestId('status-analyzer-flag-fsyncs-per-commit-high')).toBeVisible();
      expect(params(page).has('present')).toBe(true);
      expect(errors).toEqual([]);
    });

    test(`${locale}: ?scenario=post-2009-plugin opens that step`, async ({ page }) => {
      await open(page, `${page0}?present&scenario=post-2009-plugin`, ANALYZER);
      await expect(scenarioStatus(page)).toContainText(t.position(4, 4));
      await expect(page.getByTestId('status-analyzer-fsyncs-per-commit')).toHaveText(/^0\.26/);
      await expect(page.getByTestId('status-analyzer-flag-fsyncs-per-commit-high')).toHaveCount(0);
      await expect.poll(() => params(page).get('sb')).toBe('0');
    });

    test(`${locale}: an unknown scenario gives a message in the page's language`, async ({
      page,
    }) => {
      await open(page, `${page0}?present&scenario=hit-80`, ANALYZER);
      await expect(page.getByTestId('unknown-scenario')).toContainText(t.unknown);
      await expect(page.getByTestId('status-analyzer-hit-ratio')).toBeVisible();
    });
  }
});

const DATASET = 'group-commit-fsyncs';
const CHART = `[data-presentable="dataset-${DATASET}"]`;
const ARTICLE_CHART = '[data-presentable="dataset-hit-ratio-worked-example"]';

test.describe('chart speaker mode', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const locale of LOCALES) {
    const t = TEXT[locale];
    const dataPage = `${prefix(locale)}/data/${DATASET}`;

    test(`${locale}: ?present shows the chart alone, text at least 32 px at 1920 × 1080`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await open(page, `${dataPage}?present`, CHART);
      const chart = page.locator(CHART);
      await expect(chart).toHaveAttribute('data-presenting', 'true');
      await expect(page.locator('.navbar')).toBeHidden();
      await expect(page.locator('main h1')).toBeHidden();
      await expect(page.locator('.theme-layout-footer')).toBeHidden();
      // Polled: the chart is laid out again once speaker mode starts.
      await expect.poll(() => smallestChartTextPx(chart)).toBeGreaterThanOrEqual(32);
      const htmlSizes = await chart.evaluate((frame) =>
        ['figcaption', 'p', 'summary'].map((selector) => {
          const element = frame.querySelector(selector);
          return [selector, element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0];
        }),
      );
      for (const [what, size] of htmlSizes) expect(size, String(what)).toBeGreaterThanOrEqual(32);
      expect(errors).toEqual([]);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${locale}: high contrast in ${colorScheme} mode`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await open(page, `${dataPage}?present`, CHART);
        const colours = await page.locator(CHART).evaluate((frame) => ({
          text: getComputedStyle(frame).color,
          background: getComputedStyle(frame).backgroundColor,
        }));
        expect(colours).toEqual(
          colorScheme === 'light'
            ? { text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' }
            : { text: 'rgb(255, 255, 255)', background: 'rgb(0, 0, 0)' },
        );
      });
    }

    test(`${locale}: Esc leaves the chart's speaker mode`, async ({ page }) => {
      await open(page, `${dataPage}?present`, CHART);
      await expect(page.getByRole('button', { name: t.exit })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.navbar')).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      await expect.poll(() => params(page).has('present')).toBe(false);
      await expect(page.locator(CHART)).not.toHaveAttribute('data-presenting');
    });

    test(`${locale}: a chart in an article has a speaker-mode button`, async ({ page }) => {
      const article = `${prefix(locale)}/docs/io-memory/disk-io-hit-ratio`;
      await open(page, article, ARTICLE_CHART);
      const button = page.locator(ARTICLE_CHART).getByRole('button', { name: t.present });
      // The server's HTML until the chart nears the viewport (its buttons
      // disabled, as without JavaScript); in view, its code loads.
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(page.locator(ARTICLE_CHART)).toHaveAttribute('data-presenting', 'true');
      await expect(page.locator('article h1')).toBeHidden();
      await expect(page.locator('[data-calculator]:visible')).toHaveCount(0);
      await expect.poll(() => params(page).has('present')).toBe(true);
      expect(new URL(page.url()).hash).toBe('#dataset-hit-ratio-worked-example');
      await expect
        .poll(() => smallestChartTextPx(page.locator(ARTICLE_CHART)))
        .toBeGreaterThanOrEqual(32);
      await page.keyboard.press('Escape');
      await expect(page.locator('article h1')).toBeVisible();
      await expect(button).toBeFocused();
    });

    test(`${locale}: ?present#dataset-<id> on an article presents that chart`, async ({ page }) => {
      const article = `${prefix(locale)}/docs/io-memory/disk-io-hit-ratio`;
      const selector = '[data-presentable="dataset-access-latencies"]';
      await open(page, `${article}?present#dataset-access-latencies`, selector);
      const chart = page.locator(selector);
      await expect(chart).toHaveAttribute('data-presenting', 'true');
      await expect(page.locator('[data-calculator]:visible')).toHaveCount(0);
      await expect(page.locator(ARTICLE_CHART)).toBeHidden();
    });

    test(`${locale}: ?embed on a dataset page shows only the chart and a link back`, async ({
      page,
    }) => {
      await open(page, `${dataPage}?embed`, CHART);
      await expect(page.locator('.navbar')).toBeHidden();
      await expect(page.locator('main h1')).toBeHidden();
      await expect(page.locator('.theme-layout-footer')).toBeHidden();
      const chart = page.locator(CHART);
      await expect(chart.locator('svg').first()).toBeVisible();
      // Downloads and the speaker-mode button are not part of an embed.
      await expect(chart.getByRole('button', { name: t.present })).toBeHidden();
      const link = chart.getByRole('link', { name: t.openFull });
      await expect(link).toBeVisible();
      const url = new URL((await link.getAttribute('href')) ?? '', page.url());
      expect(url.pathname).toBe(dataPage);
      expect(url.searchParams.has('embed')).toBe(false);
    });

    test(`${locale}: ?embed#dataset-<id> on an article shows only that chart`, async ({ page }) => {
      const article = `${prefix(locale)}/docs/io-memory/disk-io-hit-ratio`;
      await open(page, `${article}?embed#dataset-hit-ratio-worked-example`, ARTICLE_CHART);
      await expect(page.locator('[data-calculator]:visible')).toHaveCount(0);
      await expect(page.locator('[data-presentable="dataset-access-latencies"]')).toBeHidden();
      await expect(page.locator('article h1')).toBeHidden();
      const link = page.locator(ARTICLE_CHART).getByRole('link', { name: t.openFull });
      const url = new URL((await link.getAttribute('href')) ?? '', page.url());
      expect(url.pathname).toBe(article);
      expect(url.hash).toBe('#dataset-hit-ratio-worked-example');
    });
  }
});
