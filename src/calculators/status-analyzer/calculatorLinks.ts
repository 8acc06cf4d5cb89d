/**
 * Links that open the site's other calculators pre-filled with measured
 * values. They carry only derived figures (a hit ratio, reads and writes per
 * second), never the pasted status, so a reader can share them.
 *
 * Each calculator's own parameter parser decides what is valid; values are
 * rounded to what its fields show and kept within its bounds, and a value it
 * could not accept gives no link (`null`) rather than a link that opens with
 * an error.
 *
 * @packageDocumentation
 */

import { formatQuery } from '../shared/queryParams';
import { serializeSystemsParam } from '../iops/systemsParam';
import { IOPS_INPUT_BOUNDS } from '../iops/bounds';
import type { StatusMetrics, SyncBinlog } from './analyzeStatus';

/** Paths of the calculators, without locale (Docusaurus' `<Link>` adds `/en`). */
export const CALCULATOR_PATHS = {
  'hit-ratio': '/calculators/hit-ratio',
  iops: '/calculators/iops',
  'group-commit': '/calculators/group-commit',
} as const;

function withQuery(path: string, params: Record<string, string>): string {
  const query = formatQuery(Object.entries(params));
  return query ? `${path}?${query}` : path;
}

/** Rounds to `digits` decimals and drops a trailing `.0` (`String` of the result). */
function decimals(value: number, digits: number): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * The hit-ratio calculator at the measured hit ratio: `hit` in percent with
 * three decimals (99.999 stays distinguishable from 100).
 *
 * @param hitRatio - fraction in [0, 1]
 */
export function hitRatioCalculatorLink(hitRatio: number | null): string | null {
  if (hitRatio === null || !Number.isFinite(hitRatio) || hitRatio < 0 || hitRatio > 1) return null;
  return withQuery(CALCULATOR_PATHS['hit-ratio'], { hit: decimals(hitRatio * 100, 3) });
}

/**
 * The IOPS calculator with one system whose demand is the measured
 * `Innodb_data_reads`/s and `Innodb_data_writes`/s (one decimal). These
 * count InnoDB's read and write calls, not device I/Os: the device may merge
 * or split them, and the OS page cache may absorb reads.
 *
 * @param systemName - the system's label in the calculator, in the reader's language
 */
export function iopsCalculatorLink(
  metrics: Pick<StatusMetrics, 'dataReadsPerSecond' | 'dataWritesPerSecond'>,
  systemName: string,
): string | null {
  const { dataReadsPerSecond: reads, dataWritesPerSecond: writes } = metrics;
  if (reads === null || writes === null) return null;
  const max = IOPS_INPUT_BOUNDS.systemIops.max;
  if (!(reads >= 0 && reads <= max && writes >= 0 && writes <= max)) return null;
  const systems = serializeSystemsParam([
    {
      name: systemName,
      readIops: Number(decimals(reads, 1)),
      writeIops: Number(decimals(writes, 1)),
    },
  ]);
  return systems.ok ? withQuery(CALCULATOR_PATHS.iops, { systems: systems.value }) : null;
}

/**
 * The group-commit simulator set to the measured server's commit path:
 * `binlog` as measured (left out when unknown), `syncBinlog` as the reader
 * stated it, and `gen=mysql8` — the current commit pipeline with binary-log
 * group commit, which MariaDB shares; the status variables do not tell 5.6/5.7
 * from 8.0, and the simulator's default is the 2009 server.
 *
 * The measured fsync rate is not passed as the device's rate: it is what the
 * device did, not what it can do. Clients and `innodb_flush_log_at_trx_commit`
 * are not in the status output either, so they keep the simulator's values.
 */
export function groupCommitCalculatorLink(
  metrics: Pick<StatusMetrics, 'binlog'>,
  syncBinlog: SyncBinlog,
): string {
  const params: Record<string, string> = { gen: 'mysql8' };
  if (metrics.binlog !== 'unknown') params.binlog = metrics.binlog;
  params.syncBinlog = syncBinlog === '1' ? '1' : '0';
  return withQuery(CALCULATOR_PATHS['group-commit'], params);
}
