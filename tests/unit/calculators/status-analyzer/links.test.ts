import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  analyzeStatus,
  flagsFor,
  type StatusMetrics,
} from '../../../../src/calculators/status-analyzer/analyzeStatus';
import {
  ARTICLE_PATHS,
  articleHref,
  type ArticleId,
} from '../../../../src/calculators/status-analyzer/articles';
import {
  CALCULATOR_PATHS,
  groupCommitCalculatorLink,
  hitRatioCalculatorLink,
  iopsCalculatorLink,
} from '../../../../src/calculators/status-analyzer/calculatorLinks';
import { parseQuery } from '../../../../src/calculators/shared/queryParams';
import { hitRatioParams } from '../../../../src/components/HitRatioCalculator/params';
import { iopsParams } from '../../../../src/components/IopsCalculator/params';
import { groupCommitParams } from '../../../../src/components/GroupCommitCalculator/params';
import { parseSystemsParam } from '../../../../src/calculators/iops/systemsParam';
import { fixturePair } from './fixtures';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Reads a link the way the target calculator's page would. */
function searchOf(link: string): URLSearchParams {
  return new URL(link, 'https://example.invalid').searchParams;
}

describe('hit-ratio calculator link', () => {
  it('carries the measured hit ratio in percent, which that calculator accepts', () => {
    const link = hitRatioCalculatorLink(0.951011934061009);
    expect(link).toBe('/calculators/hit-ratio?hit=95.101');
    const outcome = parseQuery(hitRatioParams, searchOf(link!));
    expect(outcome.errors).toEqual({});
    expect(outcome.values.hit).toBe(95.101);
  });

  it('keeps the ends of the range and refuses what is not a ratio', () => {
    expect(hitRatioCalculatorLink(1)).toBe('/calculators/hit-ratio?hit=100');
    expect(hitRatioCalculatorLink(0)).toBe('/calculators/hit-ratio?hit=0');
    expect(hitRatioCalculatorLink(0.999999)).toBe('/calculators/hit-ratio?hit=100');
    for (const bad of [null, -0.1, 1.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hitRatioCalculatorLink(bad)).toBeNull();
    }
  });

  it('is always accepted by the hit-ratio calculator', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (ratio) => {
        const outcome = parseQuery(hitRatioParams, searchOf(hitRatioCalculatorLink(ratio)!));
        expect(outcome.errors).toEqual({});
        expect(Math.abs(outcome.values.hit - ratio * 100)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });
});

describe('IOPS calculator link', () => {
  it('carries Innodb_data_reads/s and writes/s as one system', () => {
    const link = iopsCalculatorLink(
      { dataReadsPerSecond: 2557.76, dataWritesPerSecond: 1177.78 },
      'measured',
    );
    expect(link).toBe('/calculators/iops?systems=measured~2557.8~1177.8');
    const outcome = parseQuery(iopsParams, searchOf(link!));
    expect(outcome.errors).toEqual({});
    expect(parseSystemsParam(outcome.values.systems)).toEqual({
      ok: true,
      value: [{ name: 'measured', readIops: 2557.8, writeIops: 1177.8 }],
    });
  });

  it('takes a Japanese system name', () => {
    const link = iopsCalculatorLink({ dataReadsPerSecond: 1, dataWritesPerSecond: 2 }, '実測');
    const systems = parseSystemsParam(parseQuery(iopsParams, searchOf(link!)).values.systems);
    expect(systems.ok && systems.value[0]?.name).toBe('実測');
  });

  it('gives no link without both rates, or beyond what that calculator accepts', () => {
    expect(
      iopsCalculatorLink({ dataReadsPerSecond: null, dataWritesPerSecond: 2 }, 'x'),
    ).toBeNull();
    expect(
      iopsCalculatorLink({ dataReadsPerSecond: 1, dataWritesPerSecond: null }, 'x'),
    ).toBeNull();
    expect(iopsCalculatorLink({ dataReadsPerSecond: 2e7, dataWritesPerSecond: 2 }, 'x')).toBeNull();
    expect(
      iopsCalculatorLink({ dataReadsPerSecond: 1, dataWritesPerSecond: 2 }, 'bad|name'),
    ).toBeNull();
  });

  it('is always accepted by the IOPS calculator when it is given', () => {
    const rate = fc.double({ min: 0, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(rate, rate, (reads, writes) => {
        const link = iopsCalculatorLink(
          { dataReadsPerSecond: reads, dataWritesPerSecond: writes },
          'measured',
        );
        expect(link).not.toBeNull();
        const outcome = parseQuery(iopsParams, searchOf(link!));
        expect(outcome.errors).toEqual({});
        expect(parseSystemsParam(outcome.values.systems).ok).toBe(true);
      }),
    );
  });
});

describe('group-commit calculator link', () => {
  it('sets the measured binary-log state and the stated sync_binlog, which that calculator accepts', () => {
    const analysis = analyzeStatus(fixturePair('single-client'));
    if (!analysis.ok) throw new Error('fixture should analyse');
    const link = groupCommitCalculatorLink(analysis.value.metrics, '1');
    expect(link).toBe('/calculators/group-commit?gen=mysql8&binlog=on&syncBinlog=1');
    const outcome = parseQuery(groupCommitParams, searchOf(link));
    expect(outcome.errors).toEqual({});
    expect(outcome.values).toMatchObject({ gen: 'mysql8', binlog: 'on', syncBinlog: 1 });
  });

  it('leaves the binary log to the calculator when it is unknown', () => {
    const link = groupCommitCalculatorLink({ binlog: 'unknown' }, '0');
    expect(link).toBe('/calculators/group-commit?gen=mysql8&syncBinlog=0');
    expect(parseQuery(groupCommitParams, searchOf(link)).errors).toEqual({});
    const off = groupCommitCalculatorLink({ binlog: 'off' }, '1');
    expect(parseQuery(groupCommitParams, searchOf(off)).values.binlog).toBe('off');
  });
});

describe('articles', () => {
  const articleIds = Object.keys(ARTICLE_PATHS) as ArticleId[];

  /** Explicit heading IDs of an article in one language. */
  function headingIds(file: string): Set<string> {
    return new Set(
      [...readFileSync(file, 'utf8').matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]!),
    );
  }

  function sourceFiles(id: ArticleId): string[] {
    const relative = ARTICLE_PATHS[id].replace(/^\/docs\//, '');
    return [
      path.join(repoRoot, 'docs', `${relative}.mdx`),
      path.join(repoRoot, 'i18n/en/docusaurus-plugin-content-docs/current', `${relative}.mdx`),
    ];
  }

  it('exist in both languages', () => {
    for (const id of articleIds) {
      for (const file of sourceFiles(id)) expect(existsSync(file), file).toBe(true);
    }
  });

  it('have every section a flag links to, in both languages', () => {
    const everything: StatusMetrics = {
      intervalSeconds: 60,
      pageRequestsPerSecond: 1e6,
      pageMissesPerSecond: 1e5,
      readAheadPerSecond: 2e5,
      waitFreePerSecond: 1,
      dataReadsPerSecond: 1,
      dataWritesPerSecond: 1,
      fsyncsPerSecond: 500,
      commitsPerSecond: 100,
      commitCounter: 'Binlog_cache_use',
      binlog: 'on',
      binlogGroupCommitsPerSecond: null,
      queriesPerSecond: 1,
      queryCounter: 'Questions',
      tmpTablesPerSecond: 100,
      tmpDiskTablesPerSecond: 100,
    };
    const flags = flagsFor(everything);
    expect(flags.map((flag) => flag.code).sort()).toEqual(
      [
        'binlog-fsyncs-not-counted',
        'buffer-pool-wait-free',
        'fsyncs-per-commit-high',
        'hit-ratio-low',
        'low-activity',
        'read-ahead-high',
        'tmp-disk-ratio-high',
      ].sort(),
    );
    for (const flag of flags) {
      expect(flag.articles.length).toBeGreaterThan(0);
      for (const ref of flag.articles) {
        if (!ref.anchor) continue;
        for (const file of sourceFiles(ref.article)) {
          expect(headingIds(file).has(ref.anchor), `${file}#${ref.anchor}`).toBe(true);
        }
      }
    }
  });

  it('build paths with and without a section', () => {
    expect(articleHref({ article: 'group-commit', anchor: 'fsync-counts' })).toBe(
      '/docs/transactions-locking/group-commit#fsync-counts',
    );
    expect(articleHref({ article: 'iops' })).toBe('/docs/cloud-storage/iops');
  });

  it('point at calculators that exist as pages', () => {
    for (const target of Object.values(CALCULATOR_PATHS)) {
      const page = path.join(repoRoot, 'src/pages', `${target}.tsx`);
      expect(existsSync(page), page).toBe(true);
    }
  });
});
