import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagramKey, type RenderedDiagram } from './diagramCache';

/** Where `npm run diagrams` keeps its drawings (committed). */
export const RENDERED_DIR = 'src/diagrams/rendered';

/** The version of the Mermaid package installed (part of every cache key). */
export function installedMermaidVersion(root: string = process.cwd()): string {
  const file = path.join(root, 'node_modules', 'mermaid', 'package.json');
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return version;
}

/** The cached drawing of a diagram's source, or null when it has none yet. */
export function renderedDiagram(
  source: string,
  mermaidVersion: string,
  root: string = process.cwd(),
): RenderedDiagram | null {
  return renderedDiagramByKey(diagramKey({ source, mermaidVersion }), root);
}

/** The cached drawing with this key (src/diagrams/rendered/<key>.json), or null. */
export function renderedDiagramByKey(
  key: string,
  root: string = process.cwd(),
): RenderedDiagram | null {
  if (!/^[0-9a-f]{16}$/.test(key)) return null;
  const file = path.join(root, RENDERED_DIR, `${key}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as RenderedDiagram;
}
