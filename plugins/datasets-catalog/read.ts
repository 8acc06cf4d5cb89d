/**
 * Reads the datasets under `static/data`, validated against the schema.
 * Used by the catalog plugin at build time and by the code generator.
 *
 * @packageDocumentation
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDatasetIssues, loadDataset, type Dataset } from '../../src/datasets/schema';

/** Folder of the dataset files, relative to the site. */
export const DATA_DIR = path.join('static', 'data');
/** Every dataset file, validated against the schema, sorted by id. Throws on the first invalid file. */
export function readDatasets(siteDir: string): Dataset[] {
  const dir = path.join(siteDir, DATA_DIR);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((file) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${DATA_DIR}/${file}: not valid JSON: ${(error as Error).message}`);
    }
    const result = loadDataset(json, { fileName: file });
    if (!result.ok) throw new Error(formatDatasetIssues(result.errors, `${DATA_DIR}/${file}`));
    return result.value;
  });
}
