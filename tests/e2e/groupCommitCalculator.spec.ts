import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectReadableActionRow } from './actionRow';
import { waitForHydration } from './helpers';

/*
 * Expected figures follow from src/calculators/group-commit and the defaults in
 * src/components/GroupCommitCalculator/params.ts (the 2009-08-12 benchmark:
 * built-in InnoDB, 30 clients, binary log on, innodb_flush_log_at_trx_commit=1,
 * sync_binlog=0, innodb_support_xa=1, a ≈10,000 fsync/s disk = 100 µs each,
 * 0 µs outside fsync waits):
 *
 * - Built-in InnoDB, XA on: prepare and commit are each fsynced inside
 *   prepare_commit_mutex, nothing is shared: 2 fsyncs per transaction (the
 *   source's figure), 10,000 / 2 = 5,000 commits/s. XA off: 1 fsync, 10,000/s.
 * - Plugin 1.0.4 at 30 clients with nothing outside fsync waits: both redo
 *   fsyncs are shared by all 30 → 2 / 30 = 0.0667 per transaction; per
 *   100,000 transactions 6,667 (the source measured 26,092, built-in 200,251).
 *   At 8 clients: 2 / 8 = 0.25.
 * - MySQL 8.0, sync_binlog=1: one redo fsync (flush stage) and one binary-log
 *   fsync (sync stage) per group of 30 → 2 / 30 = 0.0667.
 */

const PAGE = '/calculators/group-commit';
const SOURCE_TITLE = 'InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース';

/** The source-comparison row whose header starts with `label`: [model, measured]. */
function comparisonCells(page: Page, label: string): Locator {
  return page
    .getByTestId('group-commit-source-comparison')
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: label }) })
    .locator('td');
}

test('the source benchmark: built-in InnoDB needs 2 fsyncs per transaction, 1 without XA', async ({
  page,
  calculator,
}) => {
  await calculator.open('group-commit');
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('2 回');
  await expect(page.getByTestId('group-commit-ceiling')).toHaveText('5,000 件/秒');
  await expect(page.getByTestId('group-commit-group-size')).toHaveText(
    '1（この構成では fsync を共有しません）',
  );
  // Issue #13: the link, QR and speaker-mode buttons and the reset button
  // read at the body's size and sit above the tables, at 1280 and 390 px.
  await expectReadableActionRow(page, calculator.root, { reset: true });

  await calculator.field('xa').selectOption('0');
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('1 回');
  await expect(page.getByTestId('group-commit-ceiling')).toHaveText('10,000 件/秒');
  await expect.poll(() => calculator.param('xa')).toBe('0');
  await calculator.expectNoBrokenNumbers();
});

test('the source’s measured 200,251 → 26,092 fsyncs sit beside the model’s values', async ({
  page,
  calculator,
}) => {
  await calculator.open('group-commit');
  // Built-in: model 2 × 100,000; measured 200,251.
  await expect(comparisonCells(page, '標準 InnoDB:')).toHaveText(['200,000', '200,251']);
  // Plugin 1.0.4: model 2 / 30 × 100,000 = 6,667; measured 26,092.
  await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['6,667', '26,092']);
  await expect(page.getByTestId('group-commit-source-plugin-model')).toHaveText('6,667');
  // Throughput ratio: the model's ceilings 150,000 / 5,000 = 30 vs the measured 6.1.
  await expect(comparisonCells(page, 'Plugin 1.0.4 ÷ 標準 InnoDB')).toHaveText(['30 倍', '6.1 倍']);
  await expect(page.getByTestId('group-commit-source-comparison')).toContainText(
    'Plugin 1.0.4 の測定値はモデルの 3.9 倍です。',
  );
  // The measured points are drawn in the chart too, labelled with their values.
  await expect(calculator.root).toContainText('出典の測定値: 標準 InnoDB、30 接続（2.003 回）');
  await expect(calculator.root).toContainText(
    '出典の測定値: InnoDB Plugin 1.0.4、30 接続（0.261 回）',
  );

  // 1,000 µs outside fsync: groups shrink (the model gives 0.4 per transaction at 30 clients).
  await calculator.field('otherUs').fill('1000');
  await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['40,000', '26,092']);
  await expect(comparisonCells(page, '標準 InnoDB:')).toHaveText(['200,000', '200,251']);
});

