import type { Config } from '@docusaurus/types';
import remarkMath from 'remark-math';
import readingTime from '../src/remark/readingTime';
import staleTranslationBanner from '../src/remark/staleTranslationBanner';
import importPageComponents from '../src/remark/importPageComponents';
import rehypeJapaneseLang from '../src/remark/rehypeJapaneseLang';
import rehypeMathml from '../src/remark/rehypeMathml';
import rehypeTableRowHeaders from '../src/remark/rehypeTableRowHeaders';
import remarkCitations from '../src/sources/remarkCitations';
import remarkMermaidSvg from '../src/diagrams/remarkMermaidSvg';
import highlightCode from '../src/remark/highlightCode';
import keepNumbersWithUnits from '../src/remark/keepNumbersWithUnits';
import { ADDITIONAL_PRISM_LANGUAGES } from './prism';

/** Markdown options shared by docs, blog and pages. */
export const markdown: Config['markdown'] = {
  // ```mermaid blocks become `mermaid` elements; remarkMermaidSvg (below)
  // inlines the drawings `npm run diagrams` made of them.
  mermaid: true,
  format: 'detect',
  // The site's convention is `## 見出し {#id}`, identical in both languages.
  mdx1Compat: { comments: false, admonitions: false, headingIds: true },
  hooks: {
    onBrokenMarkdownLinks: 'throw',
    onBrokenMarkdownImages: 'throw',
  },
};

/**
 * Formulas are written as `$…$` / `$$…$$` and become MathML at build time
 * (src/remark/rehypeMathml): no stylesheet, font or script loads for them.
 */
export const mathPlugins = {
  // Before Docusaurus's own plugins, so the table of contents reads as the headings do.
  beforeDefaultRemarkPlugins: [keepNumbersWithUnits],
  remarkPlugins: [remarkMath],
  // Row headers for tables with an empty corner cell, and Japanese words on
  // the English pages marked lang="ja" (after the formulas, which it skips).
  rehypePlugins: [rehypeMathml, rehypeTableRowHeaders, rehypeJapaneseLang],
};

/** Code blocks highlighted at build time, with the grammars of themeConfig.prism. */
const codeHighlighting = [highlightCode, { languages: ADDITIONAL_PRISM_LANGUAGES }] as const;

/**
 * English pages whose Japanese original changed since translation get a
 * banner; articles also get an estimated reading time under their title
 * (added last, so it sits above the banner).
 */
export const docsRemarkPlugins = [
  ...mathPlugins.remarkPlugins,
  // Diagrams drawn at build time (src/diagrams), inlined as SVG.
  remarkMermaidSvg,
  codeHighlighting,
  staleTranslationBanner,
  readingTime,
  // Numbers <Cite> markers after the entries of the page's Sources list.
  remarkCitations,
  // Last: it imports what the plugins above and the author put on the page.
  importPageComponents,
];
export const blogRemarkPlugins = [
  ...mathPlugins.remarkPlugins,
  remarkMermaidSvg,
  codeHighlighting,
  staleTranslationBanner,
  remarkCitations,
  importPageComponents,
];
/** MDX pages under src/pages: formulas, and the calculators and charts they use. */
export const pagesMarkdownPlugins = {
  beforeDefaultRemarkPlugins: mathPlugins.beforeDefaultRemarkPlugins,
  remarkPlugins: [
    ...mathPlugins.remarkPlugins,
    remarkMermaidSvg,
    codeHighlighting,
    importPageComponents,
  ],
  rehypePlugins: mathPlugins.rehypePlugins,
};
