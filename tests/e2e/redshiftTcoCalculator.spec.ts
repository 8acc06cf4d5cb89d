import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
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

async function open(page: Page, query = '', pathname = PAGE): Promise<void> {
  await page.goto(`${pathname}${query}`);
  await waitForHydration(page);
}

const calculator = (page: Page): Locator => page.locator('#redshift-tco-calculator');
const field = (page: Page, name: string): Locator =>
  calculator(page).locator(`input[name="${name}"], select[name="${name}"]`);
const verdictBox = (page: Page): Locator => calculator(page).locator('[data-verdict]');

async function expectNoBrokenNumbers(page: Page): Promise<void> {
  const text = await calculator(page).innerText();
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

async function expectDefaultResult(page: Page): Promise<void> {
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('￥24,559,642');
  await expect(page.getByTestId('redshift-tco-three-year-cost')).toHaveText('￥24,559,642');
  await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('ra3.4xlarge × 2 ノード');
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(ABOVE);
  await expect(verdictBox(page)).toHaveAttribute('data-verdict', 'aboveBand');
}

test('the default scenario: 4 TB on ra3.4xlarge costs ¥24.6 M in 3 years, technical debt', async ({
  page,
}) => {
  await open(page);
  await expectDefaultResult(page);
  // Year-1 cost per TB: $58,267.20 × 140.5001 / 4 TB = ¥2,046,637.
  await expect(page.getByTestId('redshift-tco-per-tb-year')).toHaveText('￥2,046,637');
  await expect(calculator(page)).toContainText(
    '出典の 4 TB（圧縮後）の目安 ￥6,000,000〜￥9,000,000',
  );
  await expectNoBrokenNumbers(page);
});

test('responds to input and writes the state into the URL', async ({ page }) => {
  await open(page);
  await field(page, 'tb').fill('10');
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('￥25,287,995');
  // 10 TB is compared with the post's 10 TB band, ¥10–15 M: still above.
  await expect(calculator(page)).toContainText(
    '出典の 10 TB（圧縮後）の目安 ￥10,000,000〜￥15,000,000',
  );
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(ABOVE);
  await expect(page).toHaveURL(/[?&]tb=10(&|$)/);

  await field(page, 'currency').selectOption('USD');
  // ($57,115.20 + $2,880) × 3 = $179,985.60.
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$179,986');
  await expect(page).toHaveURL(/[?&]currency=USD(&|$)/);

  await page.getByRole('button', { name: '出典の 4 TB・3 年にする' }).click();
  await field(page, 'currency').selectOption('JPY');
  await expect(page).not.toHaveURL(/[?&](tb|currency)=/);
  await expectDefaultResult(page);

  await field(page, 'node').selectOption('serverless');
  await expect(page.getByTestId('redshift-tco-year1-rpu')).toHaveText('8 RPU（1 日 8 時間）');
  await expect(page.getByTestId('redshift-tco-three-year-cost')).toHaveText('￥4,177,911');
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(BELOW);
  await expect(verdictBox(page)).toHaveAttribute('data-verdict', 'belowBand');
  await expect(page).toHaveURL(/[?&]node=serverless(&|$)/);
});

test('a copied URL restores a Serverless scenario after reload', async ({ page }) => {
  await open(page, '?tb=10&node=serverless&rpu=16&hours=4&currency=USD&years=5');
  const check = async () => {
    await expect(field(page, 'tb')).toHaveValue('10');
    await expect(field(page, 'node')).toHaveValue('serverless');
    await expect(field(page, 'rpu')).toHaveValue('16');
    await expect(field(page, 'hours')).toHaveValue('4');
    await expect(field(page, 'years')).toHaveValue('5');
    await expect(field(page, 'currency')).toHaveValue('USD');
    await expect(page.getByTestId('redshift-tco-year1-rpu')).toHaveText('16 RPU（1 日 4 時間）');
    // $11,640 a year: 5 years $58,200, the 3 years the verdict uses $34,920 (¥4,906,263).
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$58,200');
    await expect(page.getByTestId('redshift-tco-three-year-cost')).toHaveText('$34,920');
    await expect(calculator(page)).toContainText('140.5001 円／ドルで ￥4,906,263');
    await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(BELOW);
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();
});

for (const [label, raw, problem] of [
  ['text', 'abc', '数値として読めません'],
  ['a negative number', '-5', '0.01 以上の値にしてください。'],
  ['more than the maximum', '2000000', '1,000,000 以下の値にしてください。'],
  ['1e309', '1e309', '大きすぎて扱えない数値です。'],
  ['a 10 kB string', '9'.repeat(10_000), '値が長すぎます。'],
  ['markup', '<script>window.__pwned=1</script>', '数値として読めません'],
] as const) {
  test(`a hand-edited URL with ${label} in tb= shows a message and falls back to 4 TB`, async ({
    page,
  }) => {
    await open(page, `?tb=${encodeURIComponent(raw)}`);
    await expect(page.getByRole('alert').first()).toContainText('tb');
    await expect(calculator(page)).toContainText(problem);
    await expect(calculator(page)).toContainText('代わりに 4 で計算しています。');
    await expectDefaultResult(page);
    await expectNoBrokenNumbers(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(calculator(page).locator('script')).toHaveCount(0);
  });
}

for (const [label, raw, problem] of [
  ['markup', '<img src=x onerror="window.__pwned=1">', '使えない文字が含まれています。'],
  ['1e309', '1e309', '大きすぎて扱えない数値です。'],
  ['a negative price', '-1', '0 以上の値にしてください。'],
] as const) {
  test(`a price override with ${label} falls back to the table's price`, async ({ page }) => {
    await open(page, `?nodePrice=${encodeURIComponent(raw)}`);
    await expect(calculator(page)).toContainText(`${problem} 代わりに $3.26 で計算しています。`);
    await expectDefaultResult(page);
    await expectNoBrokenNumbers(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(calculator(page).locator('img[src="x"]')).toHaveCount(0);
  });
}

test('an unknown node type in the URL falls back with a message', async ({ page }) => {
  await open(page, '?node=dw9.huge');
  await expect(page.getByRole('alert').first()).toContainText('node');
  await expect(calculator(page)).toContainText('選択肢にない値です。');
  await expectDefaultResult(page);
});

test('a Tokyo scenario round-trips through the URL and cites its dated source', async ({
  page,
}) => {
  await open(page, '?region=ap-northeast-1&node=dc2.large&tb=1&years=1&currency=USD');
  const check = async () => {
    await expect(field(page, 'region')).toHaveValue('ap-northeast-1');
    await expect(field(page, 'node')).toHaveValue('dc2.large');
    await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('dc2.large × 9 ノード');
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$24,756');
    await expect(calculator(page)).toContainText('$0.314／ノード・時間');
    await expect(calculator(page)).toContainText(
      'AWS Redshift pricing data, on-demand nodes and Serverless: Asia Pacific (Tokyo) (published 2024-06-25)',
    );
    await expect(calculator(page)).toContainText('2024-06-25');
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();

  // Tokyo has no citable managed-storage price: RA3 can be chosen, falls back, and says why.
  await expect(field(page, 'node').locator('option[value="ra3.4xlarge"]')).toHaveText(
    /ストレージ価格の入力が必要/,
  );
  await field(page, 'node').selectOption('ra3.4xlarge');
  // ra3.4xlarge is the default node type, so the URL simply drops node=.
  await expect(page).not.toHaveURL(/[?&]node=/);
  await expect(field(page, 'node')).toHaveValue('ra3.4xlarge');
  await expect(calculator(page)).toContainText(
    'マネージドストレージの価格がないため、ra3.4xlarge、オンデマンド を計算できません。',
  );
  await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('dc2.large × 9 ノード');
  // With the reader's storage price, the Tokyo RA3 node price from the table is used.
  await field(page, 'storagePrice').fill('0.03');
  await expect(page.getByTestId('redshift-tco-year1-nodes')).toHaveText('ra3.4xlarge × 2 ノード');
  await expect(calculator(page)).toContainText('$3.836／ノード・時間');
  await expectNoBrokenNumbers(page);
});

test('a reserved offering is costed from its stated figures and round-trips', async ({ page }) => {
  await open(page, '?pricing=reserved3yrAllUpfront&currency=USD');
  const check = async () => {
    await expect(field(page, 'pricing')).toHaveValue('reserved3yrAllUpfront');
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('$67,710');
    await expect(calculator(page)).toContainText(
      '価格表のリザーブド料金は前払い $32,127.00 と時間料金 $0.00／ノード・時間',
    );
    await expect(calculator(page)).toContainText(
      '実質の時間単価は 前払い ÷ 26,280 ＋ 時間料金 ＝ $1.2225／ノード・時間 です。',
    );
    await expect(calculator(page)).toContainText(
      'AWS Redshift pricing data, reserved nodes: US East (N. Virginia), 3 year, All Upfront (published 2024-09-11)',
    );
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();

  await field(page, 'pricing').selectOption('reserved1yrPartialUpfront');
  await expect(page).toHaveURL(/[?&]pricing=reserved1yrPartialUpfront(&|$)/);
  await expect(calculator(page)).toContainText('前払い $9,566.50 と時間料金 $1.0921／ノード・時間');
  await expectNoBrokenNumbers(page);
});

for (const [param, raw] of [
  ['region', 'mars-1'],
  ['pricing', 'reserved5yr'],
  ['pricing', 'reserved1yr'],
] as const) {
  test(`a hand-edited ${param}=${raw} shows a message in both languages and falls back`, async ({
    page,
  }) => {
    await open(page, `?${param}=${raw}`);
    await expect(page.getByRole('alert').first()).toContainText(param);
    await expect(calculator(page)).toContainText('選択肢にない値です。');
    await expectDefaultResult(page);

    await open(page, `?${param}=${raw}`, '/en/calculators/redshift-tco');
    await expect(page.getByRole('alert').first()).toContainText(param);
    await expect(calculator(page)).toContainText('Not one of the available options.');
    await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('¥24,559,642');
    await expectNoBrokenNumbers(page);
  });
}

test('the English page explains the reserved figures and the missing Tokyo storage price', async ({
  page,
}) => {
  await open(page, '?pricing=reserved3yrAllUpfront', '/en/calculators/redshift-tco');
  await expect(calculator(page)).toContainText(
    "The price table's reservation is $32,127.00 upfront plus $0.00 per node-hour (source as above).",
  );
  await expect(calculator(page)).toContainText(
    'It bills all 26,280 hours of the term, so the effective hourly rate is upfront ÷ 26,280 + hourly = $1.2225 per node-hour.',
  );
  await open(page, '?region=ap-northeast-1', '/en/calculators/redshift-tco');
  await expect(calculator(page)).toContainText(
    'The price table has no managed-storage price for this region, so ra3.4xlarge',
  );
  await expect(field(page, 'region')).toHaveValue('ap-northeast-1');
  const text = (await calculator(page).innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the English page shows messages and results in English', async ({ page }) => {
  await open(page, '?tb=-1', '/en/calculators/redshift-tco');
  await expect(calculator(page)).toContainText(
    'Enter a value of at least 0.01. Calculating with 4 instead.',
  );
  await expect(page.getByTestId('redshift-tco-total-cost')).toHaveText('¥24,559,642');
  await expect(page.getByTestId('redshift-tco-verdict')).toHaveText(
    "Above the range: by the post's measure this is “already technical debt”, the level at which to look for a cheaper way.",
  );
  // Japanese may appear only inside a quoted source title (“…”).
  const text = (await calculator(page).innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the calculator is embedded in its article and works there', async ({ page }) => {
  await open(page, '?tb=10#calculator', ARTICLE);
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
      }) => {
        // With an alternative the table has nine columns: wider than a phone and the article column.
        await open(page, '?alt=5000000', pathname);
        const region = calculator(page).getByRole('region', {
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
        page,
      }) => {
        await open(page, '', pathname);
        const leftGap = await calculator(page)
          .locator('figure svg[role="img"]')
          .evaluate((svg) => {
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
