import type { RenderedDiagram } from './diagramCache';

/** A diagram's two drawings, as `npm run diagrams` made them. */
export type DiagramDrawings = Pick<RenderedDiagram, 'light' | 'dark'>;

/*
 * Where src/theme/Mermaid gets a build-time drawing, in the browser. The
 * server build swaps this module for diagramDrawings.server.ts
 * (plugins/server-parts), which reads src/diagrams/rendered: the SVG is
 * in the page's HTML, and no page's JavaScript carries it. (After
 * client-side navigation the page loads its diagram's own chunk:
 * src/diagrams/remarkMermaidSvg.ts.)
 */

/** On the server: the drawings. In the browser there are none to read synchronously. */
export function serverDrawings(_key: string): DiagramDrawings | null {
  return null;
}

/**
 * The drawings' markup already in the page: the server HTML, read while the
 * page hydrates, so hydration keeps what is there (the same markup, nothing
 * to download). Null when the page was reached by client-side navigation.
 */
export function markupOnPage(key: string): string | null {
  if (typeof document === 'undefined') return null;
  const box = document.querySelector(`[data-diagram-inline="${CSS.escape(key)}"]`);
  return box && box.children.length > 0 ? box.innerHTML : null;
}
