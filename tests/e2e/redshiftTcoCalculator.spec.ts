import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { tableLayout, waitForHydration } from './helpers';

/*
 * Expected amounts are derived by hand from the price table
 * (src/calculators/redshift-tco/prices.json) and the model's rules
 * (src/calculators/redshift-tco/tco.ts): a year is 8,760 hours, a month a
 * twelfth of a year, 1 TB = 1,000 GB, nodes are at least the node type's
 * minimum, RA3 and Serverless pay managed storage on the year's average size,
 * Serverless pays base RPU × hours a day × 365 RPU-hours. The thresholds are
 * the 2014-03-24 post's: ¥6–9 M per 4 TB and ¥10–15 M per 10 TB over 3 years.
 */
const prices = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../src/calculators/redshift-tco/prices.json'), 'utf8'),
) as {
  exchangeRates: { default: { jpyPerUsd: number } };
  nodeTypes: Record<string, { minNodes: number }>;
  regions: Record<
    string,
    {
      nodePrices: Record<
        string,
        {
          onDemandHourlyUsd: { usd: number };
          reserved?: Record<string, { upfrontUsd: number; hourlyUsd: number }>;
        }
      >;
      managedStoragePerGbMonthUsd: { usd: number };
      serverlessPerRpuHourUsd: { usd: number };
    }
  >;
};
const US_EAST = prices.regions['us-east-1']!;
const TOKYO = prices.regions['ap-northeast-1']!;
const JPY_PER_USD = prices.exchangeRates.default.jpyPerUsd; // 140.5001
const RA3_4XL_HOURLY = US_EAST.nodePrices['ra3.4xlarge']!.onDemandHourlyUsd.usd; // $3.26
const STORAGE_GB_MONTH = US_EAST.managedStoragePerGbMonthUsd.usd; // $0.024
const RPU_HOUR = US_EAST.serverlessPerRpuHourUsd.usd; // $0.375

/** Managed storage for a constant size over one year, USD. */
const storageYearUsd = (tb: number) => tb * 1_000 * 12 * STORAGE_GB_MONTH;
/** Two ra3.4xlarge nodes (its minimum; 4 or 10 TB is far below 128 TB a node). */
const ra3ComputeYearUsd = prices.nodeTypes['ra3.4xlarge']!.minNodes * RA3_4XL_HOURLY * 8_760;

// Default: 4 TB on 2 × ra3.4xlarge, 3 years, 0 % growth.
// 2 × $3.26 × 8,760 = $57,115.20; 4 × 1,000 × 12 × $0.024 = $1,152; ×3 = $174,801.60;
// × 140.5001 = ¥24,559,642.28.
const DEFAULT_THREE_YEAR_JPY = 3 * (ra3ComputeYearUsd + storageYearUsd(4)) * JPY_PER_USD;
// 10 TB on the same nodes: ($57,115.20 + $2,880) × 3 × 140.5001 = ¥25,287,994.80.
const TEN_TB_THREE_YEAR_JPY = 3 * (ra3ComputeYearUsd + storageYearUsd(10)) * JPY_PER_USD;
// Serverless, 8 RPU × 8 h × 365 = 23,360 RPU-h × $0.375 = $8,760, + $1,152 storage for 4 TB:
// $9,912 a year, $29,736 over 3 years = ¥4,177,910.97.
const SERVERLESS_4TB_THREE_YEAR_JPY =
  3 * (8 * 8 * 365 * RPU_HOUR + storageYearUsd(4)) * JPY_PER_USD;
// Serverless, 16 RPU × 4 h × 365 = 23,360 RPU-h = $8,760, + $2,880 storage for 10 TB:
// $11,640 a year; 5 years $58,200; 3 years $34,920 = ¥4,906,263.49.
const SERVERLESS_10TB_YEAR_USD = 16 * 4 * 365 * RPU_HOUR + storageYearUsd(10);

// Tokyo, 1 TB on dc2.large: 1 TB ÷ (0.16 TB × 75 %) = 8.33 → 9 nodes; 9 × $0.314 × 8,760 h
// = $24,755.76 a year (no managed storage: DC2 keeps data on the nodes).
const TOKYO_DC2_1TB_YEAR_USD = 9 * TOKYO.nodePrices['dc2.large']!.onDemandHourlyUsd.usd * 8_760;
// us-east-1, 4 TB on 2 × ra3.4xlarge reserved 3 years all upfront: $32,127 per node for the
// term, i.e. $32,127 ÷ 26,280 h = $1.2225 a node-hour; 2 × $32,127 ÷ 3 = $21,418 a year,
// + $1,152 storage = $22,570; 3 years $67,710.
const RA3_3YR_ALL_UPFRONT = US_EAST.nodePrices['ra3.4xlarge']!.reserved!['reserved3yrAllUpfront']!;
const RA3_RESERVED_THREE_YEAR_USD =
  3 * (2 * (RA3_3YR_ALL_UPFRONT.upfrontUsd / 26_280) * 8_760 + storageYearUsd(4));

