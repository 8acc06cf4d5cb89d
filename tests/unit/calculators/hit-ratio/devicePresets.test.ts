import { assert, describe, it, expect } from 'vitest';
import { findSource } from '../../../../src/sources/registry';
import fc from 'fast-check';
import {
  costsFromPresets,
  devicePresets,
  devicePresetsForRole,
  findDevicePreset,
  isDevicePresetId,
  overheadInputBounds,
  withPerRequestOverhead,
} from '../../../../src/calculators/hit-ratio/devicePresets';
import {
  inputBounds,
  relativeThroughput,
  slowdown,
} from '../../../../src/calculators/hit-ratio/hitRatioThroughput';

const UNIT_TO_NS: Record<string, number> = { ns: 1, ms: 1_000_000 };

/**
 * Reads "<keyword>…<number><unit>" out of the quoted source sentence, so the
 * expected latency comes from the source's wording, not from the preset.
 */
function latencyInQuoteNs(quote: string, keyword: string): number {
  const start = quote.indexOf(keyword);
  expect(start).toBeGreaterThanOrEqual(0);
  const match = /(\d+(?:\.\d+)?)\s*(ns|ms)/.exec(quote.slice(start + keyword.length));
  if (match === null) throw new Error(`no figure after ${keyword}`);
  const [, number, unit] = match;
  return Number(number) * (UNIT_TO_NS[unit ?? ''] ?? Number.NaN);
}

describe('2009 presets', () => {
  const presets2009 = devicePresets.filter((preset) => preset.era === '2009');

  it('carry the figures of the 2009-08-20 post', () => {
    const keywordById: Record<string, string> = {
      'cpu-2009': 'CPU',
      'memory-2009': 'メモリ',
      'hdd-2009': 'HDD',
      'intel-ssd-2009': 'Intel SSD',
      'gbe-network-2009': 'ネットワーク',
    };
    expect(presets2009.map((preset) => preset.id).sort()).toEqual(Object.keys(keywordById).sort());
    for (const preset of presets2009) {
      const source = preset.source;
      expect(source.kind).toBe('seed');
      expect(source.source).toBe('matsunobu-2009-benchmark-points');
      const keyword = keywordById[preset.id] ?? '';
      expect(preset.latencyNs).toBe(latencyInQuoteNs(source.quote, keyword));
    }
  });

  it('match the brief figures: CPU 10 ns, memory 60 ns, HDD 5 ms, Intel SSD 0.2 ms, GbE 0.1 ms', () => {
    expect(findDevicePreset('cpu-2009')?.latencyNs).toBe(10);
    expect(findDevicePreset('memory-2009')?.latencyNs).toBe(60);
    expect(findDevicePreset('hdd-2009')?.latencyNs).toBe(5e6);
    expect(findDevicePreset('intel-ssd-2009')?.latencyNs).toBe(2e5);
    expect(findDevicePreset('gbe-network-2009')?.latencyNs).toBe(1e5);
  });
});

describe('current presets', () => {
  it('each cite a registered document with a date note and statement', () => {
    const current = devicePresets.filter((preset) => preset.era === 'current');
    expect(current.length).toBeGreaterThan(0);
    for (const preset of current) {
      const source = preset.source;
      expect(source.kind).toBe('vendor');
      expect(findSource(source.source), source.source).toBeDefined();
      expect(source.asOf.length).toBeGreaterThan(0);
      expect(source.note.length).toBeGreaterThan(0);
    }
  });

  it('state in their citation the number they carry (in µs or ns)', () => {
    for (const id of ['nvme-ssd-intel-p4500', 'sata-ssd-intel-dc-s4500']) {
      const preset = findDevicePreset(id);
      expect(preset?.source.kind).toBe('vendor');
      if (preset === undefined || preset.source.kind !== 'vendor') continue;
      // Datasheets give microseconds: 85 µs, 110 µs.
      expect(preset.source.note).toContain(`${preset.latencyNs / 1000}`);
    }
    const io2 = findDevicePreset('ebs-io2-block-express');
    expect(io2?.latencyNs).toBe(500 * 1000);
    expect(io2?.source.kind === 'vendor' && io2.source.note).toContain('under 500 microseconds');
    const dram = findDevicePreset('dram-rule-of-thumb');
    expect(dram?.latencyNs).toBe(100);
    expect(dram?.source.kind === 'vendor' && dram.source.note).toContain('100 ns');
  });
});

