import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_RAW_LENGTH,
  MIN_NONZERO_MAGNITUDE,
  parseChoice,
  parseNumber,
  parseText,
  type TextParamSpec,
  parseQuery,
  serializeQuery,
  encodeQueryComponent,
  formatQuery,
  type NumberParamSpec,
  type ParamSpecs,
} from '../../../../src/calculators/shared/queryParams';

const percent: NumberParamSpec = { kind: 'number', min: 0, max: 100, defaultValue: 95 };
const cost: NumberParamSpec = {
  kind: 'number',
  min: 0,
  max: 1e12,
  defaultValue: 1,
  minExclusive: true,
};
const specs = {
  hit: percent,
  mem: cost,
  mode: { kind: 'choice', values: ['relative', 'devices'] as const, defaultValue: 'relative' },
} satisfies ParamSpecs;

describe('parseNumber', () => {
  it('accepts plain, signed, decimal and exponent notation', () => {
    expect(parseNumber('95', percent)).toEqual({ ok: true, value: 95 });
    expect(parseNumber('+42.5', percent)).toEqual({ ok: true, value: 42.5 });
    expect(parseNumber('.5', percent)).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('1e1', percent)).toEqual({ ok: true, value: 10 });
  });

  it('accepts what a Japanese IME or a spreadsheet produces', () => {
    expect(parseNumber('９５', percent)).toEqual({ ok: true, value: 95 });
    expect(parseNumber(' 99.5 % ', percent)).toEqual({ ok: true, value: 99.5 });
    expect(parseNumber('1,000', cost)).toEqual({ ok: true, value: 1000 });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['0x10', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['NaN', 'notANumber'],
    ['<script>alert(1)</script>', 'notANumber'],
    ['1e309', 'notFinite'],
    // Above 0, yet dividing by it overflows: the analyzer showed NaN for it.
    ['1e-320', 'tooSmall'],
    ['-0.0000000000001', 'belowMinimum'],
    ['-5', 'belowMinimum'],
    ['100.01', 'aboveMaximum'],
  ])('rejects %j as %s', (raw, code) => {
    const result = parseNumber(raw, percent);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('rejects a 10 kB value without looking at it', () => {
    const result = parseNumber('9'.repeat(10_000), percent);
    expect(result).toEqual({ ok: false, error: { code: 'tooLong' } });
  });

  it('honours exclusive minimums and integer-only specs, reporting the bounds', () => {
    const zero = parseNumber('0', cost);
    expect(zero.ok).toBe(false);
    if (!zero.ok)
      expect(zero.error).toMatchObject({ code: 'belowMinimum', min: 0, minExclusive: true });
    const clients: NumberParamSpec = {
      kind: 'number',
      min: 1,
      max: 10,
      defaultValue: 1,
      integer: true,
    };
    const fractional = parseNumber('2.5', clients);
    expect(fractional.ok).toBe(false);
    if (!fractional.ok) expect(fractional.error.code).toBe('notInteger');
  });

  /**
   * A finite number and a way a reader may write it: as JavaScript prints it
   * (exponents included), in full-width digits, padded with spaces, with a
   * trailing %. Each form reads back as exactly `value`.
   */
  const writtenNumber = fc
    .tuple(
      fc.oneof(
        fc.double({ min: -1_000, max: 1_000, noNaN: true }),
        fc.integer({ min: -200, max: 300 }),
        // The edges of the range and of what a double can hold.
        fc.constantFrom(0, -0, 100, 100 + 1e-12, -Number.MIN_VALUE, 1e308, -1e308),
      ),
      fc.boolean(),
      fc.constantFrom('', ' ', '\u3000'),
      fc.constantFrom('', '%'),
    )
    .map(([value, fullWidth, padding, percentSign]) => {
      const digits = String(value);
      const shown = fullWidth
        ? digits.replace(/[0-9.+\-e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
        : digits;
      return { value, text: `${padding}${shown}${percentSign}${padding}` };
    });

  it('never throws, and never yields a non-finite or out-of-range value (property)', () => {
    // Arbitrary text is a number about once in 100 runs; written numbers
    // inside and outside the range reach the range check in every run.
    let checked = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          writtenNumber.map(({ text }) => text),
        ),
        (raw) => {
          const result = parseNumber(raw, percent);
          if (result.ok) {
            checked += 1;
            expect(Number.isFinite(result.value)).toBe(true);
            expect(result.value).toBeGreaterThanOrEqual(0);
            expect(result.value).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
    expect(checked, 'runs that reached the range check').toBeGreaterThan(0);
  });

  /** In the range, and 0 or at least {@link MIN_NONZERO_MAGNITUDE} in size. */
  const usable = (value: number, min: number, max: number) =>
    value >= min && value <= max && (value === 0 || Math.abs(value) >= MIN_NONZERO_MAGNITUDE);

  it('accepts a written number exactly when it is inside the range (property)', () => {
    fc.assert(
      fc.property(writtenNumber, ({ value, text }) => {
        const result = parseNumber(text, percent);
        if (usable(value, 0, 100)) {
          expect(result).toEqual({ ok: true, value: value === 0 ? 0 : value });
        } else {
          expect(result.ok).toBe(false);
        }
      }),
    );
  });

  it('parses back every in-range number it is given as text (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => {
        const result = parseNumber(String(value), percent);
        if (usable(value, 0, 100))
          expect(result).toEqual({ ok: true, value: value === 0 ? 0 : value });
        else expect(result).toMatchObject({ ok: false, error: { code: 'tooSmall' } });
      }),
    );
  });

  it('rejects a number too close to 0 to divide by, wherever the range starts', () => {
    for (const raw of ['1e-320', '5e-324', '9.9e-13', '-1e-300']) {
      const inRange: NumberParamSpec = { kind: 'number', min: -1, max: 1, defaultValue: 0 };
      expect(parseNumber(raw, inRange)).toMatchObject({ ok: false, error: { code: 'tooSmall' } });
    }
    expect(parseNumber(String(MIN_NONZERO_MAGNITUDE), percent)).toEqual({
      ok: true,
      value: MIN_NONZERO_MAGNITUDE,
    });
  });
});

describe('parseChoice', () => {
  it('accepts only the listed identifiers', () => {
    expect(parseChoice('devices', specs.mode)).toEqual({ ok: true, value: 'devices' });
    const unknown = parseChoice('__proto__', specs.mode);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.choices).toEqual(['relative', 'devices']);
  });
});

