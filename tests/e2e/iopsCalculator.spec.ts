import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { tableLayout, waitForHydration } from './helpers';

/*
 * Expected figures are worked out from src/calculators/iops and the defaults in
 * src/components/IopsCalculator/params.ts:
 *
 * - Demand: systems web 700 r/s + 50 w/s and batch 200 + 50 = 900 reads + 100
 *   writes (90 % reads); with the default 30 % headroom 1,170 + 130 = 1,300 IOPS.
 * - Storage: four SAS HDDs (200 IOPS each, 2009-08-20 post) in RAID 1+0 (write
 *   penalty 2): 4 × 200 / (0.9 + 0.1 × 2) = 800 / 1.1 = 727.3 IOPS.
 * - Devices needed: 1,300 × 1.1 / 200 = 7.15 → 8 (RAID 1+0 needs an even
 *   count), giving 8 × 200 / 1.1 = 1,454.5 IOPS.
 * - Throttle (cgroup caps 10,000 read + 10,000 write at 90 % reads):
 *   min(10,000 / 0.9, 10,000 / 0.1) = 11,111 IOPS.
 */

const PAGE = '/calculators/iops';
const ARTICLE = '/docs/cloud-storage/iops';

test('the default scenario: four HDDs in RAID 1+0 cannot carry 1,300 IOPS, eight can', async ({
  page,
  calculator,
}) => {
  await calculator.open('iops');
  await expect(page.getByTestId('iops-total-demand')).toHaveText('1,300 IOPS');
  await expect(calculator.root).toContainText(
    '読み取り 1,170 IOPS・書き込み 130 IOPS（読み取り 90%）。測った合計は 1,000 IOPS。',
  );
  await expect(page.getByTestId('iops-storage-capacity')).toHaveText('727 IOPS');
  await expect(page.getByTestId('iops-verdict')).toHaveText(
    '8 台必要です（そのときの能力 1,455 IOPS）',
  );
  await expect(page.getByTestId('iops-devices-needed')).toHaveText('8 台');
  await expect(page.getByTestId('iops-throttle-total')).toHaveText('11,111 IOPS');
  // Issue #13: the link, QR and speaker-mode buttons (IOPS has no reset
  // button) read at the body's size and sit above the tables, at 1280 and 390 px.
  await expectReadableActionRow(page, calculator.root, { reset: false });
  await calculator.expectNoBrokenNumbers();
});

test('responds to input and writes the state into the URL', async ({ page, calculator }) => {
  await calculator.open('iops');
  await calculator.field('n').fill('8');
  // Eight devices: 1,454.5 IOPS against 1,300 needed, 1,454.5 / 1,300 − 1 = 11.9 % spare.
  await expect(page.getByTestId('iops-storage-capacity')).toHaveText('1,455 IOPS');
  await expect(page.getByTestId('iops-verdict')).toHaveText('収まります（さらに 12% の余裕）');
  await expect(page).toHaveURL(/[?&]n=8(&|$)/);

  await calculator.field('head').fill('0');
  // No headroom: 1,000 IOPS needed, 1,454.5 / 1,000 − 1 = 45 % spare.
  await expect(page.getByTestId('iops-total-demand')).toHaveText('1,000 IOPS');
  await expect(page.getByTestId('iops-verdict')).toHaveText('収まります（さらに 45% の余裕）');
  await expect(page).toHaveURL(/[?&]head=0(&|$)/);

  // A value equal to the default is dropped from the URL.
  await calculator.field('n').fill('4');
  await expect(page).not.toHaveURL(/[?&]n=/);

  // Editing a system rewrites the demand list: (1,700 + 200) reads + 100 writes = 2,000.
  await calculator.root.getByLabel('読み取り（reads/s）').first().fill('1700');
  await expect(page.getByTestId('iops-total-demand')).toHaveText('2,000 IOPS');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('systems'))
    .toBe('web~1700~50_batch~200~50');
});

