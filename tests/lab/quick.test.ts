/**
 * Runs the experiments at `--quick` scale against a real MariaDB server
 * (`npm run lab -- <experiment> --quick --out <tmp>`), and checks that each
 * run exits cleanly, leaves nothing behind, and writes a dataset that the
 * site's loader accepts, with the environment captured and sane numbers.
 *
 * Without `mariadbd` the suite fails with the install instruction.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXPERIMENTS } from '../../lab/experiments';
import { COVERING_INDEX_PARAMS } from '../../lab/experiments/covering-index';
import { ID_STRATEGY_PARAMS } from '../../lab/experiments/id-strategy';
import {
  EXPLAIN_PERCENTS,
  RANGE_PERCENT,
  RANGE_SCAN_PARAMS,
  rangeBound,
} from '../../lab/experiments/range-vs-full-scan';
import { EXPERIMENT_IDS, type ExperimentId } from '../../lab/experiment';
import { englishText } from '../../src/datasets/localized';
import type { Dataset } from '../../src/datasets/schema';
import { leftovers, readDataset, requireServer, runCli, tempDir } from './helpers';

// Created once the suite runs (not at import, so a skipped suite leaves nothing behind).
let out = '';
let partial = '';
let base = '';

function values(d: Dataset, unit: string, series?: string): number[] {
  return d.points
    .filter((p) => p.unit === unit && (series === undefined || p.series === series))
    .map((p) => p.y);
}

/** The English (or language-neutral) value of the entry whose English key is `key`. */
function entry(list: Dataset['environment']['hardware'], key: string): string | undefined {
  const found = Array.isArray(list) ? list.find((e) => englishText(e.key) === key) : undefined;
  return found ? englishText(found.value) : undefined;
}

