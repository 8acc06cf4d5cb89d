/**
 * Measured points drawn over the calculators' model curves: the legend names
 * each series with its environment (lab run or source post and date), the
 * points are in the chart and in a table, in both languages and without
 * JavaScript, and the selection follows the calculator's settings.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

const LAB = {
  ja: 'ラボ: MariaDB 10.11、2 vCPU、2026-11-21',
  en: 'lab: MariaDB 10.11, 2 vCPU, 2026-11-21',
} as const;

type Locale = keyof typeof LAB;

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

async function open(page: Page, locale: Locale, path: string): Promise<void> {
  await page.goto(`${prefix(locale)}${path}`);
  await waitForHydration(page);
}

/** The figure (chart, legend, tables) that holds the measured-points table. */
const overlayFigure = (page: Page) =>
  page.locator('figure').filter({ has: page.getByTestId('measured-points') });

for (const locale of ['ja', 'en'] as const) {
  test.describe(locale, () => {
    test('hit ratio: lab points and the source example over the model, with a legend', async ({
      page,
    }) => {
      await open(page, locale, '/calculators/hit-ratio');
      const figure = overlayFigure(page);
      const legend = figure.locator('ul').first();
      await expect(legend.getByText(LAB[locale]).first()).toBeVisible();
      await expect(legend.locator('li')).toHaveCount(4);
      await expect(
        legend.getByText(
          locale === 'ja'
            ? '出典の計算例（測定値ではない）'
            : "Source's worked example (not a measurement)",
        ),
      ).toBeVisible();
      // Two lab series as triangles and diamonds, the example as squares: shapes, not only colours.
      await expect(figure.locator('svg[role="img"] polygon')).toHaveCount(12);
      const table = page.getByTestId('measured-points');
      await expect(table.locator('tbody')).toHaveCount(3);
      // With other costs the post's arithmetic no longer belongs on the curve.
      await page
        .getByLabel(
          locale === 'ja'
            ? 'ディスクを読んだ要求のコスト'
            : 'Cost of a request that reads from disk',
        )
        .fill('50');
      await expect(table.locator('tbody')).toHaveCount(2);
      await expect(legend.locator('li')).toHaveCount(3);
    });

    test('group commit: the lab run with the same settings, or why there is none', async ({
      page,
    }) => {
      await open(page, locale, '/calculators/group-commit');
      const figure = overlayFigure(page);
      await expect(figure.locator('ul').first().getByText(LAB[locale])).toBeVisible();
      await expect(page.getByTestId('measured-points')).toContainText(
        'innodb_flush_log_at_trx_commit=1, sync_binlog=0',
      );
      await open(page, locale, '/calculators/group-commit?syncBinlog=1');
      await expect(page.getByTestId('measured-points')).toContainText(
        'innodb_flush_log_at_trx_commit=1, sync_binlog=1',
      );
      await expect(overlayFigure(page).locator('ul').first()).toContainText('Innodb_data_fsyncs');
      await open(page, locale, '/calculators/group-commit?syncBinlog=100');
      await expect(page.getByTestId('measured-points')).toHaveCount(0);
      await expect(
        page.getByText(locale === 'ja' ? 'ラボで測っていない' : 'The lab did not run'),
      ).toBeVisible();
    });

    test("IOPS: the source's throttled totals on the read-share curve, only with its caps", async ({
      page,
    }) => {
      await open(page, locale, '/calculators/iops');
      const figure = overlayFigure(page);
      await expect(figure.locator('ul').first()).toContainText('2012-12-17');
      await expect(figure.locator('svg[role="img"] polygon')).toHaveCount(3);
      await expect(page.getByTestId('measured-points').locator('tbody tr')).toHaveCount(4);
      await open(page, locale, '/calculators/iops?rcap=5000');
      await expect(page.getByTestId('measured-points')).toHaveCount(0);
    });

    test('snowflake: measured insert rates of the matching key order beside the verdict', async ({
      page,
    }) => {
      await open(page, locale, '/calculators/snowflake');
      const section = page.getByTestId('snowflake-measured');
      const legend = section.locator('figure ul').first();
      await expect(legend.locator('li').first()).toContainText(
        locale === 'ja' ? 'スノーフレーク(時刻が先頭' : 'Snowflake, time first',
      );
      await expect(legend).toContainText(LAB[locale]);
      // The same layout with the node bits in front of the timestamp: shard-first matches.
      await open(
        page,
        locale,
        '/calculators/snowflake?layout=u1-unused.n5-datacenter.n5-worker.t41-timestamp-1288834974657-1.s12-sequence',
      );
      await expect(legend.locator('li').first()).toContainText(
        locale === 'ja' ? 'スノーフレーク(シャード ID が先頭' : 'Snowflake, shard first',
      );
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    '/calculators/hit-ratio',
    '/en/calculators/hit-ratio',
    '/calculators/group-commit',
    '/en/calculators/iops',
    '/calculators/snowflake',
  ]) {
    test(`${path}: the overlay, its legend and its table are in the HTML`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByTestId('measured-points');
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const figure = page.locator('figure').filter({ has: table });
      await expect(figure.locator('svg[role="img"]')).toBeVisible();
      await expect(figure.locator('ul li').first()).toBeVisible();
    });
  }
});