test('the hand-derived figures match the price table', () => {
  expect(TOKYO_DC2_1TB_YEAR_USD).toBeCloseTo(24_755.76, 6);
  expect(RA3_3YR_ALL_UPFRONT).toEqual({
    upfrontUsd: 32_127,
    hourlyUsd: 0,
    source: expect.anything(),
  });
  expect(RA3_RESERVED_THREE_YEAR_USD).toBeCloseTo(67_710, 6);
  // If the table changes, these figures (and the page's) must be re-derived.
  expect(Math.round(DEFAULT_THREE_YEAR_JPY)).toBe(24_559_642);
  expect(Math.round(TEN_TB_THREE_YEAR_JPY)).toBe(25_287_995);
  expect(Math.round(SERVERLESS_4TB_THREE_YEAR_JPY)).toBe(4_177_911);
  expect(SERVERLESS_10TB_YEAR_USD).toBeCloseTo(11_640, 6);
  expect(Math.round(3 * SERVERLESS_10TB_YEAR_USD * JPY_PER_USD)).toBe(4_906_263);
});

const PAGE = '/calculators/redshift-tco';
const ARTICLE = '/docs/data-architecture/technical-debt';
const ABOVE =
  '目安の上限を超えています：出典の基準では「すでに技術的負債」で、より低コストな手段を探すべき水準です。';
const BELOW = '目安の範囲より安い：出典の基準では技術的負債ではありません。';

// Also used without JavaScript, where no calculator is opened through the fixture.
const verdictBox = (page: Page): Locator => page.locator('#redshift-tco-calculator [data-verdict]');

async function expectDefaultResult(page: Page): Promise<void> {
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('￥24,559,642');
  await expect(page.getByTestId('redshift-tco-three-year-cost')).toHaveText('￥24,559,642');
  await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('ra3.4xlarge × 2 ノード');
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(ABOVE);
  await expect(verdictBox(page)).toHaveAttribute('data-verdict', 'aboveBand');
}

test('the default scenario: 4 TB on ra3.4xlarge costs ¥24.6 M in 3 years, technical debt', async ({
  page,
  calculator,
}) => {
  await calculator.open('redshift-tco');
  await expectDefaultResult(page);
  // Year-1 cost per TB: $58,267.20 × 140.5001 / 4 TB = ¥2,046,637.
  await expect(page.getByTestId('redshift-tco-per-tb-year')).toHaveText('￥2,046,637');
  await expect(calculator.root).toContainText(
    '出典の 4 TB（圧縮後）の目安 ￥6,000,000〜￥9,000,000',
  );
  // Issue #13: the link, QR and speaker-mode buttons and the reset button
  // read at the body's size and sit above the tables, at 1280 and 390 px.
  await expectReadableActionRow(page, calculator.root, { reset: true });
  await calculator.expectNoBrokenNumbers();
});

test('responds to input and writes the state into the URL', async ({ page, calculator }) => {
  await calculator.open('redshift-tco');
  await calculator.field('tb').fill('10');
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('￥25,287,995');
  // 10 TB is compared with the post's 10 TB band, ¥10–15 M: still above.
  await expect(calculator.root).toContainText(
    '出典の 10 TB（圧縮後）の目安 ￥10,000,000〜￥15,000,000',
  );
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(ABOVE);
  await expect(page).toHaveURL(/[?&]tb=10(&|$)/);

  await calculator.field('currency').selectOption('USD');
  // ($57,115.20 + $2,880) × 3 = $179,985.60.
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$179,986');
  await expect(page).toHaveURL(/[?&]currency=USD(&|$)/);

  await page.getByRole('button', { name: '出典の 4 TB・3 年にする' }).click();
  await calculator.field('currency').selectOption('JPY');
  await expect(page).not.toHaveURL(/[?&](tb|currency)=/);
  await expectDefaultResult(page);

  await calculator.field('node').selectOption('serverless');
  await expect(page.getByTestId('redshift-tco-year1-rpu')).toHaveText('8 RPU（1 日 8 時間）');
  await expect(page.getByTestId('redshift-tco-three-year-cost')).toHaveText('￥4,177,911');
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(BELOW);
  await expect(verdictBox(page)).toHaveAttribute('data-verdict', 'belowBand');
  await expect(page).toHaveURL(/[?&]node=serverless(&|$)/);
});

