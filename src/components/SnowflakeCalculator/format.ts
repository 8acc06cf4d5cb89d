import { useMemo, useSyncExternalStore } from 'react';
import { usePageLocale } from '../../hooks/usePageLocale';
import { MAX_DATE_MS } from '../../calculators/snowflake';

/** Grouped digits of a bigint in the page's locale (Intl formats bigints exactly). */
export function useBigIntFormat(): (value: bigint) => string {
  const { htmlLang: locale } = usePageLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (value: bigint) => format.format(value);
  }, [locale]);
}

let clientNowMs: bigint | null = null;
const subscribeToNothing = () => () => {};
const readClientNow = (): bigint => {
  clientNowMs ??= BigInt(Date.now());
  return clientNowMs;
};
const readServerNow = (): null => null;

/**
 * The current time in Unix ms, read once per page load on the client; null on
 * the server and during hydration, so the server's clock never reaches the HTML.
 */
export function useNowMs(): bigint | null {
  return useSyncExternalStore(subscribeToNothing, readClientNow, readServerNow);
}

/** `0x` and 16 hex digits: every 64-bit ID the same width, so the fields line up. */
export function hex64(value: bigint): string {
  return `0x${BigInt.asUintN(64, value).toString(16).padStart(16, '0')}`;
}

const pad = (value: number, width: number) => String(Math.abs(value)).padStart(width, '0');

/** A time in the reader's zone: `2020-09-19 03:36:15.123 (UTC+09:00)` plus the zone name. */
export interface LocalTime {
  readonly text: string;
  readonly zone: string;
}

/**
 * The instant in the browser's time zone, or null when a `Date` cannot hold
 * it. Call only on the client (the server's zone is not the reader's).
 */
export function formatLocalTime(unixMs: bigint): LocalTime | null {
  if (unixMs > MAX_DATE_MS || unixMs < -MAX_DATE_MS) return null;
  const date = new Date(Number(unixMs)); // |unixMs| ≤ 8.64e15 < 2^53: exact
  const year = date.getFullYear();
  const yearText =
    year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(year, 6)}`;
  const offset = -date.getTimezoneOffset();
  const offsetText = `${offset < 0 ? '−' : '+'}${pad(Math.trunc(offset / 60), 2)}:${pad(offset % 60, 2)}`;
  const text = `${yearText}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)} ${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}:${pad(date.getSeconds(), 2)}.${pad(date.getMilliseconds(), 3)} (UTC${offsetText})`;
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = '';
  }
  return { text, zone };
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'] as const;

/** A byte count in binary units with three significant digits (`16 KiB`, `1.07 GiB`). */
export function formatBytes(bytes: bigint, significant: (value: number) => string): string {
  let unit = 0;
  let scale = 1n;
  while (unit < BYTE_UNITS.length - 1 && bytes >= scale * 1024n) {
    scale *= 1024n;
    unit += 1;
  }
  // A ratio below 1024 converts to a number without losing what three digits show.
  const whole = bytes / scale;
  const fraction = Number(bytes % scale) / Number(scale);
  return `${significant(Number(whole) + fraction)} ${BYTE_UNITS[unit]}`;
}

/** Julian years (365.25 days) in milliseconds, for lifespans. */
export const MS_PER_YEAR = 31_557_600_000n;

/** A duration in years as a number, for display only (three significant digits). */
export function yearsOf(durationMs: bigint): number {
  const whole = durationMs / MS_PER_YEAR;
  return Number(whole) + Number(durationMs % MS_PER_YEAR) / Number(MS_PER_YEAR);
}
