import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import NumberField from '../NumberField';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { IntervalErrorCode } from '../../calculators/status-analyzer/analyzeStatus';
import { errorMessage } from './messages';
import { MAX_MEGABYTES } from './format';

interface Props {
  readonly text: string;
  readonly error: IntervalErrorCode | null;
  readonly onChange: (text: string) => void;
  /** The Uptime difference to offer instead, or null when there is none to offer. */
  readonly uptimeSeconds: number | null;
}

/** The seconds between the snapshots, and a button that takes the Uptime difference instead. */
export default function IntervalField({ text, error, onChange, uptimeSeconds }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <>
      <NumberField
        name="interval"
        label={<Translate id="statusAnalyzer.field.interval">2 回の取得の間隔</Translate>}
        unit={translate({ id: 'statusAnalyzer.unit.seconds', message: '秒' })}
        value={text}
        onChange={onChange}
        error={error ? errorMessage({ code: error }, MAX_MEGABYTES) : undefined}
        hint={
          <Translate id="statusAnalyzer.field.interval.hint">
            1 回目と 2 回目を取った時刻の差です。分からなければ Uptime の差を使えます。
          </Translate>
        }
      />
      {uptimeSeconds !== null ? (
        <button
          type="button"
          className="button button--outline button--primary"
          onClick={() => {
            onChange(String(uptimeSeconds));
          }}
          data-testid="status-analyzer-use-uptime"
        >
          <Translate
            id="statusAnalyzer.useUptime"
            values={{ seconds: format.number(uptimeSeconds, 0) }}
          >
            {'Uptime の差（{seconds} 秒）を間隔にする'}
          </Translate>
        </button>
      ) : null}
    </>
  );
}