test('a copied URL restores a Serverless scenario after reload', async ({ page, calculator }) => {
  await calculator.open(
    'redshift-tco',
    '?tb=10&node=serverless&rpu=16&hours=4&currency=USD&years=5',
  );
  const check = async () => {
    await expect(calculator.field('tb')).toHaveValue('10');
    await expect(calculator.field('node')).toHaveValue('serverless');
    await expect(calculator.field('rpu')).toHaveValue('16');
    await expect(calculator.field('hours')).toHaveValue('4');
    await expect(calculator.field('years')).toHaveValue('5');
    await expect(calculator.field('currency')).toHaveValue('USD');
    await expect(page.getByTestId('redshift-tco-year1-rpu')).toHaveText('16 RPU（1 日 4 時間）');
    // $11,640 a year: 5 years $58,200, the 3 years the verdict uses $34,920 (¥4,906,263).
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$58,200');
    await expect(page.getByTestId('redshift-tco-three-year-cost')).toHaveText('$34,920');
    await expect(calculator.root).toContainText('140.5001 円／ドルで ￥4,906,263');
    await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(BELOW);
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();
});

// Each kind of bad value (text, negative, the maximum, 1e309, 10 kB, markup;
// price overrides; unknown node types, regions and offerings), in both
// languages, is covered by tests/component/redshiftTcoCalculator.test.tsx;
// this is the real page load.
test('a hand-edited link shows a message and falls back to the default result', async ({
  page,
  calculator,
}) => {
  await calculator.open(
    'redshift-tco',
    `?tb=${encodeURIComponent('<script>window.__pwned=1</script>')}&node=dw9.huge&nodePrice=1e309`,
  );
  // Each rejected name in its own <code> (they were one “tb, node, …”).
  await expect(page.getByRole('alert').first().locator('code').nth(0)).toHaveText('tb');
  await expect(page.getByRole('alert').first().locator('code').nth(1)).toHaveText('node');
  await expect(calculator.root).toContainText('代わりに 4 で計算しています。');
  await expect(calculator.root).toContainText('選択肢にない値です。');
  await expect(calculator.root).toContainText(
    '大きすぎて扱えない数値です。代わりに $3.26 で計算しています。',
  );
  await expectDefaultResult(page);
  await calculator.expectNoBrokenNumbers();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(calculator.root.locator('script')).toHaveCount(0);
});

test('a Tokyo scenario round-trips through the URL and cites its dated source', async ({
  page,
  calculator,
}) => {
  await calculator.open(
    'redshift-tco',
    '?region=ap-northeast-1&node=dc2.large&tb=1&years=1&currency=USD',
  );
  const check = async () => {
    await expect(calculator.field('region')).toHaveValue('ap-northeast-1');
    await expect(calculator.field('node')).toHaveValue('dc2.large');
    await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('dc2.large × 9 ノード');
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$24,756');
    await expect(calculator.root).toContainText('$0.314／ノード・時間');
    await expect(calculator.root).toContainText(
      'AWS Redshift pricing data, on-demand nodes and Serverless（Asia Pacific (Tokyo)）',
    );
    await expect(calculator.root).toContainText('2024-06-25');
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();

  // Tokyo has no citable managed-storage price: RA3 can be chosen, falls back, and says why.
  await expect(calculator.field('node').locator('option[value="ra3.4xlarge"]')).toHaveText(
    /ストレージ価格の入力が必要/,
  );
  await calculator.field('node').selectOption('ra3.4xlarge');
  // ra3.4xlarge is the default node type, so the URL simply drops node=.
  await expect(page).not.toHaveURL(/[?&]node=/);
  await expect(calculator.field('node')).toHaveValue('ra3.4xlarge');
  await expect(calculator.root).toContainText(
    'マネージドストレージの価格がないため、ra3.4xlarge、オンデマンド を計算できません。',
  );
  await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('dc2.large × 9 ノード');
  // With the reader's storage price, the Tokyo RA3 node price from the table is used.
  await calculator.field('storagePrice').fill('0.03');
  await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('ra3.4xlarge × 2 ノード');
  await expect(calculator.root).toContainText('$3.836／ノード・時間');
  await calculator.expectNoBrokenNumbers();
});

test('a reserved offering is costed from its stated figures and round-trips', async ({
  page,
  calculator,
}) => {
  await calculator.open('redshift-tco', '?pricing=reserved3yrAllUpfront&currency=USD');
  const check = async () => {
    await expect(calculator.field('pricing')).toHaveValue('reserved3yrAllUpfront');
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$67,710');
    await expect(calculator.root).toContainText(
      '価格表のリザーブド料金は前払い $32,127.00 と時間料金 $0.00／ノード・時間',
    );
    await expect(calculator.root).toContainText(
      '実質の時間単価は前払い ÷ 26,280 ＋ 時間料金 ＝ $1.2225／ノード・時間 です。',
    );
    await expect(calculator.root).toContainText(
      'AWS Redshift pricing data, reserved nodes: US East (N. Virginia), 3 year, All Upfront（2024-09-11）',
    );
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();

  await calculator.field('pricing').selectOption('reserved1yrPartialUpfront');
  await expect(page).toHaveURL(/[?&]pricing=reserved1yrPartialUpfront(&|$)/);
  await expect(calculator.root).toContainText('前払い $9,566.50 と時間料金 $1.0921／ノード・時間');
  await calculator.expectNoBrokenNumbers();
});

test('the English page explains the reserved figures and the missing Tokyo storage price', async ({
  calculator,
}) => {
  await calculator.open('redshift-tco', '?pricing=reserved3yrAllUpfront', { locale: 'en' });
  await expect(calculator.root).toContainText(
    "The price table's reservation is $32,127.00 upfront plus $0.00 per node-hour (source as above).",
  );
  await expect(calculator.root).toContainText(
    'It bills all 26,280 hours of the term, so the effective hourly rate is upfront ÷ 26,280 + hourly = $1.2225 per node-hour.',
  );
  await calculator.open('redshift-tco', '?region=ap-northeast-1', { locale: 'en' });
  await expect(calculator.root).toContainText(
    'The price table has no managed-storage price for this region, so ra3.4xlarge',
  );
  await expect(calculator.field('region')).toHaveValue('ap-northeast-1');
  const text = (await calculator.root.innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the English page shows messages and results in English', async ({ page, calculator }) => {
  await calculator.open('redshift-tco', '?tb=-1', { locale: 'en' });
  await expect(calculator.root).toContainText(
    'Enter a value of at least 0.01. Calculating with 4 instead.',
  );
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('¥24,559,642');
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(
    "Above the range: by the post's measure this is “already technical debt”, the level at which to look for a cheaper way.",
  );
  // Japanese may appear only inside a quoted source title (“…”).
  const text = (await calculator.root.innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the calculator is embedded in its article and works there', async ({ page, calculator }) => {
  await calculator.open('redshift-tco', '?tb=10#calculator', { path: ARTICLE });
  await expect(page.locator('article h1')).toHaveText(
    'データストア選択と技術的負債：MongoDB・Redis・Redshift',
  );
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('￥25,287,995');
  await page.getByRole('button', { name: '出典の 4 TB・3 年にする' }).click();
  await expectDefaultResult(page);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}(#calculator)?$`));
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the year table and chart in the article at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const pathname of [ARTICLE, `/en${ARTICLE}`]) {
      test(`${pathname}: a wide year table scrolls in a named region with edge shadows`, async ({
        page,
        calculator,
      }) => {
        // With an alternative the table has nine columns: wider than a phone and the article column.
        await calculator.open('redshift-tco', '?alt=5000000', { path: pathname });
        const region = calculator.root.getByRole('region', {
          name: pathname.startsWith('/en') ? /^Nodes and cost year by year/ : /^年ごとのノード数/,
        });
        const table = region.locator('table');
        await expect(table.locator('tbody tr')).toHaveCount(3);
        await expect(region).toHaveAttribute('tabindex', '0');
        // The region is the box that scrolls, not the table inside it (as
        // `.markdown table` made it), so its shadows and keyboard scrolling work.
        const boxes = await region.evaluate((element) => {
          const inner = element.querySelector('table');
          return {
            tableScrolls: !inner || inner.scrollWidth > inner.clientWidth + 1,
            overflow: element.scrollWidth - element.clientWidth,
            background: getComputedStyle(element).backgroundImage,
            attachment: getComputedStyle(element).backgroundAttachment,
          };
        });
        expect(boxes.tableScrolls).toBe(false);
        expect(boxes.overflow).toBeGreaterThan(0);
        expect((await tableLayout(table)).wrappedCells).toEqual([]);
        expect(boxes.background.match(/gradient/g)).toHaveLength(4);
        expect(boxes.attachment).toBe('local, local, scroll, scroll');
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => region.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);
      });

      test(`${pathname}: the chart keeps no empty room left of its y tick labels`, async ({
        calculator,
      }) => {
        await calculator.open('redshift-tco', '', { path: pathname });
        const leftGap = await calculator.root.locator('figure svg[role="img"]').evaluate((svg) => {
          const left = svg.getBoundingClientRect().left;
          const labels = [...svg.querySelectorAll('.visx-axis-left text')];
          return Math.min(...labels.map((label) => label.getBoundingClientRect().left - left));
        });
        // An old fixed margin left ≈40 px empty once the axis title moved above the plot.
        expect(leftGap).toBeLessThanOrEqual(12);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page and the article still show the default result', async ({ page }) => {
    for (const pathname of [PAGE, ARTICLE]) {
      await page.goto(pathname);
      await expectDefaultResult(page);
    }
  });
});
