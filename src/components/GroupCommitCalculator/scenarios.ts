import { translate } from '@docusaurus/Translate';
import type { CalculatorScenario } from '../../presentation/scenarios';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import type { GroupCommitParams } from './params';

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
  const post = translate({
    id: 'presentation.scenario.groupCommit.source.post',
    message: '出典: 松信「InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース」2009-08-12',
  });
  return [
    {
      id: 'builtin-xa1',
      label: translate({
        id: 'presentation.scenario.groupCommit.builtinXa1',
        message: '5.0/5.1 標準の InnoDB、innodb_support_xa=1（30 接続）',
      }),
      source: post,
      texts: { ...benchmark, gen: 'builtin' },
    },
    {
      id: 'builtin-xa0',
      label: translate({
        id: 'presentation.scenario.groupCommit.builtinXa0',
        message: '5.0/5.1 標準の InnoDB、innodb_support_xa=0（30 接続）',
      }),
      source: post,
      texts: { ...benchmark, gen: 'builtin', xa: '0' },
    },
    {
      id: 'plugin-104',
      label: translate({
        id: 'presentation.scenario.groupCommit.plugin',
        message: 'InnoDB Plugin 1.0.4、innodb_support_xa=1（30 接続）',
      }),
      source: post,
      texts: { ...benchmark, gen: 'plugin' },
    },
    {
      id: 'plugin-sync-binlog-1',
      label: translate({
        id: 'presentation.scenario.groupCommit.pluginSyncBinlog',
        message: 'InnoDB Plugin 1.0.4 で sync_binlog=1 にすると',
      }),
      source: post,
      texts: { ...benchmark, gen: 'plugin', syncBinlog: '1' },
    },
    {
      id: 'bgc-sync-binlog-1',
      label: translate({
        id: 'presentation.scenario.groupCommit.bgc',
        message:
          'MySQL 5.6/5.7 のバイナリログ・グループコミット、1/sync_binlog=1（同じ 30 接続とディスク）',
      }),
      source: translate({
        id: 'presentation.scenario.groupCommit.source.bgc',
        message:
          '出典: MySQL Worklog WL#5223（5.6）、MySQL 5.7 リファレンスマニュアル（sync_binlog）',
      }),
      texts: { ...benchmark, gen: 'bgc', syncBinlog: '1' },
    },
    {
      id: 'mysql8-defaults',
      label: translate({
        id: 'presentation.scenario.groupCommit.mysql8',
        message: 'MySQL 8.0 の既定値（1/sync_binlog=1、同じ 30 接続とディスク）',
      }),
      source: translate({
        id: 'presentation.scenario.groupCommit.source.mysql8',
        message:
          '出典: MySQL 5.7 リファレンスマニュアル（sync_binlog の既定値は 5.7.7 から 1）、MySQL 8.0 で innodb_support_xa は削除',
      }),
      texts: { ...benchmark, gen: 'mysql8', syncBinlog: '1' },
    },
  ];
}
