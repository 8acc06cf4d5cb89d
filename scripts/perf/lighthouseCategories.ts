/**
 * Lighthouse's four category scores and the audits that keep them below 100,
 * read from a report (lhr) of `npm run perf` (scripts/perf.mjs), apart from
 * the browser so it can be tested: the scores of a run, their medians over
 * runs, the failed audits of a run and how many runs each failed in, and the
 * printed table and list.
 */
import { alignedTable, formatValue, median } from './figures';

/** The categories `npm run perf` asks Lighthouse for (issue #18: performance ≥ 90, the others 100). */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The categories whose failed audits are listed: the ones meant to be 100 (performance's are its metrics). */
const AUDITED_CATEGORIES: readonly CategoryId[] = ['accessibility', 'best-practices', 'seo'];

/** Column headings of the printed table. */
const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** The part of a Lighthouse report (lhr) read here. */
export interface LighthouseReport {
  categories: Partial<
    Record<string, { score: number | null; auditRefs: readonly { id: string; weight: number }[] }>
  >;
  audits: Partial<Record<string, { score: number | null; scoreDisplayMode: string }>>;
}

/** A category's score 0–1 in one run; undefined when Lighthouse gave none (not asked, or an audit errored). */
export type CategoryScores = Record<CategoryId, number | undefined>;

/** An audit of a category that did not pass: scored below 1, or errored (which voids the category's score). */
export interface FailedAudit {
  category: CategoryId;
  id: string;
  errored: boolean;
  /** Its weight in the category: 0 means it does not lower the score. */
  weight: number;
}

/** Display modes of audits that are not pass/fail checks of the page. */
const NOT_CHECKS = new Set(['notApplicable', 'informative', 'manual']);

/** Each category's score in one report. */
export function categoryScores(report: LighthouseReport): CategoryScores {
  const scores = {} as CategoryScores;
  for (const category of CATEGORIES)
    scores[category] = report.categories[category]?.score ?? undefined;
  return scores;
}

/** Each category's median score over runs. */
export function medianCategoryScores(runs: readonly CategoryScores[]): CategoryScores {
  const scores = {} as CategoryScores;
  for (const category of CATEGORIES)
    scores[category] = median(
      runs.flatMap((run) => (run[category] === undefined ? [] : [run[category]])),
    );
  return scores;
}

/**
 * The audits of the accessibility, best-practices and SEO categories that
 * failed in one report: scored below 1, or errored; not the ones that did not
 * apply, only inform, or are left to a person to check.
 */
export function failedAudits(report: LighthouseReport): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of AUDITED_CATEGORIES) {
    for (const { id, weight } of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[id];
      if (audit === undefined || NOT_CHECKS.has(audit.scoreDisplayMode)) continue;
      const errored = audit.scoreDisplayMode === 'error';
      if (errored || (audit.score !== null && audit.score < 1))
        failed.push({ category, id, errored, weight });
    }
  }
  return failed;
}

/** A failed audit with the number of runs it failed in. */
export interface FailedAuditCount extends FailedAudit {
  runs: number;
}

/** The audits that failed in any of the runs, each once with how many runs it failed in, in category order. */
export function failedAuditCounts(runs: readonly (readonly FailedAudit[])[]): FailedAuditCount[] {
  const counts = new Map<string, FailedAuditCount>();
  for (const run of runs)
    for (const audit of run) {
      const key = `${audit.category} ${audit.id}`;
      const count = counts.get(key);
      if (count) count.runs += 1;
      else counts.set(key, { ...audit, runs: 1 });
    }
  return [...counts.values()].sort(
    (a, b) => AUDITED_CATEGORIES.indexOf(a.category) - AUDITED_CATEGORIES.indexOf(b.category),
  );
}

/** One page's medians on this site and, where the template has the page, on the template. */
export interface CategoryRow {
  page: string;
  site: CategoryScores;
  bare?: CategoryScores;
}

/** The scores as an aligned table: page | one column per category, each "this site / template". */
export function formatCategoryTable(rows: readonly CategoryRow[]): string {
  const cell = (row: CategoryRow, category: CategoryId) => {
    const site = formatValue(row.site[category], 'score');
    return row.bare ? `${site} / ${formatValue(row.bare[category], 'score')}` : site;
  };
  const cells = [
    ['page', ...CATEGORIES.map((category) => CATEGORY_TITLES[category])],
    ...rows.map((row) => [row.page, ...CATEGORIES.map((category) => cell(row, category))]),
  ];
  return alignedTable(cells);
}

/**
 * A page's failed audits on one line: "accessibility: color-contrast (2/3);
 * seo: meta-description", "none" when every check passed. The run count is
 * shown when it was not every run; "error" marks an audit that errored,
 * "weight 0" one that does not lower the score.
 */
export function formatFailedAudits(audits: readonly FailedAuditCount[], runCount: number): string {
  if (audits.length === 0) return 'none';
  const byCategory = new Map<CategoryId, string[]>();
  for (const audit of audits) {
    const notes = [
      ...(audit.runs < runCount ? [`${audit.runs}/${runCount} runs`] : []),
      ...(audit.errored ? ['error'] : []),
      ...(audit.weight === 0 ? ['weight 0'] : []),
    ];
    const text = notes.length > 0 ? `${audit.id} (${notes.join(', ')})` : audit.id;
    byCategory.set(audit.category, [...(byCategory.get(audit.category) ?? []), text]);
  }
  return [...byCategory].map(([category, ids]) => `${category}: ${ids.join(', ')}`).join('; ');
}
