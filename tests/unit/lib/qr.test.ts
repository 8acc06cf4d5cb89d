import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createQrImages, qrMatrix, qrSvg, type QrImages } from '../../../src/lib/qr';

const SITE = 'https://db-performance-field-guide.example.org';

/** A calculator URL whose query carries Japanese text, percent-encoded as a browser sends it. */
function japaneseUrl(): string {
  const url = new URL(`${SITE}/calculators/iops`);
  url.searchParams.set('systems', 'ウェブ~700~50_バッチ処理~200~50');
  url.searchParams.set('head', '30');
  url.searchParams.set('scenario', 'cgroup-read-90');
  url.hash = 'iops-calculator';
  return url.href;
}

/** A long state: every IOPS parameter away from its default, plus a Japanese article path. */
function longUrl(): string {
  const url = new URL(`${SITE}/docs/cloud-storage/iops`);
  const systems = Array.from(
    { length: 12 },
    (_, i) => `システム${i + 1}~${100 * (i + 1)}~${7 * i}`,
  );
  url.searchParams.set('systems', systems.join('_'));
  for (const [name, value] of [
    ['head', '35'],
    ['dev', 'custom'],
    ['dr', '12000'],
    ['dw', '8000'],
    ['bus', 'sata'],
    ['raid', 'raid6'],
    ['n', '8'],
    ['thr', 'cgroup-v2-io-max'],
    ['rcap', '10000'],
    ['wcap', '10000'],
    ['tread', '50'],
    ['tlim', 'custom'],
    ['tdev', '16634'],
    ['qd', '64'],
    ['lat', '0.35'],
    ['bs', '8'],
  ] as const) {
    url.searchParams.set(name, value);
  }
  url.searchParams.set('note', '日本語のメモ：グループコミットとfsyncの関係');
  url.hash = 'iops-calculator';
  return url.href;
}

const URLS: readonly string[] = [
  `${SITE}/calculators/hit-ratio`,
  `${SITE}/calculators/hit-ratio?hit=80`,
  `${SITE}/en/calculators/snowflake?layout=u1-unused.t41-timestamp-1288834974657-1.n5-datacenter.n5-worker.s12-sequence&id=1307025659294674945`,
  `${SITE}/calculators/redshift-tco?tb=10&currency=USD#redshift-tco-calculator`,
  `${SITE}/docs/${encodeURIComponent('日本語の記事')}`,
  japaneseUrl(),
  longUrl(),
];

/** Decodes a PNG data URL with pngjs and reads its QR code with jsQR. */
function decodePng(images: QrImages): string | null {
  const prefix = 'data:image/png;base64,';
  expect(images.pngDataUrl.startsWith(prefix)).toBe(true);
  const png = PNG.sync.read(Buffer.from(images.pngDataUrl.slice(prefix.length), 'base64'));
  expect(png.width).toBe(images.pngSize);
  expect(png.height).toBe(images.pngSize);
  const result = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return result?.data ?? null;
}

/** The dark modules an SVG path of `M x y h n v1 h-n z` runs draws, as "row,column" keys. */
function svgModules(svg: string, margin: number): Set<string> {
  const path = /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  for (const run of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    const x = Number(run[1]) - margin;
    const y = Number(run[2]) - margin;
    for (let i = 0; i < Number(run[3]); i += 1) dark.add(`${y},${x + i}`);
  }
  return dark;
}

describe('createQrImages', () => {
  it('the test URLs include long, percent-encoded Japanese ones', () => {
    expect(japaneseUrl()).toContain('%E3%82%A6%E3%82%A7%E3%83%96');
    expect(longUrl().length).toBeGreaterThan(700);
    expect(longUrl()).toMatch(/^[\x21-\x7e]+$/);
  });

  for (const url of URLS) {
    it(`the PNG decodes back to exactly ${url.slice(0, 80)}… (${url.length} chars)`, () => {
      const outcome = createQrImages(url);
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.value.text).toBe(url);
      expect(decodePng(outcome.value)).toBe(url);
    });
  }

  it('decodes at every error-correction level and at a small module size', () => {
    const url = japaneseUrl();
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const outcome = createQrImages(url, { errorCorrection: level, pixelsPerModule: 3 });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) continue;
      expect(outcome.value.errorCorrection).toBe(level);
      expect(decodePng(outcome.value)).toBe(url);
    }
  });

  it('the SVG draws exactly the dark modules of the symbol, inside a white quiet zone', () => {
    const url = longUrl();
    const matrix = qrMatrix(url, 'M');
    expect(matrix).not.toBeNull();
    if (!matrix) return;
    const svg = qrSvg(matrix, 4);
    const total = matrix.size + 8;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${total} ${total}"`);
    expect(svg).toContain(`<rect width="${total}" height="${total}" fill="#ffffff"/>`);
    const expected = new Set<string>();
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (matrix.isDark(row, column)) expected.add(`${row},${column}`);
      }
    }
    expect(svgModules(svg, 4)).toEqual(expected);
  });

  it('the SVG data URL holds the SVG document', () => {
    const outcome = createQrImages(URLS[1] ?? '');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const prefix = 'data:image/svg+xml;charset=utf-8,';
    expect(outcome.value.svgDataUrl.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(outcome.value.svgDataUrl.slice(prefix.length))).toBe(
      outcome.value.svg,
    );
  });

  it('keeps M for ordinary URLs and falls back to L only when M cannot hold the text', () => {
    const short = createQrImages(URLS[1] ?? '');
    expect(short.ok && short.value.errorCorrection).toBe('M');
    // 2,400 bytes: over M's 2,331-byte capacity, under L's 2,953.
    const big = `${SITE}/?q=${'a'.repeat(2_400 - SITE.length - 4)}`;
    expect(big.length).toBe(2_400);
    const outcome = createQrImages(big);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.errorCorrection).toBe('L');
    expect(outcome.value.version).toBeGreaterThan(30);
    expect(decodePng(outcome.value)).toBe(big);
  });

  it('reports text too long for any QR code, and empty text, instead of throwing', () => {
    expect(createQrImages(`${SITE}/?q=${'a'.repeat(3_000)}`)).toEqual({
      ok: false,
      code: 'tooLong',
    });
    expect(createQrImages('')).toEqual({ ok: false, code: 'empty' });
    // An explicit level is not silently lowered.
    const big = `${SITE}/?q=${'a'.repeat(2_400)}`;
    expect(createQrImages(big, { errorCorrection: 'M' })).toEqual({ ok: false, code: 'tooLong' });
  });

  it('the PNG is a valid 1-bit greyscale image about 1,000 px across by default', () => {
    const outcome = createQrImages(URLS[0] ?? '');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const bytes = Buffer.from(outcome.value.pngDataUrl.split(',')[1] ?? '', 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(bytes[24]).toBe(1); // bit depth
    expect(bytes[25]).toBe(0); // greyscale
    expect(outcome.value.pngSize).toBeGreaterThan(800);
    expect(outcome.value.pngSize).toBeLessThan(1_300);
    // The quiet zone is white: the top-left pixel of the decoded image.
    const png = PNG.sync.read(bytes);
    expect([...png.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });
});