test('a copied URL restores every input and the result after reload', async ({
  page,
  calculator,
}) => {
  // One system of 3,000 reads + 1,000 writes (75 % reads), no headroom, on six
  // user-defined devices (500 reads/s, 250 writes/s) in RAID 5 (penalty 4).
  // One device at 75 % reads: 1 / (0.75 / 500 + 0.25 / 250) = 400 IOPS.
  // Array: 6 × 400 / (0.75 + 0.25 × 4) = 2,400 / 1.75 = 1,371.4 IOPS.
  // Needed: 4,000 × 1.75 / 400 = 17.5 → 18 devices, 18 × 400 / 1.75 = 4,114.3 IOPS.
  const query = '?systems=oltp~3000~1000&head=0&dev=custom&dr=500&dw=250&raid=raid5&n=6';
  await calculator.open('iops', query);
  const check = async () => {
    await expect(calculator.field('dev')).toHaveValue('custom');
    await expect(calculator.field('dr')).toHaveValue('500');
    await expect(calculator.field('dw')).toHaveValue('250');
    await expect(calculator.field('raid')).toHaveValue('raid5');
    await expect(calculator.field('n')).toHaveValue('6');
    await expect(calculator.field('head')).toHaveValue('0');
    await expect(page.getByTestId('iops-total-demand')).toHaveText('4,000 IOPS');
    await expect(page.getByTestId('iops-storage-capacity')).toHaveText('1,371 IOPS');
    await expect(page.getByTestId('iops-verdict')).toHaveText(
      '18 台必要です（そのときの能力 4,114 IOPS）',
    );
  };
  await check();
  // The state stays in the URL, with `~` written as it is (not %7E).
  await expect.poll(() => new URL(page.url()).search).toBe(query);
  await page.reload();
  await waitForHydration(page);
  await check();
});

