// Shared fast-check generators for the snowflake calculator tests.
import fc from 'fast-check';
import {
  type FieldValues,
  type IdLayout,
  type LayoutField,
  MAX_EPOCH_MS,
  MAX_UNIT_MS,
} from '../../../../src/calculators/snowflake/index';

type PlainKind = 'unused' | 'node' | 'sequence';

/**
 * Random valid layouts: 1–10 fields, total width ≤ 64, unique names, at most
 * one timestamp (present in about 3 of 4 layouts), epochs and units in range.
 */
export const validLayoutArb: fc.Arbitrary<IdLayout> = fc
  .record({
    widths: fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 10 }),
    kinds: fc.array(fc.constantFrom<PlainKind>('unused', 'node', 'sequence'), {
      minLength: 10,
      maxLength: 10,
    }),
    timestampSlot: fc.option(fc.nat({ max: 9 }), { freq: 4 }),
    epochMs: fc.bigInt({ min: 0n, max: MAX_EPOCH_MS }),
    unitMs: fc.oneof(fc.constantFrom(1n, 10n), fc.bigInt({ min: 1n, max: MAX_UNIT_MS })),
  })
  .map(({ widths, kinds, timestampSlot, epochMs, unitMs }) => {
    // Keep the longest prefix of widths that fits in 64 bits.
    const kept: number[] = [];
    let total = 0;
    for (const width of widths) {
      if (total + width > 64) break;
      kept.push(width);
      total += width;
    }
    const timestampIndex = timestampSlot === null ? -1 : timestampSlot % kept.length;
    return kept.map((bits, index): LayoutField => {
      const name = `f${index}`;
      if (index === timestampIndex) return { kind: 'timestamp', name, bits, epochMs, unitMs };
      return { kind: kinds[index] ?? 'node', name, bits };
    });
  });

/** Random in-range values for every field of a layout; unused fields stay zero. */
export function validFieldValuesArb(layout: IdLayout): fc.Arbitrary<FieldValues> {
  const entries = layout.map((field) =>
    field.kind === 'unused'
      ? fc.constant<[string, bigint]>([field.name, 0n])
      : fc
          .bigInt({ min: 0n, max: (1n << BigInt(field.bits)) - 1n })
          .map((value): [string, bigint] => [field.name, value]),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

/** A layout together with a valid field set for it. */
export const layoutWithValuesArb = validLayoutArb.chain((layout) =>
  validFieldValuesArb(layout).map((values) => ({ layout, values })),
);

/** Sum of the field widths, computed independently of the module. */
export function widthSum(layout: IdLayout): bigint {
  return layout.reduce((sum, field) => sum + BigInt(field.bits), 0n);
}
