/**
 * Instants as `bigint` Unix milliseconds, to and from ISO 8601 UTC text.
 *
 * Layouts can reach far beyond what a JavaScript `Date` shows (±8.64 × 10^15 ms,
 * about ±275,000 years): a 64-bit timestamp in 1-day ticks overflows billions
 * of years from now. These functions use the proleptic Gregorian calendar on
 * `bigint` days, so every instant formats, and they agree with
 * `Date.prototype.toISOString` wherever a `Date` exists.
 */
import { err, ok, type CalculationResult } from './result';

/** Milliseconds in a UTC day (no leap seconds, as in POSIX and ECMAScript). */
export const MS_PER_DAY = 86_400_000n;

/** Largest instant a JavaScript `Date` can represent, in Unix ms (ECMAScript §21.4.1.22). */
export const MAX_DATE_MS = 8_640_000_000_000_000n;

/** Floor division for bigints (`/` truncates towards zero). */
function floorDiv(numerator: bigint, divisor: bigint): bigint {
  const quotient = numerator / divisor;
  return numerator % divisor !== 0n && numerator < 0n !== divisor < 0n ? quotient - 1n : quotient;
}

/** A calendar date; `year` is astronomical (year 0 = 1 BCE). */
export interface CivilDate {
  readonly year: bigint;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
}

/**
 * Days since 1970-01-01 → proleptic Gregorian date (H. Hinnant's
 * `civil_from_days`, "chrono-Compatible Low-Level Date Algorithms").
 */
export function civilFromDays(days: bigint): CivilDate {
  const z = days + 719_468n;
  const era = floorDiv(z, 146_097n);
  const dayOfEra = z - era * 146_097n; // 0…146096
  const yearOfEra = (dayOfEra - dayOfEra / 1460n + dayOfEra / 36_524n - dayOfEra / 146_096n) / 365n;
  const dayOfYear = dayOfEra - (365n * yearOfEra + yearOfEra / 4n - yearOfEra / 100n);
  const shiftedMonth = (5n * dayOfYear + 2n) / 153n; // 0 = March
  const day = dayOfYear - (153n * shiftedMonth + 2n) / 5n + 1n;
  const month = shiftedMonth < 10n ? shiftedMonth + 3n : shiftedMonth - 9n;
  const year = yearOfEra + era * 400n + (month <= 2n ? 1n : 0n);
  return { year, month: Number(month), day: Number(day) };
}

/** Proleptic Gregorian date → days since 1970-01-01 (Hinnant's `days_from_civil`). */
export function daysFromCivil(year: bigint, month: number, day: number): bigint {
  const m = BigInt(month);
  const y = m <= 2n ? year - 1n : year;
  const era = floorDiv(y, 400n);
  const yearOfEra = y - era * 400n;
  const shiftedMonth = m > 2n ? m - 3n : m + 9n;
  const dayOfYear = (153n * shiftedMonth + 2n) / 5n + BigInt(day) - 1n;
  const dayOfEra = yearOfEra * 365n + yearOfEra / 4n - yearOfEra / 100n + dayOfYear;
  return era * 146_097n + dayOfEra - 719_468n;
}

const pad = (value: bigint | number, width: number): string => String(value).padStart(width, '0');

/**
 * ISO 8601 UTC with milliseconds, e.g. `2010-11-04T01:42:54.657Z`. Years
 * outside 0000–9999 use the expanded form with a sign and at least six digits
 * (`+275760-09-13T00:00:00.000Z`), as `Date.prototype.toISOString` does.
 */
export function formatIsoUtc(unixMs: bigint): string {
  const days = floorDiv(unixMs, MS_PER_DAY);
  let rest = unixMs - days * MS_PER_DAY;
  const { year, month, day } = civilFromDays(days);
  const hours = rest / 3_600_000n;
  rest -= hours * 3_600_000n;
  const minutes = rest / 60_000n;
  rest -= minutes * 60_000n;
  const seconds = rest / 1000n;
  const millis = rest - seconds * 1000n;
  const yearText =
    year >= 0n && year <= 9999n
      ? pad(year, 4)
      : `${year < 0n ? '-' : '+'}${pad(year < 0n ? -year : year, 6)}`;
  return `${yearText}-${pad(month, 2)}-${pad(day, 2)}T${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(millis, 3)}Z`;
}

/** Why a date/time text was rejected. */
export type InstantParseErrorCode = 'empty' | 'too-long' | 'malformed' | 'invalid-date';

/** Longest date/time text accepted. */
export const MAX_INSTANT_INPUT_LENGTH = 40;

/**
 * `YYYY-MM-DD`, optionally `THH:MM`, `:SS` and `.s` to `.sss`, optionally `Z`
 * or `±HH:MM`. A space may stand for `T`; `T` and `Z` may be lower case.
 */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Parses an ISO 8601 date or date-time into Unix ms. Without a zone
 * designator the time is taken as UTC (never as the reader's local time, so a
 * shared link means the same instant everywhere). Never throws.
 */
export function parseIsoInstant(text: string): CalculationResult<bigint, InstantParseErrorCode> {
  if (typeof text !== 'string') return err('malformed');
  if (text.length > MAX_INSTANT_INPUT_LENGTH) return err('too-long');
  const trimmed = text.trim();
  if (trimmed.length === 0) return err('empty');
  const match = ISO_INSTANT.exec(trimmed);
  if (match === null) return err('malformed');
  const [, y, mo, d, h, mi, s, frac, , sign, oh, om] = match;
  const number = (part: string | undefined): number =>
    part === undefined ? 0 : Number.parseInt(part, 10);
  const year = number(y);
  const month = number(mo);
  const day = number(d);
  const hour = number(h);
  const minute = number(mi);
  const second = number(s);
  const offsetHours = number(oh);
  const offsetMinutes = number(om);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return err('invalid-date');
  }
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) {
    return err('invalid-date');
  }
  const millis = frac === undefined ? 0n : BigInt(frac.padEnd(3, '0'));
  const offsetMs = BigInt((offsetHours * 60 + offsetMinutes) * 60_000) * (sign === '-' ? -1n : 1n);
  const timeOfDay = BigInt(((hour * 60 + minute) * 60 + second) * 1000) + millis;
  return ok(daysFromCivil(BigInt(year), month, day) * MS_PER_DAY + timeOfDay - offsetMs);
}
