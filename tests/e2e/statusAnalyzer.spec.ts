import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test, type CalculatorFixture } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { waitForHydration } from './helpers';
import {
  counters,
  expectedFor,
  FIGURE_TEST_IDS,
  figureTexts,
  type Expected,
} from '../unit/calculators/status-analyzer/expectedFigures';

/*
 * The snapshots are the real MariaDB output under
 * tests/unit/calculators/status-analyzer/fixtures (see its README): one load
 * run, captured in each output format one after the other, with the seconds
 * between each pair in manifest.json. The expected figures are worked out
 * from the raw counters (difference ÷ seconds), independently of the
 * analyzer's parser, and formatted the way the page formats numbers
 * (tests/unit/calculators/status-analyzer/expectedFigures.ts).
 */

const FIXTURES = path.resolve(__dirname, '../unit/calculators/status-analyzer/fixtures');
const fixture = (file: string): string => readFileSync(path.join(FIXTURES, file), 'utf8');
const manifest = JSON.parse(fixture('manifest.json')) as {
  pairs: Record<string, { before: string; after: string; intervalSeconds: number }>;
};

/**
 * Puts text into a snapshot box as one paste does: one input event with the
 * whole text. (Playwright's fill() types it through the browser's editing
 * commands, which take seconds for the 1,700-line \G output even on an empty
 * page with a bare textarea.)
 */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, value) => {
    const textarea = element as HTMLTextAreaElement;
    // The prototype's setter, called on the textarea (as React's own value tracking expects).
    Reflect.set(HTMLTextAreaElement.prototype, 'value', value, textarea);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await expect(box).toHaveValue(text);
}

async function paste(
  calculator: CalculatorFixture,
  before: string,
  after: string,
  seconds: string,
): Promise<void> {
  await pasteInto(calculator.field('before'), before);
  await pasteInto(calculator.field('after'), after);
  await calculator.field('interval').fill(seconds);
}

async function expectFigures(page: Page, locale: 'ja' | 'en', expected: Expected): Promise<void> {
  const texts = figureTexts(locale, expected);
  for (const [index, testId] of FIGURE_TEST_IDS.entries()) {
    await expect(page.getByTestId(testId)).toHaveText(texts[index]!);
  }
}

/**
 * The interval field sits between the two snapshot boxes, at 1280 and 390 px:
 * below both it was off the screen, and a reader kept the sample's interval.
 */
async function expectIntervalBetweenSnapshots(
  page: Page,
  calculator: CalculatorFixture,
): Promise<void> {
  const original = page.viewportSize();
  for (const [width, height] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect
      .poll(
        async () => {
          const [before, interval, after] = await Promise.all(
            ['before', 'interval', 'after'].map((name) => calculator.field(name).boundingBox()),
          );
          if (!before || !interval || !after) return 'a field is not drawn';
          return before.y + before.height <= interval.y && interval.y + interval.height <= after.y
            ? 'between'
            : `before ${String(before.y)}, interval ${String(interval.y)}, after ${String(after.y)}`;
        },
        { message: `at ${String(width)} px` },
      )
      .toBe('between');
  }
  if (original) await page.setViewportSize(original);
}

// Reading the four output formats, the English page's figures, pasted text the
// analyzer cannot use, bad intervals, a hand-edited link and the swap and
// sample buttons, in both languages, are checked in
// tests/component/statusAnalyzer.test.tsx, and the server-rendered sample's
// analysis in tests/build/calculatorsWithoutJavaScript.test.ts; what needs a
// real browser is here, in as few page loads as possible.

/** Substrings of the pasted status that must never leave the page or reach a URL. */
function secretsOf(text: string): string[] {
  const values = [...counters(text).values()].filter((value) => value >= 100_000);
  return ['Innodb_buffer_pool_read_requests', 'Variable_name', ...values.map(String)];
}

