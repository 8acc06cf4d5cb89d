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
import { ENGINES_CONCURRENCY_PARAMS } from '../../lab/experiments/engines-concurrency';
import { ID_STRATEGY_PARAMS } from '../../lab/experiments/id-strategy';
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
  'engines-concurrency': (d) => {
    const at = (series: string, x: number | string, unit: string) =>
      d.points.find((p) => p.series === series && p.x === x && p.unit === unit)?.y ?? NaN;
    const p = ENGINES_CONCURRENCY_PARAMS.quick;
    const most = Math.max(...p.clients);
    for (const seconds of p.probeScanSeconds) {
      const probe = `update-behind-${seconds * 1000}ms-scan`;
      for (const engine of ['myisam', 'aria']) {
        // A table lock: the UPDATE queued behind the scan's read lock …
        expect(at(engine, probe, 'table-lock-waits')).toBeGreaterThanOrEqual(1);
        // … and returned only when the scan ended (sent once the scan was under way).
        expect(at(engine, probe, 'update-wait-seconds')).toBeGreaterThan(
          0.5 * at(engine, probe, 'scan-seconds'),
        );
      }
      // InnoDB: no table lock wait, no row lock wait, back long before the scan ended.
      expect(at('innodb', probe, 'table-lock-waits')).toBe(0);
      expect(at('innodb', probe, 'row-lock-waits')).toBe(0);
      expect(at('innodb', probe, 'update-wait-seconds')).toBeLessThan(
        0.5 * at('innodb', probe, 'scan-seconds'),
      );
    }
    for (const clients of p.clients) {
      // During the scan, the table-locked engines waited and all but stopped; InnoDB went on.
      for (const engine of ['myisam', 'aria']) {
        expect(at(`${engine}-during-scan`, clients, 'table-lock-waits-per-1000')).toBeGreaterThan(
          0,
        );
        expect(at(`${engine}-during-scan`, clients, 'statements-per-s')).toBeLessThan(
          0.25 * at(engine, clients, 'statements-per-s'),
        );
      }
      for (const series of ['innodb', 'innodb-during-scan']) {
        expect(at(series, clients, 'table-lock-waits-per-1000')).toBe(0);
      }
      expect(at('innodb-during-scan', clients, 'statements-per-s')).toBeGreaterThan(
        0.25 * at('innodb', clients, 'statements-per-s'),
      );
    }
    // Durability as set: neither MyISAM (no log) nor Aria (soft group commit) syncs per UPDATE.
    expect(at('myisam', most, 'log-syncs-per-1000-updates')).toBe(0);
    expect(at('aria', most, 'log-syncs-per-1000-updates')).toBeLessThan(100);
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
