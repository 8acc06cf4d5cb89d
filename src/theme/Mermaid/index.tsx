import React, { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { translate } from '@docusaurus/Translate';
import { markupOnPage, serverDrawings, type DiagramDrawings } from '../../diagrams/diagramDrawings';
import { useScrollRegion } from '../../hooks/useScrollRegion';
import styles from './styles.module.css';

/**
 * Mermaid drawing in the browser: only for a diagram `npm run diagrams` has
 * not drawn yet, which happens while an author writes one in the dev server.
 * A production build never needs it (tests/build/diagrams.test.ts fails one
 * that would), so it leaves Mermaid out: 2.6 MB of JavaScript the build
 * minified, compressed and put in every offline copy for nothing.
 */
const ClientMermaid =
  process.env.NODE_ENV === 'production' ? null : lazy(() => import('@theme-original/Mermaid'));

interface Props {
  /** The diagram's Mermaid source (a diagram not drawn yet). */
  readonly value?: string;
  /** The key of its drawings in src/diagrams/rendered (src/diagrams/remarkMermaidSvg.ts). */
  readonly diagram?: string;
  /** Their size in pixels (MDX passes it as text). */
  readonly width?: string;
  readonly height?: string;
  /** Loads the drawings (the diagram's own chunk): after client-side navigation only. */
  readonly load?: () => Promise<{ readonly default: DiagramDrawings }>;
}

/**
 * A Mermaid diagram in a box that scrolls sideways. A diagram drawn at build
 * time (`npm run diagrams`) is inlined as SVG, once per colour mode, and CSS
 * shows the one of the page's mode: no Mermaid JavaScript loads. The SVG is
 * written into the server HTML only; hydration keeps it, and a page reached
 * by client-side navigation loads its drawings (the `load` the page passes,
 * src/diagrams/remarkMermaidSvg.ts). Each SVG is
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
export default function Mermaid({ value, diagram, width, height, load }: Props): ReactNode {
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
      {diagram && load ? (
        <DrawnDiagram
          key={diagram}
          diagram={diagram}
          width={width}
          height={height}
          load={load}
          label={label}
        />
      ) : (
        <UndrawnDiagram value={value ?? ''} />
      )}
    </div>
  );
}

/** A diagram not drawn at build time: Mermaid draws it in the dev server; a production build shows its source. */
function UndrawnDiagram({ value }: { value: string }): ReactNode {
  if (ClientMermaid) {
    return (
      <BrowserOnly>
        {() => (
          <Suspense fallback={null}>
            <ClientMermaid value={value} />
          </Suspense>
        )}
      </BrowserOnly>
    );
  }
  return (
    <div className="docusaurus-mermaid-container">
      <p className={styles.unavailable}>
        {translate({
          id: 'mermaid.notDrawn',
          message: 'この図はまだ描画されていません（npm run diagrams）。Mermaid のソース：',
          description:
            'Production build only, for the author: a diagram that `npm run diagrams` has not drawn, shown as its source',
        })}
      </p>
      <pre>
        <code>{value}</code>
      </pre>
    </div>
  );
}

/**
 * A build-time drawing. Its first render takes the markup from the server's
 * drawings (while rendering HTML) or from the page being hydrated, so React
 * keeps the server's SVG as it is; only after client-side navigation is it
 * loaded, in a box of the drawing's size meanwhile.
 */
function DrawnDiagram({
  diagram,
  width,
  height,
  load,
  label,
}: {
  diagram: string;
  width?: string;
  height?: string;
  load: () => Promise<{ readonly default: DiagramDrawings }>;
  label: string;
}): ReactNode {
  const [markup, setMarkup] = useState<string | null>(() => {
    const drawings = serverDrawings(diagram);
    return drawings ? composed(drawings, label) : markupOnPage(diagram);
  });
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (markup !== null) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setMarkup(composed(module.default, label));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, label, markup]);
  if (markup === null) {
    return (
      <div
        className={`docusaurus-mermaid-container ${styles.drawn}`}
        style={{ width: pixels(width), height: pixels(height) }}
        role={failed ? 'alert' : undefined}
      >
        {failed ? (
          <p className={styles.unavailable}>
            {translate({
              id: 'mermaid.drawingUnavailable',
              message: '図を読み込めませんでした。ページを再読み込みしてください。',
              description:
                'Shown in place of a diagram whose drawing could not be loaded (e.g. offline after client-side navigation)',
            })}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div
      className={`docusaurus-mermaid-container ${styles.drawn}`}
      data-diagram-inline={diagram}
      // SVG drawn by Mermaid at build time from the site's own Markdown.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** A size prop as CSS pixels; none when it is not a positive number. */
function pixels(value: string | undefined): number | undefined {
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** Both drawings, each named, as the box's markup. */
function composed({ light, dark }: DiagramDrawings, label: string): string {
  return named(light, label) + named(dark, label);
}

/** Names the SVG (unless the diagram's `accTitle` already does). */
function named(svg: string, label: string): string {
  if (/^<svg[^>]*\saria-labelledby=/.test(svg)) return svg;
  const escaped = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return svg.replace(/^<svg\b/, `<svg aria-label="${escaped}"`);
}