test('the page: layout, flags linking to their articles, a shared link after reload, prefilled calculators', async ({
  page,
  calculator,
}) => {
  // The sample (table format, loaded by default): a 95 % hit ratio and 41 % of
  // temporary tables on disk are both flagged.
  await calculator.open('status-analyzer');

  await test.step('the interval sits between the boxes; the action row is readable', async () => {
    // Issue #13: the interval is asked for between the two boxes, the link, QR
    // and speaker-mode buttons and the sample button read at the body's size.
    await expectIntervalBetweenSnapshots(page, calculator);
    await expectReadableActionRow(page, calculator.root, { reset: true });
  });

  await test.step('the flags link to the articles that explain them, and those links resolve', async () => {
    const flags = [
      page.getByTestId('status-analyzer-flag-hit-ratio-low'),
      page.getByTestId('status-analyzer-flag-tmp-disk-ratio-high'),
    ];
    await expect(flags[0]!).toContainText('バッファプールのヒット率が低い');
    await expect(flags[1]!).toContainText('ディスク上の一時テーブルが多い');
    const hrefs: string[] = [];
    for (const flag of flags) {
      const links = flag.getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      hrefs.push(
        ...(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))),
      );
    }
    expect(hrefs).toContain('/docs/io-memory/disk-io-hit-ratio#hit-ratio-arithmetic');
    for (const href of hrefs) {
      const [pathname, anchor] = href.split('#');
      expect(pathname).toMatch(/^\/docs\//);
      const response = await page.request.get(pathname!);
      expect(response.status(), href).toBe(200);
      // The anchor is in the article as served (fetched and parsed, not opened: no page load).
      if (anchor) {
        const html = await response.text();
        const found = await page.evaluate(
          ([text, id]) =>
            new DOMParser().parseFromString(text, 'text/html').querySelectorAll(`[id="${id}"]`)
              .length,
          [html, anchor] as const,
        );
        expect(found, href).toBe(1);
      }
    }
  });

  await test.step('a shared link reproduces the figures without the pasted text', async () => {
    const pair = manifest.pairs['sample/mysqladmin']!;
    const before = fixture(pair.before);
    const after = fixture(pair.after);
    const expected = expectedFor(before, after, pair.intervalSeconds);
    await paste(calculator, before, after, String(pair.intervalSeconds));
    await expectFigures(page, 'ja', expected);
    await expect(page).toHaveURL(/[?&]req=/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('status-analyzer-shared')).toBeVisible();
    await expect(calculator.field('before')).toHaveValue('');
    await expect(calculator.field('after')).toHaveValue('');
    await expectFigures(page, 'ja', expected);
    await expect(page.getByTestId('status-analyzer-flag-hit-ratio-low')).toBeVisible();
  });

  await test.step('the calculator buttons open prefilled calculators with figures only', async () => {
    const pair = manifest.pairs['sample/tab']!;
    const before = fixture(pair.before);
    const after = fixture(pair.after);
    const expected = expectedFor(before, after, pair.intervalSeconds);
    const secrets = [...secretsOf(before), ...secretsOf(after)];
    const expectClean = (url: string) => {
      for (const secret of secrets) expect(url, secret).not.toContain(secret);
      expect(url.length).toBeLessThan(300);
    };

    // Typed through the browser's editing (the tab output is short enough to be quick).
    await calculator.field('before').fill(before);
    await calculator.field('after').fill(after);
    await calculator.field('interval').fill(String(pair.intervalSeconds));
    await expectFigures(page, 'ja', expected);
    // The page's own URL carries the derived rates only.
    await expect(page).toHaveURL(/[?&]s=30\.135(&|$)/);
    expectClean(page.url());

    // Hit ratio, as a percentage with three decimals.
    const hit = String(Math.round(expected.hitRatio * 100_000) / 1000);
    const hitLink = page.getByTestId('status-analyzer-open-hit-ratio');
    await expect(hitLink).toHaveAttribute('href', `/calculators/hit-ratio?hit=${hit}`);
    await hitLink.click();
    await waitForHydration(page);
    await expect(page).toHaveURL(
      new RegExp(`/calculators/hit-ratio\\?hit=${hit.replace('.', '\\.')}$`),
    );
    await expect(page.getByLabel('バッファプールのヒット率')).toHaveValue(hit);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expectClean(page.url());

    // IOPS: one system "実測" with the measured reads and writes per second, `~` unescaped.
    await page.goBack();
    await waitForHydration(page);
    await paste(calculator, before, after, String(pair.intervalSeconds));
    const reads = String(Math.round(expected.reads * 10) / 10);
    const writes = String(Math.round(expected.writes * 10) / 10);
    const iopsLink = page.getByTestId('status-analyzer-open-iops');
    await expect(iopsLink).toHaveAttribute(
      'href',
      `/calculators/iops?systems=${encodeURIComponent('実測')}~${reads}~${writes}`,
    );
    await iopsLink.click();
    await waitForHydration(page);
    const iops = page.locator('#iops-calculator');
    await expect(iops.getByLabel('読み取り（reads/s）').first()).toHaveValue(reads);
    await expect(iops.getByLabel('書き込み（writes/s）').first()).toHaveValue(writes);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expectClean(page.url());

    // Group commit: today's pipeline with the binary log on and sync_binlog=1.
    await page.goBack();
    await waitForHydration(page);
    await paste(calculator, before, after, String(pair.intervalSeconds));
    const groupCommitLink = page.getByTestId('status-analyzer-open-group-commit');
    await expect(groupCommitLink).toHaveAttribute(
      'href',
      '/calculators/group-commit?gen=mysql8&binlog=on&syncBinlog=1',
    );
    await groupCommitLink.click();
    await waitForHydration(page);
    const groupCommit = page.locator('#group-commit-calculator');
    await expect(groupCommit.locator('select[name="gen"]')).toHaveValue('mysql8');
    await expect(groupCommit.locator('select[name="binlog"]')).toHaveValue('on');
    await expect(groupCommit.locator('input[name="syncBinlog"]')).toHaveValue('1');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('the English page points at the English articles', async () => {
    await calculator.open('status-analyzer', '', { locale: 'en' });
    const english = page
      .getByTestId('status-analyzer-flag-hit-ratio-low')
      .getByRole('link')
      .first();
    await expect(english).toHaveAttribute(
      'href',
      '/en/docs/io-memory/disk-io-hit-ratio#hit-ratio-arithmetic',
    );
    await english.click();
    await expect(page.locator('article h1')).toContainText('hit ratio');
    await expect(page.locator('[id="hit-ratio-arithmetic"]')).toHaveCount(1);
  });
});

test.describe('with the service worker', () => {
  // The suite blocks service workers (playwright.config.ts); this test also
  // watches what the site's worker requests.
  test.use({ serviceWorkers: 'allow' });

  test('nothing leaves the browser while pasting and analysing', async ({
    page,
    context,
    calculator,
  }) => {
    const pair = manifest.pairs['sample/vertical']!;
    const before = fixture(pair.before);
    const after = fixture(pair.after);
    const secrets = [...secretsOf(before), ...secretsOf(after)];
    await calculator.open('status-analyzer');
    const origin = new URL(page.url()).origin;
    const requests: Request[] = [];
    // Context-wide, so requests of workers and the service worker count too.
    context.on('request', (request) => requests.push(request));

    await paste(calculator, before, after, String(pair.intervalSeconds));
    await expectFigures(page, 'ja', expectedFor(before, after, pair.intervalSeconds));
    await page.getByRole('button', { name: 'Uptime の差（30 秒）を間隔にする' }).click();
    await expect(calculator.field('interval')).toHaveValue('30');
    await pasteInto(calculator.field('before'), `${before}\n`);
    await expect(page.getByTestId('status-analyzer-hit-ratio')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Compared as plain strings, so a failure prints a short, readable list.
    const seen = requests.map((request) => ({
      method: request.method(),
      url: request.url(),
      body: request.postData() ?? '',
    }));
    expect(
      seen.filter((request) => new URL(request.url).origin !== origin).map((r) => r.url),
    ).toEqual([]);
    expect(seen.filter((request) => request.method !== 'GET').map((r) => r.url)).toEqual([]);
    const leaks = seen.flatMap((request) =>
      secrets.filter((secret) => request.url.includes(secret) || request.body.includes(secret)),
    );
    expect(leaks).toEqual([]);
  });
});