/** Experiment-specific sanity checks on the quick datasets. */
const CHECKS: Record<ExperimentId, (d: Dataset) => void> = {
  'id-strategy': (d) => {
    expect(d.series.map((s) => s.id)).toEqual(
      EXPERIMENTS['id-strategy'].dataset.series.map((s) => s.id),
    );
    for (const s of d.series)
      expect(values(d, 'inserts-per-s', s.id).length).toBeGreaterThanOrEqual(2);
    // The random keys end up reading from disk once the table outgrows the pool; sequential ones hardly.
    const pool = ID_STRATEGY_PARAMS.quick.bufferPoolMiB;
    const lastReads = (series: string) => values(d, 'disk-reads-per-row', series).at(-1) ?? NaN;
    expect(lastReads('uuid-v4')).toBeGreaterThan(lastReads('sequential-bigint'));
    expect(lastReads('uuid-v4')).toBeGreaterThan(0.1);
    expect(Math.max(...values(d, 'table-file-mib'))).toBeGreaterThan(pool);
  },
  autoinc: (d) => {
    expect(d.series.map((s) => s.id).sort()).toEqual(
      EXPERIMENTS.autoinc.dataset.series.map((s) => s.id).sort(),
    );
    for (const s of d.series) expect(values(d, 'inserts-per-s', s.id)).toHaveLength(4);
    expect(values(d, 'insert-select-rows-per-s').every((v) => v > 0)).toBe(true);
  },
  'group-commit': (d) => {
    expect(d.series.map((s) => s.id)).toEqual([
      'flush-log-1-sync-binlog-1',
      'flush-log-1-sync-binlog-0',
      'flush-log-2-sync-binlog-0',
    ]);
    // One client, innodb_flush_log_at_trx_commit=1: about one redo-log fsync per commit.
    const oneClient = d.points.find(
      (p) =>
        p.series === 'flush-log-1-sync-binlog-1' &&
        p.x === 1 &&
        p.unit === 'innodb-data-fsyncs-per-commit',
    );
    expect(oneClient?.y).toBeGreaterThan(0.5);
    expect(oneClient?.y).toBeLessThan(3);
    // innodb_flush_log_at_trx_commit=2 leaves the fsync to a background flush once a second.
    const relaxed = d.points.find(
      (p) =>
        p.series === 'flush-log-2-sync-binlog-0' &&
        p.x === 1 &&
        p.unit === 'innodb-data-fsyncs-per-commit',
    );
    expect(relaxed?.y).toBeLessThan(oneClient?.y ?? 0);
    expect(values(d, 'commits-per-binlog-group').every((v) => v >= 1)).toBe(true);
  },
  'hit-ratio': (d) => {
    for (const series of [
      'uniform-1-client',
      'uniform-8-clients',
      'zipf-1-client',
      'zipf-8-clients',
    ]) {
      const hits = d.points
        .filter((p) => p.series === series && p.unit === 'lookups-per-s')
        .map((p) => Number(p.x));
      expect(hits).toHaveLength(5);
      // The largest pool holds the table: (almost) every lookup is served from memory.
      expect(Math.max(...hits)).toBeGreaterThan(99);
      // The smallest does not.
      expect(Math.min(...hits)).toBeLessThan(90);
      for (const h of hits) expect(h).toBeGreaterThanOrEqual(0);
      for (const h of values(d, 'page-hit-ratio-pct', series)) {
        expect(h).toBeGreaterThan(0);
        expect(h).toBeLessThanOrEqual(100);
      }
    }
  },
  'covering-index': (d) => {
    const at = (series: string, query: string, unit: string) =>
      d.points.find((p) => p.series === series && p.x === query && p.unit === unit)?.y ?? NaN;
    const rows = COVERING_INDEX_PARAMS.quick.rows;
    for (const series of ['cold', 'warm']) {
      // Both count every row (no NULLs) …
      expect(at(series, 'count-ind', 'rows-counted')).toBe(rows);
      expect(at(series, 'count-c', 'rows-counted')).toBe(rows);
      // … but the covering index scan touches and reads fewer pages than the full-row scan.
      expect(at(series, 'count-ind', 'page-requests')).toBeLessThan(
        at(series, 'count-c', 'page-requests'),
      );
      expect(at(series, 'count-ind', 'pages-read')).toBeLessThan(
        at(series, 'count-c', 'pages-read'),
      );
    }
    // The table outgrows the pool: the cold full scan reads more pages than the pool holds.
    const poolPages = (COVERING_INDEX_PARAMS.quick.bufferPoolMiB * 1024) / 16;
    expect(at('cold', 'count-c', 'pages-read')).toBeGreaterThan(poolPages);
    const workload = d.environment.workload;
    const explain = (sql: string) =>
      Array.isArray(workload)
        ? englishText(workload.find((e) => englishText(e.key) === sql)?.value ?? '')
        : '';
    expect(explain('EXPLAIN SELECT count(ind) FROM t')).toMatch(/type=index key=ind .*Using index/);
    expect(explain('EXPLAIN SELECT count(c) FROM t')).toMatch(/type=ALL key=NULL/);
    expect(explain('EXPLAIN SELECT count(c) FROM t')).not.toMatch(/Using index/);
  },
  'range-vs-full-scan': (d) => {
    const at = (plan: string, unit: string) =>
      d.points.find((p) => p.series === 'cold' && p.x === plan && p.unit === unit)?.y ?? NaN;
    const rows = RANGE_SCAN_PARAMS.quick.rows;
    // The same query both ways: the same ≈ 2 % of the rows come back …
    const returned = at('range-scan-2-pct', 'rows-returned');
    expect(at('full-scan-2-pct', 'rows-returned')).toBe(returned);
    expect(returned).toBeGreaterThan((rows * RANGE_PERCENT) / 100 / 1.2);
    expect(returned).toBeLessThan((rows * RANGE_PERCENT * 1.2) / 100);
    // … the full scan reads every row, the range scan only those it returns (plus the one past the end) …
    expect(at('full-scan-2-pct', 'rows-read')).toBe(rows);
    expect(at('range-scan-2-pct', 'rows-read')).toBeLessThanOrEqual(returned + 1);
    // … but each of those costs a random 16 KiB page read most of the time, so the range scan
    // reads more pages for 2 % of the rows than the full scan reads for all of them.
    expect(at('range-scan-2-pct', 'reads-per-row')).toBeGreaterThan(0.5);
    expect(at('range-scan-2-pct', 'innodb-read-kib')).toBeCloseTo(16, 0);
    const fullScanPages = at('full-scan-2-pct', 'pages-read');
    expect(at('range-scan-2-pct', 'pages-read')).toBeGreaterThan(fullScanPages);
    // The crossover in pages read lies between 0.5 % and 2 %; at 5 % the range scan reads the table several times over.
    expect(at('range-scan-0-5-pct', 'pages-read')).toBeLessThan(fullScanPages);
    expect(at('range-scan-5-pct', 'pages-read')).toBeGreaterThan(2 * fullScanPages);
    const workload = d.environment.workload;
    const explain = (sql: string) =>
      Array.isArray(workload)
        ? englishText(workload.find((e) => englishText(e.key) === `EXPLAIN ${sql}`)?.value ?? '')
        : '';
    const bound = rangeBound(rows, RANGE_PERCENT);
    expect(explain(`SELECT * FROM t FORCE INDEX (sk) WHERE sk < ${bound}`)).toMatch(
      /type=range key=sk /,
    );
    expect(explain(`SELECT * FROM t IGNORE INDEX (sk) WHERE sk < ${bound}`)).toMatch(
      /type=ALL key=NULL/,
    );
    // Left to itself, the optimizer takes the index for a narrow range and scans for a wide one.
    const choice = (percent: number) =>
      explain(`SELECT * FROM t WHERE sk < ${rangeBound(rows, percent)} (${percent} %)`);
    expect(choice(EXPLAIN_PERCENTS[0])).toMatch(/type=range key=sk /);
    expect(choice(EXPLAIN_PERCENTS.at(-1)!)).toMatch(/type=ALL key=NULL/);
  },
};

