/**
 * The selectors that pick which dataset points a calculator draws over its
 * model: on the real datasets (so a changed dataset that breaks an overlay
 * fails here) and on small made-up ones (so each rule is seen to hold).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import {
  groupCommitOverlay,
  hitRatioOverlay,
  idStrategyOverlay,
  idStrategySeriesFor,
  overlayEnvironment,
  throttleCaps,
  throttleOverlay,
} from '../../../src/datasets/modelOverlays';
import { loadDataset, type Dataset } from '../../../src/datasets/schema';
import {
  layoutInsertLocality,
  presets,
  seedCompositeKeys,
  classifyInsertLocality,
} from '../../../src/calculators/snowflake';
import { sourceBenchmark } from '../../../src/calculators/group-commit/sourceComparison';
import { SOURCE_THROTTLE_TEST } from '../../../src/components/IopsCalculator/sourceMeasurements';
import { labHitRatio as sliceLabHitRatio } from '../../../src/datasets/overlayData/lab-hit-ratio';
import { hitRatioWorkedExample as sliceWorkedExample } from '../../../src/datasets/overlayData/hit-ratio-worked-example';
import { labGroupCommit as sliceLabGroupCommit } from '../../../src/datasets/overlayData/lab-group-commit';
import { cgroupIopsThrottle as sliceCgroupThrottle } from '../../../src/datasets/overlayData/cgroup-iops-throttle';
import { labIdStrategy as sliceLabIdStrategy } from '../../../src/datasets/overlayData/lab-id-strategy';
import { SOURCE_COST_BANDS } from '../../../src/calculators/redshift-tco/sourceFigures';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../static/data');

function dataset(id: string): Dataset {
  const result = loadDataset(JSON.parse(readFileSync(path.join(dataDir, `${id}.json`), 'utf8')));
  if (!result.ok) throw new Error(`${id} does not load`);
  return result.value;
}

const labHitRatio = dataset('lab-hit-ratio');
const workedExample = dataset('hit-ratio-worked-example');
const labGroupCommit = dataset('lab-group-commit');
const groupCommitFsyncs = dataset('group-commit-fsyncs');
const cgroupThrottle = dataset('cgroup-iops-throttle');
const labIdStrategy = dataset('lab-id-strategy');

/** A minimal lab dataset with the given points (series declared from them). */
function labDataset(
  id: string,
  unit: string,
  points: readonly { series: string; x: number; y: number }[],
): Dataset {
  const series = [...new Set(points.map((p) => p.series))];
  return {
    id,
    version: 1,
    title: { ja: 't', en: 't' },
    description: { ja: 'd', en: 'd' },
    tags: ['io-memory'],
    origin: 'lab',
    units: [{ id: unit, label: { ja: 'u', en: 'u' }, symbol: '' }],
    environment: {
      hardware: [{ key: 'CPUs online', value: '4' }],
      software: [{ key: 'MySQL server', value: '8.4.3' }],
      configuration: 'not stated',
      workload: 'not stated',
    },
    chart: null,
    series: series.map((s) => ({ id: s, label: { ja: s, en: s } })),
    categories: [],
    points: points.map((p) => ({
      ...p,
      unit,
      provenance: { kind: 'lab', script: 'lab/x.ts', date: '2030-01-02' },
    })),
    notes: [],
  };
}

describe('overlayEnvironment', () => {
  it('names the lab server with its major.minor version, the CPUs and the day', () => {
    expect(overlayEnvironment(labHitRatio)).toEqual({
      kind: 'lab',
      server: 'MariaDB 10.11',
      cpus: '2',
      date: '2026-11-21',
    });
    expect(overlayEnvironment(labDataset('x', 'u', [{ series: 'a', x: 1, y: 1 }]))).toEqual({
      kind: 'lab',
      server: 'MySQL 8.4',
      cpus: '4',
      date: '2030-01-02',
    });
  });

  it('names the source post and its date', () => {
    expect(overlayEnvironment(workedExample)).toEqual({
      kind: 'source',
      title: 'DBチューニングではディスクI/O性能を注視する',
      date: '2009-08-13',
    });
  });
});

