/**
 * A calendar date as Docusaurus's theme writes it — `Intl.DateTimeFormat(locale,
 * { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })`, Gregorian
 * calendar — for the site's two languages without `Intl`: the first
 * `Intl.DateTimeFormat` a page makes loads the locale's date data, 45–78 ms
 * (medians, fresh pages at 4× CPU slowdown) inside one hydration task, for the
 * "Last updated" line of every article and the date of every blog post. Another locale falls back to
 * `Intl`. tests/unit/lib/utcDate.test.ts holds it to Node's `Intl`, which drew
 * the server HTML before.
 */

export type MonthStyle = 'short' | 'long';

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `date` (a Date, a timestamp in ms or an ISO string) as "2026年11月28日" or "Nov 28, 2026". */
export function formatUtcDate(
  date: Date | number | string,
  locale: string,
  month: MonthStyle,
): string {
  const at = new Date(date);
  const year = at.getUTCFullYear();
  const monthIndex = at.getUTCMonth();
  const day = at.getUTCDate();
  const language = locale.split('-')[0];
  // Years before 1 (and invalid dates) are left to Intl, which names the era.
  if (Number.isNaN(year) || year < 1) return intlDate(at, locale, month);
  if (language === 'ja') return `${year}年${monthIndex + 1}月${day}日`;
  if (language === 'en') {
    // getUTCMonth() is 0–11: always a name.
    const name = MONTHS_LONG[monthIndex] ?? '';
    return `${month === 'long' ? name : name.slice(0, 3)} ${day}, ${year}`;
  }
  return intlDate(at, locale, month);
}

function intlDate(at: Date, locale: string, month: MonthStyle): string {
  return new Intl.DateTimeFormat(locale, {
    calendar: 'gregory',
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}
