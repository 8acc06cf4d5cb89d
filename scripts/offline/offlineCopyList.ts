/**
 * Builds a locale's offline-copy list (src/offline/offlineCopyList.ts) for
 * its output directory: every file a reader's pages load, under the address
 * the browser asks for, with a content hash and its gzip size.
 *
 * @packageDocumentation
 */

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  OFFLINE_COPY_LIST,
  belongsToOfflineCopy,
  requestUrlFor,
  type OfflineCopyEntry,
  type OfflineCopyList,
} from '../../src/offline/offlineCopyList';
import { filesUnder } from '../lib/filesUnder';

/** Already-compressed formats travel as they are (Pagefind gzips its own files). */
const COMPRESSED = /\.(?:png|woff2|ico|pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;

export function offlineCopyList(
  outDir: string,
  localeBaseUrl: string,
  otherLocales: readonly string[],
): OfflineCopyList {
  const entries: OfflineCopyEntry[] = filesUnder(outDir)
    .filter((file) => belongsToOfflineCopy(file, otherLocales))
    .map((file) => {
      const bytes = readFileSync(path.join(outDir, file));
      return {
        url: requestUrlFor(file, localeBaseUrl),
        revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
        transferBytes: COMPRESSED.test(file) ? bytes.length : gzipSync(bytes).length,
      };
    });
  const version = createHash('sha256')
    .update(entries.map((entry) => `${entry.url} ${entry.revision}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { version, entries };
}

export function writeOfflineCopyList(
  outDir: string,
  localeBaseUrl: string,
  otherLocales: readonly string[],
): OfflineCopyList {
  const list = offlineCopyList(outDir, localeBaseUrl, otherLocales);
  writeFileSync(path.join(outDir, OFFLINE_COPY_LIST), `${JSON.stringify(list)}\n`);
  return list;
}
