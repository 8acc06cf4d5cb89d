/**
 * Precompressed copies of the build's text files: which files get a Brotli
 * (`.br`) and a gzip (`.gz`) twin beside them, how the twins are made, and
 * which one a request should get. Pure apart from `compressText` (zlib):
 * scripts/precompress.ts writes the twins, scripts/serve-build.mjs serves
 * them, tests/build/precompressed.test.ts checks them.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text types the build holds, by extension, with the Content-Type a host
 * sends for each. Images other than SVG, fonts (WOFF2 is already Brotli
 * inside) and the PWA icons are compressed formats: a twin would not shrink
 * them. `.map` is listed in case source maps are ever turned on; the
 * production build has none today.
 */
export const TEXT_CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'application/javascript; charset=utf-8'],
  ['.mjs', 'application/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
  ['.webmanifest', 'application/manifest+json; charset=utf-8'],
  ['.xml', 'application/xml; charset=utf-8'],
  // The feeds' XSLT stylesheets (blog feedOptions.xslt).
  ['.xsl', 'application/xslt+xml; charset=utf-8'],
  ['.svg', 'image/svg+xml; charset=utf-8'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['.csv', 'text/csv; charset=utf-8'],
  ['.map', 'application/json; charset=utf-8'],
]);

/**
 * Files below this size stay as they are: the bytes saved do not pay for a
 * second request path, and nginx's `gzip_min_length` / Cloudflare skip files
 * this small too.
 */
export const MIN_BYTES = 1024;

/** The two encodings written beside each file, best first. */
export const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

/** A build file's extension as the maps above spell it (`.html`), lower-case. */
function extensionOf(relativePath: string): string {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The Content-Type of a text file of the build, or undefined for any other file. */
export function textContentType(relativePath: string): string | undefined {
  return TEXT_CONTENT_TYPES.get(extensionOf(relativePath));
}

/**
 * Whether a file of the build (path relative to it, `/`-separated) gets
 * twins, given its size: text of at least MIN_BYTES, not a host's
 * configuration file (`_headers`, `nginx-headers.conf`) and not a twin.
 */
export function isPrecompressible(relativePath: string, bytes: number): boolean {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  if (name.startsWith('_')) return false;
  return bytes >= MIN_BYTES && textContentType(relativePath) !== undefined;
}

/** Whether a path is a twin (`x.html.br`), and of which file. */
export function twinSource(relativePath: string): string | undefined {
  for (const { extension } of ENCODINGS)
    if (relativePath.endsWith(extension)) return relativePath.slice(0, -extension.length);
  return undefined;
}

/**
 * The environment variable that lowers the Brotli quality of the twins.
 * `npm test` sets it (scripts/run-tests.mjs) for its own build: quality 11
 * spent ≈90 of the suite's CPU-seconds on twins only its test server reads,
 * while 9 took a tenth of that; a deployment's build leaves it unset.
 */
export const BROTLI_QUALITY_VARIABLE = 'PRECOMPRESS_BROTLI_QUALITY';

/**
 * The Brotli quality to write twins at: the variable's value (a whole number
 * from 0 to 11), or the maximum when it is unset or empty. Anything else is
 * an error that says what it got, never a silent default.
 */
export function brotliQuality(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return constants.BROTLI_MAX_QUALITY;
  const quality = Number(value);
  if (
    !/^\s*\d+\s*$/.test(value) ||
    quality < constants.BROTLI_MIN_QUALITY ||
    quality > constants.BROTLI_MAX_QUALITY
  ) {
    throw new Error(
      `${BROTLI_QUALITY_VARIABLE} must be a whole number from ${String(constants.BROTLI_MIN_QUALITY)} to ${String(constants.BROTLI_MAX_QUALITY)}, not "${value}"`,
    );
  }
  return quality;
}

/**
 * One file compressed both ways, by default at the slowest, smallest
 * settings: the work is done once per build, not per request. A twin is kept
 * only if it is smaller than the file (otherwise `undefined`). Asynchronous,
 * so that several files compress at once on libuv's thread pool.
 */
export async function compressText(
  content: Buffer,
  quality: number = constants.BROTLI_MAX_QUALITY,
): Promise<Record<Encoding, Buffer | undefined>> {
  const br = await brotliAsync(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
  return {
    br: br.length < content.length ? br : undefined,
    gzip: gz.length < content.length ? gz : undefined,
  };
}

/**
 * The encoding to send, from a request's `Accept-Encoding` and the twins a
 * file has: Brotli before gzip (smaller), each only if the client accepts
 * it (`q=0` refuses; `*` accepts what is not named); `identity` otherwise.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | 'identity' {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (token === '') continue;
    const q = params.find((param) => /^q=/i.test(param));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(token.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const accepted = (encoding: Encoding): boolean =>
    (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  for (const { name } of ENCODINGS) if (available.includes(name) && accepted(name)) return name;
  return 'identity';
}

/** What to send for a file a request asks for: which file of the build, in which encoding. */
export interface Representation {
  /** The file to read: the file itself or one of its twins. */
  readonly file: string;
  readonly encoding: Encoding | 'identity';
  /** The file has twins, so the answer depends on `Accept-Encoding` (send `Vary`). */
  readonly negotiated: boolean;
}

/**
 * The representation of a build file to send for a request's
 * `Accept-Encoding`, given which twins exist (`exists` is the file-system
 * check, passed in so the choice is testable without a build). A file that
 * is not text, or has no twins, is sent as it is.
 */
export function representationFor(
  file: string,
  acceptEncoding: string | undefined,
  exists: (candidate: string) => boolean,
): Representation {
  if (textContentType(file.replaceAll('\\', '/')) === undefined)
    return { file, encoding: 'identity', negotiated: false };
  const available = ENCODINGS.filter(({ extension }) => exists(`${file}${extension}`)).map(
    ({ name }) => name,
  );
  if (available.length === 0) return { file, encoding: 'identity', negotiated: false };
  const encoding = chooseEncoding(acceptEncoding, available);
  const extension = ENCODINGS.find(({ name }) => name === encoding)?.extension ?? '';
  return { file: `${file}${extension}`, encoding, negotiated: true };
}
