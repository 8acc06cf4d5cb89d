import { renderedDiagramByKey } from './renderedDiagrams';
import type { DiagramDrawings } from './diagramDrawings';

/*
 * The server build's diagramDrawings.ts (swapped in by
 * plugins/server-parts): the drawings come from src/diagrams/rendered
 * while the pages are rendered to HTML, so the SVG is written into the HTML
 * and into no JavaScript chunk.
 */

const drawings = new Map<string, DiagramDrawings | null>();

export function serverDrawings(key: string): DiagramDrawings | null {
  if (!drawings.has(key)) {
    const drawing = renderedDiagramByKey(key);
    drawings.set(key, drawing && { light: drawing.light, dark: drawing.dark });
  }
  return drawings.get(key) ?? null;
}

export function markupOnPage(_key: string): string | null {
  return null;
}
