import React, { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { translate } from '@docusaurus/Translate';
import { useScrollRegion } from '../../hooks/useScrollRegion';
import styles from './styles.module.css';

/** Mermaid drawing in the browser: only for a diagram `npm run diagrams` has not drawn yet. */
const ClientMermaid = lazy(() => import('@theme-original/Mermaid'));

interface Props {
  /** The diagram's Mermaid source. */
  readonly value?: string;
  /** Its SVG drawings from src/diagrams/rendered (src/diagrams/remarkMermaidSvg.ts). */
  readonly light?: string;
  readonly dark?: string;
}

/**
 * A Mermaid diagram in a box that scrolls sideways. A diagram drawn at build
 * time (`npm run diagrams`) is inlined as SVG, once per colour mode, and CSS
 * shows the one of the page's mode: no Mermaid JavaScript loads. Each SVG is
 * an image described by the diagram's source (its `<desc>`). A diagram not
 * drawn yet is drawn in the browser by @docusaurus/theme-mermaid, so writing
 * one in the dev server works without a browser-driving step.
 *
 * Diagrams keep their natural size (src/css/custom.css, "Mermaid diagrams"):
 * shrunk to the column, a five-lane sequence diagram's text came out at
 * 9–10 px. A diagram wider than the column scrolls inside this box, with the
 * scroll shadows at its edges; only then is the box a focusable, named
 * region, so keyboard users can scroll it (axe "scrollable-region-focusable"),
 * as MarkdownTable does.
 */
export default function Mermaid({ value, light, dark }: Props): ReactNode {
  const { boxRef, regionProps } = useScrollRegion('data-diagram-scroller', (number) =>
    translate(
      {
        id: 'mermaid.scrollRegionLabel',
        message: '図 {number}（横にスクロールできます）',
        description: 'Accessible name of a wide diagram that scrolls sideways in an article',
      },
      { number },
    ),
  );
  const label = translate({
    id: 'mermaid.diagramLabel',
    message: '図（説明は Mermaid のソース）',
    description:
      'Accessible name of a diagram drawn at build time; its description is its Mermaid source',
  });
  return (
    <div
      ref={boxRef}
      className={`scroll-shadows ${styles.scroller}`}
      data-diagram-scroller=""
      {...regionProps}
    >
      {light && dark ? (
        <div
          className={`docusaurus-mermaid-container ${styles.drawn}`}
          data-diagram-inline=""
          // SVG drawn by Mermaid at build time from the site's own Markdown.
          dangerouslySetInnerHTML={{ __html: named(light, label) + named(dark, label) }}
        />
      ) : (
        <BrowserOnly>
          {() => (
            <Suspense fallback={null}>
              <ClientMermaid value={value ?? ''} />
            </Suspense>
          )}
        </BrowserOnly>
      )}
    </div>
  );
}

/** Names the SVG (unless the diagram's `accTitle` already does). */
function named(svg: string, label: string): string {
  if (/^<svg[^>]*\saria-labelledby=/.test(svg)) return svg;
  const escaped = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return svg.replace(/^<svg\b/, `<svg aria-label="${escaped}"`);
}
