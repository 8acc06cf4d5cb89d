import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceById } from '../../../../src/sources/registry';

import {
  DEVICE_PRESETS,
  type DeviceCapability,
  customDeviceCapability,
  findDevicePreset,
  gp2BaselineIops,
  gp2SizeForBaseline,
  maxProvisionableIops,
  minSizeForProvisionedIops,
  mixedDeviceIops,
  resolveDeviceCapability,
  validateProvisionedVolume,
} from '../../../../src/calculators/iops';

function fixedFigures(id: string): { read: number; write: number | null; sourceFile: string } {
  const preset = findDevicePreset(id);
  if (preset === undefined || preset.performance.kind !== 'fixed')
    throw new Error(`no fixed preset ${id}`);
  const { readIops, writeIops } = preset.performance;
  if (readIops.source.kind !== 'seed') throw new Error('expected a seed source');
  return {
    read: readIops.value,
    write: writeIops?.value ?? null,
    sourceFile: sourceById(readIops.source.source).seed?.file ?? '',
  };
}

describe('device presets', () => {
  it('have unique ids and both labels', () => {
    const ids = DEVICE_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const preset of DEVICE_PRESETS) {
      expect(preset.label.ja.length).toBeGreaterThan(0);
      expect(preset.label.en.length).toBeGreaterThan(0);
    }
  });

  it('carry the figures stated in the sources', () => {
    // 2009-08-20: SAS HDD ≈200 random IOPS single, ≈500 with many connections.
    expect(fixedFigures('sas-hdd-single')).toEqual({
      read: 200,
      write: 200,
      sourceFile: '000_8f50174bb76bc037.txt',
    });
    expect(fixedFigures('sas-hdd-many')).toMatchObject({ read: 500, write: 500 });
    // Intel SSD: random reads 5,000 single / ≈25,000 parallel; no write figure stated.
    expect(fixedFigures('intel-ssd-single')).toMatchObject({ read: 5_000, write: null });
    expect(fixedFigures('intel-ssd-parallel')).toMatchObject({ read: 25_000, write: null });
    // 2012-12-17: Plextor PX-256M2P catalog 70,000 read / 65,000 write.
    expect(fixedFigures('plextor-px256m2p-catalog')).toEqual({
      read: 70_000,
      write: 65_000,
      sourceFile: '002_7fc6e8a85bebbe2e.txt',
    });
    // EBS Standard: documented ≈100 average, measured 14,000 burst then 300–600.
    expect(fixedFigures('ebs-standard-average')).toMatchObject({ read: 100, write: 100 });
    expect(fixedFigures('ebs-standard-burst')).toMatchObject({ read: 14_000, write: null });
    expect(fixedFigures('ebs-standard-after-burst')).toMatchObject({ read: 300, write: null });
  });

  it('assign eras by source period', () => {
    const era = (id: string): string | undefined => findDevicePreset(id)?.era;
    expect(era('sas-hdd-single')).toBe('2009');
    expect(era('plextor-px256m2p-catalog')).toBe('2012-2013');
    expect(era('ebs-standard-burst')).toBe('2012-2013');
    expect(era('ebs-gp3')).toBe('current');
    expect(findDevicePreset('no-such-device')).toBeUndefined();
  });

  it('cite vendor documentation for current EBS volume types', () => {
    const gp3 = findDevicePreset('ebs-gp3');
    expect(gp3?.performance).toEqual({ kind: 'provisioned', volumeType: 'gp3' });
    expect(resolveDeviceCapability('ebs-io2', { sizeGiB: 10 })).toEqual({
      ok: false,
      code: 'provisionedIopsRequired',
    });
    expect(resolveDeviceCapability('ebs-gp2')).toEqual({ ok: false, code: 'volumeSizeRequired' });
  });
});

