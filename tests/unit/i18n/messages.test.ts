import { describe, expect, it } from 'vitest';
import {
  defineMessages,
  describeMessageProblem,
  isMessages,
  messageProblems,
  messageText,
  placeholders,
} from '../../../src/i18n/messages';

describe('message modules', () => {
  it('finds no problem when both languages have every key with the same placeholders', () => {
    const halves = {
      ja: { count: '{count} 台', plain: '現行' },
      en: { count: '{count} devices', plain: 'current' },
    };
    expect(isMessages(defineMessages(halves))).toBe(true);
    expect(messageProblems(halves)).toEqual([]);
  });

  it('refuses in its types a key in one half only, also with each half behind the bundle locale', () => {
    const halves = {
      ja: process.env.BUNDLE_LOCALE !== 'en' && { a: 'あ', b: 'い' },
      en: process.env.BUNDLE_LOCALE !== 'ja' && { a: 'a' },
    };
    // @ts-expect-error: the English half lacks b.
    defineMessages(halves);
    defineMessages({
      ja: process.env.BUNDLE_LOCALE !== 'en' && { a: 'あ' },
      // @ts-expect-error: b is not a key of the Japanese half.
      en: process.env.BUNDLE_LOCALE !== 'ja' && { a: 'a', b: 'b' },
    });
    // Outside a bundle (here) both halves are there, and the parity check names the key too.
    expect(messageProblems({ ja: halves.ja || {}, en: halves.en || {} })).toEqual([
      { kind: 'missing', key: 'b', locale: 'en' },
    ]);
  });

  it('names a key that one language lacks', () => {
    // Plain objects: what defineMessages' type check would refuse.
    const problems = messageProblems({ ja: { a: 'あ', b: 'い' }, en: { a: 'a' } });
    expect(problems).toEqual([{ kind: 'missing', key: 'b', locale: 'en' }]);
    expect(describeMessageProblem(problems[0]!)).toBe('b: no English text');
    expect(messageProblems({ ja: {}, en: { a: 'a' } })).toEqual([
      { kind: 'missing', key: 'a', locale: 'ja' },
    ]);
  });

  it('names placeholders that differ between the languages', () => {
    const problems = messageProblems({
      ja: { verdict: '{iops} のプロビジョニングが必要です（{size} GiB 以上）' },
      en: { verdict: 'needs {iops} provisioned ({sizes} GiB or more)' },
    });
    expect(problems).toEqual([
      { kind: 'placeholdersDiffer', key: 'verdict', ja: ['iops', 'size'], en: ['iops', 'sizes'] },
    ]);
    expect(describeMessageProblem(problems[0]!)).toBe(
      'verdict: placeholders differ (Japanese {iops}, {size}; English {iops}, {sizes})',
    );
  });

  it('names an empty text', () => {
    expect(messageProblems({ ja: { a: ' ' }, en: { a: 'a' } })).toEqual([
      { kind: 'empty', key: 'a', locale: 'ja' },
    ]);
  });

  it('lists placeholders once each, sorted, and ignores braces that are not one', () => {
    expect(placeholders('{b} と {a}、また {b}; {not one} {}')).toEqual(['a', 'b']);
  });

  it("gives a text in the asked language, or, when a bundle lacks it, the other language's or the key", () => {
    const both = defineMessages({ ja: { save: '保存' }, en: { save: 'Save' } });
    expect(messageText(both, 'ja', 'save')).toBe('保存');
    expect(messageText(both, 'en', 'save')).toBe('Save');
    // What a bundle for the other locale holds: never an empty label.
    const englishOnly = defineMessages({ ja: undefined, en: { save: 'Save' } });
    expect(messageText(englishOnly, 'ja', 'save')).toBe('Save');
    expect(messageText(defineMessages({ ja: undefined, en: undefined }), 'en', 'save')).toBe('save');
  });

  it('tells a defined module from a look-alike object', () => {
    expect(isMessages({ ja: {}, en: {} })).toBe(false);
  });
});
