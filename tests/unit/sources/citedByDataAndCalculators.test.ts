import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATASET_CATALOG } from '../../../src/datasets/catalog';
import { datasetSources } from '../../../src/datasets/sources';
import type { Dataset } from '../../../src/datasets/schema';
import { sourceForSeed } from '../../../src/sources/registry';

const DATA = path.resolve(__dirname, '../../../static/data');
const datasets = readdirSync(DATA)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(DATA, name), 'utf8')) as Dataset);

describe('datasets cite through the source registry', () => {
  it.each(datasets.map((d) => [d.id, d] as const))(
    '%s: every seed post its points quote is a registered source',
    (_id, dataset) => {
      for (const source of datasetSources(dataset)) {
        if (source.kind !== 'seed') continue;
        expect(source.sourceId, `${source.file} “${source.title}”`).toBeDefined();
        expect(sourceForSeed(source.file, source.title)?.id).toBe(source.sourceId);
      }
    },
  );

  it('and so does the catalog of the /data page', () => {
    const seeds = DATASET_CATALOG.flatMap((d) => d.sources).filter((s) => s.kind === 'seed');
    expect(seeds.length).toBeGreaterThan(10);
    for (const seed of seeds) {
      expect(sourceForSeed(seed.file, seed.title), `${seed.file} “${seed.title}”`).toBeDefined();
    }
  });
});