test('responds to input and writes the state into the URL', async ({ page, calculator }) => {
  await calculator.open('group-commit');
  await calculator.field('gen').selectOption('plugin');
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('0.0667 回');
  await expect(page.getByTestId('group-commit-group-size')).toHaveText('30');
  await expect.poll(() => calculator.param('gen')).toBe('plugin');

  await calculator.field('clients').fill('8');
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('0.25 回');
  await expect(page.getByTestId('group-commit-group-size')).toHaveText('8');
  await expect.poll(() => calculator.param('clients')).toBe('8');

  await calculator.field('gen').selectOption('mysql8');
  // innodb_support_xa no longer exists in 8.0: the field goes away.
  await expect(calculator.field('xa')).toHaveCount(0);
  await calculator.field('syncBinlog').fill('1');
  await calculator.field('clients').fill('30');
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('0.0667 回');
  await expect(calculator.root).toContainText(
    '内訳: InnoDB REDO ログ 0.0333 回、バイナリログ 0.0333 回',
  );
  // A value equal to the default is dropped from the URL.
  await expect.poll(() => calculator.param('clients')).toBeNull();
  await expect.poll(() => calculator.param('syncBinlog')).toBe('1');
  await calculator.expectNoBrokenNumbers();
});

test('a copied URL restores every input and the result after reload', async ({
  page,
  calculator,
}) => {
  // Plugin, XA off, sync_binlog=1, 8 clients, a custom 200 µs fsync (5,000/s):
  // the binary-log fsync runs alone under LOCK_log (1 per transaction), the
  // commit's redo fsync is shared. Each transaction waits 200 µs alone + 200 µs
  // shared, so half of the 8 clients wait on a shared fsync: groups of 4,
  // 1 + 1 / 4 = 1.25 fsyncs per transaction, 5,000 / 1.25 = 4,000 commits/s.
  const query =
    '?clients=8&device=custom&fsyncUnit=latency&fsyncUs=200&gen=plugin&syncBinlog=1&xa=0';
  await calculator.open('group-commit', query);
  const check = async () => {
    await expect(calculator.field('gen')).toHaveValue('plugin');
    await expect(calculator.field('xa')).toHaveValue('0');
    await expect(calculator.field('syncBinlog')).toHaveValue('1');
    await expect(calculator.field('clients')).toHaveValue('8');
    await expect(calculator.field('device')).toHaveValue('custom');
    await expect(calculator.field('fsyncUnit')).toHaveValue('latency');
    await expect(calculator.field('fsyncUs')).toHaveValue('200');
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('1.25 回');
    await expect(page.getByTestId('group-commit-group-size')).toHaveText('4');
    await expect(page.getByTestId('group-commit-ceiling')).toHaveText('4,000 件/秒');
  };
  await check();
  // The page writes the same query back (spec order), so the link stays as given.
  await expect.poll(() => new URL(page.url()).search).toBe(query);
  await page.reload();
  await waitForHydration(page);
  await check();
});

// Each kind of bad value (text, zero, fractions, the maximum, 1e309, 10 kB,
// markup, unknown choices; typed or linked), in both languages, is covered by
// tests/component/groupCommitCalculator.test.tsx; this is the real page load.
test('a hand-edited link shows a message and falls back to the default result', async ({
  page,
  calculator,
}) => {
  await calculator.open(
    'group-commit',
    `?clients=${encodeURIComponent('<script>window.__pwned=1</script>')}&gen=plugin&trx=3`,
  );
  // Each rejected name in its own <code> (they were one “a, b”).
  await expect(page.getByRole('alert').first().locator('code')).toHaveText(['clients', 'trx']);
  await expect(calculator.root).toContainText(
    '数値として読めません（例: 95 や 0.5）。代わりに 30 で計算しています。',
  );
  await expect(calculator.root).toContainText('選択肢にない値です。代わりに 1 で計算しています。');
  // The rejected choice is outlined like the rejected number, not only named below.
  const borderOf = (control: Locator): Promise<string> =>
    control.evaluate((element) => getComputedStyle(element).borderTopColor);
  const rejectedNumber = await borderOf(calculator.root.locator('input[aria-invalid="true"]'));
  expect(await borderOf(calculator.root.locator('select[aria-invalid="true"]'))).toBe(
    rejectedNumber,
  );
  expect(
    await borderOf(calculator.root.locator('select:not([aria-invalid="true"])').first()),
  ).not.toBe(rejectedNumber);
  // 30 clients on the Plugin: 2 / 30 per transaction.
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('0.0667 回');
  await calculator.expectNoBrokenNumbers();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(calculator.root.locator('script')).toHaveCount(0);
});