describe('hitRatioOverlay', () => {
  const sourceCosts = { mode: 'relative', memoryCost: 1, diskCost: 100 } as const;

  it('shows the single-client lab series as a share of their own all-in-memory rate', () => {
    const series = hitRatioOverlay(labHitRatio, workedExample, sourceCosts).filter(
      (s) => s.datasetId === 'lab-hit-ratio',
    );
    expect(series.map((s) => s.seriesId)).toEqual(['uniform-1-client', 'zipf-1-client']);
    const uniform = series[0]!;
    expect(uniform.valueKind).toBe('relative-to-in-memory');
    expect(uniform.points.at(-1)).toEqual({ x: 100, y: 100 });
    // 5,751 lookups/s at 47.221 % over 13,175 at 100 %.
    const half = uniform.points.find((p) => p.x === 47.221);
    expect(half?.y).toBeCloseTo((5751 / 13175) * 100, 10);
    for (const s of series) {
      const xs = s.points.map((p) => p.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
    }
  });

  it('leaves out the 8-client series and series without an all-in-memory rate', () => {
    const made = labDataset('lab-hit-ratio', 'lookups-per-s', [
      { series: 'a-1-client', x: 100, y: 200 },
      { series: 'a-1-client', x: 50, y: 50 },
      { series: 'b-1-client', x: 50, y: 70 },
      { series: 'a-8-clients', x: 100, y: 900 },
    ]);
    const series = hitRatioOverlay(made, workedExample, { ...sourceCosts, mode: 'devices' });
    expect(series).toHaveLength(1);
    expect(series[0]!.points).toEqual([
      { x: 50, y: 25 },
      { x: 100, y: 100 },
    ]);
  });

  it("adds the source's worked example only with the post's costs (disk = 100 × memory)", () => {
    const withExample = hitRatioOverlay(labHitRatio, workedExample, sourceCosts);
    const example = withExample.find((s) => s.datasetId === 'hit-ratio-worked-example');
    expect(example?.valueKind).toBe('source-arithmetic');
    // 100 ÷ 2080, 100 ÷ 595, 100 ÷ 100 — the post's totals per 100 requests.
    expect(example?.points.map((p) => p.x)).toEqual([80, 95, 100]);
    expect(example?.points[0]!.y).toBeCloseTo((100 / 2080) * 100, 10);
    expect(example?.points[1]!.y).toBeCloseTo((100 / 595) * 100, 10);
    expect(
      hitRatioOverlay(labHitRatio, workedExample, {
        ...sourceCosts,
        memoryCost: 2,
        diskCost: 200,
      }).some((s) => s.datasetId === 'hit-ratio-worked-example'),
    ).toBe(true);
    for (const costs of [
      { ...sourceCosts, diskCost: 50 },
      { ...sourceCosts, mode: 'devices' as const },
    ]) {
      expect(
        hitRatioOverlay(labHitRatio, workedExample, costs).some(
          (s) => s.datasetId === 'hit-ratio-worked-example',
        ),
      ).toBe(false);
    }
  });
});

describe('groupCommitOverlay', () => {
  const base = { binlog: true, flushLogAtTrxCommit: 1, syncBinlog: 0, maxClients: 100 };

  it('picks the run with the same flush and sync_binlog settings', () => {
    const overlay = groupCommitOverlay(labGroupCommit, base);
    expect(overlay.status).toBe('shown');
    if (overlay.status !== 'shown') return;
    expect(overlay.series.seriesId).toBe('flush-log-1-sync-binlog-0');
    expect(overlay.innodbOnly).toBe(false);
    expect(overlay.series.points.map((p) => p.x)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(overlay.series.points[0]).toEqual({ x: 1, y: 1.02 });
    expect(overlay.beyondChart).toBe(0);
  });

  it('marks runs that fsync the binary log: Innodb_data_fsyncs does not count those', () => {
    const overlay = groupCommitOverlay(labGroupCommit, { ...base, syncBinlog: 1 });
    expect(overlay.status === 'shown' && overlay.innodbOnly).toBe(true);
  });

  it('keeps only the client counts on the chart and counts the rest', () => {
    const overlay = groupCommitOverlay(labGroupCommit, { ...base, maxClients: 30 });
    expect(overlay.status === 'shown' && overlay.series.points.map((p) => p.x)).toEqual([
      1, 2, 4, 8, 16,
    ]);
    expect(overlay.status === 'shown' && overlay.beyondChart).toBe(2);
  });

  it('shows nothing without the binary log or for settings the lab did not run', () => {
    expect(groupCommitOverlay(labGroupCommit, { ...base, binlog: false })).toEqual({
      status: 'hidden',
      reason: 'binlog-off',
    });
    expect(groupCommitOverlay(labGroupCommit, { ...base, syncBinlog: 100 })).toEqual({
      status: 'hidden',
      reason: 'no-matching-run',
    });
    expect(
      groupCommitOverlay(labGroupCommit, { ...base, flushLogAtTrxCommit: 0, syncBinlog: 1 }),
    ).toEqual({ status: 'hidden', reason: 'no-matching-run' });
  });

  it("agrees with the calculator's copy of the source's 30-client figures", () => {
    const at30 = (category: string) =>
      groupCommitFsyncs.points.find(
        (p) => p.x === category && p.unit === 'fsyncs-per-100k-tx' && p.series === 'connections-30',
      )?.y;
    expect(at30('builtin-xa1')).toBe(sourceBenchmark.measuredFsyncsPer100k.builtin);
    expect(at30('plugin-xa1')).toBe(sourceBenchmark.measuredFsyncsPer100k.plugin);
  });
});

describe('throttleOverlay', () => {
  it("reads the caps from the dataset's configuration", () => {
    expect(throttleCaps(cgroupThrottle)).toEqual({ read: 10_000, write: 10_000 });
  });

  it('shows the measured totals only with the caps they ran under', () => {
    const shown = throttleOverlay(cgroupThrottle, { read: 10_000, write: 10_000 });
    expect(shown.status).toBe('shown');
    expect(shown.status === 'shown' && shown.series.points).toEqual([
      { x: 50, y: 16_634 },
      { x: 90, y: 11_111 },
      { x: 100, y: 10_000 },
    ]);
    expect(throttleOverlay(cgroupThrottle, { read: 10_000, write: 5_000 })).toEqual({
      status: 'hidden',
      reason: 'other-caps',
      caps: { read: 10_000, write: 10_000 },
    });
  });

  it("agrees with the IOPS calculator's copy of the source's table", () => {
    const shown = throttleOverlay(cgroupThrottle, { read: 10_000, write: 10_000 });
    const measured = SOURCE_THROTTLE_TEST.measurements
      .map((row) => ({ x: row.readPercent, y: row.measuredIops }))
      .sort((a, b) => a.x - b.x);
    expect(shown.status === 'shown' && shown.series.points).toEqual(measured);
  });
});

describe('idStrategyOverlay', () => {
  it('matches time-first layouts with the time-first run and contrasts the shard-first one', () => {
    const reason = layoutInsertLocality(presets.instagram.layout).reason;
    expect(reason).toBe('leading-timestamp');
    const { matched, contrast } = idStrategyOverlay(labIdStrategy, reason);
    expect(matched.seriesId).toBe('snowflake-time-first');
    expect(contrast.seriesId).toBe('snowflake-shard-first');
    expect(matched.points.length).toBeGreaterThan(1);
    expect(matched.environment.kind).toBe('lab');
  });

  it('matches a shard-first key with the shard-first run', () => {
    const reason = classifyInsertLocality(seedCompositeKeys.shardThenUuidV1).reason;
    expect(idStrategySeriesFor(reason).matched).toBe('snowflake-shard-first');
  });

  it('names a series the lab measured for every locality reason', () => {
    const ids = new Set(labIdStrategy.series.map((s) => s.id));
    for (const reason of [
      'leading-timestamp',
      'leading-counter',
      'prefixed-timestamp',
      'prefixed-counter',
      'no-ordered-part',
    ] as const) {
      const { matched, contrast } = idStrategySeriesFor(reason);
      expect(ids.has(matched) && ids.has(contrast) && matched !== contrast).toBe(true);
    }
  });
});

describe('Redshift cost bands', () => {
  it("draws the dataset's thresholds: the calculator's bands equal redshift-cost-thresholds", () => {
    const thresholds = dataset('redshift-cost-thresholds');
    expect(thresholds.points.map((p) => ({ tb: p.x, min: p.y, max: p.yHigh }))).toEqual(
      SOURCE_COST_BANDS.map((band) => ({
        tb: band.compressedTb,
        min: band.minJpy,
        max: band.maxJpy,
      })),
    );
  });
});

describe('generated overlay slices (src/datasets/overlayData)', () => {
  it('give the same overlays as the full datasets', () => {
    const costs = { mode: 'relative', memoryCost: 1, diskCost: 100 } as const;
    expect(hitRatioOverlay(sliceLabHitRatio, sliceWorkedExample, costs)).toEqual(
      hitRatioOverlay(labHitRatio, workedExample, costs),
    );
    for (const syncBinlog of [0, 1]) {
      const settings = { binlog: true, flushLogAtTrxCommit: 1, syncBinlog, maxClients: 64 };
      expect(groupCommitOverlay(sliceLabGroupCommit, settings)).toEqual(
        groupCommitOverlay(labGroupCommit, settings),
      );
    }
    const caps = { read: 10_000, write: 10_000 };
    expect(throttleOverlay(sliceCgroupThrottle, caps)).toEqual(
      throttleOverlay(cgroupThrottle, caps),
    );
    for (const reason of ['leading-timestamp', 'prefixed-timestamp', 'no-ordered-part'] as const) {
      expect(idStrategyOverlay(sliceLabIdStrategy, reason)).toEqual(
        idStrategyOverlay(labIdStrategy, reason),
      );
    }
  });
});
