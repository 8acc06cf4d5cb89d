import { useMemo } from 'react';
import { usePageLocale } from '../../hooks/usePageLocale';
import type { DisplayCurrency } from '../../calculators/redshift-tco/tco';

export interface MoneyFormat {
  /** An amount in the display currency: yen whole, dollars with cents below $100. */
  readonly money: (value: number, currency: DisplayCurrency) => string;
  /** A short form for axes and band labels (¥24.6M, ￥2,460万). */
  readonly compact: (value: number, currency: DisplayCurrency) => string;
  /** A unit price in US dollars, up to four decimals ($0.024). */
  readonly unitUsd: (value: number) => string;
}

/**
 * Currency formatting in the page's locale (ja-JP or en-US), taken from the
 * site context as `useNumberFormat` does, so server and client agree.
 */
export function useMoneyFormat(): MoneyFormat {
  const { htmlLang: locale } = usePageLocale();
  return useMemo(() => {
    const cache = new Map<string, Intl.NumberFormat>();
    const formatter = (key: string, options: Intl.NumberFormatOptions) => {
      let found = cache.get(key);
      if (!found) {
        found = new Intl.NumberFormat(locale, options);
        cache.set(key, found);
      }
      return found;
    };
    return {
      money: (value, currency) => {
        const digits = currency === 'USD' && Math.abs(value) < 100 ? 2 : 0;
        return formatter(`money:${currency}:${digits}`, {
          style: 'currency',
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(value);
      },
      compact: (value, currency) =>
        formatter(`compact:${currency}`, {
          style: 'currency',
          currency,
          notation: 'compact',
          maximumSignificantDigits: 3,
        }).format(value),
      unitUsd: (value) =>
        formatter('unit', {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 4,
        }).format(value),
    };
  }, [locale]);
}
