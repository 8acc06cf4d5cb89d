import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decode,
  encode,
  encodeChecked,
  type IdLayout,
  PRESET_KEYS,
  presets,
  smallestIdAt,
  ticksAt,
} from '../../../../src/calculators/snowflake/index';
import { layoutWithValuesArb, validFieldValuesArb, validLayoutArb, widthSum } from './arbitraries';

describe('decode ∘ encode and encode ∘ decode', () => {
  it.each(PRESET_KEYS)('%s: decode(encode(f)).fields = f for every valid field set', (key) => {
    const layout = presets[key].layout;
    fc.assert(
      fc.property(validFieldValuesArb(layout), (values) => {
        expect(decode(encode(values, layout), layout).fields).toEqual(values);
      }),
    );
  });

  it.each(PRESET_KEYS)('%s: encode(decode(id).fields) = id for every 64-bit id', (key) => {
    const layout = presets[key].layout;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (id) => {
        expect(encode(decode(id, layout).fields, layout)).toBe(id);
      }),
    );
  });

  it('holds for random valid custom layouts too', () => {
    fc.assert(
      fc.property(layoutWithValuesArb, ({ layout, values }) => {
        expect(decode(encode(values, layout), layout).fields).toEqual(values);
      }),
    );
    fc.assert(
      fc.property(
        validLayoutArb.chain((layout) =>
          fc.bigInt({ min: 0n, max: (1n << widthSum(layout)) - 1n }).map((id) => ({ layout, id })),
        ),
        ({ layout, id }) => {
          expect(encode(decode(id, layout).fields, layout)).toBe(id);
        },
      ),
    );
  });

  it('computes timestampMs = epoch + ticks × unit, ticks read by shift and mask', () => {
    fc.assert(
      fc.property(
        validLayoutArb.filter((layout) => layout.some((f) => f.kind === 'timestamp')),
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        (layout, rawId) => {
          const id = rawId & ((1n << widthSum(layout)) - 1n);
          // Independent position arithmetic: bits below the timestamp field.
          const index = layout.findIndex((f) => f.kind === 'timestamp');
          const field = layout[index];
          if (field?.kind !== 'timestamp') throw new Error('filtered above');
          const below = layout.slice(index + 1).reduce((s, f) => s + BigInt(f.bits), 0n);
          const ticks = (id >> below) & ((1n << BigInt(field.bits)) - 1n);
          expect(decode(id, layout).timestampMs).toBe(field.epochMs + ticks * field.unitMs);
        },
      ),
    );
  });

  it("reads a negative bigint as the two's-complement bits a signed BIGINT stores", () => {
    const layout = presets.discord.layout;
    expect(decode(-1n, layout).fields).toEqual({
      timestamp: (1n << 42n) - 1n,
      worker: 31n,
      process: 31n,
      increment: 4095n,
    });
  });

  it('treats missing fields as 0 and ignores inherited property names', () => {
    const layout = presets.discord.layout;
    expect(encode({}, layout)).toBe(0n);
    expect(encode({ increment: 5n }, layout)).toBe(5n);
    const inherited = Object.create({ increment: 7n }) as Record<string, bigint>;
    expect(encode(inherited, layout)).toBe(0n);
    expect(encodeChecked(inherited, layout)).toEqual({ ok: true, value: 0n });
  });
});

describe('encodeChecked', () => {
  const layout: IdLayout = presets.twitter.layout;

  it('encodes in-range values like encode', () => {
    fc.assert(
      fc.property(validFieldValuesArb(layout), (values) => {
        expect(encodeChecked(values, layout)).toEqual({ ok: true, value: encode(values, layout) });
      }),
    );
  });

  it('reports every out-of-range, negative, non-bigint or unknown field', () => {
    const result = encodeChecked(
      {
        timestamp: 1n << 41n, // one past the 41-bit maximum
        datacenter: -1n,
        worker: 31n, // the maximum is fine
        sequence: 4096 as unknown as bigint, // a number from a form
        constructor: 1n,
      },
      layout,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'unknown-field', fieldName: 'constructor' },
        { code: 'too-large', fieldName: 'timestamp' },
        { code: 'negative', fieldName: 'datacenter' },
        { code: 'not-an-integer', fieldName: 'sequence' },
      ],
    });
  });

  it('insists that unused fields stay zero', () => {
    expect(encodeChecked({ unused: 1n }, layout)).toEqual({
      ok: false,
      errors: [{ code: 'unused-not-zero', fieldName: 'unused' }],
    });
  });
});

describe('ticksAt and smallestIdAt', () => {
  it('reports instants outside the clock', () => {
    const discord = presets.discord.layout;
    expect(ticksAt(1_420_070_399_999n, discord)).toEqual({ ok: false, code: 'before-epoch' });
    expect(ticksAt(1_420_070_400_000n, discord)).toEqual({ ok: true, value: 0n });
    const lastMs = 1_420_070_400_000n + (1n << 42n) - 1n;
    expect(ticksAt(lastMs, discord)).toEqual({ ok: true, value: (1n << 42n) - 1n });
    expect(ticksAt(lastMs + 1n, discord)).toEqual({ ok: false, code: 'after-overflow' });
    expect(ticksAt(0n, presets.source.layout)).toEqual({ ok: false, code: 'no-timestamp' });
  });

  it('refuses range bounds for layouts that are not time-first', () => {
    const shardFirst: IdLayout = [
      { kind: 'node', name: 'shard', bits: 10 },
      { kind: 'timestamp', name: 'ts', bits: 41, epochMs: 0n, unitMs: 1n },
      { kind: 'sequence', name: 'seq', bits: 13 },
    ];
    expect(smallestIdAt(1000n, shardFirst)).toEqual({ ok: false, code: 'not-time-ordered' });
  });

  it('bounds IDs by time for every time-first layout', () => {
    const timeFirst = validLayoutArb.filter((layout) => {
      const index = layout.findIndex((f) => f.kind === 'timestamp');
      return index >= 0 && layout.slice(0, index).every((f) => f.kind === 'unused');
    });
    fc.assert(
      fc.property(
        timeFirst.chain((layout) =>
          fc.tuple(fc.constant(layout), validFieldValuesArb(layout), validFieldValuesArb(layout)),
        ),
        ([layout, a, b]) => {
          // An instant inside the tick of ID a.
          const idA = encode(a, layout);
          const tsMs = decode(idA, layout).timestampMs;
          if (tsMs === null) throw new Error('filtered above');
          const bound = smallestIdAt(tsMs, layout);
          expect(bound.ok).toBe(true);
          if (!bound.ok) return;
          // Every ID from the same tick or later is ≥ the bound; every earlier one is below it.
          const idB = encode(b, layout);
          const tsB = decode(idB, layout).timestampMs ?? 0n;
          expect(idB >= bound.value).toBe(tsB >= tsMs);
          expect(decode(bound.value, layout).timestampMs).toBe(tsMs);
        },
      ),
    );
  });
});
