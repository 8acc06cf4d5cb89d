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
const ARTICLE = '/docs/transactions-locking/group-commit';

/** The source-comparison row whose header starts with `label`: [model, measured]. */
function comparisonCells(page: Page, label: string): Locator {
  return page
    .getByTestId('group-commit-source-comparison')
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: label }) })
    .locator('td');
}

// Rendering, maths and URL parsing (a copied link's figures, a hand-edited
// link's messages, the English page) are checked in
// tests/component/groupCommitCalculator.test.tsx, and the server-rendered
// default result in tests/build/calculatorsWithoutJavaScript.test.ts; what
// needs a real browser is here, in as few page loads as possible.

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

test('the page: the source benchmark, the keyboard sequence, input written to the URL, reload', async ({
  page,
  calculator,
}) => {
  await calculator.open('group-commit');

  await test.step('the source benchmark: built-in InnoDB needs 2 fsyncs per transaction', async () => {
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('2 回');
    await expect(page.getByTestId('group-commit-ceiling')).toHaveText('5,000 件/秒');
    await expect(page.getByTestId('group-commit-group-size')).toHaveText(
      '1（この構成では fsync を共有しません）',
    );
  });

  await test.step('the source’s measured 200,251 → 26,092 fsyncs sit beside the model’s values', async () => {
    // Built-in: model 2 × 100,000; measured 200,251.
    await expect(comparisonCells(page, '標準 InnoDB:')).toHaveText(['200,000', '200,251']);
    // Plugin 1.0.4: model 2 / 30 × 100,000 = 6,667; measured 26,092.
    await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['6,667', '26,092']);
    await expect(page.getByTestId('group-commit-source-plugin-model')).toHaveText('6,667');
    // Throughput ratio: the model's ceilings 150,000 / 5,000 = 30 vs the measured 6.1.
    await expect(comparisonCells(page, 'Plugin 1.0.4 ÷ 標準 InnoDB')).toHaveText([
      '30 倍',
      '6.1 倍',
    ]);
    await expect(page.getByTestId('group-commit-source-comparison')).toContainText(
      'Plugin 1.0.4 の測定値はモデルの 3.9 倍です。',
    );
    // The measured points are drawn in the chart too, labelled with their values.
    await expect(calculator.root).toContainText('出典の測定値: 標準 InnoDB、30 接続（2.003 回）');
    await expect(calculator.root).toContainText(
      '出典の測定値: InnoDB Plugin 1.0.4、30 接続（0.261 回）',
    );
  });

  await test.step('the sequence: built-in InnoDB shares no fsync', async () => {
    await expect(stepList(page)).not.toContainText(SHARED);
    await expect(stepList(page).getByText(ALONE)).toHaveCount(2);
  });

  await test.step('the commit sequence steps with the keyboard and announces the current step', async () => {
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

  await test.step('the action row is readable', async () => {
    // Issue #13: the link, QR and speaker-mode buttons and the reset button
    // read at the body's size and sit above the tables, at 1280 and 390 px.
    await expectReadableActionRow(page, calculator.root, { reset: true });
  });

  await test.step('time outside fsync waits shrinks the Plugin’s groups', async () => {
    // 1,000 µs outside fsync: groups shrink (the model gives 0.4 per transaction at 30 clients).
    await calculator.field('otherUs').fill('1000');
    await expect(comparisonCells(page, 'InnoDB Plugin 1.0.4:')).toHaveText(['40,000', '26,092']);
    await expect(comparisonCells(page, '標準 InnoDB:')).toHaveText(['200,000', '200,251']);
    await calculator.field('otherUs').fill('0');
    await expect.poll(() => calculator.param('otherUs')).toBeNull();
  });

  await test.step('without XA, built-in InnoDB needs 1 fsync', async () => {
    await calculator.field('xa').selectOption('0');
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('1 回');
    await expect(page.getByTestId('group-commit-ceiling')).toHaveText('10,000 件/秒');
    await expect.poll(() => calculator.param('xa')).toBe('0');
    await calculator.expectNoBrokenNumbers();
    await calculator.field('xa').selectOption('1');
    await expect.poll(() => calculator.param('xa')).toBeNull();
  });

  await test.step('responds to input and writes the state into the URL', async () => {
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
    await expectMysql8SyncBinlog();
    // A value equal to the default is dropped from the URL.
    await expect.poll(() => calculator.param('clients')).toBeNull();
    await expect.poll(() => calculator.param('syncBinlog')).toBe('1');
    await calculator.expectNoBrokenNumbers();
  });

  await test.step('a reload restores the inputs and the result from the URL', async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(calculator.field('gen')).toHaveValue('mysql8');
    await expect(calculator.field('syncBinlog')).toHaveValue('1');
    await expect(calculator.field('clients')).toHaveValue('30');
    await expectMysql8SyncBinlog();
  });

  /** MySQL 8.0, sync_binlog=1, 30 clients: one redo and one binary-log fsync per group of 30. */
  async function expectMysql8SyncBinlog(): Promise<void> {
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('0.0667 回');
    await expect(calculator.root).toContainText(
      '内訳: InnoDB REDO ログ 0.0333 回、バイナリログ 0.0333 回',
    );
  }
});

