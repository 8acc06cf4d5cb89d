import { useNumberFormat, type NumberFormat } from '../../hooks/useNumberFormat';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** Number formatting for the IOPS calculator, in the page's locale. */
export interface IopsFormat extends NumberFormat {
  /** An IOPS figure with its unit: whole numbers from 10 up, a few digits below. */
  readonly iops: (value: number) => string;
  /** A whole count (devices, GiB, credits). */
  readonly count: (value: number) => string;
  /** A value given in percent (0-100), as a percentage. */
  readonly percent: (value: number, digits?: number) => string;
  /** Mebibytes per second with its unit. */
  readonly mib: (value: number) => string;
}

export function useIopsFormat(): IopsFormat {
  const format = useNumberFormat();
  return {
    ...format,
    iops: (value) =>
      `${value > 0 && value < 1 ? format.significant(value) : format.number(value, value < 10 ? 2 : 0)} IOPS`,
    count: (value) => format.number(value, 0),
    percent: (value, digits = 1) => format.percent(value / 100, digits),
    mib: (value) => `${format.number(value, value < 10 ? 2 : 1)} MiB/s`,
  };
}

/** A duration in the unit that reads best. */
export function durationText(seconds: number, format: NumberFormat): string {
  const value = (amount: number) => format.number(amount, amount < 10 ? 1 : 0);
  if (seconds < 120) {
    return pageText(iopsStrings, 'iops.duration.seconds', { value: value(seconds) });
  }
  if (seconds < 2 * 3600) {
    return pageText(iopsStrings, 'iops.duration.minutes', { value: value(seconds / 60) });
  }
  if (seconds < 2 * 86_400) {
    return pageText(iopsStrings, 'iops.duration.hours', { value: value(seconds / 3600) });
  }
  return pageText(iopsStrings, 'iops.duration.days', { value: value(seconds / 86_400) });
}
