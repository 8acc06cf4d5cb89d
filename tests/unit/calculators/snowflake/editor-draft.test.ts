// The layout editor's working copy (src/components/SnowflakeCalculator/draft.ts):
// pure helpers, tested here because they decide what reaches the URL.
import { describe, expect, it } from 'vitest';
import { PRESET_KEYS, presets } from '../../../../src/calculators/snowflake/index';
import {
  draftOf,
  layoutOfDraft,
  layoutParamOf,
  parseEpoch,
  parseUnit,
  unusedName,
} from '../../../../src/components/SnowflakeCalculator/draft';

describe('layout editor draft', () => {
  it.each(PRESET_KEYS)('%s: a draft of a preset gives the preset back, as its key', (key) => {
    const result = layoutOfDraft(draftOf(presets[key].layout));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.layout).toEqual(presets[key].layout);
      expect(layoutParamOf(result.layout)).toBe(key);
    }
  });

  it('writes edited layouts as layout strings', () => {
    const fields = draftOf(presets.twitter.layout).map((f) =>
      f.name === 'timestamp' ? { ...f, bits: 40 } : f,
    );
    const result = layoutOfDraft(fields);
    expect(result.ok && layoutParamOf(result.layout)).toBe(
      'u1-unused.t40-timestamp-1288834974657-1.n5-datacenter.n5-worker.s12-sequence',
    );
  });

  it('reports half-typed names, epochs and units with the field they concern', () => {
    const fields = draftOf(presets.discord.layout).map((f) =>
      f.kind === 'timestamp' ? { ...f, name: 'Ts', epochText: 'soon', unitText: '0' } : f,
    );
    const result = layoutOfDraft(fields);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual(
        expect.arrayContaining([
          { code: 'bad-name', fieldIndex: 0 },
          { code: 'epoch-out-of-range', fieldIndex: 0 },
          { code: 'unit-out-of-range', fieldIndex: 0 },
        ]),
      );
    }
  });

  it('reads epochs as Unix ms or ISO 8601, and units as whole ms', () => {
    expect(parseEpoch('1420070400000')).toBe(1_420_070_400_000n);
    expect(parseEpoch('2015-01-01T00:00:00Z')).toBe(1_420_070_400_000n);
    expect(parseEpoch('１４２００７０４０００００')).toBe(1_420_070_400_000n);
    expect(parseEpoch('12345678901234567')).toBeNull();
    expect(parseEpoch('yesterday')).toBeNull();
    expect(parseUnit('10')).toBe(10n);
    expect(parseUnit('0')).toBeNull();
    expect(parseUnit('1.5')).toBeNull();
  });

  it('names new fields field1, field2, … skipping names in use', () => {
    const fields = draftOf([{ kind: 'node', name: 'field1', bits: 3 }]);
    expect(unusedName(fields)).toBe('field2');
  });
});
