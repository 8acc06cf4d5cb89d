import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type IdLayout,
  MAX_ID_INPUT_LENGTH,
  parseId,
  presets,
} from '../../../../src/calculators/snowflake/index';

const UINT64_MAX = 18_446_744_073_709_551_615n; // 2^64 − 1

describe('parseId', () => {
  it('reads decimal and hexadecimal, ignoring surrounding spaces', () => {
    expect(parseId('175928847299117063')).toEqual({ ok: true, value: 175_928_847_299_117_063n });
    expect(parseId(' 0x271065AC1020007\n')).toEqual({ ok: true, value: 175_928_847_299_117_063n });
    expect(parseId('0X271065ac1020007')).toEqual({ ok: true, value: 175_928_847_299_117_063n });
    expect(parseId('0')).toEqual({ ok: true, value: 0n });
    expect(parseId('000042')).toEqual({ ok: true, value: 42n });
  });

  it('keeps every digit above 2^53, where a JS number would round', () => {
    // Twitter's docs: (10765432100123456789).toString() gives "10765432100123458000".
    expect(parseId('10765432100123456789')).toEqual({
      ok: true,
      value: 10_765_432_100_123_456_789n,
    });
  });

  it('accepts the full unsigned 64-bit range and nothing beyond', () => {
    expect(parseId('18446744073709551615')).toEqual({ ok: true, value: UINT64_MAX });
    expect(parseId('0xFFFFFFFFFFFFFFFF')).toEqual({ ok: true, value: UINT64_MAX });
    expect(parseId('18446744073709551616')).toEqual({ ok: false, code: 'exceeds-64-bits' });
    expect(parseId('0x10000000000000000')).toEqual({ ok: false, code: 'exceeds-64-bits' });
  });

  it('names what is wrong', () => {
    expect(parseId('')).toEqual({ ok: false, code: 'empty' });
    expect(parseId(' \t ')).toEqual({ ok: false, code: 'empty' });
    expect(parseId('-5')).toEqual({ ok: false, code: 'negative' });
    expect(parseId('-0x10')).toEqual({ ok: false, code: 'negative' });
    for (const text of [
      'abc',
      '1e18',
      '1.5',
      '+1',
      '1 000',
      '0x',
      '0xg1',
      '12n',
      '１２３',
      '--1',
    ]) {
      expect(parseId(text)).toEqual({ ok: false, code: 'not-a-number' });
    }
    expect(parseId('1'.repeat(MAX_ID_INPUT_LENGTH + 1))).toEqual({ ok: false, code: 'too-long' });
    expect(parseId('0'.repeat(MAX_ID_INPUT_LENGTH))).toEqual({ ok: true, value: 0n });
  });

  it('checks the value against a layout', () => {
    const narrow: IdLayout = [
      { kind: 'timestamp', name: 'ts', bits: 41, epochMs: 0n, unitMs: 1n },
      { kind: 'sequence', name: 'seq', bits: 12 },
    ];
    expect(parseId(String((1n << 53n) - 1n), narrow)).toEqual({
      ok: true,
      value: (1n << 53n) - 1n,
    });
    expect(parseId(String(1n << 53n), narrow)).toEqual({ ok: false, code: 'exceeds-layout' });
    // Sonyflake never sets bit 63.
    expect(parseId(String(1n << 63n), presets.sonyflake.layout)).toEqual({
      ok: false,
      code: 'sets-unused-bits',
    });
    expect(parseId(String(1n << 63n), presets.discord.layout)).toEqual({
      ok: true,
      value: 1n << 63n,
    });
  });

  it('round-trips every unsigned 64-bit value in both notations', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT64_MAX }), (value) => {
        expect(parseId(value.toString())).toEqual({ ok: true, value });
        expect(parseId(`0x${value.toString(16)}`)).toEqual({ ok: true, value });
      }),
    );
  });

  it('rejects every value of 2^64 or more that fits the length cap', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: UINT64_MAX + 1n, max: 10n ** 90n }), (value) => {
        expect(parseId(value.toString())).toEqual({ ok: false, code: 'exceeds-64-bits' });
      }),
    );
  });

  it('never throws on arbitrary strings', () => {
    const digitsAndNoise = fc.string({
      unit: fc.constantFrom(...'0123456789abcdefxX-+ .e'.split('')),
      maxLength: 40,
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), digitsAndNoise),
        (text) => {
          const result = parseId(text, presets.twitter.layout);
          if (result.ok) {
            expect(result.value >= 0n && result.value <= UINT64_MAX).toBe(true);
          } else {
            expect(typeof result.code).toBe('string');
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
