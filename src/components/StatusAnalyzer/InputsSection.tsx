import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { StatusAnalyzerState } from './useStatusAnalyzer';
// NumberField's and ChoiceField's styles load before the analyzer's, as they did
// when index.tsx imported them directly.
import IntervalField from './IntervalField';
import SyncBinlogField from './SyncBinlogField';
import SnapshotBox from './SnapshotBox';
import PresetButton from '../CalculatorFrame/PresetButton';
import styles from './styles.module.css';

interface Props {
  readonly analyzer: StatusAnalyzerState;
}

/**
 * The inputs column: the privacy note, where shown values come from (a
 * scenario or a shared link), the two snapshots with the interval between
 * them, sync_binlog, and the sample and clear buttons.
 */
export default function InputsSection({ analyzer }: Props): ReactNode {
  const { shown, scenario, shared, actions, uptimeSeconds, intervalSeconds } = analyzer;
  const formats = shown.ok ? shown.formats : null;
  return (
    <>
      <p className={styles.privacy} data-testid="status-analyzer-privacy">
        <Translate id="statusAnalyzer.privacy">
          貼り付けた内容はこのページの中（お使いのブラウザ）だけで処理され、どこにも送信されません。共有リンクに入るのは計算した数値だけです。
        </Translate>
      </p>
      {scenario ? (
        <p className="alert alert--info" data-testid="status-analyzer-scenario">
          <strong>{scenario.label}</strong> {scenario.source}
          {scenario.note ? ` ${scenario.note}` : null}
        </p>
      ) : shared ? (
        <p className="alert alert--info" data-testid="status-analyzer-shared">
          <Translate id="statusAnalyzer.shared">
            共有リンクの数値を表示しています（元のステータスはリンクに含まれません）。自分のサーバーを調べるには、下の欄に貼り付けてください。
          </Translate>
        </p>
      ) : null}
      <SnapshotBox
        which="before"
        value={analyzer.before}
        onChange={actions.setBefore}
        format={formats ? formats.before : null}
      />
      {/* The seconds between the snapshots sit between their boxes: below
          both, a reader scrolled past it and kept another pair's interval. */}
      <IntervalField
        text={analyzer.intervalText}
        error={analyzer.intervalError}
        onChange={actions.setIntervalText}
        uptimeSeconds={
          uptimeSeconds !== null && uptimeSeconds !== intervalSeconds ? uptimeSeconds : null
        }
      />
      <SnapshotBox
        which="after"
        value={analyzer.after}
        onChange={actions.setAfter}
        format={formats ? formats.after : null}
      />
      <SyncBinlogField value={analyzer.syncBinlog} onChange={actions.setSyncBinlog} />
      <div className={styles.buttons}>
        <PresetButton resets onClick={actions.loadSample} testId="status-analyzer-load-sample">
          <Translate id="statusAnalyzer.loadSample">サンプルを読み込む</Translate>
        </PresetButton>
        <PresetButton onClick={actions.clear}>
          <Translate id="statusAnalyzer.clear">欄を空にする</Translate>
        </PresetButton>
      </div>
      <p className={styles.hint}>
        <Translate id="statusAnalyzer.sampleNote">
          サンプルは、使い捨ての MariaDB 10.11（バッファプール 48 MB、sync_binlog=1）に 8
          クライアントで約 30 秒負荷をかけ、その前後に取った実際の出力です。
        </Translate>
      </p>
    </>
  );
}