describe('EBS volume limits', () => {
  it('gp2 baseline: 3 IOPS/GiB between 100 and 16,000 (AWS examples)', () => {
    expect(gp2BaselineIops(100)).toEqual({ ok: true, value: 300 });
    expect(gp2BaselineIops(20)).toEqual({ ok: true, value: 100 });
    expect(gp2BaselineIops(334)).toEqual({ ok: true, value: 1_002 });
    expect(gp2BaselineIops(5_334)).toEqual({ ok: true, value: 16_000 });
    expect(gp2BaselineIops(16_384)).toEqual({ ok: true, value: 16_000 });
    expect(gp2BaselineIops(0)).toEqual({ ok: false, code: 'volumeSizeInvalid' });
    expect(gp2BaselineIops(16_385)).toEqual({ ok: false, code: 'volumeSizeInvalid' });
    expect(gp2SizeForBaseline(1_000)).toBe(334);
    expect(gp2SizeForBaseline(50)).toBe(1);
    expect(gp2SizeForBaseline(16_001)).toBeNull();
  });

  it('gp2 capability reports the burst ceiling only below a 3,000 baseline', () => {
    expect(resolveDeviceCapability('ebs-gp2', { sizeGiB: 100 })).toEqual({
      ok: true,
      value: { readIops: 300, writeIops: 300, busInterface: 'network', burstIops: 3_000 },
    });
    const large = resolveDeviceCapability('ebs-gp2', { sizeGiB: 1_000 });
    expect(large.ok && large.value.burstIops).toBeNull();
  });

  it('gp3: 3,000 included, 80,000 max at 500 IOPS/GiB (reached at 160 GiB)', () => {
    expect(maxProvisionableIops('gp3', 1)).toEqual({ ok: true, value: 3_000 });
    expect(maxProvisionableIops('gp3', 100)).toEqual({ ok: true, value: 50_000 });
    expect(maxProvisionableIops('gp3', 160)).toEqual({ ok: true, value: 80_000 });
    expect(maxProvisionableIops('gp3', 65_536)).toEqual({ ok: true, value: 80_000 });
    expect(validateProvisionedVolume('gp3', 159, 80_000)).toEqual({
      ok: false,
      code: 'provisionedIopsExceedsSizeRatio',
    });
    expect(validateProvisionedVolume('gp3', 160, 80_000)).toEqual({ ok: true, value: 80_000 });
    expect(validateProvisionedVolume('gp3', 160, 2_999)).toEqual({
      ok: false,
      code: 'provisionedIopsBelowMinimum',
    });
    expect(validateProvisionedVolume('gp3', 200, 80_001)).toEqual({
      ok: false,
      code: 'provisionedIopsAboveMaximum',
    });
    expect(minSizeForProvisionedIops('gp3', 3_000)).toBe(1);
    expect(minSizeForProvisionedIops('gp3', 60_000)).toBe(120);
  });

  it('io1: 50 IOPS/GiB (AWS: 100 GiB → 5,000; 1,280 GiB → 64,000)', () => {
    expect(validateProvisionedVolume('io1', 100, 5_000)).toEqual({ ok: true, value: 5_000 });
    expect(validateProvisionedVolume('io1', 100, 5_001)).toEqual({
      ok: false,
      code: 'provisionedIopsExceedsSizeRatio',
    });
    expect(maxProvisionableIops('io1', 1_280)).toEqual({ ok: true, value: 64_000 });
    expect(validateProvisionedVolume('io1', 3, 100)).toEqual({
      ok: false,
      code: 'volumeSizeInvalid',
    });
    expect(validateProvisionedVolume('io1', 100, 1_000.5)).toEqual({
      ok: false,
      code: 'provisionedIopsInvalid',
    });
  });

  it('io2 Block Express: 1,000 IOPS/GiB up to 256,000 (reached at 256 GiB)', () => {
    expect(maxProvisionableIops('io2', 256)).toEqual({ ok: true, value: 256_000 });
    expect(maxProvisionableIops('io2', 100)).toEqual({ ok: true, value: 100_000 });
    expect(minSizeForProvisionedIops('io2', 256_000)).toBe(256);
    expect(minSizeForProvisionedIops('io2', 256_001)).toBeNull();
  });
});

describe('mixedDeviceIops', () => {
  const plextor: DeviceCapability = {
    readIops: 70_000,
    writeIops: 65_000,
    busInterface: 'sata',
    burstIops: null,
  };

  it('is the pure figure at 100 % / 0 % reads and the harmonic mix in between', () => {
    expect(mixedDeviceIops(plextor, 100)).toEqual({ ok: true, value: 70_000 });
    expect(mixedDeviceIops(plextor, 0)).toEqual({ ok: true, value: 65_000 });
    // 1 / (0.5/70,000 + 0.5/65,000) = 2·70,000·65,000 / 135,000 ≈ 67,407.4
    const half = mixedDeviceIops(plextor, 50);
    expect(half.ok && half.value).toBeCloseTo(67_407.407, 2);
  });

  it('refuses to guess a write figure the source does not state', () => {
    const intel = resolveDeviceCapability('intel-ssd-single');
    expect(intel.ok).toBe(true);
    if (!intel.ok) return;
    expect(mixedDeviceIops(intel.value, 100)).toEqual({ ok: true, value: 5_000 });
    expect(mixedDeviceIops(intel.value, 90)).toEqual({ ok: false, code: 'writeIopsNotStated' });
    expect(mixedDeviceIops(intel.value, 101)).toEqual({ ok: false, code: 'readPercentInvalid' });
  });

  it('validates user-defined devices', () => {
    expect(customDeviceCapability(0, 100)).toEqual({ ok: false, code: 'deviceIopsInvalid' });
    expect(customDeviceCapability(100, Number.POSITIVE_INFINITY)).toEqual({
      ok: false,
      code: 'deviceIopsInvalid',
    });
    expect(customDeviceCapability(800, 400, 'sas')).toEqual({
      ok: true,
      value: { readIops: 800, writeIops: 400, busInterface: 'sas', burstIops: null },
    });
  });

  it('property: the mixed figure lies between the read and write figures', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000_000, noNaN: true }),
        fc.double({ min: 1, max: 10_000_000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (readIops, writeIops, readPercent) => {
          const device = customDeviceCapability(readIops, writeIops);
          if (!device.ok) throw new Error('valid device rejected');
          const mixed = mixedDeviceIops(device.value, readPercent);
          expect(mixed.ok).toBe(true);
          if (!mixed.ok) return;
          expect(Number.isFinite(mixed.value)).toBe(true);
          expect(mixed.value).toBeGreaterThanOrEqual(Math.min(readIops, writeIops) * (1 - 1e-12));
          expect(mixed.value).toBeLessThanOrEqual(Math.max(readIops, writeIops) * (1 + 1e-12));
        },
      ),
    );
  });
});
