import { describe, it, expect } from 'vitest';
import { findSource } from '../../../../src/sources/registry';
import {
  findFsyncDevicePreset,
  fsyncDevicePresets,
  fsyncsPerSecondFromLatencyUs,
  isFsyncDevicePresetId,
  latencyUsFromFsyncsPerSecond,
} from '../../../../src/calculators/group-commit/fsyncDevices';
import { inputBounds } from '../../../../src/calculators/group-commit/groupCommitModel';
import { isWithinBound } from '../../../../src/calculators/group-commit/types';

describe('fsync presets', () => {
  it('have unique ids and latencies the model accepts', () => {
    const ids = fsyncDevicePresets.map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const preset of fsyncDevicePresets) {
      expect(isWithinBound(preset.latencyUs, inputBounds.fsyncLatencyUs)).toBe(true);
      expect(isFsyncDevicePresetId(preset.id)).toBe(true);
      expect(findFsyncDevicePreset(preset.id)).toBe(preset);
    }
    expect(isFsyncDevicePresetId('floppy')).toBe(false);
  });

  it('carry the 2009 figures: ≈10,000 fsync/s with a battery-backed cache, 5 ms HDD access', () => {
    expect(
      fsyncsPerSecondFromLatencyUs(findFsyncDevicePreset('hdd-bbwc-2009')?.latencyUs ?? 0),
    ).toBe(10_000);
    const bbwc = findFsyncDevicePreset('hdd-bbwc-2009')?.source;
    expect(bbwc?.kind === 'seed' && bbwc.quote.includes('毎秒10000回')).toBe(true);
    const hdd = findFsyncDevicePreset('hdd-no-cache-2009');
    expect(hdd?.latencyUs).toBe(5_000);
    expect(hdd?.source.kind === 'seed' && hdd.source.quote.includes('5ms')).toBe(true);
  });

  it('cite a number that appears in the cited note for every later preset', () => {
    const later = fsyncDevicePresets.filter((preset) => preset.era === 'later');
    expect(later.length).toBeGreaterThan(0);
    for (const preset of later) {
      const source = preset.source;
      expect(source.kind).toBe('vendor');
      expect(findSource(source.source), source.source).toBeDefined();
      expect(source.asOf.length).toBeGreaterThan(0);
      // The preset's figure, as the source states it, occurs in the note.
      const stated =
        preset.statedAs === 'rate'
          ? fsyncsPerSecondFromLatencyUs(preset.latencyUs)
          : preset.latencyUs >= 1000
            ? preset.latencyUs / 1000
            : preset.latencyUs;
      const text = String(Math.round(stated * 100) / 100);
      expect(source.note, preset.id).toContain(text);
    }
  });

  it('converts between latency and rate', () => {
    expect(latencyUsFromFsyncsPerSecond(10_000)).toBe(100);
    expect(fsyncsPerSecondFromLatencyUs(5_000)).toBe(200);
  });
});
