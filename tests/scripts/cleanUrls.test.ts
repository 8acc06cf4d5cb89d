import { describe, expect, it } from 'vitest';
import { cleanUrlRedirect } from '../../scripts/deploy/cleanUrls';

/** A build as the site writes it: pages as files, folders for the locale homes. */
const BUILT = new Set([
  'index.html',
  'en/index.html',
  'docs/glossary.html',
  'en/docs/glossary.html',
  'go.html',
  'go/iops.html',
  'assets/js/main.0123abcd.js',
  'sitemap.xml',
]);
const isBuiltFile = (relativePath: string): boolean => BUILT.has(relativePath);
const redirect = (pathname: string): string | null => cleanUrlRedirect(pathname, isBuiltFile);

describe('the addresses a static host serves the build at', () => {
  it('serves a page file at its name without .html, and a folder index at the folder with its slash', () => {
    for (const served of ['/', '/en/', '/docs/glossary', '/en/docs/glossary', '/go', '/go/iops'])
      expect(redirect(served), served).toBeNull();
  });

  it('sends a locale home without its slash to the folder (/en → /en/)', () => {
    expect(redirect('/en')).toBe('/en/');
  });

  it('sends a page with a trailing slash to the page (/docs/glossary/ → /docs/glossary)', () => {
    expect(redirect('/docs/glossary/')).toBe('/docs/glossary');
    expect(redirect('/en/docs/glossary/')).toBe('/en/docs/glossary');
  });

  it('sends the file names to the clean addresses', () => {
    expect(redirect('/index.html')).toBe('/');
    expect(redirect('/en/index.html')).toBe('/en/');
    expect(redirect('/docs/glossary.html')).toBe('/docs/glossary');
  });

  it('leaves assets and missing addresses alone (the host answers 200 or 404)', () => {
    for (const path of [
      '/assets/js/main.0123abcd.js',
      '/sitemap.xml',
      '/no-such-page',
      '/no-such-page/',
      '/docs/missing.html',
      '/missing/index.html',
    ])
      expect(redirect(path), path).toBeNull();
  });
});
