import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers';

/**
 * Hostile URLs (issue #19), on one page of every kind in both languages:
 * a broken percent-escape in the fragment and the query, script-like text,
 * and a 100 KB query, reached by a fresh load and by same-page navigations
 * (an in-page link, the hash edited in the address bar, a change of query as
 * a link or Back makes). One page load per page, the navigations after it.
 * Then what `?embed` shows of text a link carries (scenario names, IOPS
 * system names, a search), and where `embed` is ignored.
 */

type Locale = 'ja' | 'en';
const LOCALES: readonly Locale[] = ['ja', 'en'];

function inLocale(locale: Locale, path: string): string {
  if (locale === 'ja') return path;
  return path === '/' ? '/en/' : `/en${path}`;
}

/** A percent-escape cut short: `decodeURIComponent` throws on it. */
const BROKEN_ESCAPE = '%E0%A4%A';
/** A heading id cut in the middle of a character, as a truncated copied link has it. */
const CUT_HEADING = '%E8%A8%88%E7%AE';
/** Would run if a page ever put text from its URL into its HTML unescaped. */
const SCRIPT_TEXT =
  '"><img src=x onerror="window.__hostileUrlRan=1"><script>window.__hostileUrlRan=1</script>';
/**
 * 100 KB: only a same-page navigation reaches the page with it, since
 * servers refuse a request line that long (Node's limit is 16 KB).
 */
const LONG_TEXT = 'A'.repeat(100 * 1024);

const PAGE_KINDS = [
  { kind: 'article', path: '/docs/io-memory/disk-io-hit-ratio' },
  { kind: 'blog post', path: '/blog/innodb-plugin-1-0-4-release' },
  { kind: 'calculator', path: '/calculators/hit-ratio' },
  { kind: 'analyzer', path: '/tools/status-analyzer' },
  { kind: 'dataset page', path: '/data/group-commit-fsyncs' },
  { kind: 'search', path: '/search' },
  { kind: 'short links', path: '/go' },
  { kind: 'home', path: '/' },
  { kind: 'tag page', path: '/blog/tags/innodb' },
] as const;

/** Docusaurus's crash page and the site's own (src/theme/ErrorPageContent). */
const CRASH_TEXT =
  /This page crashed|このページを表示できませんでした|This page could not be displayed/;

/** Goes to `url` without a page load, as a link inside the app (or Back) does. */
async function navigateInPage(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Follows an in-page link to `href` (the browser's own fragment navigation). */
async function followInPageLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'hostile link';
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
}

/** The page is still itself: no crash page, no script ran, no error, something shown. */
async function expectIntact(page: Page, errors: string[], step: string): Promise<void> {
  // A frame later: Docusaurus scrolls (and crashed) in a layout effect after the route update.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  await expect(page.getByText(CRASH_TEXT), step).toHaveCount(0);
  // Speaker mode shows only the calculator or chart (its title is not the h1),
  // or on an article its slides, from the title (the h1); a page without
  // either shows the whole page again after a moment.
  await expect(page.locator('h1:visible, [data-presentable]:visible').first(), step).toBeVisible({
    timeout: 10_000,
  });
  expect(await page.evaluate(() => 'hostileUrlRan' in window), step).toBe(false);
  expect(errors, step).toEqual([]);
}

test.describe('hostile URLs on every kind of page', () => {
  for (const locale of LOCALES) {
    for (const { kind, path } of PAGE_KINDS) {
      const url = inLocale(locale, path);
      test(`${locale}: ${kind} (${url}) survives broken escapes, script-like text and a 100 KB query`, async ({
        page,
      }) => {
        const errors = collectErrors(page);
        let dialogs = 0;
        page.on('dialog', (dialog) => {
          dialogs += 1;
          void dialog.dismiss();
        });

        // Fresh load: broken escape and script-like text in the query and the fragment.
        const script = encodeURIComponent(SCRIPT_TEXT);
        await page.goto(`${url}?q=${BROKEN_ESCAPE}&scenario=${script}&x=${script}#${script}`);
        await waitForHydration(page);
        await expectIntact(page, errors, 'fresh load');

        // An in-page link with a truncated escape.
        await followInPageLink(page, `#${BROKEN_ESCAPE}`);
        await expect.poll(() => new URL(page.url()).hash).toBe(`#${BROKEN_ESCAPE}`);
        await expectIntact(page, errors, 'in-page link to #%E0%A4%A');

        // The hash edited in the address bar.
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, CUT_HEADING);
        await expect.poll(() => new URL(page.url()).hash).toBe(`#${CUT_HEADING}`);
        await expectIntact(page, errors, 'address bar edited to #%E8%A8%88%E7%AE');

        // Same page, new query: speaker mode, 100 KB of text, a broken escape.
        await navigateInPage(
          page,
          `${url}?present&q=${LONG_TEXT}&scenario=${script}&y=${BROKEN_ESCAPE}#${BROKEN_ESCAPE}`,
        );
        await expect.poll(() => new URL(page.url()).searchParams.has('present')).toBe(true);
        await expectIntact(page, errors, '?present with a 100 KB query and #%E0%A4%A');
        expect(dialogs).toBe(0);
      });
    }
  }
});

