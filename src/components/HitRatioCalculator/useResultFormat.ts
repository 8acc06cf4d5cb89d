import { useNumberFormat, type NumberFormat } from '../../hooks/useNumberFormat';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface ResultFormat {
  readonly format: NumberFormat;
  /** A slowdown factor: "12 倍" / "12×". */
  readonly timesText: (value: number) => string;
  /** A cost in the unit the reader chose: nanoseconds for devices, plain numbers otherwise. */
  readonly formatCost: (cost: number) => string;
}

/** Number formats shared by the results list and the table under the chart. */
export function useResultFormat(usesDevices: boolean): ResultFormat {
  const format = useNumberFormat();
  return {
    format,
    timesText: (value) =>
      pageText(hitRatioStrings, 'hitRatio.result.times', { value: format.significant(value) }),
    formatCost: (cost) => (usesDevices ? format.durationNs(cost) : format.significant(cost)),
  };
}
