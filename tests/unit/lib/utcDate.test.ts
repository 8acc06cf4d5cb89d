import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUtcDate, type MonthStyle } from '../../../src/lib/utcDate';

const formats = new Map<string, Intl.DateTimeFormat>();

/** What Docusaurus's theme wrote with Node's Intl (the server HTML of before). */
function intlDate(at: Date, locale: string, month: MonthStyle): string {
  const key = `${locale} ${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      calendar: 'gregory',
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(at);
}

const LOCALES = ['ja', 'en', 'ja-JP', 'en-US'] as const;
const MONTHS: MonthStyle[] = ['short', 'long'];

describe('formatUtcDate', () => {
  it('writes every day of 2020–2031 as Intl does, in both languages and month styles', () => {
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      // A time late in the UTC day: the date is the UTC one, not the machine's.
      const at = new Date(day + 23 * 3_600_000 + 59 * 60_000);
      for (const locale of LOCALES)
        for (const month of MONTHS)
          expect(formatUtcDate(at, locale, month)).toBe(intlDate(at, locale, month));
    }
  });

  it('agrees with Intl on any date from year 1 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...MONTHS),
        (at, locale, month) => formatUtcDate(at, locale, month) === intlDate(at, locale, month),
      ),
      { numRuns: 2000 },
    );
  });

  it('takes a timestamp or an ISO string as Docusaurus hands them over', () => {
    expect(formatUtcDate(Date.UTC(2026, 10, 28), 'ja', 'short')).toBe('2026年11月28日');
    expect(formatUtcDate('2025-09-05T00:00:00.000Z', 'en', 'long')).toBe('September 5, 2025');
    expect(formatUtcDate('2025-09-05T00:00:00.000Z', 'en', 'short')).toBe('Sep 5, 2025');
  });

  it('leaves other languages and years before 1 to Intl', () => {
    const at = new Date('2026-03-04T00:00:00Z');
    expect(formatUtcDate(at, 'fr', 'long')).toBe(intlDate(at, 'fr', 'long'));
    const bc = new Date(Date.UTC(-50, 5, 1));
    expect(formatUtcDate(bc, 'en', 'short')).toBe(intlDate(bc, 'en', 'short'));
  });
});