/** Text a link carries that must never be shown as the site's words. */
const SPOOF = {
  scenario: 'Session expired - call +1 555 0100',
  system: 'Your account is locked',
  analyzer: 'VERIFY YOUR PASSWORD AT evil.example',
} as const;

const UNKNOWN_SCENARIO = {
  ja: 'はこのツールにはありません',
  en: 'does not exist for this tool',
} as const;

/** The visible text of every heading on the page. */
async function headingTexts(page: Page): Promise<string> {
  return (await page.locator('h1, h2, h3, h4, h5, h6').allInnerTexts()).join('\n');
}

test.describe('text from a link under ?embed', () => {
  for (const locale of LOCALES) {
    test(`${locale}: IOPS embed: a free-text scenario is not repeated, a system name stays in its field, an unknown id is quoted and cut short`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const systems = encodeURIComponent(`${SPOOF.system}~900~100`);
      await page.goto(
        `${inLocale(locale, '/calculators/iops')}?embed&scenario=${encodeURIComponent(SPOOF.scenario)}&systems=${systems}`,
      );
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-presentation', 'embed');
      const warning = page.getByTestId('unknown-scenario');
      await expect(warning).toContainText(UNKNOWN_SCENARIO[locale]);
      // The link's words appear nowhere as text: the system name only as the
      // value of its editable field.
      const bodyText = await page.locator('body').innerText();
      expect(bodyText).not.toContain('Session expired');
      expect(bodyText).not.toContain(SPOOF.system);
      await expect(page.locator('input[name="system-1-name"]')).toHaveValue(SPOOF.system);
      expect(await headingTexts(page)).not.toContain(SPOOF.system);

      // A scenario id the tool lacks is echoed as the link's text: quoted, cut at 40.
      const id = 'call-support-now-to-unlock-your-account-today';
      await navigateInPage(page, `${inLocale(locale, '/calculators/iops')}?embed&scenario=${id}`);
      await expect(warning.locator('code')).toHaveText(`${id.slice(0, 40)}…`);
      const quoted = locale === 'ja' ? `「${id.slice(0, 40)}…」` : `“${id.slice(0, 40)}…”`;
      await expect(warning).toContainText(quoted);
      expect(await headingTexts(page)).not.toContain('call-support');
      expect(errors).toEqual([]);
    });

    test(`${locale}: analyzer embed: a free-text scenario is not repeated`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(
        `${inLocale(locale, '/tools/status-analyzer')}?embed&scenario=${encodeURIComponent(SPOOF.analyzer)}`,
      );
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-presentation', 'embed');
      await expect(page.getByTestId('unknown-scenario')).toContainText(UNKNOWN_SCENARIO[locale]);
      expect(await page.locator('body').innerText()).not.toContain('VERIFY');
      expect(errors).toEqual([]);
    });

    test(`${locale}: search ignores ?embed: the page shows whole, with its navigation`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      // The mode as the first paint has it (set by the inline <head> script), and after hydration.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.dataset.modeAtFirstPaint =
            document.documentElement.getAttribute('data-presentation') ?? 'none';
        });
      });
      await page.goto(
        `${inLocale(locale, '/search')}?embed&q=${encodeURIComponent(SPOOF.analyzer)}`,
      );
      await waitForHydration(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-mode-at-first-paint', 'none');
      // Not a retrying assertion: a page without a calculator drops the mode after 3 s anyway.
      expect(await html.getAttribute('data-presentation')).toBeNull();
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
