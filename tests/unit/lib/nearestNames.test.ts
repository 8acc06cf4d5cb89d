import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, nearestNames } from '../../../src/lib/nearestNames';
import { shortLinks } from '../../../src/registry/shortLinks';

const NAMES = shortLinks.map((link) => link.name);

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('snowflake', 'snowflake')).toBe(0);
    expect(editDistance('snowfalke', 'snowflake')).toBe(1);
    expect(editDistance('iop', 'iops')).toBe(1);
    expect(editDistance('iopss', 'iops')).toBe(1);
    expect(editDistance('iaps', 'iops')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('is a distance: zero only for equal strings, symmetric, at most the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }),
    );
  });
});

describe('nearestNames', () => {
  it('suggests the short link a typo meant, first', () => {
    expect(nearestNames('snowfalke', NAMES)[0]).toBe('snowflake');
    expect(nearestNames('SNOWFLAKE ', NAMES)[0]).toBe('snowflake');
    expect(nearestNames('iop', NAMES)).toContain('iops');
  });

  it('suggests nothing for a name nowhere near', () => {
    expect(nearestNames('zzzzzzzzzzzzzzzz', NAMES)).toEqual([]);
    expect(nearestNames('', NAMES)).toEqual([]);
  });

  it('returns only known names, at most the limit, and finds every name from itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 5 }), (input, limit) => {
        const found = nearestNames(input, NAMES, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        for (const name of found) expect(NAMES).toContain(name);
      }),
    );
    for (const name of NAMES) expect(nearestNames(name, NAMES)[0]).toBe(name);
  });
});
