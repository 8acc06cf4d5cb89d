import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { sourceById } from '../../../../src/sources/registry';
import fc from 'fast-check';
import { normalizeWhitespace } from '../../../../src/datasets/provenance';
import {
  compareWithSource,
  sourceBenchmark,
} from '../../../../src/calculators/group-commit/sourceComparison';
import * as sources from '../../../../src/calculators/group-commit/sources';
import { fsyncDevicePresets } from '../../../../src/calculators/group-commit/fsyncDevices';
import { inputBounds } from '../../../../src/calculators/group-commit/groupCommitModel';
import type { QuotedSeedCitation } from '../../../../src/calculators/group-commit/types';
import { valueOf } from './arbitraries';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The seeds sit beside the repository (as in tests/unit/datasets). */
const seedsDir = path.resolve(here, '../../../../..', 'shared', 'seeds');

describe('the 2009-08-12 benchmark beside the model', () => {
  it('carries the figures the post states', () => {
    expect(sourceBenchmark.clients).toBe(30);
    expect(sourceBenchmark.transactions).toBe(100_000);
    expect(sourceBenchmark.measuredFsyncsPer100k).toEqual({ builtin: 200_251, plugin: 26_092 });
    expect(sourceBenchmark.measuredSpeedup).toBe(6.1);
    expect(sourceBenchmark.fsyncsPerSecond).toBe(10_000);
    const quote = sourceBenchmark.sources.fsyncsPer100k.quote;
    expect(quote).toContain('200251');
    expect(quote).toContain('26092');
  });

  it("computes the model's value for the built-in engine: 2 per transaction = 200,000 per 100,000", () => {
    const comparison = valueOf(compareWithSource(0));
    expect(comparison.builtin.model).toBe(200_000);
    expect(comparison.builtin.measured).toBe(200_251);
  });

  it("computes the model's Plugin 1.0.4 value and keeps it within an order of magnitude of 26,092 (not fitted)", () => {
    const comparison = valueOf(compareWithSource(0));
    expect(Number.isFinite(comparison.plugin.model)).toBe(true);
    expect(comparison.plugin.model).toBeGreaterThan(0);
    expect(comparison.plugin.model).toBeLessThan(comparison.builtin.model);
    expect(comparison.plugin.measured).toBe(26_092);
    expect(comparison.pluginMeasuredOverModel).toBeGreaterThan(0.1);
    expect(comparison.pluginMeasuredOverModel).toBeLessThan(10);
  });

  it('is computed for any valid other time, and refuses an invalid one with a code', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: inputBounds.otherTimeUs.max, noNaN: true }), (w) => {
        const comparison = valueOf(compareWithSource(w));
        for (const value of [
          comparison.plugin.model,
          comparison.builtin.model,
          comparison.speedup.model,
          comparison.pluginMeasuredOverModel,
        ]) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
    expect(compareWithSource(-1)).toEqual({ ok: false, code: 'other-time-out-of-range' });
    expect(compareWithSource(Number.NaN)).toEqual({ ok: false, code: 'other-time-out-of-range' });
  });
});

describe('seed citations', () => {
  const seedCitations: QuotedSeedCitation[] = [
    ...Object.values(sources),
    ...fsyncDevicePresets.map((preset) => preset.source).filter((source) => source.kind === 'seed'),
  ];

  it('finds the seed files beside the repository', () => {
    expect(existsSync(seedsDir), `seeds expected at ${seedsDir}`).toBe(true);
  });

  it('quote the seed files verbatim (after whitespace normalisation)', () => {
    for (const citation of seedCitations) {
      const seed = sourceById(citation.source).seed;
      expect(seed, citation.source).toBeDefined();
      const text = normalizeWhitespace(readFileSync(path.join(seedsDir, seed!.file), 'utf8'));
      expect(text, `${seed!.file}: ${citation.quote}`).toContain(
        normalizeWhitespace(citation.quote),
      );
      expect(text).toContain(seed!.title);
    }
  });
});
