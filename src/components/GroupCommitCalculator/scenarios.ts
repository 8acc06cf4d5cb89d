import type { CalculatorScenario } from '../../presentation/scenarios';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import type { GroupCommitParams } from './params';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

type Scenario = CalculatorScenario<keyof GroupCommitParams>;

/**
 * Speaker mode's scenarios: the 2009-08-12 post's benchmark (30 clients, a
 * disk with a battery-backed write cache, binary log on, 1 / 0) on built-in
 * InnoDB with `innodb_support_xa` 1 and 0, then on InnoDB Plugin 1.0.4, with
 * `sync_binlog=1` (which the post says stays slow), and the same load on
 * 5.6+ binary log group commit and on MySQL 8.0's defaults. Each names the
 * source of its settings.
 */
export function groupCommitScenarios(): Scenario[] {
  const benchmark = {
    clients: String(sourceBenchmark.clients),
    device: 'hdd-bbwc-2009',
    binlog: 'on',
    trx: '1',
    syncBinlog: '0',
    xa: '1',
    otherUs: '0',
  } as const;
  const post = pageText(groupCommitStrings, 'presentation.scenario.groupCommit.source.post');
  return [
    {
      id: 'builtin-xa1',
      label: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.builtinXa1'),
      source: post,
      texts: { ...benchmark, gen: 'builtin' },
    },
    {
      id: 'builtin-xa0',
      label: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.builtinXa0'),
      source: post,
      texts: { ...benchmark, gen: 'builtin', xa: '0' },
    },
    {
      id: 'plugin-104',
      label: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.plugin'),
      source: post,
      texts: { ...benchmark, gen: 'plugin' },
    },
    {
      id: 'plugin-sync-binlog-1',
      label: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.pluginSyncBinlog'),
      source: post,
      texts: { ...benchmark, gen: 'plugin', syncBinlog: '1' },
    },
    {
      id: 'bgc-sync-binlog-1',
      label: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.bgc'),
      source: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.source.bgc'),
      texts: { ...benchmark, gen: 'bgc', syncBinlog: '1' },
    },
    {
      id: 'mysql8-defaults',
      label: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.mysql8'),
      source: pageText(groupCommitStrings, 'presentation.scenario.groupCommit.source.mysql8'),
      texts: { ...benchmark, gen: 'mysql8', syncBinlog: '1' },
    },
  ];
}
