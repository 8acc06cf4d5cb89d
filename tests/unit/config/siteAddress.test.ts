import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URL, DEFAULT_SITE_URL, siteAddress } from '../../../config/siteAddress';

describe('siteAddress', () => {
  it('defaults to the local preview address, never a placeholder domain', () => {
    expect(siteAddress({})).toEqual({ url: DEFAULT_SITE_URL, baseUrl: DEFAULT_BASE_URL });
    expect(siteAddress({ SITE_URL: '  ', BASE_URL: '' })).toEqual({
      url: DEFAULT_SITE_URL,
      baseUrl: DEFAULT_BASE_URL,
    });
    expect(DEFAULT_SITE_URL).not.toMatch(/example\./);
  });

  it('takes an origin and a base path', () => {
    expect(siteAddress({ SITE_URL: 'https://example.com', BASE_URL: '/guide/' })).toEqual({
      url: 'https://example.com',
      baseUrl: '/guide/',
    });
    // A trailing slash on the origin is harmless; the host is normalised by URL.
    expect(siteAddress({ SITE_URL: 'https://Guide.Example.com/' }).url).toBe(
      'https://guide.example.com',
    );
    expect(siteAddress({ BASE_URL: '/a/b.c/' }).baseUrl).toBe('/a/b.c/');
  });

  it.each([
    ['not a URL', { SITE_URL: 'guide.example.com' }, /not a URL/],
    ['another scheme', { SITE_URL: 'ftp://example.com' }, /https:\/\//],
    ['a path in SITE_URL', { SITE_URL: 'https://example.com/guide' }, /BASE_URL=\/guide\//],
    ['credentials', { SITE_URL: 'https://user:pw@example.com' }, /user name/],
    ['no leading slash', { BASE_URL: 'guide/' }, /BASE_URL/],
    ['no trailing slash', { BASE_URL: '/guide' }, /BASE_URL/],
    ['a dot segment', { BASE_URL: '/../' }, /BASE_URL/],
    ['a query', { BASE_URL: '/guide/?x' }, /BASE_URL/],
  ])('rejects %s with a sentence saying what to write', (_, env, message) => {
    expect(() => siteAddress(env)).toThrow(message);
  });

  it('accepted base paths always start and end with a slash and hold no dot segment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        let accepted: string;
        try {
          accepted = siteAddress({ BASE_URL: raw }).baseUrl;
        } catch (error) {
          expect(String(error)).toMatch(/BASE_URL/);
          return;
        }
        expect(accepted).toMatch(/^\/(?:.*\/)?$/);
        expect(accepted.split('/')).not.toContain('..');
      }),
    );
  });
});
