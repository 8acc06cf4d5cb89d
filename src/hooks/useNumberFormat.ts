import { useMemo } from 'react';
import { usePageLocale } from './usePageLocale';

export interface NumberFormat {
  /** Up to `maximumFractionDigits` decimals, grouped per the page's locale. */
  readonly number: (value: number, maximumFractionDigits?: number) => string;
  /** Three significant digits: for results that span orders of magnitude. */
  readonly significant: (value: number) => string;
  /** A fraction in [0, 1] as a percentage. */
  readonly percent: (fraction: number, maximumFractionDigits?: number) => string;
  /** A duration given in nanoseconds, in the unit that reads best (ns, µs, ms, s). */
  readonly durationNs: (nanoseconds: number) => string;
}

const DURATION_UNITS: ReadonlyArray<[number, string]> = [
  [1e9, 's'],
  [1e6, 'ms'],
  [1e3, 'µs'],
  [1, 'ns'],
];

/**
 * Number formatting in the page's locale. The locale comes from the site
 * context rather than the browser, so the server-rendered text and the
 * hydrated text are identical.
 */
export function useNumberFormat(): NumberFormat {
  const { htmlLang: locale } = usePageLocale();
  return useMemo(() => {
    const significant = (value: number) =>
      new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(value);
    return {
      number: (value, maximumFractionDigits = 2) =>
        new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value),
      significant,
      percent: (fraction, maximumFractionDigits = 2) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(fraction),
      durationNs: (nanoseconds) => {
        const [scale, unit] =
          DURATION_UNITS.find(([size]) => Math.abs(nanoseconds) >= size) ?? DURATION_UNITS[3]!;
        return `${significant(nanoseconds / scale)} ${unit}`;
      },
    };
  }, [locale]);
}
