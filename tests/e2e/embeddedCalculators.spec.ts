import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * Inside an article at 1280 px a calculator gets ≈660 px, not the window.
 * When calculators split into two columns by the window's width, their
 * tables got ≈320 px and were cut off mid-column ("Scattere", "311,619,200,53").
 * Every table in an embedded calculator shows all its columns, unless it sits
 * in a scroll region a reader can find: named, focusable, with edge shadows
 * (the Redshift year-by-year table is wider than any article column).
 */
const articlesWithCalculators = [
  '/docs/io-memory/disk-io-hit-ratio',
  '/docs/transactions-locking/group-commit',
  '/docs/cloud-storage/iops',
  '/docs/id-design/id-strategy',
  '/docs/data-architecture/technical-debt',
];

test.use({ viewport: { width: 1280, height: 900 } });

for (const article of articlesWithCalculators) {
  for (const pathname of [article, `/en${article}`]) {
    test(`${pathname}: tables in the embedded calculator show every column`, async ({ page }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLTableElement>('article [data-calculator] table')]
          .filter((table) => table.getClientRects().length > 0)
          .map((table) => {
            const box = table.parentElement ?? table;
            const hidden = Math.max(
              table.scrollWidth - table.clientWidth,
              box.scrollWidth - box.clientWidth,
            );
            const region = table.closest<HTMLElement>('[role="region"]');
            const findableScrollRegion =
              region !== null &&
              region.tabIndex === 0 &&
              Boolean(
                region.getAttribute('aria-label') ?? region.getAttribute('aria-labelledby'),
              ) &&
              region.scrollWidth > region.clientWidth;
            return {
              caption: (table.caption?.textContent ?? table.rows[0]?.textContent ?? '').slice(
                0,
                60,
              ),
              hidden: findableScrollRegion ? 0 : hidden,
            };
          }),
      );
      expect(tables.length).toBeGreaterThan(0);
      expect(tables.filter((table) => table.hidden > 1)).toEqual([]);
    });
  }
}

/*
 * `?embed` in another site's page, as a blogger pastes it: the code that
 * "Copy embed code" puts on the clipboard (an iframe and the resize script)
 * on a page of another origin, with a compact embed and a dataset chart
 * framed beside it by the same script. One host page, three frames.
 */
