import { useMemo } from 'react';
import { translate } from '@docusaurus/Translate';
// Types only: a value import from the schema module would ship zod to the page.
import type { DatasetUnit, Locale, ValueQualifier } from '../../datasets/schema';
import type { PlottedValue } from './model';
import { usePageLocale } from '../../hooks/usePageLocale';

/** The schema's spelling of a missing date (`NOT_STATED` in src/datasets/schema.ts). */
const NOT_STATED = 'not stated';

/** Number, unit and qualifier formatting for dataset figures in the page's language. */
export interface DatasetFormat {
  /** The dataset language of the page (`ja` unless the page is English). */
  readonly locale: Locale;
  /** BCP 47 tag of the page (`ja-JP`, `en-US`), for `Intl`. */
  readonly htmlLang: string;
  /** A stated number with the decimals it is written with, grouped per locale. */
  readonly number: (value: number) => string;
  /** An axis tick: short (compact notation from 10,000 up). */
  readonly tick: (value: number) => string;
  /** A stated value with its range and qualifier (`約 4,000–5,000`, `at least 500`); no unit. */
  readonly value: (value: PlottedValue) => string;
  /** A unit symbol as the page's language writes it (`円` on Japanese pages, `yen` on English ones). */
  readonly symbol: (unit: Pick<DatasetUnit, 'symbol'>) => string;
  /** A measure as `label (symbol)`, or the label alone when it has no symbol. */
  readonly unit: (unit: Pick<DatasetUnit, 'label' | 'symbol'>) => string;
  /** A source date; "not stated" in the page's language. */
  readonly date: (date: string) => string;
}

/**
 * Symbols are language-neutral (`s`, `IOPS`, `MB`) except the few written in
 * Japanese in the datasets, which English pages spell out.
 */
const ENGLISH_SYMBOLS: Readonly<Record<string, string>> = { 円: 'yen' };

/** How many decimals `n` is written with (`0.56` → 2, `140` → 0). */
function decimalsOf(n: number): number {
  const s = String(n);
  if (s.includes('e')) return 0;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** A value text with its qualifier, in the words of the page's language. */
export function qualify(qualifier: ValueQualifier | undefined, value: string): string {
  switch (qualifier) {
    case 'approx':
      return translate({ id: 'dataset.qualifier.approx', message: '約 {value}' }, { value });
    case 'atLeast':
      return translate({ id: 'dataset.qualifier.atLeast', message: '{value} 以上' }, { value });
    case 'moreThan':
      return translate({ id: 'dataset.qualifier.moreThan', message: '{value} 超' }, { value });
    case 'atMost':
      return translate({ id: 'dataset.qualifier.atMost', message: '{value} 以下' }, { value });
    default:
      return value;
  }
}

/**
 * Formatting in the page's locale. The locale comes from the site context,
 * not the browser, so the server-rendered text and the hydrated text agree.
 */
export function useDatasetFormat(): DatasetFormat {
  const { locale, htmlLang } = usePageLocale();
  return useMemo(() => {
    const number = (value: number): string =>
      String(value).includes('e')
        ? new Intl.NumberFormat(htmlLang, { maximumSignificantDigits: 6 }).format(value)
        : new Intl.NumberFormat(htmlLang, { maximumFractionDigits: decimalsOf(value) }).format(
            value,
          );
    const compact = new Intl.NumberFormat(htmlLang, {
      notation: 'compact',
      maximumSignificantDigits: 3,
    });
    const plain = new Intl.NumberFormat(htmlLang, { maximumSignificantDigits: 3 });
    const symbol = ({ symbol: written }: Pick<DatasetUnit, 'symbol'>): string =>
      locale === 'en' ? (ENGLISH_SYMBOLS[written] ?? written) : written;
    const notStated = translate({ id: 'dataset.date.notStated', message: '日付の記載なし' });
    return {
      locale,
      htmlLang,
      number,
      tick: (value) => (Math.abs(value) >= 10_000 ? compact : plain).format(value),
      value: ({ y, yHigh, qualifier }) =>
        qualify(qualifier, yHigh === undefined ? number(y) : `${number(y)}–${number(yHigh)}`),
      symbol,
      unit: (unit) => {
        const label = unit.label[locale];
        const shown = symbol(unit);
        return shown === '' || label === shown || label.endsWith(`(${shown})`)
          ? label
          : `${label} (${shown})`;
      },
      date: (date) => (date === NOT_STATED ? notStated : date),
    };
  }, [locale, htmlLang]);
}
