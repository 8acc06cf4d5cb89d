import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * The tag index groups tags under headings. Grouped by first character, the
 * Japanese index had a heading per kana or kanji with one tag under each
 * (ク, グ, ス, 勉, 技 …); Latin letters stay, Japanese tags share one heading.
 */
for (const pathname of ['/blog/tags', '/en/blog/tags']) {
  test(`${pathname}: headings are Latin letters plus at most one group for Japanese tags`, async ({
    page,
  }) => {
    await page.goto(pathname);
    await waitForHydration(page);
    const groups = await page.locator('main article').evaluateAll((articles) =>
      articles.map((article) => ({
        heading: article.querySelector('h2')?.textContent?.trim() ?? '',
        tags: article.querySelectorAll('li').length,
      })),
    );
    expect(groups.length).toBeGreaterThan(1);
    const other = groups.filter((group) => !/^([A-Z]|0-9)$/.test(group.heading));
    expect(other.length).toBeLessThanOrEqual(1);
    for (const group of other) {
      expect(group.heading).toBe(pathname.startsWith('/en') ? 'Japanese' : '日本語');
    }
    const tagLinks = await page.locator('main article li a').count();
    expect(groups.reduce((sum, group) => sum + group.tags, 0)).toBe(tagLinks);
  });
}

test('the Japanese tag index lists its Japanese tags under one heading', async ({ page }) => {
  await page.goto('/blog/tags');
  await waitForHydration(page);
  const japanese = page.locator('main article', { has: page.locator('h2', { hasText: '日本語' }) });
  await expect(japanese.locator('li')).not.toHaveCount(0);
  await expect(japanese.getByRole('link', { name: /グループコミット/ })).toBeVisible();
});