test('the English page shows messages and results in English', async ({ page, calculator }) => {
  await calculator.open('group-commit', '?clients=abc&xa=0', { locale: 'en' });
  await expect(calculator.root).toContainText(
    'Not a number (for example 95 or 0.5). Calculating with 30 instead.',
  );
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('1');
  await expect(page.getByTestId('group-commit-ceiling')).toHaveText('10,000 /s');
  await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['6,667', '26,092']);
  await expect(comparisonCells(page, 'Built-in InnoDB:')).toHaveText(['200,000', '200,251']);
  // Japanese may appear only in the title of the (Japanese) source post, a proper name.
  const text = (await calculator.root.innerText()).replaceAll(SOURCE_TITLE, '');
  expect(text).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
});

// ------------------------------------------------------------- sequence view

// The section is named by its heading (Docusaurus appends the anchor link's label).
const sequence = (page: Page): Locator =>
  page.getByRole('region', { name: /^(1 件のコミットを順に見る|One commit, step by step)/ });
const stepList = (page: Page): Locator =>
  sequence(page).getByRole('list', { name: /手順の一覧|List of steps/ });
const stepButtons = (page: Page): Locator => stepList(page).getByRole('button');
const liveRegion = (page: Page): Locator => sequence(page).locator('[aria-live="polite"]');

async function expectCurrentStep(page: Page, index: number, count: number): Promise<void> {
  const buttons = stepButtons(page);
  await expect(buttons).toHaveCount(count);
  await expect(buttons.nth(index - 1)).toHaveAttribute('aria-current', 'step');
  await expect(buttons.nth(index - 1)).toHaveAttribute('tabindex', '0');
  await expect(stepList(page).locator('[aria-current="step"]')).toHaveCount(1);
  await expect(stepList(page).locator('button[tabindex="0"]')).toHaveCount(1);
  await expect(sequence(page)).toContainText(`手順 ${index}/${count}`);
}

