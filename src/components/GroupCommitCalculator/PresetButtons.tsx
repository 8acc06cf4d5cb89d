import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import PresetButton from '../CalculatorFrame/PresetButton';
import {
  mysql80Defaults,
  sourceBenchmarkSettings,
} from '../../calculators/group-commit/groupCommitModel';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { GroupCommitParams } from './params';
import styles from './styles.module.css';

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
        <Translate id="groupCommit.button.source">2009 年のベンチマークの設定に戻す</Translate>
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
        <Translate id="groupCommit.button.mysql8">MySQL 8.0 の既定値にする</Translate>
      </PresetButton>
    </div>
  );
}
