import type { NumberFormat } from '../../hooks/useNumberFormat';
import type { StatusFlag } from '../../calculators/status-analyzer/analyzeStatus';
import { MAX_INPUT_CHARS } from '../../calculators/status-analyzer/parseStatus';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

/** The size limit of a pasted snapshot, as the error messages state it. */
export const MAX_MEGABYTES = String(MAX_INPUT_CHARS / (1024 * 1024));

/** Flags whose value and threshold are fractions, shown as percentages. */
const RATIO_FLAGS = new Set(['hit-ratio-low', 'tmp-disk-ratio-high']);

/** How the analyzer writes its figures; a missing figure is a dash. */
interface StatusFormat {
  /** A rate: more decimals for small rates, none from 1,000 up. */
  readonly perSecond: (value: number | null) => string;
  readonly ratio: (value: number | null, digits?: number) => string;
  readonly percent: (value: number | null) => string;
  readonly flagValue: (flag: StatusFlag) => string;
  readonly flagThreshold: (flag: StatusFlag) => string;
}

export function statusFormat(format: NumberFormat): StatusFormat {
  return {
    perSecond: (value) =>
      value === null
        ? '—'
        : pageText(statusAnalyzerStrings, 'statusAnalyzer.unit.perSecond', {
            value: format.number(value, value < 10 ? 2 : value < 1000 ? 1 : 0),
          }),
    ratio: (value, digits = 2) => (value === null ? '—' : format.number(value, digits)),
    percent: (value) => (value === null ? '—' : format.percent(value, 2)),
    flagValue: (flag) =>
      RATIO_FLAGS.has(flag.code)
        ? format.percent(flag.value, 2)
        : flag.code === 'fsyncs-per-commit-high' || flag.code === 'binlog-fsyncs-not-counted'
          ? format.number(flag.value, 2)
          : format.number(flag.value, 0),
    flagThreshold: (flag) =>
      RATIO_FLAGS.has(flag.code)
        ? format.percent(flag.threshold, 2)
        : format.number(flag.threshold, 2),
  };
}
