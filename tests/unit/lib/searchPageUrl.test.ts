import { describe, expect, it } from 'vitest';
import { canonicalSearchHref, withoutSearchTrailingSlash } from '../../../src/lib/searchPageUrl';

describe('withoutSearchTrailingSlash', () => {
  it('drops the slash after search in both locales', () => {
    expect(withoutSearchTrailingSlash('/search/')).toBe('/search');
    expect(withoutSearchTrailingSlash('/en/search/')).toBe('/en/search');
  });

  it('leaves every other path alone', () => {
    for (const pathname of ['/search', '/en/search', '/docs/search/x/', '/research/x', '/']) {
      expect(withoutSearchTrailingSlash(pathname)).toBeNull();
    }
  });
});

describe('canonicalSearchHref', () => {
  it('keeps the query and the hash', () => {
    expect(canonicalSearchHref('/search/?q=%E3%83%92%E3%83%83%E3%83%88')).toBe(
      '/search?q=%E3%83%92%E3%83%83%E3%83%88',
    );
    expect(canonicalSearchHref('/en/search/?q=buffer+pool&ctx=docs#top')).toBe(
      '/en/search?q=buffer+pool&ctx=docs#top',
    );
  });

  it('returns other links unchanged', () => {
    for (const href of ['/search?q=x', '/docs/glossary#acid', '/research/?q=x', '']) {
      expect(canonicalSearchHref(href)).toBe(href);
    }
  });
});
