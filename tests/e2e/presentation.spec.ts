import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { backgroundAlpha, waitForHydration } from './helpers';

/**
 * Speaker mode (?present), embeds (?embed) and the QR code dialog. Relies on
 * the inline <head> script (config/presentation.ts), the client module
 * (src/clientModules/presentationMode.ts) and src/css/presentation.css being
 * registered in docusaurus.config.ts.
 */

const PAGE = '/calculators/hit-ratio';
const ARTICLE = '/docs/io-memory/disk-io-hit-ratio';
/** Not meant to be embedded (src/presentation/modeUrl.ts): framing it is refused. */
const SEARCH = '/search';
const CALCULATOR = '[data-calculator="hit-ratio-calculator"]';

const calculator = (page: Page): Locator => page.locator(CALCULATOR);
const hitField = (page: Page): Locator => page.getByLabel('バッファプールのヒット率');
const per100 = (page: Page): Locator => page.getByTestId('hit-ratio-per100');
const scenarioStatus = (page: Page): Locator => page.getByTestId('presentation-scenario');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  // An article's calculator is a lazily loaded chunk: wait until it is there.
  await expect(calculator(page)).toBeVisible();
}

/** Search parameters of the page's current URL. */
function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.describe('speaker mode', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('?present hides the navbar, sidebar and footer and fills the screen', async ({ page }) => {
    await page.goto(`${PAGE}?present`);
    // Set by the inline <head> script, before React runs.
    await expect(page.locator('html')).toHaveAttribute('data-presentation', 'present');
    await waitForHydration(page);
    await expect(calculator(page)).toHaveAttribute('data-presenting', 'true');
    await expect(page.locator('.navbar')).toHaveCount(1);
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(page.locator('.theme-layout-footer')).toBeHidden();
    await expect(page.locator('main h1')).toBeHidden();
    const box = await calculator(page).boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.y).toBe(0);
    expect(box?.width).toBe(1920);
    expect(box?.height).toBeGreaterThanOrEqual(1080);
  });

  test('body text is at least 32 px at 1920 × 1080', async ({ page }) => {
    await open(page, `${PAGE}?present`);
    const sizes = await calculator(page).evaluate((frame) => {
      const px = (element: Element | null) =>
        element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0;
      return {
        frame: px(frame),
        label: px(frame.querySelector('label')),
        input: px(frame.querySelector('input')),
        result: px(frame.querySelector('dt')),
        paragraph: px(frame.querySelector('p')),
      };
    });
    for (const [what, size] of Object.entries(sizes)) {
      expect(size, what).toBeGreaterThanOrEqual(32);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`high contrast in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, `${PAGE}?present`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const colours = await calculator(page).evaluate((frame) => ({
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

  test('← and → (and PageUp/PageDown) step through the scenarios; the URL follows', async ({
    page,
  }) => {
    await open(page, `${PAGE}?present`);
    await expect(scenarioStatus(page)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(scenarioStatus(page)).toContainText('シナリオ 1/3');
    await expect(scenarioStatus(page)).toContainText('ヒット率 100 %');
    await expect(hitField(page)).toHaveValue('100');
    await expect(per100(page)).toHaveText('100');
    await expect.poll(() => params(page).get('scenario')).toBe('hit-100');
    expect(params(page).get('hit')).toBe('100');
    expect(params(page).has('present')).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expect(scenarioStatus(page)).toContainText('シナリオ 2/3');
    await expect(per100(page)).toHaveText('595');
    await expect.poll(() => params(page).get('scenario')).toBe('hit-95');

    await page.keyboard.press('PageDown');
    await expect(scenarioStatus(page)).toContainText('シナリオ 3/3');
    await expect(hitField(page)).toHaveValue('80');
    await expect(per100(page)).toHaveText('2,080');
    await expect.poll(() => params(page).get('scenario')).toBe('hit-80');
    expect(params(page).get('hit')).toBe('80');
    expect(params(page).has('present')).toBe(true);

    // The last scenario stays put.
    await page.keyboard.press('ArrowRight');
    await expect(scenarioStatus(page)).toContainText('シナリオ 3/3');

    await page.keyboard.press('PageUp');
    await expect(scenarioStatus(page)).toContainText('シナリオ 2/3');
    await page.keyboard.press('ArrowLeft');
    await expect(scenarioStatus(page)).toContainText('シナリオ 1/3');
    await expect.poll(() => params(page).get('scenario')).toBe('hit-100');
  });

  test('opening ?present&scenario=<id> shows that scenario', async ({ page }) => {
    await open(page, `${PAGE}?present&scenario=hit-80`);
    await expect(scenarioStatus(page)).toContainText('シナリオ 3/3');
    await expect(hitField(page)).toHaveValue('80');
    await expect(per100(page)).toHaveText('2,080');
    await expect.poll(() => params(page).get('hit')).toBe('80');
    expect(params(page).get('scenario')).toBe('hit-80');
    expect(params(page).has('present')).toBe(true);
  });

  test('editing a field leaves the scenario but stays in speaker mode', async ({ page }) => {
    await open(page, `${PAGE}?present&scenario=hit-80`);
    // The inputs are folded into a summary of their values until asked for.
    const summary = calculator(page).getByTestId('compact-summary');
    await expect(summary).toContainText('バッファプールのヒット率 80 %');
    await expect(hitField(page)).toBeHidden();
    await calculator(page).getByRole('button', { name: '条件を変える' }).click();
    await expect(hitField(page)).toHaveValue('80');
    await hitField(page).fill('70');
    await expect.poll(() => params(page).get('hit')).toBe('70');
    expect(params(page).has('scenario')).toBe(false);
    expect(params(page).has('present')).toBe(true);
    await expect(scenarioStatus(page)).not.toContainText('/3');
  });

  test('Esc leaves speaker mode and removes present from the URL', async ({ page }) => {
    await open(page, `${PAGE}?present&scenario=hit-80`);
    await expect(page.locator('.navbar')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-presentation');
    await expect(calculator(page)).not.toHaveAttribute('data-presenting');
    await expect.poll(() => params(page).has('present')).toBe(false);
    // The inputs stay.
    expect(params(page).get('hit')).toBe('80');
    await expect(hitField(page)).toHaveValue('80');
  });

  test('the button enters speaker mode; the exit button leaves it', async ({ page }) => {
    await open(page, `${PAGE}?hit=90`);
    const enter = calculator(page).getByRole('button', { name: '発表モード' });
    await enter.click();
    await expect(calculator(page)).toHaveAttribute('data-presenting', 'true');
    await expect(page.locator('.navbar')).toBeHidden();
    await expect.poll(() => params(page).has('present')).toBe(true);
    expect(params(page).get('hit')).toBe('90');
    await calculator(page).getByRole('button', { name: '発表モードを終了（Esc）' }).click();
    await expect(page.locator('.navbar')).toBeVisible();
    await expect.poll(() => params(page).has('present')).toBe(false);
    await expect(enter).toBeFocused();
  });

  test('the English page speaks English', async ({ page }) => {
    await page.goto('/en/calculators/hit-ratio?present&scenario=hit-95');
    await waitForHydration(page);
    await expect(
      calculator(page).getByRole('button', { name: 'Exit speaker mode (Esc)' }),
    ).toBeVisible();
    await expect(scenarioStatus(page)).toContainText('Scenario 2 of 3');
    await expect(calculator(page).getByTestId('compact-summary')).toContainText(
      'Inputs: Buffer-pool hit ratio 95 %',
    );
  });
});

/**
 * A slide on a 1280 × 720 projector: the scenario bar in one row, the key
 * result and the whole plot of the key chart on screen without scrolling,
 * side by side (the inputs folded into their summary). The calculators
 * without a key chart (snowflake, status analyzer) show their first result.
 */
test.describe('speaker mode fits a 1280 × 720 screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  const slides = [
    { path: '/calculators/hit-ratio', chart: true },
    { path: '/calculators/group-commit', chart: true },
    { path: '/calculators/iops', chart: true },
    { path: '/en/calculators/redshift-tco', chart: true },
    { path: '/en/calculators/snowflake', chart: false },
    { path: '/tools/status-analyzer', chart: false },
  ];
  for (const slide of slides) {
    test(`${slide.path}?present`, async ({ page }) => {
      await page.goto(`${slide.path}?present`);
      await waitForHydration(page);
      const frame = page.locator('[data-presenting]');
      await expect(frame).toBeVisible();
      const toolbar = await frame.locator('[data-presentation-ui]').first().boundingBox();
      expect(toolbar?.height, 'scenario bar height').toBeLessThanOrEqual(130);
      const result = await frame.locator('[aria-live="polite"] dd').first().boundingBox();
      expect(result, 'key result').not.toBeNull();
      expect((result?.y ?? 0) + (result?.height ?? 0), 'key result bottom').toBeLessThanOrEqual(
        720,
      );
      if (slide.chart) {
        const plot = await frame.locator('[data-speaker-figure] svg').first().boundingBox();
        expect(plot, 'key chart').not.toBeNull();
        expect(plot?.y ?? -1, 'chart top').toBeGreaterThanOrEqual(0);
        expect((plot?.y ?? 0) + (plot?.height ?? 0), 'chart bottom').toBeLessThanOrEqual(720);
        // Beside the results, not under them.
        expect(plot?.x ?? 0, 'chart beside the results').toBeGreaterThanOrEqual(
          (result?.x ?? 0) + (result?.width ?? 0),
        );
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(frame.getByTestId('compact-summary')).not.toBeEmpty();
    });
  }
});

/**
 * Speaker mode on an article: the article as slides (src/presentation/articleDeck.ts).
 * Five page loads: the deck from its title, a heading's slide in English (then a six-bar chart's), a
 * calculator's slide, and what shows before any script has run.
 */
test.describe('an article in speaker mode shows it as slides', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  const DECK = '/docs/transactions-locking/group-commit';
  /** The slide's number, in the bar that is shown (the slides' or a calculator's). */
  const deckPosition = (page: Page): Locator =>
    page.locator('[data-testid="deck-position"]:visible');
  const hash = (page: Page): string => new URL(page.url()).hash;
  /** "スライド 3/20" or "Slide 3 of 20" → [3, 20]. */
  async function position(page: Page): Promise<[number, number]> {
    const text = (await deckPosition(page).textContent()) ?? '';
    const [at, total] = (text.match(/\d+/g) ?? []).map(Number);
    return [at ?? 0, total ?? 0];
  }
  /** The current slide's figure (or paragraph) is all on screen. */
  async function expectOnScreen(page: Page, part: Locator, what: string): Promise<void> {
    await expect(part, what).toBeVisible();
    // The fit runs a frame after the slide is shown.
    await expect
      .poll(
        async () => {
          const box = await part.boundingBox();
          if (!box) return 'no box';
          const inside =
            box.x >= 0 && box.y >= 0 && box.x + box.width <= 1280 && box.y + box.height <= 720;
          return inside ? 'on screen' : JSON.stringify(box);
        },
        { message: what },
      )
      .toBe('on screen');
    expect(await page.evaluate(() => window.scrollY), what).toBe(0);
  }

  test('opens on the title; keys and buttons step through the slides; the URL follows', async ({
    page,
  }) => {
    await page.goto(`${DECK}?present`);
    await expect(page.locator('html')).toHaveAttribute('data-presentation', 'present deck');
    await waitForHydration(page);
    await expect(deckPosition(page)).toHaveText(/^スライド 1\/\d+$/);
    const [, total] = await position(page);
    expect(total).toBeGreaterThan(10);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('[data-deck-lead]')).toContainText('MySQL 5.0/5.1');
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.theme-layout-footer')).toBeHidden();
    await expect(page.locator('h2#summary')).toBeHidden();
    // Readable from the back of the room: body text ≥ 24 px at 1280 wide.
    const leadPx = await page
      .locator('[data-deck-lead]')
      .evaluate((lead) => Number.parseFloat(getComputedStyle(lead).fontSize));
    expect(leadPx).toBeGreaterThanOrEqual(24);

    await page.keyboard.press('ArrowRight');
    await expect(deckPosition(page)).toHaveText(`スライド 2/${String(total)}`);
    await expect.poll(() => hash(page)).toBe('#summary');
    await expect(page.locator('h2#summary')).toBeVisible();
    await expect(page.locator('article h1')).toBeHidden();
    // A section without a figure: its heading and its first paragraph or list, no more.
    await expect(page.locator('h2#summary + ul')).toBeVisible();
    await expect(page.locator('h2#fsync-and-group-commit')).toBeHidden();

    await page.getByRole('button', { name: '次へ →' }).click();
    await expect(deckPosition(page)).toHaveText(`スライド 3/${String(total)}`);
    await expect.poll(() => hash(page)).toBe('#fsync-and-group-commit');
    await page.keyboard.press('ArrowLeft');
    await expect(deckPosition(page)).toHaveText(`スライド 2/${String(total)}`);
    await expect.poll(() => hash(page)).toBe('#summary');
    await page.getByRole('button', { name: '← 前へ' }).click();
    await expect(deckPosition(page)).toHaveText(`スライド 1/${String(total)}`);
    // The title slide has no fragment.
    await expect.poll(() => hash(page)).toBe('');
    // Space on a focused button presses it: off the buttons for the keys.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(deckPosition(page)).toHaveText(`スライド 4/${String(total)}`);
    await expect.poll(() => hash(page)).toBe('#two-phase-commit-with-binlog');
    expect(new URL(page.url()).searchParams.has('present')).toBe(true);

    // A Mermaid diagram and a table, each all on screen at 1280 × 720.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => hash(page)).toBe('#why-group-commit-broke');
    const diagram = page.locator('[data-slide-part][data-diagram-scroller]');
    await expect(diagram.locator('svg').first()).toBeVisible();
    await expectOnScreen(page, diagram, 'sequence diagram');
    while (!hash(page).startsWith('#what-a-crash-can-lose')) {
      const [before] = await position(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await position(page))[0]).toBe(before + 1);
    }
    await expectOnScreen(page, page.locator('[data-slide-part][data-markdown-table]'), 'table');

    // Esc: the article again, where the talk was, without `present`.
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-presentation');
    await expect.poll(() => new URL(page.url()).searchParams.has('present')).toBe(false);
    await expect(page.locator('h2#what-a-crash-can-lose')).toBeInViewport();
    await expect(page.locator('h2#summary + ul')).toBeVisible();
  });

  test('?present#<heading> opens that slide, in English too (the same slide as in Japanese)', async ({
    page,
  }) => {
    await page.goto(`/en${DECK}?present#fsync-counts`);
    await waitForHydration(page);
    await expect(deckPosition(page)).toHaveText(/^Slide \d+ of \d+$/);
    await expect(page.locator('h3#fsync-counts')).toBeVisible();
    await expect(page.locator('h2#innodb-plugin-104-fix')).toBeVisible();
    await expectOnScreen(page, page.locator('[data-slide-part][data-markdown-table]'), 'table');
    await expect.poll(() => hash(page)).toBe('#fsync-counts');
    const [at] = await position(page);
    // The slides are the Japanese article's, in the same order (same ids).
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-presenting]')).toHaveAttribute(
      'data-dataset-chart',
      'group-commit-fsyncs',
    );
    await expect(deckPosition(page)).toHaveText(new RegExp(`^Slide ${String(at + 1)} of`));
    await expect.poll(() => hash(page)).toBe('#dataset-group-commit-fsyncs');
    // The chart's own bar now; its figure fits the screen.
    await expect(page.locator('[data-deck-toolbar]')).toBeHidden();
    await expect(
      page.locator('[data-presenting]').getByRole('button', { name: 'Exit speaker mode (Esc)' }),
    ).toBeVisible();
    const chart = page.locator('[data-presenting] figure').first();
    await expectOnScreen(page, chart.locator('svg').first(), 'chart');
    await expectOnScreen(page, chart.locator('[data-chart-axis-title]'), 'axis title');

    // A bar chart of six bars, scaled to the slide's width, once ran 200 px
    // past the bottom with its axis and legend: its drawing is narrowed to fit.
    await page.goto(
      '/en/docs/io-memory/linux-for-database-servers?present#dataset-lab-flush-method',
    );
    await waitForHydration(page);
    const bars = page.locator('[data-presenting] figure').first();
    await expectOnScreen(page, bars.locator('svg').first(), 'six-bar chart');
    await expectOnScreen(page, bars.locator('[data-chart-axis-title]'), 'its axis title');
    await expectOnScreen(page, bars.locator('ul:has(> li[data-legend-series])'), 'its legend');
  });

  test('a calculator is one slide, in its speaker mode: its scenarios first, then the next slide', async ({
    page,
  }) => {
    // The section's heading id names the calculator's slide.
    await page.goto(`${DECK}?present#calculator`);
    await waitForHydration(page);
    const frame = page.locator('[data-calculator="group-commit-calculator"]');
    await expect(frame).toHaveAttribute('data-presenting', 'true');
    await expect(page.locator('h2#calculator')).toBeHidden();
    const [at, total] = await position(page);
    expect(at).toBeGreaterThan(10);
    // One bar: the calculator's, with the slide's number.
    await expect(page.locator('[data-deck-toolbar]')).toBeHidden();
    await expect(scenarioStatus(page)).toContainText(`スライド ${String(at)}/${String(total)}`);

    await page.keyboard.press('ArrowRight');
    await expect(scenarioStatus(page)).toContainText('シナリオ 1/');
    // Keys in a field stay with the field.
    await frame.getByRole('button', { name: '条件を変える' }).click();
    const field = frame.locator('input[name="clients"]');
    await field.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(deckPosition(page)).toHaveText(`スライド ${String(at)}/${String(total)}`);
    await expect(frame).toHaveAttribute('data-presenting', 'true');
    await field.blur();

    // Past the last scenario: the next slide.
    const scenarios = Number(
      ((await scenarioStatus(page).textContent()) ?? '').match(/シナリオ \d+\/(\d+)/)?.[1] ?? 0,
    );
    for (let step = 1; step < scenarios; step += 1) await page.keyboard.press('ArrowRight');
    await expect(scenarioStatus(page)).toContainText(`シナリオ ${String(scenarios)}/`);
    await page.keyboard.press('ArrowRight');
    await expect(deckPosition(page)).toHaveText(`スライド ${String(at + 1)}/${String(total)}`);
    await expect(frame).not.toHaveAttribute('data-presenting');
    await expect(page.locator('h2#sources')).toBeVisible();
    await expect.poll(() => hash(page)).toBe('#sources');
    await page.keyboard.press('ArrowLeft');
    await expect(frame).toHaveAttribute('data-presenting', 'true');
    // Named by its own id, as its speaker-mode button names it.
    await expect.poll(() => hash(page)).toBe('#group-commit-calculator');
  });

  test.describe('before the scripts have run', () => {
    test('the slide the link names shows, not the whole article', async ({ page }) => {
      // Only the inline <head> script runs: the bundles never arrive.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto(`${DECK}?present#fsync-counts`);
      await expect(page.locator('html')).toHaveAttribute('data-presentation', 'present deck');
      await expect(page.locator('h3#fsync-counts')).toBeVisible();
      await expect(page.locator('article h1')).toBeHidden();
      await expect(page.locator('h2#summary')).toBeHidden();
      await expect(page.locator('.theme-doc-markdown > p').first()).toBeHidden();
      await expect(page.locator('.navbar')).toBeHidden();
      // The bar is there already: it does not push the slide down later.
      await expect(page.locator('[data-deck-toolbar]')).toBeVisible();
    });
  });
});

