import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import { useNumberFormat, type NumberFormat } from '../../hooks/useNumberFormat';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { Citation } from '../../calculators/iops/types';
import type { ParamError } from '../../calculators/shared/queryParams';
import { iopsParams, type IopsParams } from './params';

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

/** Error messages for fields, in the page's language, naming the value used instead. */
export function fieldErrors(state: CalculatorState<IopsParams>, format: NumberFormat) {
  const errorFor = (name: keyof IopsParams, shown: string): string | undefined => {
    const error: ParamError | undefined = state.errors[name];
    return error ? paramErrorMessage(error, format.number, shown) : undefined;
  };
  const numberError = (name: keyof IopsParams): string | undefined => {
    const spec = iopsParams[name];
    return spec.kind === 'number' ? errorFor(name, format.number(spec.defaultValue)) : undefined;
  };
  return { errorFor, numberError };
}

/**
 * The date a reader needs from a citation: the leading ISO date or year of a
 * seed's date, or the first one in a vendor document's "as of" note (which
 * also records how the figure was checked, for the project, not the reader).
 */
export function citationDate(source: Citation): string | null {
  const text = source.kind === 'seed' ? source.date : source.asOf;
  return /\b\d{4}(?:-\d{2}){0,2}\b/.exec(text)?.[0] ?? null;
}

/** A source as「title」(date), the title linked when the source is a web page. */
export function Cite({ source }: { readonly source: Citation }): ReactNode {
  const title =
    source.kind === 'vendor' && source.url.startsWith('https://') ? (
      <Link to={source.url}>{source.title}</Link>
    ) : (
      source.title
    );
  const date = citationDate(source);
  return date === null ? (
    <Translate id="iops.citationNoDate" values={{ title }}>
      {'「{title}」'}
    </Translate>
  ) : (
    <Translate id="iops.citation" values={{ title, date }}>
      {'「{title}」（{date}）'}
    </Translate>
  );
}

/** A duration in the unit that reads best. */
export function durationText(seconds: number, format: NumberFormat): string {
  const value = (amount: number) => format.number(amount, amount < 10 ? 1 : 0);
  if (seconds < 120) {
    return translate(
      { id: 'iops.duration.seconds', message: '{value} 秒' },
      { value: value(seconds) },
    );
  }
  if (seconds < 2 * 3600) {
    return translate(
      { id: 'iops.duration.minutes', message: '{value} 分' },
      { value: value(seconds / 60) },
    );
  }
  if (seconds < 2 * 86_400) {
    return translate(
      { id: 'iops.duration.hours', message: '{value} 時間' },
      { value: value(seconds / 3600) },
    );
  }
  return translate(
    { id: 'iops.duration.days', message: '{value} 日' },
    { value: value(seconds / 86_400) },
  );
}
