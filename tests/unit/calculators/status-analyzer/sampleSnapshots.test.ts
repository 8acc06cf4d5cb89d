import { describe, it, expect } from 'vitest';
import { sampleSnapshots } from '../../../../src/calculators/status-analyzer/sampleSnapshots';
import { analyzeStatus } from '../../../../src/calculators/status-analyzer/analyzeStatus';
import { fixture, manifest } from './fixtures';

describe('the page’s sample', () => {
  it('is the sample/table fixture pair, byte for byte (regenerate with fixtures/generate-sample.mjs)', () => {
    const entry = manifest.pairs[sampleSnapshots.fixture]!;
    expect(sampleSnapshots.before).toBe(fixture(entry.before));
    expect(sampleSnapshots.after).toBe(fixture(entry.after));
    expect(sampleSnapshots.intervalSeconds).toBe(entry.intervalSeconds);
  });

  it('analyses without errors or warnings, so the server-rendered page shows a real result', () => {
    const result = analyzeStatus(sampleSnapshots);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.warnings).toEqual([]);
    expect(result.value.flags.length).toBeGreaterThan(0);
  });
});
