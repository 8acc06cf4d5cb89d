import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, recursively, as sorted paths relative to it with
 * `/` separators (the form the build's file lists and URLs use), for the
 * post-build steps that walk a locale's output.
 */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}
