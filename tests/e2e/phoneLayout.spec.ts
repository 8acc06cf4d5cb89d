import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const pathname of [
  '/',
  '/docs/io-memory/disk-io-hit-ratio',
  '/calculators/hit-ratio',
  '/en/calculators/hit-ratio',
  '/en/docs/io-memory/disk-io-hit-ratio',
]) {
  test(`${pathname} fits a phone screen without horizontal scrolling`, async ({
    page,
  }, testInfo) => {
    await page.goto(pathname);
    await waitForHydration(page);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    const screenshot = await page.screenshot({ fullPage: true });
    await testInfo.attach('phone screenshot', { body: screenshot, contentType: 'image/png' });
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  });
}
