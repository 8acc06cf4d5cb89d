import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type DeviceCapability,
  MAX_REPORTED_HEADROOM_PERCENT,
  RAID_LEVELS,
  RAID_LEVEL_ORDER,
  type SizingInput,
  type SizingResult,
  evaluateSizing,
  isValidDeviceCount,
  resolveDeviceCapability,
} from '../../../../src/calculators/iops';

function evaluate(input: SizingInput): SizingResult {
  const result = evaluateSizing(input);
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

const sasHdd: DeviceCapability = {
  readIops: 200,
  writeIops: 200,
  busInterface: 'sas',
  burstIops: null,
};

describe('evaluateSizing: arrays', () => {
  it('fits: 400 read IOPS on four 200-IOPS disks in RAID 1+0 (800) leaves 100 % headroom', () => {
    const result = evaluate({
      demand: { readIops: 400, writeIops: 0 },
      storage: { kind: 'array', level: 'raid10', deviceCount: 4, device: sasHdd },
    });
    expect(result.capacity.storageIops).toBe(800);
    expect(result.verdict).toEqual({ kind: 'fits', headroomPercent: 100 });
  });

  it('needsDevices: 700 reads + 100 writes on RAID 1+0 needs 6 disks', () => {
    // Back-end I/Os per front-end I/O = 0.875 + 0.125·2 = 1.125; 800·1.125/200 = 4.5 → 5 → even 6.
    const result = evaluate({
      demand: { readIops: 700, writeIops: 100 },
      storage: { kind: 'array', level: 'raid10', deviceCount: 4, device: sasHdd },
    });
    expect(result.capacity.storageIops).toBeCloseTo(800 / 1.125, 9);
    expect(result.verdict.kind).toBe('needsDevices');
    if (result.verdict.kind !== 'needsDevices') return;
    expect(result.verdict.count).toBe(6);
    expect(result.verdict.capacityIops).toBeCloseTo(1_200 / 1.125, 9);
    // The chart's curve runs over valid (even) counts and shows both 4 and 6.
    const xs = result.chart.curve?.points.map((p) => p.x) ?? [];
    expect(result.chart.curve?.axis).toBe('deviceCount');
    expect(xs).toContain(4);
    expect(xs).toContain(6);
    expect(xs.every((x) => x % 2 === 0)).toBe(true);
    expect(result.chart.bars).toEqual([
      { id: 'storage', iops: result.capacity.storageIops },
      { id: 'effective', iops: result.capacity.storageIops },
    ]);
  });

  it('keeps the chart curve short for very large arrays', () => {
    const result = evaluate({
      demand: { readIops: 5_000_000, writeIops: 5_000_000 },
      storage: { kind: 'array', level: 'raid6', deviceCount: 4, device: sasHdd },
    });
    // 10M·(0.5 + 0.5·6)/200 = 175,000 devices.
    expect(result.verdict).toMatchObject({ kind: 'needsDevices', count: 175_000 });
    const points = result.chart.curve?.points ?? [];
    expect(points.length).toBeLessThanOrEqual(64);
    expect(points.map((p) => p.x)).toContain(175_000);
  });

  it('refuses a write mix on a preset without a stated write figure', () => {
    const intel = resolveDeviceCapability('intel-ssd-parallel');
    if (!intel.ok) throw new Error(intel.code);
    expect(
      evaluateSizing({
        demand: { readIops: 9_000, writeIops: 1_000 },
        storage: { kind: 'array', level: 'raid10', deviceCount: 2, device: intel.value },
      }),
    ).toEqual({ ok: false, code: 'writeIopsNotStated' });
  });
});

describe('evaluateSizing: cloud volumes', () => {
  it('gp2: 1,000 IOPS on 100 GiB needs 334 GiB; the burst lasts 5.4M / 700 s meanwhile', () => {
    const result = evaluate({
      demand: { readIops: 1_000, writeIops: 0 },
      storage: { kind: 'gp2Volume', sizeGiB: 100 },
    });
    expect(result.capacity.storageIops).toBe(300);
    expect(result.verdict).toEqual({
      kind: 'needsLargerVolume',
      sizeGiB: 334,
      capacityIops: 1_002,
    });
    const sizes = result.chart.curve?.points.map((p) => p.x) ?? [];
    expect(sizes).toContain(100);
    expect(sizes).toContain(334);
    expect(result.gp2Burst?.kind).toBe('finite');
    if (result.gp2Burst?.kind === 'finite')
      expect(result.gp2Burst.seconds).toBeCloseTo(5_400_000 / 700, 6);
  });

  it('gp2: 20,000 IOPS exceeds one volume (16,000) → two volumes of 10,000 IOPS, 3,334 GiB each', () => {
    const result = evaluate({
      demand: { readIops: 20_000, writeIops: 0 },
      storage: { kind: 'gp2Volume', sizeGiB: 100 },
    });
    expect(result.verdict).toEqual({
      kind: 'needsMultipleVolumes',
      volumeCount: 2,
      iopsPerVolume: 10_000,
      sizeGiBPerVolume: 3_334,
    });
  });

  it('gp3: provision more IOPS, growing the volume when the 500 IOPS/GiB ratio requires it', () => {
    const small = evaluate({
      demand: { readIops: 8_000, writeIops: 2_000 },
      storage: {
        kind: 'provisionedVolume',
        volumeType: 'gp3',
        sizeGiB: 100,
        provisionedIops: 3_000,
      },
    });
    expect(small.verdict).toEqual({
      kind: 'needsProvisioned',
      iops: 10_000,
      minSizeGiB: 20,
      sizeIncreaseNeeded: false,
    });
    const large = evaluate({
      demand: { readIops: 60_000, writeIops: 0 },
      storage: {
        kind: 'provisionedVolume',
        volumeType: 'gp3',
        sizeGiB: 100,
        provisionedIops: 3_000,
      },
    });
    expect(large.verdict).toEqual({
      kind: 'needsProvisioned',
      iops: 60_000,
      minSizeGiB: 120,
      sizeIncreaseNeeded: true,
    });
    const tooMuch = evaluate({
      demand: { readIops: 100_000, writeIops: 0 },
      storage: {
        kind: 'provisionedVolume',
        volumeType: 'gp3',
        sizeGiB: 100,
        provisionedIops: 3_000,
      },
    });
    expect(tooMuch.verdict).toEqual({
      kind: 'needsMultipleVolumes',
      volumeCount: 2,
      iopsPerVolume: 50_000,
      sizeGiBPerVolume: 100,
    });
  });

  it('io2: 300,000 IOPS → two volumes of 150,000 IOPS, 150 GiB each', () => {
    const result = evaluate({
      demand: { readIops: 300_000, writeIops: 0 },
      storage: {
        kind: 'provisionedVolume',
        volumeType: 'io2',
        sizeGiB: 100,
        provisionedIops: 1_000,
      },
    });
    expect(result.verdict).toEqual({
      kind: 'needsMultipleVolumes',
      volumeCount: 2,
      iopsPerVolume: 150_000,
      sizeGiBPerVolume: 150,
    });
    expect(result.chart.curve).toBeNull();
  });

  it('passes volume configuration errors through as codes', () => {
    expect(
      evaluateSizing({
        demand: { readIops: 1, writeIops: 0 },
        storage: {
          kind: 'provisionedVolume',
          volumeType: 'io1',
          sizeGiB: 10,
          provisionedIops: 1_000,
        },
      }),
    ).toEqual({ ok: false, code: 'provisionedIopsExceedsSizeRatio' });
    expect(
      evaluateSizing({
        demand: { readIops: 0, writeIops: 0 },
        storage: { kind: 'gp2Volume', sizeGiB: 10 },
      }),
    ).toEqual({
      ok: false,
      code: 'zeroDemand',
    });
    expect(
      evaluateSizing({
        demand: { readIops: Number.NaN, writeIops: 0 },
        storage: { kind: 'gp2Volume', sizeGiB: 10 },
      }),
    ).toEqual({ ok: false, code: 'demandInvalid' });
  });
});

describe('evaluateSizing: throttle caps', () => {
  // The 2012-12-17 post's caps.
  const caps = { readIopsCap: 10_000, writeIopsCap: 10_000 };
  const io2 = {
    kind: 'provisionedVolume',
    volumeType: 'io2',
    sizeGiB: 100,
    provisionedIops: 20_000,
  } as const;

  it('fits under 10,000/10,000 caps at 90 % reads up to 11,111 IOPS', () => {
    const result = evaluate({
      demand: { readIops: 9_000, writeIops: 1_000 },
      storage: io2,
      throttle: caps,
    });
    expect(result.capacity.capOnlyIops).toBeCloseTo(100_000 / 9, 6); // 11,111.1
    expect(result.capacity.bottleneck).toBe('throttle');
    expect(result.verdict.kind).toBe('fits');
    if (result.verdict.kind === 'fits')
      expect(result.verdict.headroomPercent).toBeCloseTo(100 / 9, 6);
  });

  it('asks for a higher read cap when reads exceed it, whatever the storage', () => {
    const result = evaluate({
      demand: { readIops: 18_000, writeIops: 2_000 },
      storage: io2,
      throttle: caps,
    });
    expect(result.verdict).toEqual({
      kind: 'needsHigherCaps',
      readIopsCap: 18_000,
      writeIopsCap: null,
      storageRemedy: null,
    });
    const small = evaluate({
      demand: { readIops: 18_000, writeIops: 2_000 },
      storage: { ...io2, provisionedIops: 5_000 },
      throttle: caps,
    });
    expect(small.verdict).toMatchObject({
      kind: 'needsHigherCaps',
      storageRemedy: { kind: 'needsProvisioned', iops: 20_000 },
    });
  });
});

describe('evaluateSizing properties', () => {
  const levelArb = fc.constantFrom(...RAID_LEVEL_ORDER);
  const demandArb = fc.record({
    readIops: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
    writeIops: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  });
  const deviceArb = fc.record({
    readIops: fc.double({ min: 1, max: 1_000_000, noNaN: true }),
    writeIops: fc.double({ min: 1, max: 1_000_000, noNaN: true }),
    busInterface: fc.constant('unknown' as const),
    burstIops: fc.constant(null),
  });
  const capsArb = fc.option(
    fc.record({
      readIopsCap: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
      writeIopsCap: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
    }),
    { nil: null },
  );

  it('verdict agrees with capacity, outputs are finite, and the suggested count fits', () => {
    fc.assert(
      fc.property(
        demandArb,
        levelArb,
        fc.integer({ min: 1, max: 200 }),
        deviceArb,
        capsArb,
        (demand, level, half, device, throttle) => {
          if (demand.readIops + demand.writeIops === 0) return;
          const deviceCount = Math.max(RAID_LEVELS[level].minDevices, half * 2);
          const result = evaluateSizing({
            demand,
            storage: { kind: 'array', level, deviceCount, device },
            throttle,
          });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const { capacity, verdict, chart } = result.value;
          const total = demand.readIops + demand.writeIops;
          for (const v of [capacity.storageIops, capacity.effectiveIops, chart.demandIops]) {
            expect(Number.isFinite(v)).toBe(true);
          }
          expect(capacity.effectiveIops).toBeLessThanOrEqual(capacity.storageIops);
          if (verdict.kind === 'fits') {
            expect(capacity.effectiveIops).toBeGreaterThanOrEqual(total * (1 - 1e-9));
            expect(Number.isFinite(verdict.headroomPercent)).toBe(true);
            expect(verdict.headroomPercent).toBeGreaterThanOrEqual(-1e-7);
            expect(verdict.headroomPercent).toBeLessThanOrEqual(MAX_REPORTED_HEADROOM_PERCENT);
          } else {
            expect(capacity.effectiveIops).toBeLessThan(total * (1 + 1e-9));
          }
          const remedy = verdict.kind === 'needsHigherCaps' ? verdict.storageRemedy : verdict;
          if (remedy?.kind === 'needsDevices') {
            expect(isValidDeviceCount(level, remedy.count)).toBe(true);
            expect(remedy.count).toBeGreaterThan(deviceCount);
            expect(remedy.capacityIops).toBeGreaterThanOrEqual(total * (1 - 1e-9));
          }
          if (verdict.kind === 'needsHigherCaps') {
            if (verdict.readIopsCap !== null)
              expect(verdict.readIopsCap).toBeGreaterThanOrEqual(demand.readIops);
            if (verdict.writeIopsCap !== null)
              expect(verdict.writeIopsCap).toBeGreaterThanOrEqual(demand.writeIops);
          }
          const points = chart.curve?.points ?? [];
          for (let i = 1; i < points.length; i += 1) {
            const prev = points[i - 1];
            const point = points[i];
            if (prev === undefined || point === undefined) continue;
            expect(point.x).toBeGreaterThan(prev.x);
            expect(point.storageIops).toBeGreaterThanOrEqual(prev.storageIops);
            expect(Number.isFinite(point.effectiveIops)).toBe(true);
          }
        },
      ),
    );
  });

  it('following a needsDevices verdict yields fits (no caps)', () => {
    fc.assert(
      fc.property(demandArb, levelArb, deviceArb, (demand, level, device) => {
        if (demand.readIops + demand.writeIops === 0) return;
        const storage = {
          kind: 'array',
          level,
          deviceCount: RAID_LEVELS[level].minDevices,
          device,
        } as const;
        const first = evaluateSizing({ demand, storage });
        if (!first.ok || first.value.verdict.kind !== 'needsDevices') return;
        const count = first.value.verdict.count;
        if (count > 10_000) return; // beyond the device-count input bound
        const second = evaluateSizing({ demand, storage: { ...storage, deviceCount: count } });
        expect(second.ok && second.value.verdict.kind).toBe('fits');
      }),
    );
  });

  it('gp2 and provisioned volumes: verdicts are typed and numbers finite', () => {
    fc.assert(
      fc.property(
        demandArb,
        fc.integer({ min: 1, max: 16_384 }),
        fc.constantFrom('gp3' as const, 'io1' as const, 'io2' as const),
        (demand, sizeGiB, volumeType) => {
          if (demand.readIops + demand.writeIops === 0) return;
          const gp2 = evaluateSizing({ demand, storage: { kind: 'gp2Volume', sizeGiB } });
          expect(gp2.ok).toBe(true);
          if (gp2.ok) {
            expect(Number.isFinite(gp2.value.capacity.effectiveIops)).toBe(true);
            if (gp2.value.verdict.kind === 'needsLargerVolume') {
              expect(gp2.value.verdict.capacityIops).toBeGreaterThanOrEqual(
                gp2.value.demand.totalIops * (1 - 1e-9),
              );
            }
          }
          const size = Math.max(4, sizeGiB);
          const provisioned = evaluateSizing({
            demand,
            storage: {
              kind: 'provisionedVolume',
              volumeType,
              sizeGiB: size,
              provisionedIops: 3_000,
            },
          });
          if (!provisioned.ok) {
            // Only io1 volumes under 60 GiB cannot carry 3,000 IOPS (50 IOPS/GiB).
            expect(provisioned.code).toBe('provisionedIopsExceedsSizeRatio');
            expect(volumeType === 'io1' && size < 60).toBe(true);
            return;
          }
          const verdict = provisioned.value.verdict;
          // Rounding ignores float noise of up to one part in 10^9.
          const needed = provisioned.value.demand.totalIops * (1 - 1e-9);
          if (verdict.kind === 'needsProvisioned')
            expect(verdict.iops).toBeGreaterThanOrEqual(needed);
          if (verdict.kind === 'needsMultipleVolumes') {
            expect(verdict.volumeCount * verdict.iopsPerVolume).toBeGreaterThanOrEqual(needed);
          }
        },
      ),
    );
  });
});
