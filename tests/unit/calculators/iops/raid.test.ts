import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  RAID_LEVELS,
  RAID_LEVEL_ORDER,
  type RaidLevel,
  arrayIops,
  backendIosPerFrontendIo,
  devicesNeeded,
  isRaidLevel,
  isValidDeviceCount,
} from '../../../../src/calculators/iops';

function iops(
  level: RaidLevel,
  deviceCount: number,
  deviceIops: number,
  readPercent: number,
): number {
  const result = arrayIops({ level, deviceCount, deviceIops, readPercent });
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe('RAID write penalties', () => {
  it('are 1 / 2 / 4 / 6 / 2 for RAID 0 / 1 / 5 / 6 / 10', () => {
    expect(RAID_LEVELS.raid0.writePenalty).toBe(1);
    expect(RAID_LEVELS.raid1.writePenalty).toBe(2);
    expect(RAID_LEVELS.raid5.writePenalty).toBe(4);
    expect(RAID_LEVELS.raid6.writePenalty).toBe(6);
    expect(RAID_LEVELS.raid10.writePenalty).toBe(2);
  });

  it('recognise level names from URLs', () => {
    expect(isRaidLevel('raid10')).toBe(true);
    expect(isRaidLevel('raid3')).toBe(false);
    expect(isRaidLevel('toString')).toBe(false);
  });
});

describe('arrayIops (hand-worked)', () => {
  it('4 × 200 IOPS HDD in RAID 1+0 (the 2009-08-13 post’s four-disk RAID 1+0)', () => {
    expect(iops('raid10', 4, 200, 100)).toBe(800); // reads spread over all four
    expect(iops('raid10', 4, 200, 0)).toBe(400); // every write hits both mirrors
    expect(iops('raid10', 4, 200, 50)).toBeCloseTo(800 / 1.5, 9); // 533.3
  });

  it('RAID 5 and RAID 6 pay 4 and 6 back-end I/Os per write', () => {
    // 4 × 200 = 800 back-end IOPS; 75 % reads → 0.75 + 0.25·4 = 1.75 per front-end I/O.
    expect(iops('raid5', 4, 200, 75)).toBeCloseTo(457.142857, 5);
    // 6 × 100 = 600; 50 % reads → 0.5 + 0.5·6 = 3.5.
    expect(iops('raid6', 6, 100, 50)).toBeCloseTo(171.428571, 5);
    // RAID 0 has no penalty: 3 × 200 at any mix.
    expect(iops('raid0', 3, 200, 10)).toBe(600);
  });

  it("EMC's worked example: 5,200 IOPS at 60 % reads on 180-IOPS disks", () => {
    // Disk load RAID 5 = 0.6·5,200 + 4·0.4·5,200 = 11,440 → 64 disks; RAID 1 = 7,280 → 41 → 42 (even).
    expect(5_200 * backendIosPerFrontendIo('raid5', 60)).toBeCloseTo(11_440, 9);
    expect(5_200 * backendIosPerFrontendIo('raid1', 60)).toBeCloseTo(7_280, 9);
    expect(
      devicesNeeded({ level: 'raid5', deviceIops: 180, readPercent: 60, demandIops: 5_200 }),
    ).toEqual({
      ok: true,
      value: 64,
    });
    expect(
      devicesNeeded({ level: 'raid1', deviceIops: 180, readPercent: 60, demandIops: 5_200 }),
    ).toEqual({
      ok: true,
      value: 42,
    });
  });

  it('does not add a device for floating-point noise', () => {
    // 2,000 IOPS at 100 % reads on 200-IOPS devices is exactly 10 devices.
    expect(
      devicesNeeded({ level: 'raid0', deviceIops: 200, readPercent: 100, demandIops: 2_000 }),
    ).toEqual({
      ok: true,
      value: 10,
    });
  });

  it('enforces level minimums and even counts', () => {
    expect(arrayIops({ level: 'raid5', deviceCount: 2, deviceIops: 200, readPercent: 50 })).toEqual(
      {
        ok: false,
        code: 'deviceCountBelowMinimum',
      },
    );
    expect(arrayIops({ level: 'raid6', deviceCount: 3, deviceIops: 200, readPercent: 50 })).toEqual(
      {
        ok: false,
        code: 'deviceCountBelowMinimum',
      },
    );
    expect(
      arrayIops({ level: 'raid10', deviceCount: 5, deviceIops: 200, readPercent: 50 }),
    ).toEqual({
      ok: false,
      code: 'deviceCountMustBeEven',
    });
    expect(arrayIops({ level: 'raid1', deviceCount: 1, deviceIops: 200, readPercent: 50 })).toEqual(
      {
        ok: false,
        code: 'deviceCountBelowMinimum',
      },
    );
    expect(
      arrayIops({ level: 'raid0', deviceCount: 2.5, deviceIops: 200, readPercent: 50 }),
    ).toEqual({
      ok: false,
      code: 'deviceCountInvalid',
    });
    // A tiny demand still needs the level's minimum.
    const tiny = { deviceIops: 10_000, readPercent: 50, demandIops: 1 };
    expect(devicesNeeded({ level: 'raid5', ...tiny })).toEqual({ ok: true, value: 3 });
    expect(devicesNeeded({ level: 'raid6', ...tiny })).toEqual({ ok: true, value: 4 });
    expect(devicesNeeded({ level: 'raid10', ...tiny })).toEqual({ ok: true, value: 2 });
    expect(devicesNeeded({ level: 'raid0', ...tiny })).toEqual({ ok: true, value: 1 });
  });

  it('rejects invalid numbers with codes', () => {
    expect(arrayIops({ level: 'raid0', deviceCount: 2, deviceIops: 0, readPercent: 50 })).toEqual({
      ok: false,
      code: 'deviceIopsInvalid',
    });
    expect(
      arrayIops({ level: 'raid0', deviceCount: 2, deviceIops: 100, readPercent: Number.NaN }),
    ).toEqual({
      ok: false,
      code: 'readPercentInvalid',
    });
    expect(
      devicesNeeded({ level: 'raid0', deviceIops: 100, readPercent: 50, demandIops: Infinity }),
    ).toEqual({
      ok: false,
      code: 'demandInvalid',
    });
  });
});

describe('RAID properties', () => {
  const levelArb = fc.constantFrom(...RAID_LEVEL_ORDER);
  const readPercentArb = fc.double({ min: 0, max: 100, noNaN: true });
  const deviceIopsArb = fc.double({ min: 1, max: 1_000_000, noNaN: true });

  it('capacity is finite and grows with the device count', () => {
    fc.assert(
      fc.property(
        levelArb,
        fc.integer({ min: 1, max: 9_999 }),
        deviceIopsArb,
        readPercentArb,
        (level, n, d, r) => {
          // Compare the two nearest valid counts (raid1/raid10 step by two).
          const a = Math.max(
            RAID_LEVELS[level].minDevices,
            n + (isValidDeviceCount(level, n) ? 0 : 1),
          );
          const b = a + (RAID_LEVELS[level].evenDevicesOnly ? 2 : 1);
          if (b > 10_000) return;
          const smaller = iops(level, a, d, r);
          const larger = iops(level, b, d, r);
          expect(Number.isFinite(smaller) && Number.isFinite(larger)).toBe(true);
          expect(larger).toBeGreaterThan(smaller);
        },
      ),
    );
  });

  it('capacity never exceeds N × device IOPS and never drops below N × device IOPS / penalty', () => {
    fc.assert(
      fc.property(
        levelArb,
        fc.integer({ min: 1, max: 5_000 }),
        deviceIopsArb,
        readPercentArb,
        (level, half, d, r) => {
          const n = Math.max(RAID_LEVELS[level].minDevices, half * 2);
          const value = iops(level, n, d, r);
          expect(value).toBeLessThanOrEqual(n * d * (1 + 1e-12));
          expect(value).toBeGreaterThanOrEqual(
            ((n * d) / RAID_LEVELS[level].writePenalty) * (1 - 1e-12),
          );
        },
      ),
    );
  });

  it('devicesNeeded returns the smallest valid count that serves the demand', () => {
    fc.assert(
      fc.property(
        levelArb,
        deviceIopsArb,
        readPercentArb,
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        (level, d, r, demand) => {
          const needed = devicesNeeded({
            level,
            deviceIops: d,
            readPercent: r,
            demandIops: demand,
          });
          expect(needed.ok).toBe(true);
          if (!needed.ok) return;
          const n = needed.value;
          expect(isValidDeviceCount(level, n)).toBe(true);
          const perDevice = d / backendIosPerFrontendIo(level, r);
          expect(n * perDevice).toBeGreaterThanOrEqual(demand * (1 - 1e-9));
          const smaller = n - (RAID_LEVELS[level].evenDevicesOnly ? 2 : 1);
          if (isValidDeviceCount(level, smaller)) {
            expect(smaller * perDevice).toBeLessThan(demand * (1 + 1e-9));
          }
        },
      ),
    );
  });
});
