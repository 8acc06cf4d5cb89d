import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { GroupCommitErrorCode } from '../../calculators/group-commit/groupCommitModel';
import type { SourceComparison } from '../../calculators/group-commit/sourceComparison';
import type { CalculationResult } from '../../calculators/group-commit/types';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { errorMessage } from './messages';
import styles from './styles.module.css';

interface Props {
  readonly comparison: CalculationResult<SourceComparison, GroupCommitErrorCode>;
  /** h3 on the calculator page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

/** The model at the 2009 benchmark's settings next to the post's measurements, and why they differ. */
export default function SourceComparisonSection({ comparison, headingAs }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <section aria-labelledby="group-commit-source" className={styles.section}>
      <Heading as={headingAs} id="group-commit-source" className={styles.subheading}>
        <Translate id="groupCommit.compare.heading">2009 年の測定値とモデルの比較</Translate>
      </Heading>
      {comparison.ok ? (
        <div data-testid="group-commit-source-comparison">
          <p>
            <Translate
              id="groupCommit.compare.intro"
              values={{
                other: `${format.number(comparison.value.otherTimeUs)} µs`,
              }}
            >
              {
                '出典のベンチマーク（mysqlslap で並列 INSERT、30 接続、10 万トランザクション、バッテリーバックアップ付きライトキャッシュの HDD、バイナリログ有効、innodb_flush_log_at_trx_commit=1、sync_binlog=0、innodb_support_xa=1）と同じ設定でモデルを計算した値です。fsync の性能は出典の「毎秒 10,000 回程度」、fsync 待ち以外の時間は上で入力した {other} を使っています。モデルはこの測定値に合わせて調整していません。'
              }
            </Translate>
          </p>
          <SourceComparisonTable comparison={comparison.value} />
          <p className={styles.note}>
            <Translate
              id="groupCommit.compare.explain"
              values={{ ratio: format.number(comparison.value.pluginMeasuredOverModel, 1) }}
            >
              {
                '標準 InnoDB の「1トランザクションあたり2回」はモデルも出典と同じです（測定値の 200,251 には、データファイルなどコミット以外の fsync も含まれます）。Plugin 1.0.4 の測定値はモデルの {ratio} 倍です。モデルは全員が fsync を待つだけの理想的な場合を計算しており、mutex の中で 1 件ずつ行うバイナリログの書き込み、SQL の実行時間、CPU などは含みません。そのため実際のグループはモデルより小さく、コミット速度の比も実測の 6.1 倍を上回ります。'
              }
            </Translate>
          </p>
        </div>
      ) : (
        <p className="alert alert--warning" data-testid="group-commit-source-comparison">
          {errorMessage(comparison.code)}
        </p>
      )}
    </section>
  );
}

/** fsyncs per 100,000 transactions and the speed-up: the model's column and the post's. */
function SourceComparisonTable({
  comparison,
}: {
  readonly comparison: SourceComparison;
}): ReactNode {
  const format = useNumberFormat();
  const times = (value: string) =>
    translate({ id: 'groupCommit.compare.times', message: '{value} 倍' }, { value });
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="groupCommit.compare.item">項目</Translate>
            </th>
            <th scope="col">
              <Translate id="groupCommit.compare.model">このモデル</Translate>
            </th>
            <th scope="col">
              <Translate id="groupCommit.compare.measured">出典の測定値</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <Translate id="groupCommit.compare.builtin">
                標準 InnoDB: 10 万トランザクションあたりの Innodb_data_fsyncs
              </Translate>
            </th>
            <td>{format.number(comparison.builtin.model, 0)}</td>
            <td>{format.number(comparison.builtin.measured, 0)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Translate id="groupCommit.compare.plugin">
                InnoDB Plugin 1.0.4: 10 万トランザクションあたりの Innodb_data_fsyncs
              </Translate>
            </th>
            <td data-testid="group-commit-source-plugin-model">
              {format.number(comparison.plugin.model, 0)}
            </td>
            <td>{format.number(comparison.plugin.measured, 0)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Translate id="groupCommit.compare.speedup">
                Plugin 1.0.4 ÷ 標準 InnoDB（モデルは上限の比、出典はスループットの比）
              </Translate>
            </th>
            <td>{times(format.significant(comparison.speedup.model))}</td>
            <td>{times(format.number(comparison.speedup.measured, 1))}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
