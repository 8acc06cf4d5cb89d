import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { datasetSources, labEnvironmentSummary } from '../../../src/datasets/sources';
import { loadDataset, type Dataset } from '../../../src/datasets/schema';

const dataDir = fileURLToPath(new URL('../../../static/data/', import.meta.url));
const allDatasets: Dataset[] = readdirSync(dataDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const result = loadDataset(JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')));
    if (!result.ok) throw new Error(`${file} does not load`);
    return result.value;
  });
const labDatasets = allDatasets.filter((d) => d.origin === 'lab');
const sourceDatasets = allDatasets.filter((d) => d.origin === 'source');

describe('labEnvironmentSummary', () => {
  it('names server, CPU, memory and filesystem for every committed lab dataset', () => {
    expect(labDatasets.length).toBeGreaterThan(0);
    for (const dataset of labDatasets) {
      const summary = labEnvironmentSummary(dataset, 'en');
      expect(summary, dataset.id).toMatch(/^MariaDB \d+\.\d+\.\d+ · .+ × \d+ CPU · .+ RAM · .+$/);
    }
  });

  it('speaks the page language: the filesystem reads "ext4 on …" in English and "… 上の ext4" in Japanese', () => {
    for (const dataset of labDatasets) {
      expect(labEnvironmentSummary(dataset, 'en'), dataset.id).toMatch(/ · \w+ on \/dev\/\S+$/);
      expect(labEnvironmentSummary(dataset, 'ja'), dataset.id).toMatch(/ · \/dev\/\S+ 上の \w+$/);
    }
  });

  it('says nothing for datasets taken from the sources', () => {
    expect(sourceDatasets.length).toBeGreaterThan(0);
    for (const dataset of sourceDatasets) {
      expect(labEnvironmentSummary(dataset, 'ja')).toBeUndefined();
    }
  });

  it('keeps what it has when entries are missing, and gives up when all are', () => {
    const base = labDatasets[0]!;
    const only = (
      hardware: Dataset['environment']['hardware'],
      software: Dataset['environment']['software'],
    ) =>
      labEnvironmentSummary(
        { origin: 'lab', environment: { ...base.environment, hardware, software } },
        'en',
      );
    expect(only([{ key: 'CPU model', value: 'Xeon' }], 'not stated')).toBe('Xeon');
    expect(
      only([{ key: { ja: 'CPU の型番', en: 'CPU model' }, value: 'Xeon' }], 'not stated'),
    ).toBe('Xeon');
    expect(
      only(
        [{ key: 'memory', value: '8 GiB' }],
        [{ key: 'MariaDB server', value: '11.4.2-MariaDB' }],
      ),
    ).toBe('MariaDB 11.4.2 · 8 GiB RAM');
    expect(only('not stated', 'not stated')).toBeUndefined();
    expect(
      only([{ key: 'other', value: 'x' }], [{ key: 'MariaDB server', value: 'unknown' }]),
    ).toBeUndefined();
  });
});

describe('datasetSources', () => {
  it('lists each lab script once, with its runs', () => {
    for (const dataset of labDatasets) {
      const sources = datasetSources(dataset);
      expect(sources.length, dataset.id).toBe(1);
      expect(sources[0]).toMatchObject({
        kind: 'lab',
        script: `lab/experiments/${dataset.id.replace(/^lab-/, '')}.ts`,
      });
    }
  });
});
