import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { GroupCommitOverlay } from '../../datasets/modelOverlays';

/** Why the lab's points are missing, or how to read them against the model's lines. */
export default function LabOverlayNote({
  overlay,
}: {
  readonly overlay: GroupCommitOverlay;
}): ReactNode {
  if (overlay.status === 'hidden') {
    return overlay.reason === 'binlog-off' ? (
      <Translate id="groupCommit.overlay.binlogOff">
        ラボの実測はバイナリログを有効にした実行だけなので、この設定には重ねていません。
      </Translate>
    ) : (
      <Translate id="groupCommit.overlay.noRun">
        この innodb_flush_log_at_trx_commit と sync_binlog
        の組み合わせはラボで測っていないので、実測値は重ねていません（測ったのは
        1/1、1/0、2/1、2/0、0/0）。
      </Translate>
    );
  }
  return (
    <>
      {overlay.innodbOnly ? (
        <Translate id="groupCommit.overlay.innodbOnly">
          Innodb_data_fsyncs はバイナリログの fsync を数えないので、実測値は破線（InnoDB の fsync
          だけのモデル）と比べてください。
        </Translate>
      ) : null}{' '}
      {overlay.beyondChart > 0 ? (
        <Translate id="groupCommit.overlay.beyond" values={{ count: overlay.beyondChart }}>
          {
            'クライアント数がグラフの範囲を超える実測値が {count} 点あります（クライアント数を増やすと表示されます）。'
          }
        </Translate>
      ) : null}
    </>
  );
}
