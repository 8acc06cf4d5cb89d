import { describe, expect, it } from 'vitest';
import {
  EXCLUDE_SELECTORS,
  indexedPages,
  indexedUrl,
  isUnusedBundleFile,
  withSpacedCells,
} from '../../../scripts/search/pagefindIndex';

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
  it('holds the five content rules the lunr index had (formula TeX source, calculator forms, chart drawings and tables, diagrams)', () => {
    for (const selector of [
      '.katex annotation',
      '[data-calculator]',
      '[data-dataset-chart] svg',
      '[data-dataset-chart] table',
      '[data-diagram-inline]',
    ])
      expect(EXCLUDE_SELECTORS).toContain(selector);
  });
});

describe('isUnusedBundleFile', () => {
  it('names Pagefind’s own interfaces, never what the search needs', () => {
    for (const file of [
      'pagefind-ui.js',
      'pagefind-ui.css',
      'pagefind-modular-ui.js',
      'pagefind-component-ui.css',
      'pagefind-highlight.js',
    ])
      expect(isUnusedBundleFile(file), file).toBe(true);
    for (const file of [
      'pagefind.js',
      'pagefind-worker.js',
      'pagefind-entry.json',
      'wasm.unknown.pagefind',
      'pagefind.ja_1.pf_meta',
      'index/ja_1.pf_index',
      'fragment/ja_1.pf_fragment',
    ])
      expect(isUnusedBundleFile(file), file).toBe(false);
  });
});

describe('withSpacedCells', () => {
  it('puts a space before every cell and row, so that adjacent cells stay separate words', () => {
    expect(withSpacedCells('<tr><th>run<TD class=x>41.1 s</td><td>InnoDB</tr>')).toBe(
      ' <tr> <th>run <TD class=x>41.1 s</td> <td>InnoDB</tr>',
    );
    expect(withSpacedCells('<p>text</p><thead><tbody>')).toBe('<p>text</p><thead><tbody>');
  });
});
