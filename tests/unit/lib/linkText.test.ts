import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LINK_TEXT_MAX_SHOWN,
  shortenLinkText,
  shownScenarioName,
} from '../../../src/presentation/linkText';

describe('shortenLinkText', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(shortenLinkText('hit-96')).toBe('hit-96');
    const exact = 'a'.repeat(LINK_TEXT_MAX_SHOWN);
    expect(shortenLinkText(exact)).toBe(exact);
    expect(shortenLinkText(`${exact}b`)).toBe(`${exact}…`);
  });

  it('counts characters, never cutting one in half', () => {
    const emoji = '🔒'.repeat(LINK_TEXT_MAX_SHOWN + 5);
    const shown = shortenLinkText(emoji);
    expect(Array.from(shown)).toHaveLength(LINK_TEXT_MAX_SHOWN + 1);
    // A lone surrogate (half an emoji) would make encodeURIComponent throw.
    expect(() => encodeURIComponent(shown)).not.toThrow();
  });

  it('never shows more than the limit and an ellipsis, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const shown = shortenLinkText(text);
        expect(Array.from(shown).length).toBeLessThanOrEqual(LINK_TEXT_MAX_SHOWN + 1);
        expect(text.startsWith(shown.replace(/…$/, ''))).toBe(true);
      }),
    );
  });
});

describe('shownScenarioName', () => {
  it('echoes a scenario id, cut short', () => {
    expect(shownScenarioName('hit-96')).toBe('hit-96');
    const long = `x${'-y'.repeat(23)}`;
    expect(shownScenarioName(long)).toBe(`${long.slice(0, LINK_TEXT_MAX_SHOWN)}…`);
  });

  it('never echoes free text from a link', () => {
    for (const text of [
      'Session expired - call +1 555 0100',
      'VERIFY YOUR PASSWORD AT evil.example',
      '<script>alert(1)</script>',
      'Hit-95',
      'x'.repeat(80),
      '',
    ]) {
      expect(shownScenarioName(text), text).toBeNull();
    }
  });
});
