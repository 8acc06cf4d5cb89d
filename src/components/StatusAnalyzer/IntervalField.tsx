import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { IntervalErrorCode } from '../../calculators/status-analyzer/analyzeStatus';
import { errorMessage } from './messages';
import { MAX_MEGABYTES } from './format';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

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
        label={pageText(statusAnalyzerStrings, 'statusAnalyzer.field.interval')}
        unit={pageText(statusAnalyzerStrings, 'statusAnalyzer.unit.seconds')}
        value={text}
        onChange={onChange}
        error={error ? errorMessage({ code: error }, MAX_MEGABYTES) : undefined}
        hint={pageText(statusAnalyzerStrings, 'statusAnalyzer.field.interval.hint')}
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
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.useUptime', {
            seconds: format.number(uptimeSeconds, 0),
          })}
        </button>
      ) : null}
    </>
  );
}
