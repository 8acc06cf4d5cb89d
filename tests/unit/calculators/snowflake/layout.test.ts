import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type IdLayout,
  type LayoutField,
  MAX_EPOCH_MS,
  MAX_LAYOUT_STRING_LENGTH,
  parseLayout,
  positionFields,
  presets,
  serializeLayout,
  totalBits,
  validateLayout,
} from '../../../../src/calculators/snowflake/index';
import { validLayoutArb, widthSum } from './arbitraries';

const ts = (bits: number, name = 'ts'): LayoutField => ({
  kind: 'timestamp',
  name,
  bits,
  epochMs: 0n,
  unitMs: 1n,
});
const node = (bits: number, name: string): LayoutField => ({ kind: 'node', name, bits });

/** Codes of the issues found, in order. */
function codes(layout: IdLayout, requireTimestamp = false): string[] {
  return validateLayout(layout, { requireTimestamp }).map((issue) => issue.code);
}

describe('validateLayout', () => {
  it('accepts exactly 64 bits and rejects 65', () => {
    expect(codes([ts(42), node(22, 'rest')])).toEqual([]);
    expect(codes([ts(43), node(22, 'rest')])).toEqual(['too-many-bits']);
  });

  it('rejects an empty layout and more than 16 fields', () => {
    expect(codes([])).toEqual(['no-fields']);
    const seventeen = Array.from({ length: 17 }, (_, i) => node(1, `n${i}`));
    expect(codes(seventeen)).toEqual(['too-many-fields']);
  });

  it('rejects zero and non-integer widths, pointing at the field', () => {
    expect(validateLayout([ts(41), node(0, 'empty')])).toEqual([
      { code: 'zero-width', fieldIndex: 1 },
    ]);
    expect(codes([ts(41), node(1.5, 'half')])).toEqual(['invalid-width']);
    expect(codes([ts(41), node(-3, 'neg')])).toEqual(['invalid-width']);
    expect(codes([ts(41), node(Number.NaN, 'nan')])).toEqual(['invalid-width']);
  });

  it('rejects bad and duplicate names', () => {
    for (const name of ['', 'Worker', '1st', '_x', 'with-dash', 'a'.repeat(25), 'ü']) {
      expect(codes([ts(41), node(5, name)])).toEqual(['bad-name']);
    }
    expect(codes([ts(41), node(5, 'a'.repeat(24))])).toEqual([]);
    expect(validateLayout([ts(41), node(5, 'w'), node(5, 'w')])).toEqual([
      { code: 'duplicate-name', fieldIndex: 2 },
    ]);
  });

  it('rejects unknown kinds and a second timestamp', () => {
    const weird = { kind: 'shard', name: 's', bits: 4 } as unknown as LayoutField;
    expect(codes([ts(41), weird])).toEqual(['unknown-kind']);
    expect(validateLayout([ts(30, 'a'), ts(30, 'b')])).toEqual([
      { code: 'multiple-timestamps', fieldIndex: 1 },
    ]);
  });

  it('reports no-timestamp only when asked to', () => {
    const counterOnly: IdLayout = [{ kind: 'sequence', name: 'i', bits: 32 }];
    expect(codes(counterOnly)).toEqual([]);
    expect(codes(counterOnly, true)).toEqual(['no-timestamp']);
    expect(codes(presets.source.layout, true)).toEqual(['no-timestamp']);
  });

  it('bounds the epoch to the JavaScript Date range and the unit to 1 ms … 1 day', () => {
    const withTime = (epochMs: bigint, unitMs: bigint): IdLayout => [
      { kind: 'timestamp', name: 't', bits: 41, epochMs, unitMs },
    ];
    expect(codes(withTime(0n, 1n))).toEqual([]);
    expect(codes(withTime(MAX_EPOCH_MS, 86_400_000n))).toEqual([]);
    expect(codes(withTime(-1n, 1n))).toEqual(['epoch-out-of-range']);
    expect(codes(withTime(MAX_EPOCH_MS + 1n, 1n))).toEqual(['epoch-out-of-range']);
    expect(codes(withTime(0n, 0n))).toEqual(['unit-out-of-range']);
    expect(codes(withTime(0n, 86_400_001n))).toEqual(['unit-out-of-range']);
  });

  it('accepts every generated layout and never throws on malformed objects', () => {
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        expect(validateLayout(layout)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 20 }), (junk) => {
        expect(() => validateLayout(junk as unknown as IdLayout)).not.toThrow();
      }),
    );
  });
});

