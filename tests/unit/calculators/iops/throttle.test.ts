import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  THROTTLE_MECHANISMS,
  type ThrottleInput,
  mixedDeviceIops,
  resolveDeviceCapability,
  throttledIops,
} from '../../../../src/calculators/iops';

function bounded(input: ThrottleInput) {
  const result = throttledIops(input);
  if (!result.ok) throw new Error(result.code);
  if (result.value.kind !== 'bounded') throw new Error('expected a bounded outcome');
  return result.value;
}

// 2012-12-17 Provisioned IOPS post: cgroup caps of 10,000 read + 10,000 write IOPS.
const sourceCaps = { readIopsCap: 10_000, writeIopsCap: 10_000 };

describe('throttledIops reproduces the cgroup measurements', () => {
  it('100 % reads → 10,000 IOPS (read cap)', () => {
    const outcome = bounded({ ...sourceCaps, readPercent: 100, deviceLimitIops: null });
    expect(outcome.totalIops).toBe(10_000);
    expect(outcome.writeIops).toBe(0);
    expect(outcome.limitedBy).toEqual(['readCap']);
  });

  it('90 % reads → 11,111 IOPS = 10,000 reads + 1,111 writes', () => {
    const outcome = bounded({ ...sourceCaps, readPercent: 90, deviceLimitIops: null });
    expect(Math.round(outcome.totalIops)).toBe(11_111);
    expect(Math.round(outcome.readIops)).toBe(10_000);
    expect(Math.round(outcome.writeIops)).toBe(1_111);
    expect(outcome.limitedBy).toEqual(['readCap']);
  });

  it('50 % reads: the caps allow 20,000, so the measured 16,634 was device-bound', () => {
    const capsOnly = bounded({ ...sourceCaps, readPercent: 50, deviceLimitIops: null });
    expect(capsOnly.totalIops).toBe(20_000);
    expect(capsOnly.limitedBy).toEqual(['readCap', 'writeCap']);
    const measured = 16_634;
    expect(measured).toBeLessThan(capsOnly.totalIops);
    // Any device limit below the caps' 20,000 becomes the binding limit.
    for (const deviceLimitIops of [5_000, 15_000, 19_999]) {
      const outcome = bounded({ ...sourceCaps, readPercent: 50, deviceLimitIops });
      expect(outcome.totalIops).toBe(deviceLimitIops);
      expect(outcome.limitedBy).toEqual(['device']);
      expect(outcome.capOnlyIops).toBe(20_000);
    }
  });

  it('the Plextor catalog figures do not explain 16,634: the device bound needs a measured figure', () => {
    // Catalog 70,000 / 65,000 at a 50 % mix is ≈67,407 > 20,000, so with the catalog
    // as device limit the caps still bind. The post says the SSD did not reach 20,000
    // in that (virtualised, 16 KB) test, a figure the catalog does not give.
    const plextor = resolveDeviceCapability('plextor-px256m2p-catalog');
    if (!plextor.ok) throw new Error(plextor.code);
    const catalogMix = mixedDeviceIops(plextor.value, 50);
    if (!catalogMix.ok) throw new Error(catalogMix.code);
    const outcome = bounded({ ...sourceCaps, readPercent: 50, deviceLimitIops: catalogMix.value });
    expect(outcome.totalIops).toBe(20_000);
    expect(outcome.limitedBy).not.toContain('device');
  });

  it('stays finite when the read share is vanishingly small', () => {
    const outcome = throttledIops({
      readPercent: 1e-310,
      readIopsCap: 10_000,
      writeIopsCap: null,
      deviceLimitIops: null,
    });
    expect(outcome).toEqual({ ok: true, value: { kind: 'unbounded' } });
  });

  it('ignores a read cap at 0 % reads and a write cap at 100 % reads', () => {
    expect(
      throttledIops({
        readPercent: 0,
        readIopsCap: 10_000,
        writeIopsCap: null,
        deviceLimitIops: null,
      }),
    ).toEqual({
      ok: true,
      value: { kind: 'unbounded' },
    });
    expect(bounded({ ...sourceCaps, readPercent: 0, deviceLimitIops: null }).totalIops).toBe(
      10_000,
    );
    const deviceOnly = bounded({
      readPercent: 100,
      readIopsCap: null,
      writeIopsCap: 500,
      deviceLimitIops: 7_000,
    });
    expect(deviceOnly).toMatchObject({
      totalIops: 7_000,
      limitedBy: ['device'],
      capOnlyIops: null,
    });
  });

  it('rejects invalid input with codes', () => {
    const base = { ...sourceCaps, readPercent: 50, deviceLimitIops: null };
    expect(throttledIops({ ...base, readPercent: 100.5 })).toEqual({
      ok: false,
      code: 'readPercentInvalid',
    });
    expect(throttledIops({ ...base, readIopsCap: 0 })).toEqual({ ok: false, code: 'capInvalid' });
    expect(throttledIops({ ...base, writeIopsCap: Number.NaN })).toEqual({
      ok: false,
      code: 'capInvalid',
    });
    expect(throttledIops({ ...base, deviceLimitIops: -1 })).toEqual({
      ok: false,
      code: 'deviceLimitInvalid',
    });
  });

  it('lists the cgroup v1 files the post used and the cgroup v2 keys', () => {
    const v1 = THROTTLE_MECHANISMS.find((m) => m.id === 'cgroup-v1-blkio');
    expect(v1?.readSetting).toBe('blkio.throttle.read_iops_device');
    expect(v1?.writeSetting).toBe('blkio.throttle.write_iops_device');
    expect(v1?.source.kind).toBe('seed');
    const v2 = THROTTLE_MECHANISMS.find((m) => m.id === 'cgroup-v2-io-max');
    expect(v2?.readSetting).toContain('riops');
    expect(v2?.writeSetting).toContain('wiops');
  });
});

