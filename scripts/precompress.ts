/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of
 * the build (scripts/deploy/precompression.ts says which), after
 * `docusaurus build`, so that a plain host serves compressed files without
 * compressing on each request (nginx `brotli_static` / `gzip_static`, see
 * DEPLOY.md). A twin left from an earlier run whose file is gone, or is no
 * longer eligible, is removed; the others are rewritten.
 *
 *   tsx scripts/precompress.ts [build folder, default build]
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  BROTLI_QUALITY_VARIABLE,
  ENCODINGS,
  brotliQuality,
  compressText,
  isPrecompressible,
  twinSource,
} from './deploy/precompression';

/** Every file below a folder, as `/`-separated paths relative to it. */
function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesBelow(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() ? [relative] : [];
  });
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const quality = brotliQuality(process.env[BROTLI_QUALITY_VARIABLE]);
  const started = Date.now();
  const files = filesBelow(buildDir);
  const fileSet = new Set(files);
  const sizeOf = (relative: string): number => statSync(path.join(buildDir, relative)).size;

  const eligible: string[] = [];
  let removed = 0;
  for (const relative of files) {
    const source = twinSource(relative);
    if (source !== undefined) {
      // Twins are rewritten below; one without an eligible source is stale.
      const sourceExists = fileSet.has(source);
      if (!sourceExists || !isPrecompressible(source, sizeOf(source))) {
        rmSync(path.join(buildDir, relative));
        removed += 1;
      }
      continue;
    }
    if (isPrecompressible(relative, sizeOf(relative))) eligible.push(relative);
  }

  const totals = { files: 0, original: 0, br: 0, gzip: 0, skipped: 0 };
  // Each locale's folder holds its own copy of the shared bundles (same
  // name, same bytes): compress each distinct content once.
  const byContent = new Map<string, ReturnType<typeof compressText>>();
  const compressOnce = (content: Buffer): ReturnType<typeof compressText> => {
    const key = createHash('sha256').update(content).digest('hex');
    let twins = byContent.get(key);
    if (twins === undefined) {
      twins = compressText(content, quality);
      byContent.set(key, twins);
    }
    return twins;
  };
  // A few at a time: Brotli's top quality is CPU-bound, and zlib runs it on
  // libuv's thread pool.
  const queue = [...eligible];
  const worker = async (): Promise<void> => {
    for (let relative = queue.shift(); relative !== undefined; relative = queue.shift()) {
      const full = path.join(buildDir, relative);
      const content = readFileSync(full);
      const twins = await compressOnce(content);
      totals.files += 1;
      totals.original += content.length;
      for (const { name, extension } of ENCODINGS) {
        const twin = twins[name];
        if (twin === undefined) {
          // Compression does not help this file: no twin, and none left over.
          rmSync(`${full}${extension}`, { force: true });
          totals.skipped += 1;
          continue;
        }
        writeFileSync(`${full}${extension}`, twin);
        totals[name] += twin.length;
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, worker),
  );

  const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  process.stdout.write(
    `[precompress] ${String(totals.files)} text files, ${mib(totals.original)} → ` +
      `${mib(totals.br)} .br (quality ${String(quality)}), ${mib(totals.gzip)} .gz` +
      (totals.skipped > 0 ? `, ${String(totals.skipped)} twins skipped (no gain)` : '') +
      (removed > 0 ? `, ${String(removed)} stale twins removed` : '') +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(process.cwd(), buildDir) || '.'}/\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