describe('positionFields and totalBits', () => {
  it('packs fields towards bit 0, most significant first', () => {
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        const positioned = positionFields(layout);
        expect(BigInt(totalBits(layout))).toBe(widthSum(layout));
        // The last field starts at bit 0; each field sits directly above the next one.
        expect(positioned.at(-1)?.shift).toBe(0n);
        for (let i = 0; i + 1 < positioned.length; i += 1) {
          const upper = positioned[i];
          const lower = positioned[i + 1];
          expect(upper?.shift).toBe((lower?.shift ?? 0n) + BigInt(layout[i + 1]?.bits ?? 0));
        }
        // Masks are disjoint and together cover exactly the low totalBits bits.
        let union = 0n;
        for (const p of positioned) {
          expect(union & p.mask).toBe(0n);
          union |= p.mask;
        }
        expect(union).toBe((1n << widthSum(layout)) - 1n);
      }),
    );
  });
});

describe('layout strings', () => {
  it("serialises Twitter's layout to the documented form", () => {
    expect(serializeLayout(presets.twitter.layout)).toBe(
      'u1-unused.t41-timestamp-1288834974657-1.n5-datacenter.n5-worker.s12-sequence',
    );
  });

  it('parses a hand-written Sonyflake string', () => {
    expect(parseLayout('u1-unused.t39-time-1409529600000-10.s8-sequence.n16-machine')).toEqual({
      ok: true,
      value: presets.sonyflake.layout,
    });
  });

  it('round-trips every preset and every generated layout', () => {
    for (const preset of Object.values(presets)) {
      expect(parseLayout(serializeLayout(preset.layout))).toEqual({
        ok: true,
        value: preset.layout,
      });
    }
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        expect(parseLayout(serializeLayout(layout))).toEqual({ ok: true, value: layout });
      }),
    );
  });

  it('is strict about syntax and says which field is wrong', () => {
    const malformedAt = (text: string, fieldIndex: number): void => {
      expect(parseLayout(text)).toEqual({
        ok: false,
        errors: [{ code: 'malformed-field', fieldIndex }],
      });
    };
    malformedAt('t041-ts-0-1', 0); // leading zero in the width
    malformedAt('t41-ts-0-1.n5-Worker', 1); // upper case
    malformedAt('t41-ts-0-1.n5-worker.', 2); // trailing separator
    malformedAt('t41-ts-0-1 ', 0); // trailing space
    malformedAt('t41-ts', 0); // timestamp without epoch and unit
    malformedAt('t41-ts-0-1.n5-w-0-1', 1); // epoch on a node field
    malformedAt('t41-ts-01-1', 0); // leading zero in the epoch
    malformedAt('t41-ts-0-0', 0); // unit 0
    malformedAt('x5-what.t41-ts-0-1', 0); // unknown kind letter
    malformedAt('t41-ts-12345678901234567-1', 0); // 17-digit epoch
  });

  it('runs layout validation after syntax', () => {
    expect(parseLayout('t41-ts-0-1.n30-a.n30-b')).toEqual({
      ok: false,
      errors: [{ code: 'too-many-bits', fieldIndex: null }],
    });
    expect(parseLayout('n5-a.n5-a.t20-ts-0-1')).toEqual({
      ok: false,
      errors: [{ code: 'duplicate-name', fieldIndex: 1 }],
    });
    expect(parseLayout('s32-i', { requireTimestamp: true })).toEqual({
      ok: false,
      errors: [{ code: 'no-timestamp', fieldIndex: null }],
    });
  });

  it('rejects empty and over-long strings', () => {
    expect(parseLayout('')).toEqual({ ok: false, errors: [{ code: 'empty', fieldIndex: null }] });
    expect(parseLayout('n1-a.'.repeat(300))).toEqual({
      ok: false,
      errors: [{ code: 'too-long', fieldIndex: null }],
    });
    expect('n1-a.'.repeat(300).length).toBeGreaterThan(MAX_LAYOUT_STRING_LENGTH);
  });

  it('never throws, and whatever it accepts serialises back to the same text', () => {
    const layoutAlphabet = fc.constantFrom(...'utns0123456789-._abcxyz '.split(''));
    const candidates = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({ unit: layoutAlphabet, maxLength: 60 }),
      validLayoutArb.map(serializeLayout),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        const result = parseLayout(text);
        if (result.ok) expect(serializeLayout(result.value)).toBe(text);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