test('the commit sequence steps with the keyboard and announces the current step', async ({
  page,
  calculator,
}) => {
  await calculator.open('group-commit');
  // Built-in InnoDB, XA on: eight steps, all inside prepare_commit_mutex.
  await expectCurrentStep(page, 1, 8);
  await expect(stepButtons(page)).toHaveText([
    /prepare_commit_mutex を確保/,
    /prepare を REDO ログに書く/,
    /prepare の REDO ログを fsync/,
    /バイナリログに書く/,
    /バイナリログを fsync/,
    /commit を REDO ログに書く/,
    /commit の REDO ログを fsync/,
    /prepare_commit_mutex を解放/,
  ]);
  await expect(liveRegion(page)).toHaveAttribute('aria-atomic', 'true');
  await expect(liveRegion(page)).toHaveText(
    '手順 1/8: prepare_commit_mutex を確保。prepare_commit_mutex を保持中（他のトランザクションは待つ）',
  );

  // Roving focus in the list: arrows move both the step and the focus.
  await stepButtons(page).first().focus();
  await page.keyboard.press('ArrowRight');
  await expectCurrentStep(page, 2, 8);
  await expect(stepButtons(page).nth(1)).toBeFocused();
  await expect(liveRegion(page)).toHaveText(
    '手順 2/8: prepare を REDO ログに書く。prepare_commit_mutex を保持中（他のトランザクションは待つ）',
  );
  await page.keyboard.press('ArrowDown');
  await expectCurrentStep(page, 3, 8);
  await expect(stepButtons(page).nth(2)).toBeFocused();
  // The built-in engine's fsync cannot be shared, and the mutex is held through it.
  await expect(liveRegion(page)).toHaveText(
    '手順 3/8: prepare の REDO ログを fsync。fsync はこのトランザクション単独（他と共有できない） prepare_commit_mutex を保持中（他のトランザクションは待つ）',
  );
  await page.keyboard.press('End');
  await expectCurrentStep(page, 8, 8);
  await expect(stepButtons(page).nth(7)).toBeFocused();
  await expect(liveRegion(page)).toHaveText('手順 8/8: prepare_commit_mutex を解放。');
  await page.keyboard.press('ArrowRight');
  await expectCurrentStep(page, 8, 8);
  await page.keyboard.press('Home');
  await expectCurrentStep(page, 1, 8);
  await expect(stepButtons(page).first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expectCurrentStep(page, 1, 8);

  // The next/previous buttons work from the keyboard too and keep the focus.
  const next = sequence(page).getByRole('button', { name: '次の手順 →' });
  const previous = sequence(page).getByRole('button', { name: '← 前の手順' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  await page.keyboard.press('Enter');
  await expectCurrentStep(page, 2, 8);
  await page.keyboard.press('Space');
  await expectCurrentStep(page, 3, 8);
  await page.keyboard.press('ArrowRight');
  await expectCurrentStep(page, 4, 8);
  await expect(next).toBeFocused();
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  await expect(liveRegion(page)).toHaveText(
    '手順 4/8: バイナリログに書く。prepare_commit_mutex を保持中（他のトランザクションは待つ）',
  );
  // The diagram's title follows the current step.
  await expect(sequence(page).locator('svg[role="img"] title')).toHaveText(
    'MySQL 5.0/5.1 標準 InnoDB のコミット手順の図。いまは手順 4: バイナリログに書く',
  );
});

test('the sequence shows which steps share an fsync in each generation', async ({
  page,
  calculator,
}) => {
  const shared = 'fsync はグループで 1 回（待っている全員で共有）';
  const alone = 'fsync はこのトランザクション単独（他と共有できない）';

  // Built-in: nothing shared.
  await calculator.open('group-commit');
  await expect(stepList(page)).not.toContainText(shared);
  await expect(stepList(page).getByText(alone)).toHaveCount(2);

  // Plugin 1.0.4: the prepare and commit fsyncs are shared, outside the mutex.
  await calculator.open('group-commit', '?gen=plugin');
  await expect(stepButtons(page)).toHaveCount(8);
  await expect(stepButtons(page).nth(1)).toContainText('prepare の REDO ログを fsync');
  await expect(stepButtons(page).nth(1)).toContainText(shared);
  await expect(stepButtons(page).nth(7)).toContainText('commit の REDO ログを fsync');
  await expect(stepButtons(page).nth(7)).toContainText(shared);
  await stepButtons(page).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText(
    `手順 2/8: prepare の REDO ログを fsync。${shared} いまの設定と同時接続数では、約 30 件のコミットで 1 回を共有します。`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText(
    '手順 3/8: prepare_commit_mutex を確保。prepare_commit_mutex を保持中（他のトランザクションは待つ）',
  );

  // MySQL 8.0 with sync_binlog=1: the stage leader fsyncs the redo log and the binary log once per group.
  await calculator.open('group-commit', '?gen=mysql8&syncBinlog=1&clients=8');
  await expect(stepButtons(page)).toHaveCount(6);
  await expect(stepList(page).getByText(shared)).toHaveCount(2);
  await expect(stepList(page)).not.toContainText(alone);
  await stepButtons(page).first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(liveRegion(page)).toHaveText(
    `手順 5/6: シンクステージ: バイナリログを fsync。${shared} いまの設定と同時接続数では、約 8 件のコミットで 1 回を共有します。 リーダーがグループ全員の分をまとめて実行`,
  );
});

test('the English sequence announces steps in English', async ({ page, calculator }) => {
  await calculator.open('group-commit', '', { locale: 'en' });
  await stepButtons(page).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toHaveText(
    'Step 2/8: Write the prepare record to the redo log. holding prepare_commit_mutex (other transactions wait)',
  );
  await expect(sequence(page)).toContainText('Step 2 / 8');
});

// Speakers link to the sequence: its anchor must be the same in both languages
// and must not change with the page's structure (a generated id did).
const SEQUENCE_ANCHOR = 'group-commit-sequence';

for (const prefix of ['', '/en']) {
  test(`a link to the sequence's anchor opens it (${prefix || '/'})`, async ({
    page,
    calculator,
  }) => {
    const heading = page.locator(`#${SEQUENCE_ANCHOR}`);
    for (const path of [`${prefix}/docs/transactions-locking/group-commit`, `${prefix}${PAGE}`]) {
      await calculator.open('group-commit', `#${SEQUENCE_ANCHOR}`, { path });
      await expect(heading).toHaveCount(1);
      await expect(sequence(page)).toHaveAttribute('aria-labelledby', SEQUENCE_ANCHOR);
      await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${SEQUENCE_ANCHOR}`);
    }
    // Opening the link scrolls to the section (on the calculator's page: in the
    // article, Mermaid diagrams above it are drawn after the jump and move it).
    await expect(heading).toBeInViewport();
  });
}

test.describe('auto-play', () => {
  test('advances on its own when motion is allowed', async ({ page, calculator }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await calculator.open('group-commit');
    await page.clock.pauseAt(Date.now() + 60_000);
    const play = sequence(page).getByRole('button', { name: '自動再生' });
    await expect(play).toBeEnabled();
    await play.click();
    await expect(sequence(page).getByRole('button', { name: '一時停止' })).toBeVisible();
    await page.clock.runFor(2_000);
    await expectCurrentStep(page, 2, 8);
    // The current-step highlight moves with a CSS transition.
    const transition = await sequence(page)
      .locator('svg rect')
      .first()
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(transition).toBe('0.3s');
  });

  test('with prefers-reduced-motion nothing moves by itself or animates', async ({
    page,
    calculator,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await calculator.open('group-commit');
    await page.clock.pauseAt(Date.now() + 60_000);
    const play = sequence(page).getByRole('button', { name: '自動再生' });
    await expect(play).toBeDisabled();
    await expect(sequence(page)).toContainText(
      '動きを減らす設定が有効なため、自動再生は止めています。ボタンか矢印キーで 1 手順ずつ進めてください。',
    );
    // Stepping by hand still works, and nothing advances afterwards.
    await stepButtons(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expectCurrentStep(page, 2, 8);
    await page.clock.runFor(20_000);
    await expectCurrentStep(page, 2, 8);
    // No transition on the highlight or the cells, and no running animation.
    const durations = await sequence(page)
      .locator('svg rect')
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).transitionDuration),
      );
    expect(new Set(durations)).toEqual(new Set(['0s']));
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test('the calculator is embedded in its article and works there', async ({ page, calculator }) => {
  await calculator.open('group-commit', '?xa=0#calculator', {
    path: '/docs/transactions-locking/group-commit',
  });
  // The calculator's code is a lazy chunk, slow on a loaded machine: allow it time to arrive.
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('1 回', {
    timeout: 20_000,
  });
  await calculator.field('xa').selectOption('1');
  await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('2 回');
  await expect(page).toHaveURL(/\/docs\/transactions-locking\/group-commit(#|$)/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the default result, the comparison and the first step', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('2 回');
    await expect(page.getByTestId('group-commit-ceiling')).toHaveText('5,000 件/秒');
    await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['6,667', '26,092']);
    await expect(comparisonCells(page, '標準 InnoDB:')).toHaveText(['200,000', '200,251']);
    await expect(page.locator('#group-commit-calculator svg[role="img"]').first()).toBeVisible();
    await expect(stepButtons(page)).toHaveCount(8);
    await expect(stepButtons(page).first()).toHaveAttribute('aria-current', 'step');
    await page.goto('/en/calculators/group-commit');
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('2');
    await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['6,667', '26,092']);
  });
});