describe('throttle properties', () => {
  const capArb = fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null });
  const deviceArb = fc.option(fc.double({ min: 1, max: 10_000_000, noNaN: true }), { nil: null });

  it('never exceeds any cap or the device limit, and equals the tightest one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        capArb,
        capArb,
        deviceArb,
        (readPercent, readIopsCap, writeIopsCap, deviceLimitIops) => {
          const result = throttledIops({ readPercent, readIopsCap, writeIopsCap, deviceLimitIops });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const r = readPercent / 100;
          const applicable: number[] = [];
          if (readIopsCap !== null && r > 0) applicable.push(readIopsCap / r);
          if (writeIopsCap !== null && r < 1) applicable.push(writeIopsCap / (1 - r));
          // A cap whose share is too small to bind overflows; it does not limit anything.
          applicable.splice(0, applicable.length, ...applicable.filter((v) => Number.isFinite(v)));
          if (deviceLimitIops !== null) applicable.push(deviceLimitIops);
          if (applicable.length === 0) {
            expect(result.value.kind).toBe('unbounded');
            return;
          }
          expect(result.value.kind).toBe('bounded');
          if (result.value.kind !== 'bounded') return;
          const { totalIops, readIops, writeIops } = result.value;
          for (const v of [totalIops, readIops, writeIops]) expect(Number.isFinite(v)).toBe(true);
          const eps = 1 + 1e-12;
          if (readIopsCap !== null) expect(readIops).toBeLessThanOrEqual(readIopsCap * eps);
          if (writeIopsCap !== null) expect(writeIops).toBeLessThanOrEqual(writeIopsCap * eps);
          if (deviceLimitIops !== null) expect(totalIops).toBeLessThanOrEqual(deviceLimitIops);
          expect(totalIops).toBe(Math.min(...applicable));
          expect(readIops + writeIops).toBeCloseTo(totalIops, 6);
        },
      ),
    );
  });

  it('raising a cap never lowers the total', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (readPercent, readIopsCap, writeIopsCap, raise) => {
          const before = bounded({
            readPercent,
            readIopsCap,
            writeIopsCap,
            deviceLimitIops: 10_000_000,
          });
          const after = bounded({
            readPercent,
            readIopsCap: readIopsCap + raise,
            writeIopsCap,
            deviceLimitIops: 10_000_000,
          });
          expect(after.totalIops).toBeGreaterThanOrEqual(before.totalIops);
        },
      ),
    );
  });
});
