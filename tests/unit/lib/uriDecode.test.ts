import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodableFragment,
  decodeURIComponentOrRaw,
  fragmentId,
  tryDecodeURIComponent,
} from '../../../src/lib/uriDecode';

/** Escapes that make `decodeURIComponent` throw. */
const MALFORMED = [
  '%E0%A4%A', // a truncated escape at the end of a truncated UTF-8 sequence
  '%E0%A4', // a truncated UTF-8 sequence
  '%', // a lone percent sign
  '%zz', // not hexadecimal
  '100%', // a percent sign at the end of a word
  '%ED%A0%80', // an escaped lone surrogate (U+D800)
  '%C0%AF', // an overlong encoding of '/'
  'heading-%E3%81', // a real heading id cut in the middle of a character
];

/** Any text, percent-encoded or not, with stray percent signs mixed in. */
const urlishText = fc
  .array(fc.oneof(fc.string(), fc.constantFrom('%', '%E0', '%A4', '%A', '%25', '%41', '#')))
  .map((parts) => parts.join(''));

describe('tryDecodeURIComponent', () => {
  it('decodes well-formed escapes', () => {
    expect(tryDecodeURIComponent('a%20b')).toBe('a b');
    expect(tryDecodeURIComponent('%E3%83%86%E3%82%B9%E3%83%88')).toBe('テスト');
    expect(tryDecodeURIComponent('')).toBe('');
  });

  it('gives null for every malformed escape, where decodeURIComponent throws', () => {
    for (const text of MALFORMED) {
      expect(() => decodeURIComponent(text), text).toThrow(URIError);
      expect(tryDecodeURIComponent(text), text).toBeNull();
    }
  });

  it('never throws, and agrees with decodeURIComponent wherever that succeeds', () => {
    fc.assert(
      fc.property(urlishText, (text) => {
        let expected: string | null;
        try {
          expected = decodeURIComponent(text);
        } catch {
          expected = null;
        }
        expect(tryDecodeURIComponent(text)).toBe(expected);
      }),
    );
  });

  it('decodes what encodeURIComponent wrote, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(tryDecodeURIComponent(encodeURIComponent(text))).toBe(text);
      }),
    );
  });
});

describe('decodeURIComponentOrRaw', () => {
  it('keeps a malformed text as written', () => {
    for (const text of MALFORMED) expect(decodeURIComponentOrRaw(text)).toBe(text);
    expect(decodeURIComponentOrRaw('a%2Fb')).toBe('a/b');
  });
});

describe('fragmentId', () => {
  it('decodes the id a fragment names, with or without its #', () => {
    expect(fragmentId('#calculator')).toBe('calculator');
    expect(fragmentId('%E8%A8%88%E7%AE%97')).toBe('計算');
    expect(fragmentId('#%E8%A8%88%E7%AE%97')).toBe('計算');
    expect(fragmentId('')).toBe('');
    expect(fragmentId('#')).toBe('');
  });

  it('names a malformed fragment by its text as written', () => {
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
    for (const text of MALFORMED) expect(fragmentId(`#${text}`)).toBe(text);
  });
});

describe('decodableFragment', () => {
  it('leaves a well-formed fragment, or none, unchanged', () => {
    for (const hash of ['', '#', '#sources', '#%E8%A8%88%E7%AE%97', '#a%25b']) {
      expect(decodableFragment(hash)).toBe(hash);
    }
  });

  it('escapes the percent signs of a malformed one', () => {
    expect(decodableFragment('#%E0%A4%A')).toBe('#%25E0%25A4%25A');
  });

  it('always gives a fragment that decodes, to the id fragmentId names', () => {
    fc.assert(
      fc.property(urlishText, (text) => {
        const hash = `#${text}`;
        const safe = decodableFragment(hash);
        expect(safe.startsWith('#')).toBe(true);
        // The unguarded decode in Docusaurus's scroll-after-navigation.
        expect(decodeURIComponent(safe.slice(1))).toBe(fragmentId(hash));
      }),
    );
  });
});