// Speakers link to the sequence: its anchor must be the same in both languages
// and must not change with the page's structure (a generated id did).
const SEQUENCE_ANCHOR = 'group-commit-sequence';

/** The sequence's heading has the fixed anchor, in the article and on the calculator's page. */
async function expectSequenceAnchor(page: Page): Promise<void> {
  const heading = page.locator(`#${SEQUENCE_ANCHOR}`);
  await expect(heading).toHaveCount(1);
  await expect(sequence(page)).toHaveAttribute('aria-labelledby', SEQUENCE_ANCHOR);
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${SEQUENCE_ANCHOR}`);
}

const SHARED = 'fsync はグループで 1 回（待っている全員で共有）';
const ALONE = 'fsync はこのトランザクション単独（他と共有できない）';

test(`a link to the sequence's anchor opens it (/); the embedded calculator works; the sequence per generation`, async ({
  page,
  calculator,
}) => {
  await test.step('the article: the anchor, and the calculator embedded and working', async () => {
    await calculator.open('group-commit', `?xa=0#${SEQUENCE_ANCHOR}`, { path: ARTICLE });
    await expectSequenceAnchor(page);
    // The calculator's code is a lazy chunk, slow on a loaded machine: allow it time to arrive.
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('1 回', {
      timeout: 20_000,
    });
    await calculator.field('xa').selectOption('1');
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('2 回');
    await expect(page).toHaveURL(/\/docs\/transactions-locking\/group-commit(#|$)/);
  });

  await test.step('the calculator’s page: the anchor, scrolled to', async () => {
    await calculator.open('group-commit', `#${SEQUENCE_ANCHOR}`, { path: PAGE });
    await expectSequenceAnchor(page);
    // Opening the link scrolls to the section (on the calculator's page: in the
    // article, Mermaid diagrams above it are drawn after the jump and move it).
    await expect(page.locator(`#${SEQUENCE_ANCHOR}`)).toBeInViewport();
  });

  await test.step('the sequence shows which steps share an fsync in each generation', async () => {
    // Plugin 1.0.4: the prepare and commit fsyncs are shared, outside the mutex.
    await calculator.field('gen').selectOption('plugin');
    await expect(stepButtons(page)).toHaveCount(8);
    await expect(stepButtons(page).nth(1)).toContainText('prepare の REDO ログを fsync');
    await expect(stepButtons(page).nth(1)).toContainText(SHARED);
    await expect(stepButtons(page).nth(7)).toContainText('commit の REDO ログを fsync');
    await expect(stepButtons(page).nth(7)).toContainText(SHARED);
    await stepButtons(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toHaveText(
      `手順 2/8: prepare の REDO ログを fsync。${SHARED} いまの設定と同時接続数では、約 30 件のコミットで 1 回を共有します。`,
    );
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toHaveText(
      '手順 3/8: prepare_commit_mutex を確保。prepare_commit_mutex を保持中（他のトランザクションは待つ）',
    );

    // MySQL 8.0 with sync_binlog=1: the stage leader fsyncs the redo log and the binary log once per group.
    await calculator.field('gen').selectOption('mysql8');
    await calculator.field('syncBinlog').fill('1');
    await calculator.field('clients').fill('8');
    await expect(stepButtons(page)).toHaveCount(6);
    await expect(stepList(page).getByText(SHARED)).toHaveCount(2);
    await expect(stepList(page)).not.toContainText(ALONE);
    await stepButtons(page).first().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(liveRegion(page)).toHaveText(
      `手順 5/6: シンクステージ: バイナリログを fsync。${SHARED} いまの設定と同時接続数では、約 8 件のコミットで 1 回を共有します。 リーダーがグループ全員の分をまとめて実行`,
    );
  });
});

test(`a link to the sequence's anchor opens it (/en); the English sequence; a hand-edited link`, async ({
  page,
  calculator,
}) => {
  await test.step('the article: the anchor; a hand-edited link outlines the rejected choice like the rejected number', async () => {
    await calculator.open(
      'group-commit',
      `?clients=${encodeURIComponent('<script>window.__pwned=1</script>')}&gen=plugin&trx=3#${SEQUENCE_ANCHOR}`,
      { path: `/en${ARTICLE}` },
    );
    await expectSequenceAnchor(page);
    // Each rejected name in its own <code> (they were one “a, b”).
    await expect(page.getByRole('alert').first().locator('code')).toHaveText(['clients', 'trx']);
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
    await expect(page.getByTestId('group-commit-fsyncs-per-txn')).toHaveText('0.0667');
    await calculator.expectNoBrokenNumbers();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(calculator.root.locator('script')).toHaveCount(0);
  });

  await test.step('the calculator’s page: the anchor, scrolled to; the English sequence', async () => {
    await calculator.open('group-commit', `#${SEQUENCE_ANCHOR}`, { path: `/en${PAGE}` });
    await expectSequenceAnchor(page);
    await expect(page.locator(`#${SEQUENCE_ANCHOR}`)).toBeInViewport();
    await stepButtons(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toHaveText(
      'Step 2/8: Write the prepare record to the redo log. holding prepare_commit_mutex (other transactions wait)',
    );
    await expect(sequence(page)).toContainText('Step 2 / 8');
  });
});

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
    // The English page's text: tests/build/calculatorsWithoutJavaScript.test.ts.
  });
});
