import { describe, expect, it } from 'vitest';
import { formatTable, formatValue, median, ratio } from '../../scripts/perf/figures';

describe('median of runs', () => {
  it('takes the middle run of an odd count, whatever the order', () => {
    expect(median([310, 120, 190])).toBe(190);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out runs without a figure, and has none for no runs', () => {
    expect(median([Number.NaN, 7, 5])).toBe(6);
    expect(median([])).toBeUndefined();
  });
});

describe('ratio of this site to the bare template', () => {
  it('divides this site by the template', () => {
    expect(ratio(300, 200)).toBe(1.5);
  });

  it('has none when a side is missing or the template is 0', () => {
    expect(ratio(300, undefined)).toBeUndefined();
    expect(ratio(undefined, 200)).toBeUndefined();
    expect(ratio(300, 0)).toBeUndefined();
  });
});

describe('the printed table', () => {
  it('prints scores out of 100, milliseconds and KiB', () => {
    expect(formatValue(0.87, 'score')).toBe('87');
    expect(formatValue(1234.4, 'ms')).toBe('1,234 ms');
    expect(formatValue(2048, 'KiB')).toBe('2.0 KiB');
    expect(formatValue(undefined, 'ms')).toBe('—');
  });

  it('has a header, a rule and one aligned line per figure with its ratio', () => {
    const table = formatTable([
      { figure: 'ja home: TBT', unit: 'ms', site: 300, bare: 200 },
      { figure: 'ja calculator page: TBT', unit: 'ms', site: 450, bare: undefined },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^figure +this site +bare template +ratio$/);
    expect(lines[2]).toMatch(/^ja home: TBT +300 ms +200 ms +×1\.50$/);
    expect(lines[3]).toMatch(/^ja calculator page: TBT +450 ms +— +—$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
