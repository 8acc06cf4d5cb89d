import React, { type ReactNode } from 'react';
import type { StatusAnalyzerState } from './useStatusAnalyzer';
// NumberField's and ChoiceField's styles load before the analyzer's, as they did
// when index.tsx imported them directly.
import IntervalField from './IntervalField';
import SyncBinlogField from './SyncBinlogField';
import SnapshotBox from './SnapshotBox';
import PresetButton from '../CalculatorFrame/PresetButton';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

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
        {pageText(statusAnalyzerStrings, 'statusAnalyzer.privacy')}
      </p>
      {scenario ? (
        <p className="alert alert--info" data-testid="status-analyzer-scenario">
          <strong>{scenario.label}</strong> {scenario.source}
          {scenario.note ? ` ${scenario.note}` : null}
        </p>
      ) : shared ? (
        <p className="alert alert--info" data-testid="status-analyzer-shared">
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.shared')}
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
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.loadSample')}
        </PresetButton>
        <PresetButton onClick={actions.clear}>
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.clear')}
        </PresetButton>
      </div>
      <p className={styles.hint}>{pageText(statusAnalyzerStrings, 'statusAnalyzer.sampleNote')}</p>
    </>
  );
}