test('the copied link keeps ~ unescaped and opens the same scenario', async ({
  page,
  context,
  calculator,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await calculator.open('iops');
  // (1,700 + 200) reads + 100 writes with the default 30 % headroom: 2,600.
  await calculator.root.getByLabel('読み取り（reads/s）').first().fill('1700');
  await expect(page.getByTestId('iops-total-demand')).toHaveText('2,600 IOPS');
  const copyLink = calculator.root.getByRole('button', { name: 'この条件のリンクをコピー' });
  await copyLink.click();
  // The copy-link button's own status (the embed-code button beside it has another).
  await expect(copyLink.locator('..').getByRole('status')).toHaveText('コピーしました');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('systems=web~1700~50_batch~200~50');
  expect(copied).not.toMatch(/%7E/i);
  await calculator.open('iops', new URL(copied).search);
  await expect(page.getByTestId('iops-total-demand')).toHaveText('2,600 IOPS');
});

test.describe('the source’s cgroup test with 10,000 + 10,000 IOPS caps', () => {
  test('100 % reads: the read cap alone binds at 10,000', async ({ page, calculator }) => {
    await calculator.open('iops', '?tread=100');
    // min(10,000 / 1.0, no write cap at 0 % writes) = 10,000.
    await expect(page.getByTestId('iops-throttle-total')).toHaveText('10,000 IOPS');
    await expect(calculator.root).toContainText(
      '読み取り 10,000 IOPS + 書き込み 0 IOPS。決めているのは 読み取りの上限。',
    );
  });

  test('90 % reads: 10,000 reads + 1,111 writes = 11,111', async ({ page, calculator }) => {
    await calculator.open('iops', '?tread=90');
    await expect(page.getByTestId('iops-throttle-total')).toHaveText('11,111 IOPS');
    await expect(calculator.root).toContainText(
      '読み取り 10,000 IOPS + 書き込み 1,111 IOPS。決めているのは 読み取りの上限。',
    );
  });

  test('50 % reads: the caps allow 20,000; the SSD bound of 16,634 as presented', async ({
    page,
    calculator,
  }) => {
    await calculator.open('iops', '?tread=50');
    // 10,000 / 0.5 = 20,000 for both caps: they tie.
    await expect(page.getByTestId('iops-throttle-total')).toHaveText('20,000 IOPS');
    await expect(calculator.root).toContainText('決めているのは 読み取りの上限、書き込みの上限。');

    // The post's 16,634 is the device, not the caps: entered as the device limit.
    await calculator.open('iops', '?tread=50&tlim=custom&tdev=16634');
    await expect(page.getByTestId('iops-throttle-total')).toHaveText('16,634 IOPS');
    await expect(calculator.root).toContainText('決めているのは デバイスの限界。');
    await expect(calculator.root).toContainText(
      '上限だけなら 20,000 IOPS まで許されますが、デバイスがそこまで出せません。',
    );
  });

  test('the source table and its buttons reproduce the three measurements', async ({
    page,
    calculator,
  }) => {
    await calculator.open('iops');
    const rows = page.getByTestId('iops-throttle-source').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    // Read share | caps-only total | measured | what bound it.
    await expect(rows.nth(0).locator('th, td')).toHaveText([
      '100%',
      '10,000',
      '10,000',
      '読み取りの上限',
    ]);
    await expect(rows.nth(1).locator('th, td')).toHaveText([
      '90%',
      '11,111',
      '11,111',
      '読み取りの上限',
    ]);
    await expect(rows.nth(2).locator('th, td')).toHaveText([
      '50%',
      '20,000',
      '16,634',
      'SSD（上限には届かない）',
    ]);

    await page.getByRole('button', { name: '読み取り 50%', exact: true }).click();
    await expect(page.getByTestId('iops-throttle-total')).toHaveText('16,634 IOPS');
    await expect(page).toHaveURL(/tread=50/);
    await expect(page).toHaveURL(/tlim=custom/);
    await expect(page).toHaveURL(/tdev=16634/);

    await page.getByRole('button', { name: '読み取り 100%', exact: true }).click();
    await expect(page.getByTestId('iops-throttle-total')).toHaveText('10,000 IOPS');
    await expect(page).toHaveURL(/tread=100/);
    await expect(page).not.toHaveURL(/tlim=/);
  });

  test('caps applied to the verdict ask for a higher read cap', async ({ page, calculator }) => {
    // The load reads 1,170/s; a 1,000 read cap is too low.
    await calculator.open('iops', '?tapply=yes&rcap=1000&n=8');
    await expect(page.getByTestId('iops-verdict')).toHaveText(
      '上限を上げる必要があります: 読み取り 1,170 IOPS 以上',
    );
  });
});

// Each kind of bad value (text, negative, the maximum, 1e309, 10 kB, markup;
// unreadable systems lists; unknown choices), in both languages, is covered by
// tests/component/iopsCalculator.test.tsx; this is the real page load.
test('a hand-edited link shows a message and falls back to the default result', async ({
  page,
  calculator,
}) => {
  await calculator.open(
    'iops',
    `?head=1e309&systems=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`,
  );
  await expect(page.getByRole('alert').first()).toContainText('systems');
  await expect(calculator.root).toContainText(
    '大きすぎて扱えない数値です。代わりに 30 で計算しています。',
  );
  await expect(calculator.root).toContainText(
    '代わりに 既定の一覧（web と batch） で計算しています。',
  );
  await expect(page.getByTestId('iops-total-demand')).toHaveText('1,300 IOPS');
  await expect(page.getByTestId('iops-verdict')).toHaveText(
    '8 台必要です（そのときの能力 1,455 IOPS）',
  );
  await calculator.expectNoBrokenNumbers();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(calculator.root.locator('img[src="x"], script')).toHaveCount(0);
});

test('the English page shows messages and results in English', async ({ page, calculator }) => {
  await calculator.open('iops', '?head=-1', { locale: 'en' });
  await expect(calculator.root).toContainText(
    'Enter a value of at least 0. Calculating with 30 instead.',
  );
  await expect(page.getByTestId('iops-verdict')).toHaveText('Needs 8 devices (giving 1,455 IOPS)');
  await expect(page.getByTestId('iops-throttle-total')).toHaveText('11,111 IOPS');
  // Japanese may appear only inside a quoted source title (“…”).
  const text = (await calculator.root.innerText()).replace(/“[^”]*”/g, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the calculator is embedded in its article and works there', async ({ page, calculator }) => {
  await calculator.open('iops', '?n=8#calculator', { path: ARTICLE });
  await expect(page.locator('article h1')).toHaveText('IOPS：測り方、バースト、スロットリング');
  await expect(page.getByTestId('iops-verdict')).toHaveText('収まります（さらに 12% の余裕）');
  await calculator.field('tread').fill('50');
  await expect(page.getByTestId('iops-throttle-total')).toHaveText('20,000 IOPS');
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}\\?.*tread=50`));
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the throttling section in the article at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const pathname of [ARTICLE, `/en${ARTICLE}`]) {
      test(`${pathname}: the source table spans the section and the buttons are readable`, async ({
        page,
        calculator,
      }) => {
        await calculator.open('iops', '', { path: pathname });
        const table = page.getByTestId('iops-throttle-source');
        // In the results column beside the fields it had ≈55 % of the section.
        const widths = await table.evaluate((element) => ({
          table: element.getBoundingClientRect().width,
          section: element.closest('section')?.getBoundingClientRect().width ?? 0,
        }));
        expect(widths.table).toBeGreaterThanOrEqual(widths.section * 0.9);
        expect((await tableLayout(table)).overflowPx).toBe(0);
        // The scenario buttons had Infima's 11.2 px small-button text.
        const buttons = calculator.root.locator('section[aria-labelledby="iops-throttle"] button');
        await expect(buttons).toHaveCount(4);
        for (const size of await buttons.evaluateAll((elements) =>
          elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
        )) {
          expect(size).toBeGreaterThanOrEqual(14);
        }
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page and the article still show the default result', async ({ page }) => {
    for (const path of [PAGE, ARTICLE]) {
      await page.goto(path);
      await expect(page.getByTestId('iops-total-demand')).toHaveText('1,300 IOPS');
      await expect(page.getByTestId('iops-verdict')).toHaveText(
        '8 台必要です（そのときの能力 1,455 IOPS）',
      );
      await expect(page.getByTestId('iops-throttle-total')).toHaveText('11,111 IOPS');
    }
  });
});