test.describe('embed', () => {
  test('?embed shows only the calculator, with a link to the full page', async ({ page }) => {
    await page.goto(`${PAGE}?embed&hit=80`);
    await expect(page.locator('html')).toHaveAttribute('data-presentation', 'embed');
    await waitForHydration(page);
    await expect(calculator(page)).toBeVisible();
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(page.locator('.theme-layout-footer')).toBeHidden();
    await expect(page.locator('main h1')).toBeHidden();
    const link = calculator(page).getByRole('link', { name: 'ページ全体を新しいタブで開く' });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).not.toBeNull();
    const url = new URL(href ?? '', page.url());
    expect(url.pathname).toBe(PAGE);
    expect(url.searchParams.get('hit')).toBe('80');
    expect(url.searchParams.has('embed')).toBe(false);
  });

  test('?embed on an article shows only its calculator, not the article', async ({ page }) => {
    await open(page, `${ARTICLE}?embed`);
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('article h1')).toBeHidden();
    await expect(page.locator('.theme-doc-markdown > p').first()).toBeHidden();
    await expect(page.locator('.theme-layout-footer')).toBeHidden();
    const link = calculator(page).getByRole('link', { name: 'ページ全体を新しいタブで開く' });
    const url = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(url.pathname).toBe(ARTICLE);
    // The calculator's own anchor when the article embeds it with `embedded`.
    expect(['', '#hit-ratio-calculator']).toContain(url.hash);
    expect(url.searchParams.has('embed')).toBe(false);
  });

  test('a calculator may be framed by any site, the search page and a stray path only by the site itself', async ({
    page,
    baseURL,
  }) => {
    // The headers the build ships (build/_headers), applied by the test server.
    const response = await page.request.get(`${PAGE}?embed`);
    // The site-wide fallback's X-Frame-Options rides along; browsers ignore it
    // because the page's own policy names frame-ancestors (framed below).
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers()['content-security-policy']).toContain('frame-ancestors *');
    const search = await page.request.get(SEARCH);
    expect(search.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

    // Another site frames both: a page on its own 127.0.0.1 port, another
    // origin for the CSP (a route-fulfilled made-up host would be stopped by
    // Chromium's local-network rules before the CSP is read).
    let framed = '';
    const embedder = createServer((_, reply) => {
      reply
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(`<iframe title="framed" src="${framed}" width="900" height="700"></iframe>`);
    });
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
    const EMBEDDER = `http://127.0.0.1:${String((embedder.address() as AddressInfo).port)}/`;
    try {
      framed = `${baseURL ?? ''}${PAGE}?embed`;
      await page.goto(EMBEDDER);
      const frame = page.frameLocator('iframe');
      await expect(frame.locator(CALCULATOR)).toBeVisible();
      await expect(frame.locator('.navbar')).toBeHidden();
      // No frame-busting: the embedding page is still the top-level document.
      expect(page.url()).toBe(EMBEDDER);

      framed = `${baseURL ?? ''}${SEARCH}?embed&q=innodb`;
      const refused = page.waitForEvent('console', (message) =>
        message.text().includes('frame-ancestors'),
      );
      await page.goto(EMBEDDER);
      expect((await refused).text()).toContain("frame-ancestors 'self'");

      // A path outside every page section (a 404) gets the site-wide fallback:
      // a policy without frame-ancestors, so X-Frame-Options decides.
      framed = `${baseURL ?? ''}/no-such-page`;
      const refusedStray = page.waitForEvent('console', (message) =>
        message.text().includes('X-Frame-Options'),
      );
      await page.goto(EMBEDDER);
      expect((await refusedStray).text()).toMatch(/sameorigin/i);
    } finally {
      embedder.close();
    }
  });
});

