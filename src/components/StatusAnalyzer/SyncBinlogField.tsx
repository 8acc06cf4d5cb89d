import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import ChoiceField from '../ChoiceField';
import type { SyncBinlog } from '../../calculators/status-analyzer/analyzeStatus';

interface Props {
  readonly value: SyncBinlog;
  readonly onChange: (value: SyncBinlog) => void;
}

/** The server's sync_binlog, which no status variable shows. */
export default function SyncBinlogField({ value, onChange }: Props): ReactNode {
  return (
    <ChoiceField<SyncBinlog>
      name="syncBinlog"
      label={<Translate id="statusAnalyzer.field.syncBinlog">サーバーの sync_binlog</Translate>}
      value={value}
      onChange={onChange}
      choices={[
        {
          value: '1',
          label: translate({
            id: 'statusAnalyzer.field.syncBinlog.one',
            message: '1（グループコミットごとに fsync。MySQL 5.7.7 以降の既定値）',
          }),
        },
        {
          value: '0',
          label: translate({
            id: 'statusAnalyzer.field.syncBinlog.other',
            message: '0 または 2 以上（MariaDB の既定値は 0）',
          }),
        },
      ]}
      hint={
        <Translate id="statusAnalyzer.field.syncBinlog.hint">
          設定値はステータス変数に出ないため指定してください。バイナリログの fsync
          を数えるかどうかが変わります。
        </Translate>
      }
    />
  );
}
