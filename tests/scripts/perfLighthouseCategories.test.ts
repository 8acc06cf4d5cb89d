import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CategoryScores,
  type FailedAudit,
  type LighthouseReport,
  categoryScores,
  failedAuditCounts,
  failedAudits,
  formatCategoryTable,
  formatFailedAudits,
  medianCategoryScores,
} from '../../scripts/perf/lighthouseCategories';

/**
 * A real report: Lighthouse 12.8.2 on the bare template's Japanese home
 * (npm run perf's four categories), trimmed to the category scores, their
 * audit references and each audit's score and display mode (performance
 * kept to its five weighted metrics). Its accessibility is 98 for one failed
 * check (heading-order); best practices keep 100 with valid-source-maps
 * failed at weight 0.
 */
const bareHome = JSON.parse(
  readFileSync(new URL('fixtures/lighthouse-bare-home-ja.json', import.meta.url), 'utf8'),
) as LighthouseReport;

/** The fixture with some audits' results replaced. */
function withAudits(
  changes: Record<string, { score: number | null; scoreDisplayMode: string }>,
): LighthouseReport {
  return { ...bareHome, audits: { ...bareHome.audits, ...changes } };
}

describe('the category scores of a report', () => {
  it('reads the four scores', () => {
    expect(categoryScores(bareHome)).toEqual({
      performance: 0.82,
      accessibility: 0.98,
      'best-practices': 1,
      seo: 1,
    });
  });

  it('has none for a category not asked for or voided by an errored audit', () => {
    const report = {
      ...bareHome,
      categories: {
        ...bareHome.categories,
        seo: undefined,
        accessibility: { ...bareHome.categories.accessibility!, score: null },
      },
    };
    const scores = categoryScores(report);
    expect(scores.seo).toBeUndefined();
    expect(scores.accessibility).toBeUndefined();
    expect(scores.performance).toBe(0.82);
  });
});

describe('the median of each category over runs', () => {
  it('takes each category on its own, leaving out runs without it', () => {
    const runs: CategoryScores[] = [
      { performance: 0.61, accessibility: 1, 'best-practices': 0.96, seo: 1 },
      { performance: 0.83, accessibility: undefined, 'best-practices': 1, seo: 0.92 },
      { performance: 0.72, accessibility: 0.98, 'best-practices': 1, seo: 1 },
    ];
    expect(medianCategoryScores(runs)).toEqual({
      performance: 0.72,
      accessibility: 0.99,
      'best-practices': 1,
      seo: 1,
    });
  });
});

describe('the failed audits of a report', () => {
  it('lists the checks scored below 1 in accessibility, best practices and SEO, with their weight', () => {
    expect(failedAudits(bareHome)).toEqual([
      { category: 'accessibility', id: 'heading-order', errored: false, weight: 3 },
      { category: 'best-practices', id: 'valid-source-maps', errored: false, weight: 0 },
    ]);
  });

  it("leaves out performance's metrics, though total-blocking-time scored 0.46", () => {
    expect(bareHome.audits['total-blocking-time']?.score).toBe(0.46);
    expect(failedAudits(bareHome).map((audit) => audit.id)).not.toContain('total-blocking-time');
  });

  it('lists an errored audit, and not one that is not a check of the page', () => {
    const report = withAudits({
      'color-contrast': { score: null, scoreDisplayMode: 'error' },
      // Lighthouse gives these no score below 1 itself; a score is not what makes them checks.
      'csp-xss': { score: 0, scoreDisplayMode: 'informative' },
      'focusable-controls': { score: 0, scoreDisplayMode: 'manual' },
      'redirects-http': { score: 0, scoreDisplayMode: 'notApplicable' },
    });
    const ids = failedAudits(report).map((audit) => `${audit.id}${audit.errored ? '!' : ''}`);
    expect(ids).toEqual(['color-contrast!', 'heading-order', 'valid-source-maps']);
  });

  it('lists none when every check passed', () => {
    const report = withAudits({
      'heading-order': { score: 1, scoreDisplayMode: 'binary' },
      'valid-source-maps': { score: 1, scoreDisplayMode: 'binary' },
    });
    expect(failedAudits(report)).toEqual([]);
  });
});

describe('the failed audits of a page over runs', () => {
  const headingOrder: FailedAudit = {
    category: 'accessibility',
    id: 'heading-order',
    errored: false,
    weight: 3,
  };
  const sourceMaps: FailedAudit = {
    category: 'best-practices',
    id: 'valid-source-maps',
    errored: false,
    weight: 0,
  };
  const consoleErrors: FailedAudit = {
    category: 'best-practices',
    id: 'errors-in-console',
    errored: false,
    weight: 1,
  };
  const metaDescription: FailedAudit = {
    category: 'seo',
    id: 'meta-description',
    errored: true,
    weight: 1,
  };

  it('counts the runs each failed in, in category order', () => {
    const counts = failedAuditCounts([
      [sourceMaps, metaDescription],
      [headingOrder, sourceMaps, consoleErrors],
      [sourceMaps],
    ]);
    expect(counts.map((audit) => [audit.id, audit.runs])).toEqual([
      ['heading-order', 1],
      ['valid-source-maps', 3],
      ['errors-in-console', 1],
      ['meta-description', 1],
    ]);
  });

  it('prints them by category, with the runs when not all, errors and weight 0', () => {
    const counts = failedAuditCounts([
      [headingOrder, sourceMaps, metaDescription],
      [headingOrder, sourceMaps, consoleErrors],
    ]);
    expect(formatFailedAudits(counts, 2)).toBe(
      'accessibility: heading-order; ' +
        'best-practices: valid-source-maps (weight 0), errors-in-console (1/2 runs); ' +
        'seo: meta-description (1/2 runs, error)',
    );
    expect(formatFailedAudits([], 2)).toBe('none');
  });
});

describe('the printed category table', () => {
  it('has a header, a rule and one aligned line per page, "this site / template" where both exist', () => {
    const table = formatCategoryTable([
      {
        page: 'ja home',
        site: { performance: 0.79, accessibility: 1, 'best-practices': 1, seo: 1 },
        bare: categoryScores(bareHome),
      },
      {
        page: 'ja calculator page',
        site: { performance: 0.65, accessibility: 0.95, 'best-practices': undefined, seo: 1 },
      },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^page +performance +accessibility +best practices +SEO$/);
    expect(lines[2]).toMatch(/^ja home +79 \/ 82 +100 \/ 98 +100 \/ 100 +100 \/ 100$/);
    expect(lines[3]).toMatch(/^ja calculator page +65 +95 +— +100$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
