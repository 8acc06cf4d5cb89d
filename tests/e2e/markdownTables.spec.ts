import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * Markdown tables wider than the article column scroll sideways in a box.
 * Before, the box had no name, took no focus (keyboard users could not reach
 * the hidden columns) and gave no sign that columns were cut off at 1280 px.
 */
test.use({ viewport: { width: 1280, height: 900 } });

for (const pathname of [
  '/docs/cloud-storage/mysql-56-parameter-baseline',
  '/en/docs/cloud-storage/mysql-56-parameter-baseline',
]) {
  test(`${pathname}: wide tables are named, focusable scroll regions; narrow ones are plain`, async ({
    page,
  }) => {
    await page.goto(pathname);
    await waitForHydration(page);
    const boxes = await page.locator('[data-markdown-table]').evaluateAll((elements) =>
      elements.map((box) => ({
        overflows: box.scrollWidth > box.clientWidth + 1,
        role: box.getAttribute('role'),
        tabIndex: (box as HTMLElement).tabIndex,
        name: box.getAttribute('aria-label'),
      })),
    );
    const wide = boxes.filter((box) => box.overflows);
    expect(wide.length).toBeGreaterThan(0);
    for (const box of wide) {
      expect(box.role).toBe('region');
      expect(box.tabIndex).toBe(0);
      expect(box.name).toMatch(
        pathname.startsWith('/en')
          ? /^Table \d+ \(scrolls sideways\)$/
          : /^表 \d+（横にスクロールできます）$/,
      );
    }
    expect(new Set(wide.map((box) => box.name)).size).toBe(wide.length);
    for (const box of boxes.filter((candidate) => !candidate.overflows)) {
      expect(box.role).toBeNull();
      expect(box.tabIndex).toBe(-1);
    }

    // The keyboard reaches the hidden columns.
    const region = page.getByRole('region', { name: wide[0]?.name ?? '' });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
}

test('a table that fits the column gets no scroll region', async ({ page }) => {
  await page.goto('/en/docs/benchmarking/benchmark-pitfalls');
  await waitForHydration(page);
  const first = page.locator('[data-markdown-table]').first();
  await expect(first).toBeVisible();
  await expect(first).not.toHaveAttribute('role', 'region');
  await expect(first).not.toHaveAttribute('tabindex', '0');
  // Its edge shadows stay hidden under covers in the page's colour. Covers in
  // Infima's light --ifm-background-color (transparent) hid nothing: grey bars
  // stood at both edges of every table, and far right of narrow ones.
  const covers = await first.evaluate((box) => getComputedStyle(box).backgroundImage);
  const coverColours = [
    ...covers.matchAll(/linear-gradient\(to (?:right|left), (rgba?\([^)]*\)) 40%/g),
  ];
  expect(coverColours).toHaveLength(2);
  for (const [, colour] of coverColours) expect(colour).toBe('rgb(255, 255, 255)');
});
