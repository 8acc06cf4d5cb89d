import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type BlockSizeKiB,
  INNODB_PAGE_SIZE_KIB,
  REFERENCE_LATENCIES_MS,
  SATA_NCQ_MAX_QUEUE_DEPTH,
  bandwidthFromIops,
  iopsFromQueue,
  latencyFromQueue,
  outstandingFromIops,
} from '../../../../src/calculators/iops';

function value<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe("Little's law", () => {
  it('one I/O at a time: 5 ms → 200 IOPS (HDD), 0.2 ms → 5,000 IOPS (Intel SSD)', () => {
    // The 2009-08-20 post states both the latencies and these single-connection IOPS.
    const hdd = value(
      iopsFromQueue({
        outstandingIos: 1,
        latencyMs: REFERENCE_LATENCIES_MS.hdd.value,
        busInterface: 'sas',
      }),
    );
    expect(hdd.iops).toBeCloseTo(200, 9);
    const ssd = value(
      iopsFromQueue({
        outstandingIos: 1,
        latencyMs: REFERENCE_LATENCIES_MS.intelSsd.value,
        busInterface: 'sata',
      }),
    );
    expect(ssd.iops).toBeCloseTo(5_000, 9);
  });

  it('matches iostat on slide 35: r/s × await ≈ avgqu-sz', () => {
    // HDD: 243 r/s, await 5.05 ms, avgqu-sz 1.23. SSD: 2,972 r/s, await 0.24 ms, avgqu-sz 0.72.
    expect(Math.abs(value(outstandingFromIops(243, 5.05)) - 1.23)).toBeLessThan(0.01);
    expect(Math.abs(value(outstandingFromIops(2_972, 0.24)) - 0.72)).toBeLessThan(0.01);
  });

  it('caps SATA at NCQ depth 32 and flags it', () => {
    expect(SATA_NCQ_MAX_QUEUE_DEPTH.value).toBe(32);
    const sata = value(iopsFromQueue({ outstandingIos: 64, latencyMs: 1, busInterface: 'sata' }));
    expect(sata).toEqual({ iops: 32_000, effectiveOutstandingIos: 32, cappedByNcq: true });
    const atLimit = value(
      iopsFromQueue({ outstandingIos: 32, latencyMs: 1, busInterface: 'sata' }),
    );
    expect(atLimit.cappedByNcq).toBe(false);
    const sas = value(iopsFromQueue({ outstandingIos: 64, latencyMs: 1, busInterface: 'sas' }));
    expect(sas).toEqual({ iops: 64_000, effectiveOutstandingIos: 64, cappedByNcq: false });
  });

  it('rejects zero or invalid inputs with codes', () => {
    expect(iopsFromQueue({ outstandingIos: 1, latencyMs: 0, busInterface: 'sas' })).toEqual({
      ok: false,
      code: 'latencyInvalid',
    });
    expect(iopsFromQueue({ outstandingIos: 0, latencyMs: 1, busInterface: 'sas' })).toEqual({
      ok: false,
      code: 'outstandingIosInvalid',
    });
    expect(iopsFromQueue({ outstandingIos: 1.5, latencyMs: 1, busInterface: 'sas' })).toEqual({
      ok: false,
      code: 'outstandingIosInvalid',
    });
    expect(latencyFromQueue(1, 0)).toEqual({ ok: false, code: 'iopsInvalid' });
    expect(outstandingFromIops(Number.NaN, 1)).toEqual({ ok: false, code: 'iopsInvalid' });
  });

  it('property: rearrangements round-trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65_536 }),
        fc.double({ min: 0.001, max: 60_000, noNaN: true }),
        (outstandingIos, latencyMs) => {
          const { iops } = value(
            iopsFromQueue({ outstandingIos, latencyMs, busInterface: 'unknown' }),
          );
          expect(Number.isFinite(iops)).toBe(true);
          if (iops > 10_000_000 || iops === 0) return; // outside the IOPS input bound
          const latencyBack = value(latencyFromQueue(outstandingIos, iops));
          expect(latencyBack).toBeCloseTo(latencyMs, 6);
          const outstandingBack = value(outstandingFromIops(iops, latencyMs));
          expect(outstandingBack).toBeCloseTo(outstandingIos, 6);
        },
      ),
    );
  });

  it('property: SATA never delivers more than 32 outstanding I/Os allow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65_536 }),
        fc.double({ min: 0.001, max: 100, noNaN: true }),
        (outstandingIos, latencyMs) => {
          const sata = value(iopsFromQueue({ outstandingIos, latencyMs, busInterface: 'sata' }));
          expect(sata.effectiveOutstandingIos).toBe(Math.min(outstandingIos, 32));
          expect(sata.iops).toBeLessThanOrEqual((32 * 1000) / latencyMs + 1e-6);
          expect(sata.cappedByNcq).toBe(outstandingIos > 32);
        },
      ),
    );
  });
});

describe('bandwidthFromIops', () => {
  it('multiplies IOPS by the block size (16 KiB = InnoDB page)', () => {
    expect(INNODB_PAGE_SIZE_KIB.value).toBe(16);
    expect(value(bandwidthFromIops(1_000, 16))).toEqual({
      bytesPerSecond: 16_384_000,
      mebibytesPerSecond: 15.625,
    });
    expect(value(bandwidthFromIops(256, 4))).toEqual({
      bytesPerSecond: 1_048_576,
      mebibytesPerSecond: 1,
    });
    expect(value(bandwidthFromIops(3_000, 8)).mebibytesPerSecond).toBeCloseTo(23.4375, 9);
  });

  it('slide 35: ≈16 KB per read for both HDD and SSD range scans', () => {
    // 4.11 MB/s at 243 r/s and 53.34 MB/s at 2,972 r/s; the slide rounds both to 16 KB.
    for (const [mbPerSecond, readsPerSecond] of [
      [4.11, 243],
      [53.34, 2_972],
    ] as const) {
      const predicted = value(bandwidthFromIops(readsPerSecond, 16)).mebibytesPerSecond;
      expect(Math.abs(predicted - mbPerSecond) / mbPerSecond).toBeLessThan(0.15);
    }
  });

  it('rejects block sizes other than 4, 8 and 16 KiB', () => {
    expect(bandwidthFromIops(100, 32 as BlockSizeKiB)).toEqual({
      ok: false,
      code: 'blockSizeInvalid',
    });
    expect(bandwidthFromIops(-1, 16)).toEqual({ ok: false, code: 'iopsInvalid' });
  });
});
