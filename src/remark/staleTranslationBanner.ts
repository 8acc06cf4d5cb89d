import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import {
  japaneseSourceOf,
  translationStatus,
  type FreshnessStatus,
} from '../lib/translationFreshness';

/**
 * Freshness of a translated docs/blog file against its Japanese source, or
 * `undefined` when the file is not a translation (a Japanese page, a page of
 * src/pages, a partial) or its source cannot be read (the parity check
 * reports a missing source).
 */
export function stalenessOf(filePath: string): FreshnessStatus | undefined {
  if (/(^|[/\\])_[^/\\]*$/.test(filePath)) return undefined; // partials
  const twin = japaneseSourceOf(filePath);
  if (!twin) return undefined;
  let source: string;
  let translation: string;
  try {
    source = readFileSync(twin.source, 'utf8');
    // The file itself, front matter included (the compiler only sees the body).
    translation = readFileSync(filePath, 'utf8');
  } catch {
    return undefined;
  }
  return translationStatus(translation, source);
}

/**
 * Puts `<StaleTranslationBanner kind="docs|blog" />` (registered in
 * src/theme/MDXComponents) at the top of an English docs or blog page whose
 * Japanese source has changed since it was translated — that is, whose
 * front-matter `source_hash` differs from the hash of the Japanese file now,
 * or is missing. See src/lib/translationFreshness.ts.
 *
 * The hash is computed when the page is compiled: in `docusaurus start`, an
 * edit of the Japanese file shows up on the English page after the English
 * page is recompiled (edit it or restart).
 */
export default function staleTranslationBanner() {
  return (tree: Root, file: VFile): void => {
    const filePath = file.path;
    if (!filePath) return;
    const status = stalenessOf(filePath);
    if (status === undefined || status === 'fresh') return;
    const kind = japaneseSourceOf(filePath)?.kind ?? 'docs';
    tree.children.unshift({
      type: 'mdxJsxFlowElement',
      name: 'StaleTranslationBanner',
      attributes: [{ type: 'mdxJsxAttribute', name: 'kind', value: kind }],
      children: [],
    } satisfies MdxJsxFlowElement);
  };
}
