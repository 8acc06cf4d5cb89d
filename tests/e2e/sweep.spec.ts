import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectErrors, sitemapPaths, waitForHydration } from './helpers';
import {
  badDocCards,
  badlySizedDiagrams,
  brokenDiagramDrawings,
  brokenTableTokens,
  buttonsInAnotherFont,
  cutSelectsWithoutFullText,
  elementsOutsideViewport,
  identifiersBrokenInside,
  legendSeriesNotSeen,
  lineChartsWithoutWholeYTitle,
  overflowingDiagramNotes,
  overlappingTickLabels,
  rowHeadersBrokenInsideWords,
  rowHeadersNotAtStart,
  columnHeadersOffTheirValues,
  SMALLEST_DIAGRAM_TEXT_PX,
  sidewaysScrollersWithoutCue,
  smallDiagramText,
  textNamingAnotherOrigin,
  textOutsideCharts,
  undrawnCharts,
  unevenControlLists,
} from './sweep/layoutChecks';
import { recordPageWeight, writePageWeights, type PageWeight } from './sweep/pageWeights';
import { DIAGRAMS_BY_PATH, isCategoryPage, sweepGroups, type SweepVisit } from './sweep/pages';

/*
 * One visit of every page of both sitemaps runs every per-page check (each
 * used to be its own spec, loading the pages again):
 *
 * - HTTP 200, and no console errors or uncaught exceptions during the visit;
 * - calculators and charts in the server HTML survive hydration: when they
 *   were loaded lazily, Docusaurus's context updates right after hydration
 *   made React drop a still-loading Suspense boundary, and the calculator or
 *   chart vanished for up to a second. A MutationObserver, installed before
 *   any script runs, records every one removed and not put back at once;
 * - every Mermaid diagram of the article is drawn, without NaN or undefined,
 *   at its natural size, its text at 12 px or more on screen at 1280 px;
 * - category pages show their article cards' titles whole, with drawn icons,
 *   at 1280 px and at 375 px;
 * - a row of controls that mixes buttons and links draws them alike (a
 *   dataset figure's links were underlined, its buttons not), and buttons
 *   use the page's typeface (Infima's buttons kept the browser's Arial);
 * - every series a chart's legend lists is seen in its plot (not covered by
 *   another series or the selected point, not of zero size, not outside the
 *   plot), at 1280 and at 375 px;
 * - a table's row labels do not break inside a word, at 1280 and at 375 px;
 * - at 375 px (the viewport is resized within the visit), wide content
 *   scrolls inside its box, table numbers and code are not broken letter by
 *   letter, identifiers in headings wrap only after an underscore, diagrams
 *   keep their natural size, their notes fit, and a diagram wider than the
 *   screen scrolls in a focusable box with scroll shadows;
 * - the JS and CSS the page fetched, for the bundle-size report
 *   (`npm run size`, scripts/size-report.ts), measured as that script did:
 *   in a fresh browser context, at 1280 px, until the network is idle.
 *
 * The diagram articles are also opened once each in speaker mode or as an
 * embed (see `presentationModeVisits`).
 */

/** Two workers share the groups; each group has its own time limit. */
const GROUPS = 12;
/** Most a page takes on two busy cores is ≈10 s; a stuck wait ends at STEP_TIMEOUT_MS. */
const GROUP_TIMEOUT_PER_VISIT_MS = 25_000;
/** Longest wait for one step of a visit (hydration, network idle, a diagram drawn). */
const STEP_TIMEOUT_MS = 30_000;
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 812 };
const WIDGETS = '[data-calculator],[data-dataset-chart]';

test.use({ viewport: DESKTOP });

/**
 * Starts the load of every calculator still shown as its server HTML (the
 * load trigger answers `pointerenter` on the slot) and waits until the live
 * calculators have replaced them all.
 */
async function liveCalculators(page: Page): Promise<void> {
  const pending = await page.evaluate(() => {
    const slots = [...document.querySelectorAll('[data-server-markup]')].filter(
      (slot) => slot.firstElementChild?.matches('[data-calculator]') === true,
    );
    (window as unknown as { __staticSlots: Element[] }).__staticSlots = slots;
    for (const slot of slots) slot.dispatchEvent(new PointerEvent('pointerenter'));
    return slots.length;
  });
  if (pending === 0) return;
  await page.waitForFunction(() =>
    (window as unknown as { __staticSlots: Element[] }).__staticSlots.every(
      (slot) => !slot.isConnected,
    ),
  );
}