test.describe('QR code', () => {
  /** Decodes a PNG data URL's QR code. */
  function decodeQr(dataUrl: string): string | null {
    const png = PNG.sync.read(
      Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'),
    );
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  }

  test('the dialog shows the link as a QR code, downloadable as SVG and PNG', async ({ page }) => {
    await open(page, `${PAGE}?hit=80`);
    const button = calculator(page).getByRole('button', { name: 'QR コード' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'この条件のリンクの QR コード' });
    await expect(dialog).toBeVisible();
    // It hides the page behind it (light mode painted it transparent: the
    // article's text ran through the dialog's title).
    expect(await backgroundAlpha(dialog)).toBe(1);

    const svg = dialog.getByRole('link', { name: 'SVG をダウンロード' });
    await expect(svg).toHaveAttribute('href', /^data:image\/svg\+xml/);
    await expect(svg).toHaveAttribute('download', 'hit-ratio-calculator-qr.svg');
    const png = dialog.getByRole('link', { name: 'PNG をダウンロード' });
    await expect(png).toHaveAttribute('href', /^data:image\/png;base64,/);
    await expect(png).toHaveAttribute('download', 'hit-ratio-calculator-qr.png');
    await expect(dialog.getByRole('img')).toBeVisible();

    // The code is the page's link, state included.
    expect(decodeQr((await png.getAttribute('href')) ?? '')).toBe(page.url());

    const download = page.waitForEvent('download');
    await png.click();
    expect((await download).suggestedFilename()).toBe('hit-ratio-calculator-qr.png');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the code carries the inputs but not the view (present, embed, scenario)', async ({
    page,
  }) => {
    await open(page, `${PAGE}?present&scenario=hit-80`);
    await expect.poll(() => params(page).get('hit')).toBe('80');
    await calculator(page).getByRole('button', { name: 'QR コード' }).click();
    const dialog = page.getByRole('dialog', { name: 'この条件のリンクの QR コード' });
    const png = dialog.getByRole('link', { name: 'PNG をダウンロード' });
    await expect(png).toHaveAttribute('href', /^data:image\/png/);
    const decoded = decodeQr((await png.getAttribute('href')) ?? '');
    expect(decoded).toBe(new URL(`${PAGE}?hit=80`, page.url()).href);
    // Esc closes the dialog first, and does not leave speaker mode.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(calculator(page)).toHaveAttribute('data-presenting', 'true');
  });

  test('the QR library is loaded only when the dialog opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await open(page, PAGE);
    // A message of the qrcode package, present in its code whatever the minifier does.
    const marker = 'too big to be stored in a QR Code';
    const bodies = async (urls: readonly string[]) =>
      Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    const initial = [...scripts];
    expect((await bodies(initial)).some((body) => body.includes(marker))).toBe(false);

    await calculator(page).getByRole('button', { name: 'QR コード' }).click();
    await expect(page.getByRole('link', { name: 'PNG をダウンロード' })).toBeVisible();
    const loaded = scripts.filter((url) => !initial.includes(url));
    expect((await bodies(loaded)).some((body) => body.includes(marker))).toBe(true);
  });
});