describe('every preset', () => {
  it('has a unique id, bilingual label and note, and a usable latency', () => {
    const ids = devicePresets.map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const preset of devicePresets) {
      expect(preset.label.ja.length).toBeGreaterThan(0);
      expect(preset.label.en.length).toBeGreaterThan(0);
      expect(preset.note.ja.length).toBeGreaterThan(0);
      expect(preset.note.en.length).toBeGreaterThan(0);
      expect(preset.latencyNs).toBeGreaterThanOrEqual(inputBounds.memoryCost.min);
      expect(preset.latencyNs).toBeLessThanOrEqual(inputBounds.memoryCost.max);
    }
  });
});

describe('lookup helpers', () => {
  it('recognise known ids only', () => {
    expect(isDevicePresetId('hdd-2009')).toBe(true);
    expect(isDevicePresetId('floppy-1985')).toBe(false);
    expect(isDevicePresetId('')).toBe(false);
    expect(findDevicePreset('floppy-1985')).toBeUndefined();
  });

  it('filter by role', () => {
    const memory = devicePresetsForRole('memory').map((preset) => preset.id);
    expect(memory).toEqual(['memory-2009', 'dram-rule-of-thumb']);
    for (const preset of devicePresetsForRole('storage')) expect(preset.role).toBe('storage');
  });
});

describe('costsFromPresets', () => {
  it('takes both latencies in nanoseconds', () => {
    expect(costsFromPresets('memory-2009', 'hdd-2009')).toEqual({
      memoryCost: 60,
      diskCost: 5_000_000,
    });
    expect(costsFromPresets('memory-2009', 'intel-ssd-2009')).toEqual({
      memoryCost: 60,
      diskCost: 200_000,
    });
  });

  it('feeds the throughput maths: 2009 memory vs HDD at 99 % hits', () => {
    const costs = costsFromPresets('memory-2009', 'hdd-2009');
    // (0.99 × 60 + 0.01 × 5,000,000) / 60 = 50,059.4 / 60
    const result = slowdown(0.99, costs);
    assert(result.ok);
    expect(result.value).toBeCloseTo(50_059.4 / 60, 9);
  });
});

describe('withPerRequestOverhead', () => {
  it('adds the same cost to both sides', () => {
    expect(withPerRequestOverhead({ memoryCost: 60, diskCost: 5_000_000 }, 40)).toEqual({
      ok: true,
      value: { memoryCost: 100, diskCost: 5_000_040 },
    });
    expect(withPerRequestOverhead({ memoryCost: 60, diskCost: 5_000_000 }, 0)).toEqual({
      ok: true,
      value: { memoryCost: 60, diskCost: 5_000_000 },
    });
  });

  it('rejects overheads outside its bounds and sums outside the cost bounds', () => {
    for (const bad of [
      -1,
      Number.NaN,
      Infinity,
      overheadInputBounds.perRequestOverheadNs.max * 2,
    ]) {
      expect(withPerRequestOverhead({ memoryCost: 1, diskCost: 2 }, bad)).toEqual({
        ok: false,
        code: 'overhead-out-of-range',
      });
    }
    expect(withPerRequestOverhead({ memoryCost: 1, diskCost: 1e12 }, 1)).toEqual({
      ok: false,
      code: 'disk-cost-out-of-range',
    });
    expect(withPerRequestOverhead({ memoryCost: 1e12, diskCost: 1 }, 1)).toEqual({
      ok: false,
      code: 'memory-cost-out-of-range',
    });
    expect(withPerRequestOverhead({ memoryCost: Number.NaN, diskCost: 1 }, 1)).toEqual({
      ok: false,
      code: 'memory-cost-out-of-range',
    });
  });

  it('never widens the throughput gap (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b, overhead, hitRatio) => {
          const raw = { memoryCost: Math.min(a, b), diskCost: Math.max(a, b) };
          const padded = withPerRequestOverhead(raw, overhead);
          if (!padded.ok) throw new Error(padded.code);
          const before = relativeThroughput(hitRatio, raw);
          const after = relativeThroughput(hitRatio, padded.value);
          if (!before.ok || !after.ok) throw new Error('unexpected error');
          expect(after.value).toBeGreaterThanOrEqual(before.value * (1 - 1e-12));
        },
      ),
    );
  });
});