/**
 * Init script: records every calculator or chart removed from the page and
 * not put back in the same DOM update. An article's chart is swapped in
 * place once its code has loaded (src/components/DatasetChart): the server's
 * HTML out, the live chart in, in one React commit, so it never vanishes.
 */
function watchWidgetRemovals(selector: string): void {
  const removed: string[] = [];
  (window as unknown as { __removedWidgets: string[] }).__removedWidgets = removed;
  const widgetsIn = (nodes: NodeList): string[] =>
    [...nodes]
      .filter((node): node is Element => node instanceof Element)
      .flatMap((node) => (node.matches(selector) ? [node] : [...node.querySelectorAll(selector)]))
      .map(
        (widget) =>
          widget.getAttribute('data-calculator') ??
          widget.getAttribute('data-dataset-chart') ??
          '?',
      );
  new MutationObserver((records) => {
    const added = records.flatMap((record) => widgetsIn(record.addedNodes));
    for (const widget of records.flatMap((record) => widgetsIn(record.removedNodes))) {
      const replacement = added.indexOf(widget);
      if (replacement === -1) removed.push(widget);
      else added.splice(replacement, 1);
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Waits until the page shows `count` Mermaid diagrams, each drawn as an SVG. */
async function waitForDiagrams(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const boxes = document.querySelectorAll('.docusaurus-mermaid-container');
      return boxes.length === expected && [...boxes].every((box) => box.querySelector('svg'));
    },
    count,
    { timeout: STEP_TIMEOUT_MS },
  );
}

/**
 * Runs a layout check until it finds nothing, for at most ~1 s: after the
 * resize, React components that read the window size re-render a frame or
 * two later. A real layout fault stays.
 */
async function settledOffenders(page: Page, check: () => string[]): Promise<string[]> {
  let offenders: string[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(300);
    offenders = await page.evaluate(check);
    if (offenders.length === 0) break;
  }
  return offenders;
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Visits one page in a fresh browser context (nothing cached, as a first-time
 * reader) and runs every check on it. Returns what failed, each line naming
 * the page and the check, and the page's weight (unless the visit broke off).
 */
async function sweepPage(
  browser: Browser,
  origin: string,
  visit: SweepVisit,
): Promise<{ failures: string[]; weight?: PageWeight }> {
  const failures: string[] = [];
  const fail = (url: string, check: string, details: readonly string[]): void => {
    for (const detail of details) failures.push(`${url} — ${check}: ${detail}`);
  };
  const context = await browser.newContext();
  await context.addInitScript(watchWidgetRemovals, WIDGETS);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  const errors = collectErrors(page);
  let weight: PageWeight | undefined;
  let url = visit.path;
  try {
    const finishWeight = recordPageWeight(page, origin, visit.path);
    const response = await page.goto(visit.path, { waitUntil: 'load' });
    if (response?.status() !== 200) fail(url, 'HTTP status', [String(response?.status())]);
    const serverHtml = (await response?.text()) ?? '';
    const { serverWidgets, serverCharts } = await page.evaluate(
      ([html, selector]) => {
        const server = new DOMParser().parseFromString(html, 'text/html');
        return {
          serverWidgets: server.querySelectorAll(selector).length,
          // Datasets drawn as a chart (not a table) in the server HTML.
          serverCharts: [...server.querySelectorAll('[data-dataset-chart]')]
            .filter((chart) => chart.querySelector('svg[role="img"]'))
            .map((chart) => chart.getAttribute('data-dataset-chart') ?? '?'),
        };
      },
      [serverHtml, WIDGETS] as const,
    );
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    if (serverWidgets > 0) {
      const removed = await page.evaluate(
        () => (window as unknown as { __removedWidgets: string[] }).__removedWidgets,
      );
      fail(url, 'hydration removed a server-rendered calculator or chart', removed);
      const widgets = await page.locator(WIDGETS).count();
      if (widgets !== serverWidgets) {
        fail(url, 'hydration', [
          `${serverWidgets} calculators/charts in the server HTML, ${widgets} after hydration`,
        ]);
      }
    }

    const diagrams = DIAGRAMS_BY_PATH.get(visit.path) ?? 0;
    if (diagrams > 0) {
      await waitForDiagrams(page, diagrams).catch(async () => {
        const drawn = await page.locator('.docusaurus-mermaid-container:has(svg)').count();
        fail(url, 'Mermaid', [`${drawn} of ${diagrams} diagrams drawn`]);
      });
      // Mermaid's own chunks load after hydration: let them finish before
      // the page's weight is read.
      await page.waitForLoadState('networkidle');
    }
    fail(url, 'Mermaid drawing', await page.evaluate(brokenDiagramDrawings));
    weight = await finishWeight();
    if (diagrams > 0) {
      fail(url, `diagram size at ${DESKTOP.width} px`, await page.evaluate(badlySizedDiagrams));
      fail(
        url,
        `diagram text too small at ${DESKTOP.width} px`,
        await page.evaluate(smallDiagramText, SMALLEST_DIAGRAM_TEXT_PX),
      );
    }

    const categoryPage = isCategoryPage(visit.path);
    if (categoryPage)
      fail(url, `doc cards at ${DESKTOP.width} px`, await page.evaluate(badDocCards));
    // Dataset charts and the calculators' own charts: SVG figures.
    const charts = serverWidgets > 0 && (await page.locator('figure svg[role="img"]').count()) > 0;
    const checkCharts = async (width: string, settle: boolean): Promise<void> => {
      const run = (check: () => string[]): Promise<string[]> =>
        settle ? settledOffenders(page, check) : page.evaluate(check);
      fail(url, `chart axis title cut off ${width}`, await run(lineChartsWithoutWholeYTitle));
      fail(url, `chart text outside its box ${width}`, await run(textOutsideCharts));
      fail(url, `chart tick labels overlap ${width}`, await run(overlappingTickLabels));
      fail(url, `chart legend lists a series not seen ${width}`, await run(legendSeriesNotSeen));
    };
    if (serverCharts.length > 0)
      fail(url, 'chart not drawn', await page.evaluate(undrawnCharts, serverCharts));
    if (charts) await checkCharts(`at ${DESKTOP.width} px`, false);
    fail(
      url,
      'buttons and links in one row drawn differently',
      await page.evaluate(unevenControlLists),
    );
    fail(url, 'buttons in another typeface', await page.evaluate(buttonsInAnotherFont));
    fail(url, 'text naming another origin', await page.evaluate(textNamingAnotherOrigin));
    fail(
      url,
      `table row label broken inside a word at ${DESKTOP.width} px`,
      await page.evaluate(rowHeadersBrokenInsideWords),
    );
    fail(url, `table row label not at the cell's start`, await page.evaluate(rowHeadersNotAtStart));
    fail(
      url,
      'table column header not aligned with its values',
      await page.evaluate(columnHeadersOffTheirValues),
    );

    // An article's calculator is its server HTML until it nears the viewport
    // (src/components/LazyCalculator): a reader scrolling to it meets it live,
    // its load begun a screen before. The phone checks look at it live, as
    // they did when it hydrated with the page (its selects' full text, its
    // charts laid out for the column): after the page's weight is read.
    await liveCalculators(page);

    await page.setViewportSize(PHONE);
    const atPhone = `at ${PHONE.width} px`;
    fail(
      url,
      `content outside the screen ${atPhone}`,
      await settledOffenders(page, elementsOutsideViewport),
    );
    fail(
      url,
      `table text broken letter by letter ${atPhone}`,
      await page.evaluate(brokenTableTokens),
    );
    fail(
      url,
      `cut at the edge with no scroll cue ${atPhone}`,
      // After the resize to phone width, a box learns it scrolls (and
      // becomes focusable) on its ResizeObserver's next render.
      await settledOffenders(page, sidewaysScrollersWithoutCue),
    );
    fail(
      url,
      `choice cut in its box ${atPhone}`,
      // The full text appears on the select's next ResizeObserver render.
      await settledOffenders(page, cutSelectsWithoutFullText),
    );
    fail(
      url,
      `table row label broken inside a word ${atPhone}`,
      await page.evaluate(rowHeadersBrokenInsideWords),
    );
    fail(
      url,
      `identifier in a heading broken inside ${atPhone}`,
      await page.evaluate(identifiersBrokenInside, 'article :is(h1, h2, h3, h4)'),
    );
    fail(url, `diagram size ${atPhone}`, await page.evaluate(badlySizedDiagrams));
    fail(
      url,
      `diagram note overflows its box ${atPhone}`,
      await page.evaluate(overflowingDiagramNotes),
    );
    if (categoryPage) fail(url, `doc cards ${atPhone}`, await settledOffenders(page, badDocCards));
    if (charts) await checkCharts(atPhone, true);
    fail(url, 'console error', errors.splice(0));

    if (visit.presentationMode) {
      url = `${visit.path}?${visit.presentationMode}`;
      await page.setViewportSize(DESKTOP);
      await page.goto(url);
      await waitForHydration(page);
      // The theme inserts a diagram's container once Mermaid has drawn it;
      // on a loaded machine that can take a while in a hidden page.
      await waitForDiagrams(page, diagrams).catch(async () => {
        const drawn = await page.locator('.docusaurus-mermaid-container:has(svg)').count();
        fail(url, 'Mermaid', [`${drawn} of ${diagrams} diagrams drawn`]);
      });
      fail(url, 'Mermaid drawing', await page.evaluate(brokenDiagramDrawings));
      // The diagrams that the mode shows at a size a room can read (an
      // article's slides open on the title: none shown there; a page that
      // turns out to have no slides shows the whole page).
      fail(
        url,
        `diagram text too small at ${DESKTOP.width} px`,
        await page.evaluate(smallDiagramText, SMALLEST_DIAGRAM_TEXT_PX),
      );
      fail(url, 'console error', errors.splice(0));
    }
  } catch (error) {
    fail(url, 'visit broke off', [firstLine(error)]);
    fail(url, 'console error', errors);
    weight = undefined;
  } finally {
    await context.close();
  }
  return { failures, weight };
}

const groups = sweepGroups(GROUPS);

test('the sweep visits every sitemap page once, with the pages each check needs', () => {
  const visits = groups.flat();
  const paths = visits.map((visit) => visit.path);
  expect(paths.length).toBeGreaterThan(30);
  expect(new Set(paths).size).toBe(paths.length);
  expect([...paths].sort()).toEqual(sitemapPaths());
  // Category pages (doc cards) and diagram articles (Mermaid) of both languages.
  expect(paths).toContain('/docs/cloud-storage');
  expect(paths).toContain('/en/docs/cloud-storage');
  const diagramArticles = [...DIAGRAMS_BY_PATH.keys()];
  expect(diagramArticles.length).toBeGreaterThanOrEqual(2);
  expect(diagramArticles.filter((path) => path.startsWith('/en/')).length).toBe(
    diagramArticles.length / 2,
  );
  for (const article of diagramArticles) expect(paths).toContain(article);
  // Each diagram article once in a hidden mode; both modes in both languages.
  const hidden = visits.filter((visit) => visit.presentationMode);
  const slug = (path: string): string => path.replace(/^\/en\//, '/');
  expect(new Set(hidden.map((visit) => slug(visit.path)))).toEqual(
    new Set(diagramArticles.map(slug)),
  );
  expect(hidden.length).toBe(diagramArticles.length / 2);
  const pairs = hidden.map(
    (visit) => `${visit.path.startsWith('/en/') ? 'en' : 'ja'} ${visit.presentationMode}`,
  );
  expect(new Set(pairs)).toEqual(new Set(['ja present', 'ja embed', 'en present', 'en embed']));
});

groups.forEach((visits, index) => {
  const name = `group ${index + 1}/${GROUPS}`;
  test(`sitemap pages, ${name}: load, hydrate, draw and lay out without faults`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(visits.length * GROUP_TIMEOUT_PER_VISIT_MS);
    const origin = new URL(baseURL ?? '').origin;
    const failures: string[] = [];
    const weights: PageWeight[] = [];
    for (const visit of visits) {
      const result = await sweepPage(browser, origin, visit);
      failures.push(...result.failures);
      if (result.weight) weights.push(result.weight);
    }
    writePageWeights(`group-${String(index + 1).padStart(2, '0')}-of-${GROUPS}`, weights);
    expect(failures, `checks that failed in ${name}`).toEqual([]);
  });
});
