import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The model's own assumptions (not from the sources), folded away. */
export default function ModelAssumptions(): ReactNode {
  return (
    <details className={styles.assumptions}>
      <summary>
        <Translate id="groupCommit.assumptions.summary">
          モデルの前提（出典にはない、このサイト独自の仮定です）
        </Translate>
      </summary>
      <ul>
        <li>
          <Translate id="groupCommit.assumptions.device">
            ストレージは fsync を 1 回ずつ順に処理し、1 回に「fsync 1 回の時間」かかります。REDO
            ログとバイナリログは同じストレージを共有します。
          </Translate>
        </li>
        <li>
          <Translate id="groupCommit.assumptions.closedLoop">
            クライアントはそれぞれ常に 1 件のトランザクションを実行中で、終わるとすぐ次を始めます。1
            件ごとに「fsync 待ち以外の時間」を使います。
          </Translate>
        </li>
        <li>
          <Translate id="groupCommit.assumptions.group">
            共有される fsync
            は、始まった時点で待っているコミットをすべて含みます。グループの大きさは、各クライアントが
            1 件の処理時間のうち共有 fsync を待っている割合 × クライアント数（1
            以上、クライアント数以下）とします。fsync 待ち以外の時間が 0 なら全員が同じ fsync
            に乗ります。
          </Translate>
        </li>
        <li>
          <Translate id="groupCommit.assumptions.serial">
            mutex の中の fsync（5.0/5.1 標準 InnoDB の全 fsync、5.5 までのバイナリログの
            fsync）は共有されません。
          </Translate>
        </li>
        <li>
          <Translate id="groupCommit.assumptions.ceiling">
            コミット速度の上限は「ストレージの fsync 回数 ÷ 1トランザクションあたりの
            fsync」と「クライアント数 ÷ 1件の処理時間」の小さい方です。CPU、ロック待ち、mutex
            の中のバイナリログ書き込み、fsync 1
            回を超える待ち行列は含まないので、実際の値はこれより低くなります。
          </Translate>
        </li>
        <li>
          <Translate id="groupCommit.assumptions.counts">
            5.6 以降は、グループごとにフラッシュステージの REDO ログ fsync を 1
            回、シンクステージのバイナリログ fsync を 1 回（sync_binlog=N なら N グループに 1
            回）と数え、InnoDB のコミット記録自体は fsync しません（5.7
            以降のソースコードの動作。5.6 も同じと仮定）。
          </Translate>
        </li>
        <li>
          <Translate id="groupCommit.assumptions.background">
            設定 0 と 2 の約 1 秒ごとのバックグラウンド fsync は、1
            トランザクションあたりの回数に含めません。
          </Translate>
        </li>
      </ul>
    </details>
  );
}