test.describe('embedded in another site', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const CALCULATOR = '/calculators/hit-ratio';
  const DATASET = '/data/group-commit-fsyncs';

  /** Serves `html` on an origin of its own (another port of 127.0.0.1). */
  async function hostPage(html: () => string): Promise<{ url: string; server: Server }> {
    const server = createServer((_, reply) => {
      reply.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`, server };
  }

  /** The iframe element's height on the host page, and its content's height inside it. */
  async function heights(page: Page, frame: FrameLocator, index: number) {
    const outer = await page
      .locator('iframe')
      .nth(index)
      .evaluate((iframe) => iframe.getBoundingClientRect().height);
    const inner = await frame
      .locator('body')
      .evaluate((body) => body.getBoundingClientRect().height);
    return { outer, inner };
  }

  /** Waits until the iframe is as tall as its content (the script has run), and returns that height. */
  async function followedHeight(page: Page, frame: FrameLocator, index: number): Promise<number> {
    await expect
      .poll(async () => {
        const { outer, inner } = await heights(page, frame, index);
        return Math.abs(outer - Math.ceil(inner));
      })
      .toBeLessThanOrEqual(1);
    return (await heights(page, frame, index)).outer;
  }

  /** Left and right gaps between the frame's edges and the chart's outermost text. */
  function textGaps(chart: Locator): Promise<{ left: number; right: number; texts: number }> {
    return chart.evaluate((element) => {
      const boxes = [...element.querySelectorAll('svg text, [data-chart-axis-title]')]
        .map((text) => text.getBoundingClientRect())
        .filter((box) => box.width > 0);
      return {
        left: Math.min(...boxes.map((box) => box.left)),
        right: window.innerWidth - Math.max(...boxes.map((box) => box.right)),
        texts: boxes.length,
      };
    });
  }

  test('the copied code frames the calculator, and every iframe follows its content', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${CALCULATOR}?hit=80`);
    await waitForHydration(page);
    const copy = page.locator('[data-calculator-actions]').getByRole('button', {
      name: '埋め込みコードをコピー',
    });
    await copy.click();
    await expect(
      page.getByRole('status').filter({ hasText: '埋め込みコードをコピーしました' }),
    ).toBeVisible();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toContain(`src="${baseURL ?? ''}${CALCULATOR}?hit=80&amp;embed"`);
    expect(code).toContain(`event.origin !== "${baseURL ?? ''}"`);

    // The copied code first, as pasted; then a compact embed and a dataset
    // chart at the 600 px a hand-written iframe often gets.
    const frameTag = (src: string, title: string) =>
      `<iframe src="${baseURL ?? ''}${src}" title="${title}" width="100%" height="600" style="border:0"></iframe>`;
    const host = await hostPage(
      () => `<!doctype html><html lang="en"><body style="margin:0;width:760px">
${code}
${frameTag(`${CALCULATOR}?hit=80&embed=compact`, 'compact')}
${frameTag(`${DATASET}?embed`, 'dataset')}
</body></html>`,
    );
    try {
      await page.goto(host.url);
      const [full, compact, dataset] = [0, 1, 2].map((index) =>
        page.locator('iframe').nth(index).contentFrame(),
      );
      if (!full || !compact || !dataset) throw new Error('three frames expected');
      await expect(full.locator('[data-calculator]')).toBeVisible();
      await expect(compact.locator('[data-calculator]')).toBeVisible();
      await expect(dataset.locator('[data-dataset-chart] svg').first()).toBeVisible();

      // Each iframe is as tall as what it holds: no scrolling inside a frame.
      const fullHeight = await followedHeight(page, full, 0);
      const compactHeight = await followedHeight(page, compact, 1);
      const datasetHeight = await followedHeight(page, dataset, 2);
      test.info().annotations.push({
        type: 'embed heights at 760 px',
        description: `full ${String(fullHeight)} px, compact ${String(compactHeight)} px, dataset ${String(datasetHeight)} px`,
      });
      expect(fullHeight).toBeGreaterThan(600);
      // Compact: the results lead, the inputs and the charts and tables are folded away.
      expect(compactHeight).toBeLessThan(fullHeight / 2);
      const results = compact.getByTestId('hit-ratio-per100');
      const unfold = compact.getByRole('button', { name: '条件を変える' });
      const resultsBox = await results.boundingBox();
      const unfoldBox = await unfold.boundingBox();
      expect(resultsBox && unfoldBox && resultsBox.y < unfoldBox.y).toBe(true);
      await expect(compact.getByLabel('バッファプールのヒット率')).toBeHidden();
      // What the folded form says instead: its values.
      await expect(compact.getByTestId('compact-summary')).toContainText(
        'バッファプールのヒット率 80 %',
      );
      // How a compact embed looks in a host page's 760 px column (reviewed picture).
      await expect
        .soft(page.locator('iframe').nth(1))
        .toHaveScreenshot('compact-embed-in-iframe.png', {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
          timeout: 20_000,
        });

      // The form is one click away, and the frame grows to show it, then shrinks back.
      await unfold.click();
      await expect(unfold).toHaveAttribute('aria-expanded', 'true');
      const before = (await results.textContent()) ?? '';
      await compact.getByLabel('バッファプールのヒット率').fill('90');
      await expect(results).not.toHaveText(before);
      const openHeight = await followedHeight(page, compact, 1);
      expect(openHeight).toBeGreaterThan(compactHeight + 100);
      await unfold.click();
      await expect.poll(() => followedHeight(page, compact, 1)).toBeLessThan(openHeight - 100);

      // The dataset chart keeps its axis labels off the frame's edges.
      const gaps = await textGaps(dataset.locator('[data-dataset-chart]'));
      expect(gaps.texts).toBeGreaterThan(0);
      expect(gaps.left).toBeGreaterThanOrEqual(12);
      expect(gaps.right).toBeGreaterThanOrEqual(12);
    } finally {
      host.server.close();
    }
  });
});
