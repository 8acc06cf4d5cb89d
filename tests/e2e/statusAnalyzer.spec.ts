import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test, type CalculatorFixture } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { waitForHydration } from './helpers';

/*
 * The snapshots are the real MariaDB output under
 * tests/unit/calculators/status-analyzer/fixtures (see its README): one load
 * run, captured in each output format one after the other, with the seconds
 * between each pair in manifest.json. The expected figures are worked out
 * here from the raw counters (difference ÷ seconds), independently of the
 * analyzer's parser, and formatted the way the page formats numbers.
 */

const PAGE = '/tools/status-analyzer';
const FIXTURES = path.resolve(__dirname, '../unit/calculators/status-analyzer/fixtures');
const fixture = (file: string): string => readFileSync(path.join(FIXTURES, file), 'utf8');
const manifest = JSON.parse(fixture('manifest.json')) as {
  pairs: Record<string, { before: string; after: string; intervalSeconds: number }>;
};

/** Integer counters of a snapshot in any of the four formats. */
function counters(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const patterns = [
    /^\|\s*(\w+)\s*\|\s*(\d+)\s*\|$/gm, // mysql -t, mysqladmin extended-status
    /^(\w+)\t(\d+)$/gm, // mysql -B
    /Variable_name: (\w+)\n\s*Value: (\d+)$/gm, // \G
  ];
  for (const pattern of patterns) {
    for (const [, name, value] of text.matchAll(pattern)) found.set(name!, Number(value));
  }
  return found;
}

interface Expected {
  readonly hitRatio: number;
  readonly reads: number;
  readonly writes: number;
  readonly fsyncs: number;
  readonly commits: number;
  readonly fsyncsPerCommit: number;
  readonly queries: number;
  readonly tmpDiskRatio: number;
}

/** Rates and ratios over the pair, from the counters' differences. */
function expectedFor(before: string, after: string, seconds: number): Expected {
  const a = counters(before);
  const b = counters(after);
  const delta = (name: string): number => {
    const from = a.get(name);
    const to = b.get(name);
    if (from === undefined || to === undefined) throw new Error(`${name} missing in a fixture`);
    return to - from;
  };
  const commits = delta('Binlog_commits');
  return {
    hitRatio: 1 - delta('Innodb_buffer_pool_reads') / delta('Innodb_buffer_pool_read_requests'),
    reads: delta('Innodb_data_reads') / seconds,
    writes: delta('Innodb_data_writes') / seconds,
    fsyncs: delta('Innodb_data_fsyncs') / seconds,
    commits: commits / seconds,
    // MariaDB: InnoDB's fsyncs plus one binary-log fsync per group commit (sync_binlog=1).
    fsyncsPerCommit: (delta('Innodb_data_fsyncs') + delta('Binlog_group_commits')) / commits,
    queries: delta('Questions') / seconds,
    tmpDiskRatio: delta('Created_tmp_disk_tables') / delta('Created_tmp_tables'),
  };
}

type Locale = 'ja' | 'en';
const LANG: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US' };
const number = (locale: Locale, value: number, digits: number): string =>
  new Intl.NumberFormat(LANG[locale], { maximumFractionDigits: digits }).format(value);
