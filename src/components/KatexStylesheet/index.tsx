import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * Links KaTeX's stylesheet (copied to static/katex by scripts/copy-katex.mjs).
 * Added automatically to pages with formulas by src/remark/katexStylesheet.
 * Importing the CSS through customCss instead would inline every KaTeX font
 * into the global stylesheet of every page.
 */
export default function KatexStylesheet(): ReactNode {
  return (
    <Head>
      <link rel="stylesheet" href={useBaseUrl('/katex/katex.min.css')} />
    </Head>
  );
}
