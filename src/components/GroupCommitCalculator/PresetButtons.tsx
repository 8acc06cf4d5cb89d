import React, { type ReactNode } from 'react';
import PresetButton from '../CalculatorFrame/PresetButton';
import {
  mysql80Defaults,
  sourceBenchmarkSettings,
} from '../../calculators/group-commit/groupCommitModel';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { GroupCommitParams } from './params';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  readonly setTexts: CalculatorState<GroupCommitParams>['setTexts'];
}

/** One click back to the 2009 benchmark's settings, or to MySQL 8.0's defaults. */
export default function PresetButtons({ setTexts }: Props): ReactNode {
  return (
    <div className={styles.buttons}>
      <PresetButton
        resets
        onClick={() => {
          setTexts({
            gen: 'builtin',
            binlog: 'on',
            trx: String(sourceBenchmarkSettings.flushLogAtTrxCommit),
            syncBinlog: String(sourceBenchmarkSettings.syncBinlog),
            xa: '1',
            clients: String(sourceBenchmark.clients),
            device: 'hdd-bbwc-2009',
            otherUs: '0',
          });
        }}
      >
        {pageText(groupCommitStrings, 'groupCommit.button.source')}
      </PresetButton>
      <PresetButton
        onClick={() => {
          setTexts({
            gen: mysql80Defaults.generation,
            binlog: 'on',
            trx: String(mysql80Defaults.flushLogAtTrxCommit),
            syncBinlog: String(mysql80Defaults.syncBinlog),
            xa: '1',
          });
        }}
      >
        {pageText(groupCommitStrings, 'groupCommit.button.mysql8')}
      </PresetButton>
    </div>
  );
}
