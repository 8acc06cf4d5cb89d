/**
 * Geometry of a calculator's action row (copy link, QR code, speaker mode)
 * and its reset button, measured in the page a calculator spec has already
 * opened (no page load of its own). Issue #13: the buttons were drawn at
 * ≈11 px (Infima's `button--sm`), and the row sat after the charts and
 * tables, two to four screens down.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The body's readable size starts here; 11 px labels were the fault. */
const MIN_FONT_PX = 14;

/** [width, height, least button height]: WCAG 2.5.8's 24 px, and 44 px on a phone. */
const WIDTHS = [
  [1280, 720, 24],
  [390, 844, 44],
] as const;

interface Expectation {
  /** Whether the calculator, as opened, shows a reset button (`data-calculator-reset`). */
  readonly reset: boolean;
}

/** What is wrong with the row and the reset button at the current width, as readable lines. */
function faultsAt(root: Locator, minHeight: number, expectReset: boolean): Promise<string[]> {
  return root.evaluate(
    (frame, { minHeight: least, expectReset: reset, minFont }) => {
      const faults: string[] = [];
      const row = frame.querySelector('[data-calculator-actions]');
      if (!row) return ['no action row ([data-calculator-actions])'];
      const resets = [...frame.querySelectorAll('[data-calculator-reset]')];
      if (reset && resets.length === 0) faults.push('no reset button ([data-calculator-reset])');
      // The QR dialog lives in the row too; its buttons show only when it is open.
      const rowButtons = [...row.querySelectorAll('button')].filter(
        (button) => !button.closest('dialog'),
      );
      if (rowButtons.length < 2) faults.push('fewer than 2 buttons in the row');
      const buttons = [...rowButtons, ...resets];
      for (const button of buttons) {
        const label = (button.textContent || '').trim();
        const box = button.getBoundingClientRect();
        const fontSize = parseFloat(getComputedStyle(button).fontSize);
        if (fontSize < minFont) faults.push(`"${label}": font-size ${String(fontSize)} px`);
        if (box.height < least) faults.push(`"${label}": ${String(box.height)} px tall`);
        if (box.width < 24) faults.push(`"${label}": ${String(box.width)} px wide`);
      }
      // The first table on the page, or what shows in its place while it
      // is folded away (a closed <details>).
      let table: Element | null = document.querySelector('main table');
      while (table && table.getClientRects().length === 0) table = table.parentElement;
      if (!table) {
        faults.push('no table on the page to compare with');
      } else {
        const rowTop = row.getBoundingClientRect().top;
        const tableTop = table.getBoundingClientRect().top;
        if (rowTop >= tableTop) {
          faults.push(
            `action row top ${String(Math.round(rowTop))} px is not above the first table (${String(Math.round(tableTop))} px)`,
          );
        }
      }
      return faults;
    },
    { minHeight, expectReset, minFont: MIN_FONT_PX },
  );
}

/**
 * The action row's and reset button's buttons are at least 14 px text and
 * 24 px tall (44 px at 390 px wide), and the row starts above the page's
 * first table; checked at 1280 and 390 px, then the viewport is put back.
 */
export async function expectReadableActionRow(
  page: Page,
  root: Locator,
  { reset }: Expectation,
): Promise<void> {
  const original = page.viewportSize();
  for (const [width, height, minHeight] of WIDTHS) {
    await page.setViewportSize({ width, height });
    // Polled: a resize re-lays the page out a frame later.
    await expect
      .poll(() => faultsAt(root, minHeight, reset), { message: `at ${String(width)} px` })
      .toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * A dataset figure's "Download JSON" (a link) and "Download CSV" (a button)
 * are drawn alike: the same height, tops within 1 px.
 */
export async function expectAlignedDownloads(page: Page, json: RegExp, csv: RegExp): Promise<void> {
  const jsonBox = await page.getByRole('link', { name: json }).first().boundingBox();
  const csvBox = await page.getByRole('button', { name: csv }).first().boundingBox();
  expect(jsonBox, 'Download JSON is drawn').not.toBeNull();
  expect(csvBox, 'Download CSV is drawn').not.toBeNull();
  if (!jsonBox || !csvBox) return;
  expect(Math.abs(jsonBox.height - csvBox.height), 'heights differ by').toBeLessThanOrEqual(0.5);
  expect(Math.abs(jsonBox.y - csvBox.y), 'tops differ by').toBeLessThanOrEqual(1);
}
