import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  civilFromDays,
  daysFromCivil,
  formatIsoUtc,
  MAX_DATE_MS,
  parseIsoInstant,
  presets,
  layoutConsequences,
} from '../../../../src/calculators/snowflake/index';

describe('formatIsoUtc', () => {
  it('agrees with Date.prototype.toISOString over the whole range of Date', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_DATE_MS, max: MAX_DATE_MS }), (ms) => {
        expect(formatIsoUtc(ms)).toBe(new Date(Number(ms)).toISOString());
      }),
    );
  });

  it('formats known instants', () => {
    expect(formatIsoUtc(0n)).toBe('1970-01-01T00:00:00.000Z');
    expect(formatIsoUtc(-1n)).toBe('1969-12-31T23:59:59.999Z');
    expect(formatIsoUtc(1_288_834_974_657n)).toBe('2010-11-04T01:42:54.657Z');
    expect(formatIsoUtc(MAX_DATE_MS)).toBe('+275760-09-13T00:00:00.000Z');
  });

  it('formats instants far beyond Date without throwing (a 64-bit clock in 1-day ticks)', () => {
    const ms = (1n << 64n) * 86_400_000n;
    const text = formatIsoUtc(ms);
    expect(text).toMatch(/^\+\d{6,}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });

  it('Mastodon: 48 bits of Unix ms overflow in year 10889', () => {
    const overflow = layoutConsequences(presets.mastodon.layout, 0n).timestamp?.overflowAtMs ?? 0n;
    expect(formatIsoUtc(overflow)).toBe(new Date(Number(overflow)).toISOString());
    expect(formatIsoUtc(overflow)).toMatch(/^\+010889-/);
  });
});

describe('civil dates', () => {
  it('daysFromCivil inverts civilFromDays for any day', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (days) => {
        const { year, month, day } = civilFromDays(days);
        expect(daysFromCivil(year, month, day)).toBe(days);
      }),
    );
  });
});

describe('parseIsoInstant', () => {
  it('reads what formatIsoUtc writes for years 0000–9999', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -62_167_219_200_000n, max: 253_402_300_799_999n }), (ms) => {
        expect(parseIsoInstant(formatIsoUtc(ms))).toEqual({ ok: true, value: ms });
      }),
    );
  });

  it('agrees with Date.parse on explicit zones and takes zone-less text as UTC', () => {
    expect(parseIsoInstant('2020-09-18T18:36:15Z')).toEqual({
      ok: true,
      value: BigInt(Date.parse('2020-09-18T18:36:15Z')),
    });
    expect(parseIsoInstant('2020-09-19T03:36:15+09:00')).toEqual({
      ok: true,
      value: BigInt(Date.parse('2020-09-18T18:36:15Z')),
    });
    expect(parseIsoInstant('2020-09-18 18:36')).toEqual({
      ok: true,
      value: BigInt(Date.parse('2020-09-18T18:36:00Z')),
    });
    expect(parseIsoInstant(' 2015-01-01 ')).toEqual({ ok: true, value: 1_420_070_400_000n });
    expect(parseIsoInstant('2016-04-30T11:18:25.8z')).toEqual({
      ok: true,
      value: BigInt(Date.parse('2016-04-30T11:18:25.800Z')),
    });
  });

  it('rejects malformed and impossible dates with codes', () => {
    expect(parseIsoInstant('')).toEqual({ ok: false, code: 'empty' });
    expect(parseIsoInstant('x'.repeat(41))).toEqual({ ok: false, code: 'too-long' });
    expect(parseIsoInstant('2024/01/01')).toEqual({ ok: false, code: 'malformed' });
    expect(parseIsoInstant('1700000000000')).toEqual({ ok: false, code: 'malformed' });
    expect(parseIsoInstant('2023-02-29')).toEqual({ ok: false, code: 'invalid-date' });
    expect(parseIsoInstant('2024-02-29')).toEqual({
      ok: true,
      value: BigInt(Date.parse('2024-02-29')),
    });
    expect(parseIsoInstant('2024-13-01')).toEqual({ ok: false, code: 'invalid-date' });
    expect(parseIsoInstant('2024-01-01T24:00')).toEqual({ ok: false, code: 'invalid-date' });
    expect(parseIsoInstant('2024-01-01T23:59:60Z')).toEqual({ ok: false, code: 'invalid-date' });
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const result = parseIsoInstant(text);
        if (result.ok) expect(typeof result.value).toBe('bigint');
      }),
    );
  });
});
