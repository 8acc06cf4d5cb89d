/**
 * The snowflake calculator's citations give each document's date in the
 * page's language: Japanese pages once showed English notes such as
 * "undated (file as of commit 028142e)".
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRESET_KEYS, presets, type PresetSource } from '../../src/calculators/snowflake';
import CitationList from '../../src/components/SnowflakeCalculator/CitationList';
import { findSource } from '../../src/sources/registry';
import { setLocale } from './stubs/siteLocale';

/** Every document the presets cite, each once (the seed's README is cited twice). */
const allSources: readonly PresetSource[] = [
  ...new Map(
    PRESET_KEYS.flatMap((key) => {
      const preset = presets[key];
      return preset.example == null ? preset.sources : [...preset.sources, preset.example.source];
    }).map((source) => [`${source.source}|${source.locator ?? ''}`, source]),
  ).values(),
];

/** The text after each citation's title: its date line. */
function citationTexts(sources: readonly PresetSource[]): string[] {
  const { container, unmount } = render(<CitationList citations={sources} />);
  const texts = [...container.querySelectorAll('li')].map((item) => item.textContent);
  unmount();
  return texts;
}

/** The text without the document's title and the part meant, leaving the date line. */
function withoutTitle(text: string, source: PresetSource): string {
  const title = findSource(source.source)?.title ?? '';
  return text.replace(title, '').replace(source.locator ?? '', '');
}

/** English words the date notes are made of. */
const ENGLISH_DATE_WORDS =
  /\b(undated|commit of|as of|archived|dated|about posts|living|header|scripts)\b/;

describe('citation dates', () => {
  it('every source has a date line in Japanese on Japanese pages', () => {
    setLocale('ja');
    const texts = citationTexts(allSources);
    expect(texts).toHaveLength(allSources.length);
    allSources.forEach((source, index) => {
      const text = texts[index] ?? '';
      const dateLine = withoutTitle(text, source);
      expect(dateLine).not.toMatch(ENGLISH_DATE_WORDS);
      if (source.date.kind === 'year') expect(dateLine).toContain(source.date.year);
      else expect(dateLine).toContain('日付の記載なし');
    });
  });

  it('and in English on English pages, with the same dates and commits', () => {
    setLocale('en');
    const texts = citationTexts(allSources);
    allSources.forEach((source, index) => {
      const text = texts[index] ?? '';
      if (source.date.kind === 'undated') expect(text).toContain('undated');
      const evidence = source.date.evidence;
      if (evidence?.kind === 'fileAtCommit') expect(text).toContain(`commit ${evidence.commit}`);
      if (evidence?.kind === 'mirrored') expect(text).toContain(evidence.on);
      // No Japanese in the English date notes (the seed's title is Japanese; its date note is not).
      expect(withoutTitle(text, source)).not.toMatch(/[\u3040-\u30ff]/);
    });
  });
});
