import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculatorUrl } from '../../../src/hooks/calculatorUrl';

const PATH = '/calculators/hit-ratio';
const OWNED = ['hit', 'costs', 'mem', 'disk'];

function at(search: string, hash = '') {
  return { pathname: PATH, search, hash };
}

describe('calculatorUrl', () => {
  it('writes the calculator’s parameters and keeps the view parameters', () => {
    expect(calculatorUrl(at('?present&scenario=hit-80'), OWNED, 'hit=80')).toBe(
      `${PATH}?hit=80&present&scenario=hit-80`,
    );
    expect(calculatorUrl(at('?hit=95&embed'), OWNED, 'hit=80')).toBe(`${PATH}?hit=80&embed`);
  });

  it('removes its own parameters that went back to their default, and keeps the hash', () => {
    expect(calculatorUrl(at('?hit=80&present', '#hit-ratio-calculator'), OWNED, '')).toBe(
      `${PATH}?present#hit-ratio-calculator`,
    );
    expect(calculatorUrl(at('?hit=80'), OWNED, '')).toBe(PATH);
  });

  it('drops a rejected value of its own (the query string no longer has it)', () => {
    expect(calculatorUrl(at('?hit=abc&utm_source=slides'), OWNED, 'disk=50')).toBe(
      `${PATH}?disk=50&utm_source=slides`,
    );
  });

  it('keeps parameters it does not own in their order, values and repeats included', () => {
    expect(calculatorUrl(at('?b=2&hit=1&a=x%20y&b=3&present=1'), OWNED, 'hit=2')).toBe(
      `${PATH}?hit=2&b=2&a=x%20y&b=3&present=1`,
    );
  });

  it('property: owned parameters come from the query, all others survive unchanged', () => {
    const name = fc.constantFrom('hit', 'mem', 'present', 'embed', 'scenario', 'utm', 'x');
    const value = fc.string({ maxLength: 6 });
    const pairs = fc.array(fc.tuple(name, value), { maxLength: 8 });
    fc.assert(
      fc.property(pairs, pairs, (current, own) => {
        const currentParams = new URLSearchParams(current);
        const ownParams = new URLSearchParams(own.filter(([n]) => OWNED.includes(n)));
        const result = new URL(
          calculatorUrl(at(`?${currentParams.toString()}`), OWNED, ownParams.toString()),
          'https://example.test',
        );
        expect(result.pathname).toBe(PATH);
        const got = [...result.searchParams];
        const gotOwned = got.filter(([n]) => OWNED.includes(n));
        const gotOther = got.filter(([n]) => !OWNED.includes(n));
        expect(gotOwned).toEqual([...ownParams]);
        expect(gotOther).toEqual([...currentParams].filter(([n]) => !OWNED.includes(n)));
      }),
    );
  });
});
