import { describe, expect, it } from 'vitest';
import { searchPageHref } from '../../../src/lib/searchPageUrl';

describe('searchPageHref', () => {
  it('links to the locale’s search page with the query, never with a slash after search', () => {
    expect(searchPageHref('/', 'ヒット率')).toBe(`/search?q=${encodeURIComponent('ヒット率')}`);
    expect(searchPageHref('/en/', 'buffer pool')).toBe('/en/search?q=buffer+pool');
    expect(searchPageHref('/guide/en/', 'a&b=c')).toBe('/guide/en/search?q=a%26b%3Dc');
  });

  it('links to the page alone for an empty query', () => {
    expect(searchPageHref('/en/', '  ')).toBe('/en/search');
  });
});
