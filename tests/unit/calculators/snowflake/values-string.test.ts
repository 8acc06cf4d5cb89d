import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseFieldValues,
  serializeFieldValues,
} from '../../../../src/calculators/snowflake/index';

describe('field values string', () => {
  it('round-trips valid pairs', () => {
    const entries: [string, bigint][] = [
      ['datacenter', 1n],
      ['worker', 17n],
      ['sequence', 0n],
      ['to_user', (1n << 64n) - 1n],
    ];
    const text = serializeFieldValues(entries);
    expect(text).toBe('datacenter-1.worker-17.sequence-0.to_user-18446744073709551615');
    expect([...parseFieldValues(text).values]).toEqual(entries);
    expect(parseFieldValues(text).rejected).toBe(0);
  });

  it('keeps readable pairs and counts the rest', () => {
    const parsed = parseFieldValues('worker-3.Worker-4.shard-01.x-.seq-12');
    expect([...parsed.values]).toEqual([
      ['worker', 3n],
      ['seq', 12n],
    ]);
    expect(parsed.rejected).toBe(3);
    expect(parseFieldValues('').rejected).toBe(0);
    expect(parseFieldValues('a-1'.repeat(400)).rejected).toBe(1);
  });

  it('skips invalid names and negative values when serialising', () => {
    expect(
      serializeFieldValues([
        ['ok', 1n],
        ['Bad', 2n],
        ['neg', -1n],
      ]),
    ).toBe('ok-1');
  });

  it('never throws, and every accepted value is a non-negative bigint', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const value of parseFieldValues(text).values.values()) {
          expect(value >= 0n).toBe(true);
        }
      }),
    );
  });
});
