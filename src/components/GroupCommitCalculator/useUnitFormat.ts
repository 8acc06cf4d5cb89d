import { usePageLocale } from '../../hooks/usePageLocale';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

/** The simulator's units on top of the shared number format. */
export interface UnitFormat {
  /** Commits per second, three significant digits. */
  readonly perSecond: (value: number) => string;
  /** fsyncs per second, three significant digits. */
  readonly fsyncsPerSecond: (value: number) => string;
  /** A duration given in microseconds, in the unit that reads best. */
  readonly durationUs: (us: number) => string;
  /** Compact notation (10K, 1.2M) for the commit-rate axis. */
  readonly compact: (value: number) => string;
}

export function useUnitFormat(): UnitFormat {
  const format = useNumberFormat();
  const { htmlLang: locale } = usePageLocale();
  return {
    perSecond: (value) =>
      pageText(groupCommitStrings, 'groupCommit.unit.perSecond', {
        value: format.significant(value),
      }),
    fsyncsPerSecond: (value) =>
      pageText(groupCommitStrings, 'groupCommit.unit.fsyncsPerSecond', {
        value: format.significant(value),
      }),
    durationUs: (us) => format.durationNs(us * 1000),
    compact: (value) =>
      new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 }).format(
        value,
      ),
  };
}
