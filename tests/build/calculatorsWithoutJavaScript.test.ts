import type * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadPage } from './buildOutput';
import {
  expectedFor,
  FIGURE_TEST_IDS,
  figureTexts,
} from '../unit/calculators/status-analyzer/expectedFigures';
import { fixturePair } from '../unit/calculators/status-analyzer/fixtures';

/**
 * What a reader without JavaScript sees of each calculator: the default
 * result, rendered into the server HTML. Read here from build/ instead of a
 * browser with JavaScript off (the calculator specs in tests/e2e loaded one or
 * two pages each for these texts). Hydration cannot change them unnoticed: a
 * mismatch is a console error, which the browser sweep fails on every page.
 * The expected figures are derived in the calculators' specs and component tests.
 */

/** Text with runs of white space as one space, trimmed (as Playwright's `toHaveText` compares). */
const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of the element with this test id (exactly one on the page). */
function testIdText($: cheerio.CheerioAPI, testId: string): string {
  const elements = $(`[data-testid="${testId}"]`);
  expect(elements, `[data-testid="${testId}"]`).toHaveLength(1);
  return normalized(elements.text());
}

describe('the IOPS calculator', () => {
  it.each(['/calculators/iops', '/docs/cloud-storage/iops'])(
    '%s shows the default result',
    (pathname) => {
      const $ = loadPage(pathname);
      expect(testIdText($, 'iops-total-demand')).toBe('1,300 IOPS');
      expect(testIdText($, 'iops-verdict')).toBe('8 台必要です（そのときの能力 1,455 IOPS）');
      expect(testIdText($, 'iops-throttle-total')).toBe('11,111 IOPS');
    },
  );
});

describe('the Redshift TCO calculator', () => {
  it.each(['/calculators/redshift-tco', '/docs/data-architecture/technical-debt'])(
    '%s shows the default result',
    (pathname) => {
      const $ = loadPage(pathname);
      expect(testIdText($, 'redshift-tco-total-cost')).toBe('￥24,559,642');
      expect(testIdText($, 'redshift-tco-three-year-cost')).toBe('￥24,559,642');
      expect(testIdText($, 'redshift-tco-year1-nodes')).toBe('ra3.4xlarge × 2 ノード');
      expect(testIdText($, 'redshift-tco-verdict')).toBe(
        '目安の上限を超えています：出典の基準では「すでに技術的負債」で、より低コストな手段を探すべき水準です。',
      );
      expect($('#redshift-tco-calculator [data-verdict]').attr('data-verdict')).toBe('aboveBand');
    },
  );
});

describe('the Snowflake ID calculator', () => {
  it.each(['/calculators/snowflake', '/docs/id-design/id-strategy'])(
    '%s shows the default decoding',
    (pathname) => {
      const $ = loadPage(pathname);
      expect(testIdText($, 'snowflake-decoded-id')).toBe('1307025659294674945');
      expect(testIdText($, 'snowflake-decoded-iso')).toBe('2020-09-18T18:36:15.195Z');
      expect(testIdText($, 'snowflake-overflow')).toBe('2080-07-10T17:30:30.209Z');
      expect(testIdText($, 'snowflake-smallest-id')).toBe('1874244142494646272');
      expect(testIdText($, 'snowflake-uuid-iso')).toBe('2022-02-22T19:22:22.000Z');
    },
  );
});

describe('the group-commit calculator', () => {
  /** The source-comparison row whose header starts with `label`: [model, measured]. */
  const comparisonCells = ($: cheerio.CheerioAPI, label: string): string[] =>
    $('[data-testid="group-commit-source-comparison"] tbody tr')
      .filter((_, row) => normalized($(row).find('th').text()).startsWith(label))
      .find('td')
      .map((_, cell) => normalized($(cell).text()))
      .get();

  it('/en/calculators/group-commit shows the default result and the comparison', () => {
    const $ = loadPage('/en/calculators/group-commit');
    expect(testIdText($, 'group-commit-fsyncs-per-txn')).toBe('2');
    // Plugin 1.0.4: model 2 / 30 × 100,000 = 6,667; measured 26,092.
    expect(comparisonCells($, 'InnoDB Plugin 1.0.4:')).toEqual(['6,667', '26,092']);
  });
});

describe('the status analyzer', () => {
  it('/tools/status-analyzer shows the sample’s analysis', () => {
    const pair = fixturePair('sample/table');
    const $ = loadPage('/tools/status-analyzer');
    expect(FIGURE_TEST_IDS.map((testId) => testIdText($, testId))).toEqual(
      figureTexts('ja', expectedFor(pair.before, pair.after, pair.intervalSeconds)),
    );
    // The flag is in the page as served, not hidden.
    const flag = $('[data-testid="status-analyzer-flag-hit-ratio-low"]');
    expect(flag).toHaveLength(1);
    expect(
      flag.closest('[hidden], [style*="display:none"], [style*="display: none"]'),
    ).toHaveLength(0);
    expect(normalized(flag.text())).toContain('バッファプールのヒット率が低い');
  });
});
