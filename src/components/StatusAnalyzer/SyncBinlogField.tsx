import React, { type ReactNode } from 'react';
import ChoiceField from '../ChoiceField';
import type { SyncBinlog } from '../../calculators/status-analyzer/analyzeStatus';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  readonly value: SyncBinlog;
  readonly onChange: (value: SyncBinlog) => void;
}

/** The server's sync_binlog, which no status variable shows. */
export default function SyncBinlogField({ value, onChange }: Props): ReactNode {
  return (
    <ChoiceField<SyncBinlog>
      name="syncBinlog"
      label={pageText(statusAnalyzerStrings, 'statusAnalyzer.field.syncBinlog')}
      value={value}
      onChange={onChange}
      choices={[
        {
          value: '1',
          label: pageText(statusAnalyzerStrings, 'statusAnalyzer.field.syncBinlog.one'),
        },
        {
          value: '0',
          label: pageText(statusAnalyzerStrings, 'statusAnalyzer.field.syncBinlog.other'),
        },
      ]}
      hint={pageText(statusAnalyzerStrings, 'statusAnalyzer.field.syncBinlog.hint')}
    />
  );
}
