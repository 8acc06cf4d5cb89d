import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MIN_BYTES,
  brotliQuality,
  chooseEncoding,
  compressText,
  isPrecompressible,
  representationFor,
  textContentType,
  twinSource,
} from '../../scripts/deploy/precompression';

describe('which build files get precompressed twins', () => {
  it('takes text files of at least MIN_BYTES, and nothing else', () => {
    expect(isPrecompressible('en/docs/glossary.html', MIN_BYTES)).toBe(true);
    expect(isPrecompressible('assets/js/main.0123abcd.js', 50_000)).toBe(true);
    expect(isPrecompressible('img/logo.svg', 4_000)).toBe(true);
    expect(isPrecompressible('rss.xsl', 4_000)).toBe(true);
    expect(isPrecompressible('en/docs/glossary.html', MIN_BYTES - 1)).toBe(false);
    expect(isPrecompressible('img/icons/icon-512.png', 50_000)).toBe(false);
    expect(isPrecompressible('fonts/Example-Regular.woff2', 50_000)).toBe(false);
  });

  it('leaves the hosts’ own files and the twins themselves alone', () => {
    expect(isPrecompressible('_headers', 50_000)).toBe(false);
    expect(isPrecompressible('nginx-headers.conf', 50_000)).toBe(false);
    expect(isPrecompressible('index.html.br', 50_000)).toBe(false);
    expect(isPrecompressible('index.html.gz', 50_000)).toBe(false);
  });

  it('names a twin’s source, and nothing for other files', () => {
    expect(twinSource('en/index.html.br')).toBe('en/index.html');
    expect(twinSource('assets/css/styles.css.gz')).toBe('assets/css/styles.css');
    expect(twinSource('en/index.html')).toBeUndefined();
  });

  it('gives text files their Content-Type, case-insensitively', () => {
    expect(textContentType('INDEX.HTML')).toBe('text/html; charset=utf-8');
    expect(textContentType('manifest.json')).toMatch(/^application\/json/);
    expect(textContentType('.htaccess')).toBeUndefined();
    expect(textContentType('LICENSE')).toBeUndefined();
  });
});

describe('compressText', () => {
  it('writes twins that decompress to the same bytes, smaller than the file', async () => {
    const text = Buffer.from('<p>グループコミット group commit</p>\n'.repeat(200));
    const { br, gzip } = await compressText(text);
    expect(br && brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gzip && gunzipSync(gzip).equals(text)).toBe(true);
    expect(br!.length).toBeLessThan(text.length);
    expect(gzip!.length).toBeLessThan(text.length);
  });

  it('writes Brotli at the quality asked for: the same bytes back, larger at a lower quality', async () => {
    const text = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `<li id="r${String(i)}">行 ${String(i * 7919)}</li>`,
      ).join('\n'),
    );
    const fast = (await compressText(text, 1)).br!;
    const best = (await compressText(text)).br!;
    expect(brotliDecompressSync(fast).equals(text)).toBe(true);
    expect(best.length).toBeLessThan(fast.length);
  });

  it('keeps no twin when compression makes the file larger', async () => {
    // Random bytes do not compress: each format only adds its framing.
    const noise = randomBytes(2048);
    const { br, gzip } = await compressText(noise);
    expect(br).toBeUndefined();
    expect(gzip).toBeUndefined();
  });
});

describe('brotliQuality (PRECOMPRESS_BROTLI_QUALITY)', () => {
  it('is the maximum when unset or empty, else the whole number given', () => {
    expect(brotliQuality(undefined)).toBe(constants.BROTLI_MAX_QUALITY);
    expect(brotliQuality(' ')).toBe(constants.BROTLI_MAX_QUALITY);
    expect(brotliQuality('9')).toBe(9);
    expect(brotliQuality('0')).toBe(0);
  });

  it('refuses anything else, naming the variable and the value', () => {
    for (const bad of ['12', '-1', '9.5', 'fast', '0x9']) {
      expect(() => brotliQuality(bad)).toThrow(
        `PRECOMPRESS_BROTLI_QUALITY must be a whole number from 0 to 11, not "${bad}"`,
      );
    }
  });
});

describe('chooseEncoding (the test server’s Accept-Encoding negotiation)', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers Brotli, then gzip, as browsers ask', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });

  it('sends the file itself when nothing acceptable was asked for', () => {
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('', both)).toBe('identity');
    expect(chooseEncoding('deflate, zstd', both)).toBe('identity');
    expect(chooseEncoding('br', [])).toBe('identity');
  });

  it('honours q=0 refusals and the * wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('BR;Q=0, GZIP;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, *;q=0', both)).toBe('identity');
  });
});

describe('representationFor', () => {
  const twinsOf = (...files: string[]) => {
    const present = new Set(files);
    return (candidate: string) => present.has(candidate);
  };

  it('reads the twin the request accepts and says the answer varies', () => {
    const exists = twinsOf('/b/docs/x.html.br', '/b/docs/x.html.gz');
    expect(representationFor('/b/docs/x.html', 'gzip, br', exists)).toEqual({
      file: '/b/docs/x.html.br',
      encoding: 'br',
      negotiated: true,
    });
    expect(representationFor('/b/docs/x.html', 'gzip', exists)).toEqual({
      file: '/b/docs/x.html.gz',
      encoding: 'gzip',
      negotiated: true,
    });
    expect(representationFor('/b/docs/x.html', undefined, exists)).toEqual({
      file: '/b/docs/x.html',
      encoding: 'identity',
      negotiated: true,
    });
  });

  it('sends files without twins, and files that are not text, as they are', () => {
    expect(representationFor('/b/small.html', 'br', twinsOf())).toEqual({
      file: '/b/small.html',
      encoding: 'identity',
      negotiated: false,
    });
    // A stray twin beside an image is never used: images are not text.
    expect(representationFor('/b/a.png', 'br', twinsOf('/b/a.png.br'))).toEqual({
      file: '/b/a.png',
      encoding: 'identity',
      negotiated: false,
    });
  });
});