describe('npm run lab -- <experiment> --quick (real MariaDB)', () => {
  beforeAll(() => {
    requireServer();
    out = tempDir('lab-quick-out-');
    partial = tempDir('lab-quick-partial-');
    base = tempDir('lab-quick-tmp-');
  });
  afterAll(() => {
    for (const dir of [out, partial, base])
      if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  it.each(EXPERIMENT_IDS)('%s', async (id) => {
    const { done } = runCli([
      id,
      '--quick',
      '--out',
      out,
      '--partial-out',
      partial,
      '--tmpdir',
      base,
    ]);
    const result = await done;
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain(`${id}: complete`);
    expect(leftovers(result.output)).toEqual([]);

    const file = path.join(out, `lab-${id}.json`);
    const d = readDataset(file);
    expect(d.origin).toBe('lab');
    expect(d.incomplete).toBeUndefined();
    expect(d.points.every((p) => p.provenance.kind === 'lab')).toBe(true);
    expect(d.points[0]?.provenance).toMatchObject({ script: `lab/experiments/${id}.ts` });

    // Environment captured automatically.
    const { hardware, software, configuration, workload } = d.environment;
    expect(entry(hardware, 'CPU model')).toMatch(/\S/);
    expect(Number(entry(hardware, 'CPUs online'))).toBeGreaterThan(0);
    expect(entry(hardware, 'memory')).toMatch(/iB$/);
    expect(entry(hardware, 'data directory filesystem')).toMatch(/ on /);
    expect(entry(software, 'MariaDB server')).toMatch(/MariaDB/);
    expect(entry(software, 'kernel')).toMatch(/Linux/);
    expect(entry(workload, 'command')).toContain(`${id} --quick`);
    expect(
      Array.isArray(configuration) &&
        configuration.some((e) => englishText(e.key) === 'innodb_buffer_pool_size'),
    ).toBe(true);

    // Sane numbers: finite, non-negative, and the plotted measure positive.
    for (const p of d.points) {
      expect(Number.isFinite(p.y), `${p.series} ${String(p.x)} ${p.unit}`).toBe(true);
      expect(p.y, `${p.series} ${String(p.x)} ${p.unit}`).toBeGreaterThanOrEqual(0);
    }
    const plotted = values(d, d.chart?.y ?? '');
    expect(plotted.length).toBeGreaterThan(0);
    for (const y of plotted) expect(y).toBeGreaterThan(0);
    CHECKS[id](d);
  });
});
