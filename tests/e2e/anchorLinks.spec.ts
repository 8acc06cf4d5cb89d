import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * A speaker's link to a section below a Mermaid diagram: the diagrams are
 * drawn after the browser has jumped to the anchor and push the section down,
 * so the page has to follow the anchor until they are drawn.
 */
const LINKS = [
  // [address, diagrams above the heading on the page]
  ['/docs/transactions-locking/group-commit#sources', 4],
  ['/en/docs/transactions-locking/group-commit#sources', 4],
] as const;

async function headingTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (headingId) => document.getElementById(headingId)?.getBoundingClientRect().top ?? -1,
    id,
  );
}

for (const [address, minDiagrams] of LINKS) {
  test(`${address} shows its heading once the diagrams are drawn`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(address);
    await waitForHydration(page);
    const diagrams = page.locator('.docusaurus-mermaid-container:has(svg)');
    await expect
      .poll(() => diagrams.count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(minDiagrams);
    const id = address.split('#')[1] ?? '';
    // Just below the sticky navbar, not thousands of pixels further down.
    await expect.poll(() => headingTop(page, id), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    await expect.poll(() => headingTop(page, id), { timeout: 10_000 }).toBeLessThan(200);
  });
}

test('the reader scrolling away is not pulled back to the anchor', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/transactions-locking/group-commit#sources');
  await waitForHydration(page);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -1500);
  await expect.poll(() => headingTop(page, 'sources')).toBeGreaterThan(800);
  const diagrams = page.locator('.docusaurus-mermaid-container:has(svg)');
  await expect.poll(() => diagrams.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  // After the diagrams are drawn, the reader's position still holds.
  expect(await headingTop(page, 'sources')).toBeGreaterThan(800);
});