describe('a calculator’s own check (accepts)', () => {
  // A list only a further parser can judge: here, words of one or more letters joined by '_'.
  const listSpecs = {
    list: {
      kind: 'text',
      defaultValue: 'a',
      maxLength: 100,
      allowedCharacters: 'a-z_',
      accepts: (text: string) => /^[a-z]+(_[a-z]+)*$/.test(text),
    },
    step: {
      kind: 'number',
      min: 8,
      max: 64,
      defaultValue: 8,
      accepts: (value: number) => value % 8 === 0,
    },
  } satisfies ParamSpecs;

  it('reports a value the characters allow but the check refuses, and keeps it for the message', () => {
    const outcome = parseQuery(listSpecs, new URLSearchParams('list=a__b&step=12'));
    expect(outcome.refused).toEqual(['list', 'step']);
    expect(outcome.errors).toEqual({});
    expect(outcome.values).toEqual({ list: 'a__b', step: 12 });
  });

  it('leaves a refused value out of the link, so the link shows the default as the page does', () => {
    expect(serializeQuery(listSpecs, { list: 'a__b', step: 12 })).toBe('');
    expect(serializeQuery(listSpecs, { list: 'a_b', step: 16 })).toBe('list=a_b&step=16');
  });
});

describe('parseQuery / serializeQuery', () => {
  it('falls back to the default for a bad parameter and reports it', () => {
    const outcome = parseQuery(specs, new URLSearchParams('hit=150&mem=2&mode=devices&other=x'));
    expect(outcome.values).toEqual({ hit: 95, mem: 2, mode: 'devices' });
    expect(outcome.errors.hit?.code).toBe('aboveMaximum');
    expect(outcome.raw.hit).toBe('150');
    expect(Object.keys(outcome.errors)).toEqual(['hit']);
  });

  it('does not echo an over-long raw value back into a form field', () => {
    const outcome = parseQuery(specs, new URLSearchParams({ hit: 'x'.repeat(MAX_RAW_LENGTH + 1) }));
    expect(outcome.raw.hit).toBe('');
    expect(outcome.errors.hit?.code).toBe('tooLong');
  });

  it('omits defaults so links stay short', () => {
    expect(serializeQuery(specs, { hit: 95, mem: 1, mode: 'relative' })).toBe('');
    expect(serializeQuery(specs, { hit: 80, mem: 1, mode: 'devices' })).toBe('hit=80&mode=devices');
  });

  it('round-trips every valid state through the URL (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.double({ min: MIN_NONZERO_MAGNITUDE, max: 100, noNaN: true })),
        fc.double({ min: MIN_NONZERO_MAGNITUDE, max: 1e12, noNaN: true }),
        fc.constantFrom('relative' as const, 'devices' as const),
        (hit, mem, mode) => {
          const state = { hit: hit === 0 ? 0 : hit, mem, mode };
          const outcome = parseQuery(specs, new URLSearchParams(serializeQuery(specs, state)));
          expect(outcome.values).toEqual(state);
          expect(outcome.errors).toEqual({});
        },
      ),
    );
  });
});

