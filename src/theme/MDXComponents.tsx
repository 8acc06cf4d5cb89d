import MDXComponents from '@theme-original/MDXComponents';
import ReadingTime from '../components/ReadingTime';
import MarkdownTable from '../components/MarkdownTable';
import Cite from '../components/CitationSources/Cite';
import Source from '../components/CitationSources/Source';

/**
 * Components every MDX page can use without importing them. Only light ones:
 * the calculators, charts and the stale-translation banner are imported by
 * the pages that use them (src/remark/importPageComponents.ts, which runs in
 * every MDX pipeline: docs, blog and pages), so no other page loads them.
 */
export default {
  ...MDXComponents,
  // Markdown tables: a sideways-scrolling, keyboard-reachable box when wide.
  table: MarkdownTable,
  ReadingTime,
  // Citations: a numbered marker in the text and its entry in the Sources list.
  Cite,
  Source,
};
