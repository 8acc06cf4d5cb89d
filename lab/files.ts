/**
 * Folders and files the lab writes: creating folders without Node's
 * recursive `mkdir`, checking up front that a folder is writable, and
 * replacing a file atomically.
 *
 * Node's `mkdir(dir, { recursive: true })` never settles for a path under
 * `/proc` (the kernel answers ENOENT for the missing part and Node retries
 * forever), so a bad `--out` or `--tmpdir` hung the run instead of failing.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A folder the run needs cannot be created or written to. */
export class UnwritableDirectoryError extends Error {
  constructor(
    readonly dir: string,
    cause: Error,
  ) {
    super(`${dir}: ${cause.message}`, { cause });
    this.name = 'UnwritableDirectoryError';
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

/**
 * `mkdir -p`: creates `dir` and its missing parents, one level at a time,
 * and throws the first error (never loops).
 */
export async function makeDirectory(dir: string): Promise<void> {
  const absolute = path.resolve(dir);
  const missing: string[] = [];
  let current = absolute;
  while (!(await exists(current))) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const d of missing) {
    try {
      await mkdir(d);
    } catch (e) {
      // Another run may have created it meanwhile.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const s = await stat(absolute);
  if (!s.isDirectory()) {
    throw Object.assign(new Error(`ENOTDIR: not a directory, '${absolute}'`), { code: 'ENOTDIR' });
  }
}

/**
 * Creates `dir` if needed and proves that a folder and a file can be created
 * in it (then removes them). Throws {@link UnwritableDirectoryError}.
 */
export async function ensureWritableDirectory(dir: string): Promise<void> {
  try {
    await makeDirectory(dir);
    const probe = await mkdtemp(path.join(dir, '.lab-write-check-'));
    try {
      const handle = await open(path.join(probe, 'probe'), 'wx');
      await handle.close();
    } finally {
      await rm(probe, { recursive: true, force: true });
    }
  } catch (e) {
    throw new UnwritableDirectoryError(dir, e instanceof Error ? e : new Error(String(e)));
  }
}

/**
 * Replaces `file` with `text` atomically: writes a temporary file next to it,
 * flushes it to disk and renames it over `file`. A reader (or the next run)
 * sees the old file or the new one, never a half-written one. The temporary
 * name ends in `.tmp`, so it is never taken for a dataset (`*.json`).
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await makeDirectory(path.dirname(file));
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}
