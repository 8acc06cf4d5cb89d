import { describe, expect, it } from 'vitest';
import {
  defineMessages,
  describeMessageProblem,
  isMessages,
  messageProblems,
  placeholders,
} from '../../../src/i18n/messages';

describe('message modules', () => {
  it('finds no problem when both languages have every key with the same placeholders', () => {
    const messages = defineMessages({
      ja: { count: '{count} 台', plain: '現行' },
      en: { count: '{count} devices', plain: 'current' },
    });
    expect(isMessages(messages)).toBe(true);
    expect(messageProblems(messages)).toEqual([]);
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

  it('tells a defined module from a look-alike object', () => {
    expect(isMessages({ ja: {}, en: {} })).toBe(false);
  });
});