describe('parseText', () => {
  const systems: TextParamSpec = {
    kind: 'text',
    defaultValue: 'web:100:50',
    maxLength: 200,
    allowedCharacters: '0-9a-zA-Z:,._-',
  };

  it('accepts text made of the allowed characters', () => {
    expect(parseText(' web:1200:300,batch:400:800 ', systems)).toEqual({
      ok: true,
      value: 'web:1200:300,batch:400:800',
    });
  });

  it('rejects markup, over-long and empty text', () => {
    expect(parseText('<script>alert(1)</script>', systems)).toEqual({
      ok: false,
      error: { code: 'invalidCharacters' },
    });
    expect(parseText('a'.repeat(201), systems)).toEqual({ ok: false, error: { code: 'tooLong' } });
    expect(parseText('', systems)).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('only ever returns allowed characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const result = parseText(raw, systems);
        if (result.ok) expect(result.value).toMatch(/^[0-9a-zA-Z:,._-]+$/);
      }),
    );
  });
});

describe('encodeQueryComponent / formatQuery', () => {
  // Any UTF-16 code unit, lone surrogates included: what a JavaScript string can hold.
  const anyText = fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  });
  // Whole code points (BMP and astral), as typed text would be.
  const typedText = fc.string({ unit: 'binary', maxLength: 40 });
  const UNRESERVED = /^[A-Za-z0-9\-._~]*$/;

  it('leaves the RFC 3986 unreserved characters alone', () => {
    expect(encodeQueryComponent('web~700~50_batch~200~50')).toBe('web~700~50_batch~200~50');
    expect(encodeQueryComponent('A-Z.a_z~0')).toBe('A-Z.a_z~0');
    expect(formatQuery([['systems', 'oltp~3000~1000']])).toBe('systems=oltp~3000~1000');
  });

  it('escapes everything else, including what form encoding writes as it is or as +', () => {
    expect(encodeQueryComponent('a b+c&d=e#f%g?h/i')).toBe('a%20b%2Bc%26d%3De%23f%25g%3Fh%2Fi');
    expect(encodeQueryComponent("!'()*")).toBe('%21%27%28%29%2A');
    expect(encodeQueryComponent('ウェブ')).toBe('%E3%82%A6%E3%82%A7%E3%83%96');
    expect(encodeQueryComponent('😀')).toBe('%F0%9F%98%80');
    // A lone surrogate cannot be UTF-8: it becomes U+FFFD, as with URLSearchParams.
    expect(encodeQueryComponent('a\uD800b')).toBe('a%EF%BF%BDb');
  });

  it('keeps unreserved text unchanged (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9\-._~]{0,40}$/), (text) => {
        expect(encodeQueryComponent(text)).toBe(text);
      }),
    );
  });

  it('writes only unreserved characters and %XX escapes (property)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const encoded = encodeQueryComponent(text);
        expect(encoded.replace(/%[0-9A-F]{2}/g, '')).toMatch(UNRESERVED);
      }),
    );
  });

  it('URLSearchParams and URL read back exactly what was written (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(typedText, anyText), fc.oneof(typedText, anyText)), {
          maxLength: 5,
        }),
        (pairs) => {
          const query = formatQuery(pairs);
          // What URLSearchParams itself would round-trip to (lone surrogates → U+FFFD).
          const expected = [...new URLSearchParams(new URLSearchParams(pairs).toString())];
          expect([...new URLSearchParams(query)]).toEqual(expected);
          expect([...new URL(`https://example.org/p?${query}`).searchParams]).toEqual(expected);
        },
      ),
    );
  });

  it('well-formed text comes back unchanged (property)', () => {
    fc.assert(
      fc.property(typedText, typedText, (name, value) => {
        fc.pre(name !== '');
        expect(new URLSearchParams(formatQuery([[name, value]])).get(name)).toBe(value);
        expect(decodeURIComponent(encodeQueryComponent(value))).toBe(value);
      }),
    );
  });

  it('serializeQuery writes a text list with ~ as it is', () => {
    const listSpecs = {
      systems: {
        kind: 'text',
        defaultValue: '',
        maxLength: 200,
        allowedCharacters: '0-9a-zA-Z~_.-',
      },
    } satisfies ParamSpecs;
    const query = serializeQuery(listSpecs, { systems: 'web~1700~50_batch~200~50' });
    expect(query).toBe('systems=web~1700~50_batch~200~50');
    expect(parseQuery(listSpecs, new URLSearchParams(query)).values.systems).toBe(
      'web~1700~50_batch~200~50',
    );
  });
});
