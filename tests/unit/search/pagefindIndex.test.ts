import { describe, expect, it } from 'vitest';
import { searchOptions } from '../../../config/search';
import { EXCLUDE_SELECTORS, indexedPages, indexedUrl } from '../../../scripts/search/pagefindIndex';

describe('indexedPages', () => {
  const files = [
    'index.html',
    '404.html',
    'search.html',
    'go.html',
    'go/iops/index.html',
    'blog.html',
    'blog/archive.html',
    'blog/authors.html',
    'blog/tags.html',
    'blog/tags/innodb.html',
    'blog/page/2.html',
    'blog/provisioned-iops.html',
    'data.html',
    'data/group-commit-fsyncs.html',
    'docs.html',
    'docs/tags/innodb.html',
    'docs/glossary.html',
    'docs/benchmarking.html',
    'docs/benchmarking/benchmark-pitfalls.html',
    'calculators.html',
    'calculators/iops.html',
    'tools/status-analyzer.html',
    'en/docs/glossary.html',
    'assets/js/main.js',
  ];

  it('keeps articles, blog posts, calculators, tools and the dataset catalogue', () => {
    expect(indexedPages(files, ['en'])).toEqual([
      'blog/provisioned-iops.html',
      'data.html',
      'docs.html',
      'docs/glossary.html',
      'docs/benchmarking/benchmark-pitfalls.html',
      'calculators.html',
      'calculators/iops.html',
      'tools/status-analyzer.html',
    ]);
  });

  it('leaves the other locales’ folders to their own index, and keeps them when they are not locales', () => {
    expect(indexedPages(['en/docs/glossary.html'], ['en'])).toEqual([]);
    expect(indexedPages(['en/docs/glossary.html'], [])).toEqual(['en/docs/glossary.html']);
  });

  it('treats a doc as a category page only when a folder of the same name exists', () => {
    expect(indexedPages(['docs/benchmarking.html'], [])).toEqual(['docs/benchmarking.html']);
    expect(
      indexedPages(['docs/benchmarking.html', 'docs/benchmarking/benchmark-pitfalls.html'], []),
    ).toEqual(['docs/benchmarking/benchmark-pitfalls.html']);
  });
});

describe('indexedUrl', () => {
  it('stores clean addresses relative to the locale (trailingSlash: false)', () => {
    expect(indexedUrl('docs/glossary.html')).toBe('/docs/glossary');
    expect(indexedUrl('docs.html')).toBe('/docs');
    expect(indexedUrl('go/iops/index.html')).toBe('/go/iops');
  });
});

describe('EXCLUDE_SELECTORS', () => {
  it('holds every selector the lunr index left out (config/search.ts)', () => {
    for (const selector of searchOptions.ignoreCssSelectors ?? [])
      expect(EXCLUDE_SELECTORS).toContain(selector);
  });
});
