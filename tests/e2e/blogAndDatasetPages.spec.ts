import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';
import { expectAlignedDownloads } from './actionRow';

/**
 * Findings of the visual review of the blog and the dataset pages, kept
 * fixed: no untranslated environment phrase, and phone layouts that do not
 * break words or squeeze tables. The checks of text alone (translated blog
 * chrome, the excerpts' locators, the yen symbol) read the server HTML:
 * tests/build/blogAndDatasetText.test.ts.
 */

/** A dataset figure's download controls, named in either language (issue #13: drawn alike). */
const DOWNLOAD_JSON = /^(JSON をダウンロード|Download JSON)/;
const DOWNLOAD_CSV = /^(CSV をダウンロード|Download CSV)/;

/** How many lines the first occurrence of `text` inside `selector` is drawn on (0: not found). */
async function linesSpannedBy(page: Page, selector: string, text: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((root, wanted) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const start = node.textContent?.indexOf(wanted) ?? -1;
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + wanted.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }, text);
}

test.describe('dataset pages in the page language', () => {
  /** English-only environment phrases that once showed on Japanese pages. */
  const ENGLISH_ONLY = /not stated|\bmodel\b|\(default\)|\bunknown\b|the same machine|\bper\b/;

  for (const { id, ja, en } of [
    {
      id: 'random-iops-single-vs-parallel',
      ja: ['SAS HDD(型番の記載なし)', 'Intel SSD(型番の記載なし)', 'TCP/IP(項目 2 では'],
      en: ['SAS HDD (model not stated)', 'Intel SSD (model not stated)', 'TCP/IP (Gigabit'],
    },
    {
      id: 'dbt2-file-placement',
      ja: ['HDD：記載なし', 'ストレージエンジン：InnoDB'],
      en: ['HDD: not stated', 'storage engine: InnoDB'],
    },
    {
      id: 'autoinc-lock-50-vs-51',
      ja: ['innodb_autoinc_lock_mode (5.1) = 1(既定値)', 'innodb_flush_log_at_trx_commit = 2'],
      en: ['innodb_autoinc_lock_mode (5.1) = 1 (default)', 'innodb_flush_log_at_trx_commit = 2'],
    },
    {
      id: 'lab-hit-ratio',
      ja: ['負荷をかける側：同じマシン', 'CPU の上限(cgroup)：不明'],
      en: ['load generator: the same machine', 'CPU quota (cgroup): unknown'],
    },
  ]) {
    test(`/data/${id}: the environment reads in Japanese, /en/data/${id} in English`, async ({
      page,
    }) => {
      await page.goto(`/data/${id}`);
      const environment = page.locator('#environment + dl');
      for (const text of ja) await expect(environment).toContainText(text);
      expect(await environment.innerText()).not.toMatch(ENGLISH_ONLY);
      await expectAlignedDownloads(page, DOWNLOAD_JSON, DOWNLOAD_CSV);
      await page.goto(`/en/data/${id}`);
      const english = page.locator('#environment + dl');
      for (const text of en) await expect(english).toContainText(text);
      await expectAlignedDownloads(page, DOWNLOAD_JSON, DOWNLOAD_CSV);
    });
  }
});

test.describe('phone layout of blog posts and dataset pages', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const pathname of ['/blog/tuningathon-5-review', '/en/blog/tuningathon-5-review']) {
    test(`${pathname}: previous/next cards are stacked full width`, async ({ page }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      const newer = await page.locator('.pagination-nav__link--prev').boundingBox();
      const older = await page.locator('.pagination-nav__link--next').boundingBox();
      const nav = await page.locator('.pagination-nav').boundingBox();
      expect(newer && older && nav).toBeTruthy();
      if (!newer || !older || !nav) return;
      expect(Math.abs(newer.x - older.x)).toBeLessThanOrEqual(1);
      expect(older.y).toBeGreaterThanOrEqual(newer.y + newer.height - 1);
      expect(newer.width).toBeGreaterThan(nav.width - 2);
    });
  }

  test('the Japanese author name is not broken inside 編集部', async ({ page }) => {
    await page.goto('/blog/liboramysql');
    await waitForHydration(page);
    expect(await linesSpannedBy(page, '.avatar__name', '編集部')).toBe(1);
  });

  for (const { pathname, word } of [
    { pathname: '/data/lab-id-strategy', word: '生成方法' },
    { pathname: '/data/obama-2008-campaign', word: 'オバマ' },
  ]) {
    test(`${pathname}: the title keeps “${word}” on one line`, async ({ page }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      expect(await linesSpannedBy(page, 'main h1', word)).toBe(1);
    });
  }

  for (const pathname of [
    '/data/obama-2008-campaign',
    '/data/access-latencies',
    '/en/data/group-commit-fsyncs',
  ]) {
    test(`${pathname}: the data table keeps readable columns and a visible caption`, async ({
      page,
    }) => {
      await page.goto(pathname);
      await waitForHydration(page);
      await expectAlignedDownloads(page, DOWNLOAD_JSON, DOWNLOAD_CSV);
      const wrapper = page.locator('[role="region"]:has(> table)').first();
      const layout = await wrapper.evaluate((box) => {
        const bounds = box.getBoundingClientRect();
        const caption = box.querySelector('caption')?.getBoundingClientRect();
        const narrowest = Math.min(
          ...[...box.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect().width),
        );
        box.scrollLeft = box.scrollWidth;
        const scrolledCaption = box.querySelector('caption')?.getBoundingClientRect();
        return {
          left: bounds.left,
          right: bounds.right,
          captionRight: caption?.right ?? Infinity,
          scrolledCaptionLeft: scrolledCaption?.left ?? -Infinity,
          narrowest,
        };
      });
      // 5rem: before, a unit column was one Japanese character wide.
      expect(layout.narrowest).toBeGreaterThanOrEqual(80);
      expect(layout.captionRight).toBeLessThanOrEqual(layout.right + 1);
      expect(layout.scrolledCaptionLeft).toBeGreaterThanOrEqual(layout.left - 1);
    });
  }
});
