import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { REDIRECT_SCRIPT, redirectPage } from '../../../plugins/short-links/redirectPage';

/** Runs the page's script against a stand-in document and location; returns where it sent the reader. */
function followScript(html: string, search: string, hash: string): string | undefined {
  const $ = cheerio.load(html);
  let replacedWith: string | undefined;
  const document = {
    querySelector: (selector: string) =>
      selector === 'link[rel=canonical]'
        ? { getAttribute: (name: string) => $('link[rel="canonical"]').attr(name) ?? null }
        : null,
  };
  const location = {
    search,
    hash,
    replace: (url: string) => {
      replacedWith = url;
    },
  };
  // The page's own script text, run as the browser would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('document', 'location', $('script').text()) as (
    document: unknown,
    location: unknown,
  ) => void;
  run(document, location);
  return replacedWith;
}

describe('short-link redirect page', () => {
  it('sends the reader to the target by refresh, canonical link and plain link', () => {
    const $ = cheerio.load(redirectPage('/en/docs/transactions-locking/group-commit', 'en'));
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe(
      '0; url=/en/docs/transactions-locking/group-commit',
    );
    expect($('link[rel="canonical"]').attr('href')).toBe(
      '/en/docs/transactions-locking/group-commit',
    );
    expect($('body a').attr('href')).toBe('/en/docs/transactions-locking/group-commit');
    expect($('html').attr('lang')).toBe('en');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('keeps the query and the hash a slide links with', () => {
    const html = redirectPage('/guide/calculators/hit-ratio', 'ja');
    expect(followScript(html, '?present&scenario=hit-80', '#results')).toBe(
      '/guide/calculators/hit-ratio?present&scenario=hit-80#results',
    );
    expect(followScript(html, '', '')).toBe('/guide/calculators/hit-ratio');
  });

  it('has one script text for every target (one CSP hash)', () => {
    const scripts = ['/docs/a', '/en/calculators/iops', '/guide/go'].map((target) =>
      cheerio.load(redirectPage(target, 'ja'))('script').text(),
    );
    expect(new Set(scripts)).toEqual(new Set([REDIRECT_SCRIPT]));
  });

  it('escapes a target that would break out of its attribute', () => {
    const $ = cheerio.load(redirectPage('/docs/a"><script>x</script>&b', 'ja'));
    expect($('link[rel="canonical"]').attr('href')).toBe('/docs/a"><script>x</script>&b');
    expect($('script')).toHaveLength(1);
  });
});
