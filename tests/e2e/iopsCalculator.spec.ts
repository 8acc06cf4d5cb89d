import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import type { Locator, Page } from '@playwright/test';
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

const ARTICLE = '/docs/cloud-storage/iops';

// Rendering, maths and URL parsing (the cgroup test's rows, caps applied to the
// verdict, a hand-edited link, the English page, a copied link's figures) are
// checked in tests/component/iopsCalculator.test.tsx, and the server-rendered
// default result in tests/build/calculatorsWithoutJavaScript.test.ts; what needs a
// real browser is here, in as few page loads as possible.

test('the page: default scenario, input written to the URL, copied link, reload', async ({
  page,
  context,
  calculator,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await calculator.open('iops');

  await test.step('the default scenario: four HDDs in RAID 1+0 cannot carry 1,300 IOPS, eight can', async () => {
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

  await test.step('responds to input and writes the state into the URL', async () => {
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

  await test.step('the copied link keeps ~ unescaped and reopens the same scenario', async () => {
    // Back to the default 30 % headroom: (1,700 + 200) reads + 100 writes → 2,600.
    await calculator.field('head').fill('30');
    await expect(page.getByTestId('iops-total-demand')).toHaveText('2,600 IOPS');
    await expect(page).not.toHaveURL(/[?&]head=/);
    const copyLink = calculator.root.getByRole('button', { name: 'この条件のリンクをコピー' });
    await copyLink.click();
    // The copy-link button's own status (the embed-code button beside it has another).
    await expect(copyLink.locator('..').getByRole('status')).toHaveText('コピーしました');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('systems=web~1700~50_batch~200~50');
    expect(copied).not.toMatch(/%7E/i);
    // The copied link is the page's own URL: reloading it is opening it.
    expect(copied).toBe(page.url());
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('iops-total-demand')).toHaveText('2,600 IOPS');
    await expect(calculator.root.getByLabel('読み取り（reads/s）').first()).toHaveValue('1700');
    await expect.poll(() => new URL(page.url()).search).toBe(new URL(copied).search);
  });
});

test('the calculator is embedded in its article and works there; its throttling section’s layout at 390 and 1280 px', async ({
  page,
  calculator,
}) => {
  await calculator.open('iops', '?n=8#calculator', { path: ARTICLE });
  await expect(page.locator('article h1')).toHaveText('IOPS：測り方、バースト、スロットリング');
  await expect(page.getByTestId('iops-verdict')).toHaveText('収まります（さらに 12% の余裕）');
  await expectThrottlingLayout(page, calculator.root);
  await calculator.field('tread').fill('50');
  await expect(page.getByTestId('iops-throttle-total')).toHaveText('20,000 IOPS');
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}\\?.*tread=50`));
});

test(`/en${ARTICLE}: the throttling section’s layout at 390 and 1280 px`, async ({
  page,
  calculator,
}) => {
  await calculator.open('iops', '', { path: `/en${ARTICLE}` });
  await expectThrottlingLayout(page, calculator.root);
});

/**
 * At 390 and 1280 px, the source table spans the throttling section and the
 * scenario buttons are readable.
 */
async function expectThrottlingLayout(page: Page, root: Locator): Promise<void> {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await test.step(`the source table spans the section and the buttons are readable at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      const table = page.getByTestId('iops-throttle-source');
      // In the results column beside the fields it had ≈55 % of the section.
      await expect
        .poll(async () => {
          const widths = await table.evaluate((element) => ({
            table: element.getBoundingClientRect().width,
            section: element.closest('section')?.getBoundingClientRect().width ?? 0,
          }));
          return widths.table >= widths.section * 0.9;
        })
        .toBe(true);
      expect((await tableLayout(table)).overflowPx).toBe(0);
      // The scenario buttons had Infima's 11.2 px small-button text.
      const buttons = root.locator('section[aria-labelledby="iops-throttle"] button');
      await expect(buttons).toHaveCount(4);
      for (const size of await buttons.evaluateAll((elements) =>
        elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      )) {
        expect(size).toBeGreaterThanOrEqual(14);
      }
    });
  }
}
