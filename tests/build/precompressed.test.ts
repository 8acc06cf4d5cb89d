/**
 * The precompressed twins (scripts/precompress.ts): every text file of the
 * build that compression shrinks has a `.br` and a `.gz` beside it that
 * decompress to exactly its bytes — so a host serving the twins
 * (nginx `brotli_static`/`gzip_static`, the test server) never sends a stale
 * or different page — and no twin is left without its file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ENCODINGS,
  compressText,
  isPrecompressible,
  twinSource,
} from '../../scripts/deploy/precompression';
import { BUILD_DIR } from './buildOutput';

function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesBelow(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() ? [relative] : [];
  });
}

const files = filesBelow(BUILD_DIR);
const present = new Set(files);
const sizeOf = (relative: string): number => statSync(path.join(BUILD_DIR, relative)).size;
const eligible = files.filter(
  (relative) => twinSource(relative) === undefined && isPrecompressible(relative, sizeOf(relative)),
);
const decompress = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('precompressed twins in the build', () => {
  it('cover the pages, scripts and styles of both locales', () => {
    const withTwins = eligible.filter((relative) => present.has(`${relative}.br`));
    for (const pattern of [/^index\.html$/, /^en\/index\.html$/, /^assets\/js\/.+\.js$/, /\.css$/])
      expect(withTwins.filter((relative) => pattern.test(relative)).length).toBeGreaterThan(0);
    expect(withTwins.length).toBeGreaterThan(200);
  });

  it('decompress to exactly the bytes of their file, for every eligible file', async () => {
    const problems: string[] = [];
    for (const relative of eligible) {
      const original = readFileSync(path.join(BUILD_DIR, relative));
      for (const { name, extension } of ENCODINGS) {
        const twin = `${relative}${extension}`;
        if (!present.has(twin)) {
          // Allowed only where compression would not shrink the file.
          if ((await compressText(original))[name] !== undefined)
            problems.push(`${twin} is missing`);
          continue;
        }
        const decompressed = decompress[name](readFileSync(path.join(BUILD_DIR, twin)));
        if (!decompressed.equals(original))
          problems.push(`${twin} does not decompress to ${relative} (stale?)`);
        if (sizeOf(twin) >= original.length) problems.push(`${twin} is not smaller than its file`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leave no twin without an eligible file beside it', () => {
    const orphans = files.filter((relative) => {
      const source = twinSource(relative);
      return (
        source !== undefined && (!present.has(source) || !isPrecompressible(source, sizeOf(source)))
      );
    });
    expect(orphans).toEqual([]);
  });
});