const percent = (locale: Locale, fraction: number): string =>
  new Intl.NumberFormat(LANG[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  );
/** A rate as the page writes it: 2 decimals under 10, 1 under 1,000, none above. */
const perSecond = (locale: Locale, value: number): string =>
  `${number(locale, value, value < 10 ? 2 : value < 1000 ? 1 : 0)}${locale === 'ja' ? '/秒' : '/s'}`;

const errorBox = (page: Page): Locator => page.getByTestId('status-analyzer-error');

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

async function expectFigures(page: Page, locale: Locale, expected: Expected): Promise<void> {
  await expect(page.getByTestId('status-analyzer-hit-ratio')).toHaveText(
    percent(locale, expected.hitRatio),
  );
  const reads = perSecond(locale, expected.reads);
  const writes = perSecond(locale, expected.writes);
  await expect(page.getByTestId('status-analyzer-data-io')).toHaveText(
    locale === 'ja' ? `読み取り ${reads}、書き込み ${writes}` : `reads ${reads}, writes ${writes}`,
  );
  await expect(page.getByTestId('status-analyzer-fsyncs')).toHaveText(
    perSecond(locale, expected.fsyncs),
  );
  await expect(page.getByTestId('status-analyzer-fsyncs-per-commit')).toHaveText(
    number(locale, expected.fsyncsPerCommit, 2),
  );
  await expect(page.getByTestId('status-analyzer-commits')).toHaveText(
    perSecond(locale, expected.commits),
  );
  await expect(page.getByTestId('status-analyzer-queries')).toHaveText(
    perSecond(locale, expected.queries),
  );
  await expect(page.getByTestId('status-analyzer-tmp-disk')).toHaveText(
    percent(locale, expected.tmpDiskRatio),
  );
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

const FORMATS = [
  ['the mysql table format', 'sample/table', '表形式（mysql -t、mysqladmin extended-status）'],
  ['tab-separated batch output', 'sample/tab', 'タブ区切り（mysql -B）'],
  ['the \\G vertical format', 'sample/vertical', '縦表示（\\G、mysql -E）'],
  [
    'mysqladmin extended-status',
    'sample/mysqladmin',
    '表形式（mysql -t、mysqladmin extended-status）',
  ],
] as const;

for (const [label, key, formatLabel] of FORMATS) {
  test(`two snapshots in ${label} give the figures of the interval`, async ({
    page,
    calculator,
  }) => {
    const pair = manifest.pairs[key]!;
    const before = fixture(pair.before);
    const after = fixture(pair.after);
    await calculator.open('status-analyzer');
    await paste(calculator, '', '', '');
    await expect(errorBox(page)).toBeVisible();
    await paste(calculator, before, after, String(pair.intervalSeconds));
    await expect(errorBox(page)).toHaveCount(0);
    await expect(calculator.root.getByText(`読み取った形式: ${formatLabel}`)).toHaveCount(2);
    await expectFigures(page, 'ja', expectedFor(before, after, pair.intervalSeconds));
    await calculator.expectNoBrokenNumbers();
    // The source's counter is named, so the reader knows what "commits" means.
    await expect(calculator.root).toContainText(
      'Binlog_commits（バイナリログに書かれたトランザクション）',
    );
  });
}

test('the English page computes the same figures and labels them in English', async ({
  page,
  calculator,
}) => {
  const pair = manifest.pairs['sample/vertical']!;
  const before = fixture(pair.before);
  const after = fixture(pair.after);
  await calculator.open('status-analyzer', '', { locale: 'en' });
  await paste(calculator, before, after, String(pair.intervalSeconds));
  await expect(calculator.root.getByText('Read as: vertical (\\G / mysql -E)')).toHaveCount(2);
  await expectFigures(page, 'en', expectedFor(before, after, pair.intervalSeconds));
  const text = await calculator.root.innerText();
  // Pasted status text aside (it is ASCII), nothing on the page is Japanese.
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test('the flags link to the articles that explain them, and those links resolve', async ({
  page,
  calculator,
}) => {
  // The sample (table format, loaded by default): a 95 % hit ratio and 41 % of
  // temporary tables on disk are both flagged.
  await calculator.open('status-analyzer');
  // Issue #13: the interval is asked for between the two boxes, the link, QR
  // and speaker-mode buttons and the sample button read at the body's size.
  await expectIntervalBetweenSnapshots(page, calculator);
  await expectReadableActionRow(page, calculator.root, { reset: true });
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
    hrefs.push(...(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))));
  }
  expect(hrefs).toContain('/docs/io-memory/disk-io-hit-ratio#hit-ratio-arithmetic');
  for (const href of hrefs) {
    const [pathname, anchor] = href.split('#');
    expect(pathname).toMatch(/^\/docs\//);
    const response = await page.request.get(pathname!);
    expect(response.status(), href).toBe(200);
    if (anchor) {
      await page.goto(href);
      await expect(page.locator(`[id="${anchor}"]`), href).toHaveCount(1);
    }
  }

  // The English page points at the English articles.
  await calculator.open('status-analyzer', '', { locale: 'en' });
  const english = page.getByTestId('status-analyzer-flag-hit-ratio-low').getByRole('link').first();
  await expect(english).toHaveAttribute(
    'href',
    '/en/docs/io-memory/disk-io-hit-ratio#hit-ratio-arithmetic',
  );
  await english.click();
  await expect(page.locator('article h1')).toContainText('hit ratio');
  await expect(page.locator('[id="hit-ratio-arithmetic"]')).toHaveCount(1);
});

/** Substrings of the pasted status that must never leave the page or reach a URL. */
function secretsOf(text: string): string[] {
  const values = [...counters(text).values()].filter((value) => value >= 100_000);
  return ['Innodb_buffer_pool_read_requests', 'Variable_name', ...values.map(String)];
}

test('the calculator buttons open prefilled calculators with figures only', async ({
  page,
  calculator,
}) => {
  const pair = manifest.pairs['sample/tab']!;
  const before = fixture(pair.before);
  const after = fixture(pair.after);
  const expected = expectedFor(before, after, pair.intervalSeconds);
  const secrets = [...secretsOf(before), ...secretsOf(after)];
  const expectClean = (url: string) => {
    for (const secret of secrets) expect(url, secret).not.toContain(secret);
    expect(url.length).toBeLessThan(300);
  };

  await calculator.open('status-analyzer');
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

test('a shared link reproduces the figures without the pasted text', async ({
  page,
  calculator,
}) => {
  const pair = manifest.pairs['sample/mysqladmin']!;
  const before = fixture(pair.before);
  const after = fixture(pair.after);
  const expected = expectedFor(before, after, pair.intervalSeconds);
  await calculator.open('status-analyzer');
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

// Pasted text the analyzer cannot use (JSON, prose, cut-off rows, SHOW
// VARIABLES, repeated snapshots, a restart, the same snapshot twice), bad
// intervals and the swap button, in both languages, are covered by
// tests/component/statusAnalyzer.test.tsx.

test('a hand-edited link names the values it could not use, in both languages', async ({
  page,
  calculator,
}) => {
  const bad = `?s=-1&req=${encodeURIComponent('<script>window.__pwned=1</script>')}&miss=5`;
  await calculator.open('status-analyzer', bad);
  await expect(page.getByRole('alert').first()).toContainText('req');
  await expect(page.getByRole('alert').first()).toContainText('s');
  await calculator.expectNoBrokenNumbers();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(calculator.root.locator('script')).toHaveCount(0);

  await calculator.open('status-analyzer', '?s=30&req=1000&miss=10&sb=2', { locale: 'en' });
  await expect(page.getByRole('alert').first()).toContainText('sb');
  // The link's other values still give a result: 1 − 10 / 1,000 = 99 %.
  await expect(page.getByTestId('status-analyzer-hit-ratio')).toHaveText('99%');
  const text = await calculator.root.innerText();
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the sample’s analysis', async ({ page }) => {
    const pair = manifest.pairs['sample/table']!;
    const expected = expectedFor(fixture(pair.before), fixture(pair.after), pair.intervalSeconds);
    await page.goto(PAGE);
    await expectFigures(page, 'ja', expected);
    await expect(page.getByTestId('status-analyzer-flag-hit-ratio-low')).toBeVisible();
  });
});
