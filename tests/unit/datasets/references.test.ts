/**
 * Datasets and the pages that show them:
 *
 * - every dataset under static/data is shown by some page
 *   (`<DatasetChart id="…" />` in an MDX page of the docs or blog, in either
 *   language, or in TS/TSX code), and every id a page uses names a file;
 * - the Japanese page and its English twin show the same datasets;
 * - the generated modules (src/datasets/registry.ts, catalog.ts) match the
 *   files on disk, and no client module imports a dataset statically (so a
 *   page's bundle carries only the datasets it shows);
 * - what a chart draws equals the CSV rows of the measure it plots, in both
 *   languages, and every cited seed file has a known author.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import {
  CATALOG_FILE,
  REGISTRY_FILE,
  generatedFiles,
  readDatasets,
} from '../../../plugins/datasets-catalog/codegen';
import {
  datasetIdsIn,
  docPermalink,
  docsUsages,
  frontMatter,
  listFiles,
  stripCode,
} from '../../../plugins/datasets-catalog/references';
import { chartModel, plottedPoints } from '../../../src/components/DatasetChart/model';
import { SEED_AUTHORS } from '../../../src/datasets/sources';
import { datasetToCsv, unitText } from '../../../src/datasets/csv';
import { LOCALES } from '../../../src/datasets/schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const rel = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

const datasets = readDatasets(repoRoot);
const datasetIds = new Set(datasets.map((d) => d.id));
const onDisk = readdirSync(path.join(repoRoot, 'static', 'data'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

/** Default-language content folders and their English twins. */
const CONTENT_PAIRS = [
  { ja: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current' },
  { ja: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog' },
] as const;

/** Modules that name every dataset by construction: they do not count as a page showing one. */
const GENERATED_OR_CATALOG = [
  REGISTRY_FILE,
  CATALOG_FILE,
  'src/components/DatasetChart/',
  'src/components/DatasetPage/',
].map((p) => p.split(path.sep).join('/'));

interface Usage {
  readonly file: string;
  readonly ids: readonly string[];
}

function markdownUsages(): Usage[] {
  return CONTENT_PAIRS.flatMap(({ ja, en }) =>
    [ja, en].flatMap((dir) =>
      listFiles(path.join(repoRoot, dir), ['.md', '.mdx']).map((file) => ({
        file: rel(file),
        ids: datasetIdsIn(readFileSync(file, 'utf8'), { markdown: true }),
      })),
    ),
  );
}

function codeUsages(): Usage[] {
  return listFiles(path.join(repoRoot, 'src'), ['.ts', '.tsx'])
    .filter((file) => !GENERATED_OR_CATALOG.some((skip) => rel(file).startsWith(skip)))
    .map((file) => ({
      file: rel(file),
      ids: datasetIdsIn(readFileSync(file, 'utf8'), { markdown: false }),
    }));
}

const usages = [...markdownUsages(), ...codeUsages()].filter((u) => u.ids.length > 0);

describe('dataset references', () => {
  it('reads the same datasets as the files on disk', () => {
    expect(datasets.map((d) => d.id)).toEqual(onDisk);
  });

  it('shows every dataset on at least one page', () => {
    const used = new Set(usages.flatMap((u) => u.ids));
    const unused = onDisk.filter((id) => !used.has(id));
    expect(
      unused,
      `datasets no page shows (add <DatasetChart id="…" /> to the article that discusses them): ${unused.join(', ')}`,
    ).toEqual([]);
  });

  it('uses only ids that name a dataset file', () => {
    const broken = usages.flatMap((u) =>
      u.ids.filter((id) => !datasetIds.has(id)).map((id) => `${u.file}: "${id}"`),
    );
    expect(broken, `no static/data/<id>.json for: ${broken.join('; ')}`).toEqual([]);
  });

  it('shows the same datasets in both languages of every article', () => {
    const problems: string[] = [];
    for (const { ja, en } of CONTENT_PAIRS) {
      const jaDir = path.join(repoRoot, ja);
      const enDir = path.join(repoRoot, en);
      const relatives = new Set(
        [jaDir, enDir].flatMap((dir) =>
          listFiles(dir, ['.md', '.mdx']).map((file) => path.relative(dir, file)),
        ),
      );
      for (const relative of relatives) {
        const read = (dir: string) => {
          try {
            return datasetIdsIn(readFileSync(path.join(dir, relative), 'utf8'), {
              markdown: true,
            });
          } catch {
            return null; // missing twin: the translation-parity check reports it
          }
        };
        const jaIds = read(jaDir);
        const enIds = read(enDir);
        if (jaIds === null || enIds === null) continue;
        const a = [...jaIds].sort();
        const b = [...enIds].sort();
        if (a.join() !== b.join()) {
          problems.push(
            `${ja}/${relative}: ja shows [${a.join(', ')}] but en shows [${b.join(', ')}]`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('generated dataset modules', () => {
  it('are up to date (run npx tsx plugins/datasets-catalog/generate.ts)', async () => {
    for (const { file, content } of await generatedFiles(repoRoot)) {
      expect(readFileSync(path.join(repoRoot, file), 'utf8'), file).toBe(content);
    }
  });

  it('keep every dataset in its own chunk: no static import of static/data in client code', () => {
    const offenders: string[] = [];
    for (const file of listFiles(path.join(repoRoot, 'src'), ['.ts', '.tsx', '.js', '.jsx'])) {
      const source = readFileSync(file, 'utf8');
      const staticImport =
        /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]*static\/data\/[^'"]*['"]/.test(
          source,
        ) || /\brequire\(\s*['"][^'"]*static\/data\//.test(source);
      if (staticImport) offenders.push(rel(file));
    }
    expect(offenders).toEqual([]);
    const registry = readFileSync(path.join(repoRoot, REGISTRY_FILE), 'utf8');
    const dynamic = [...registry.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g)].map(
      (m) => m[1],
    );
    expect(dynamic).toEqual(onDisk.map((id) => `../../static/data/${id}.json`));
  });
});

/** Parses RFC 4180 text (as written by datasetToCsv) into records of fields. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

describe.each(datasets.filter((d) => d.chart !== null).map((d) => [d.id, d] as const))(
  'chart of %s',
  (_id, dataset) => {
    it.each(LOCALES)('draws exactly the CSV rows of its measure (%s)', (locale) => {
      const chart = dataset.chart!;
      const [, ...rows] = parseCsv(datasetToCsv(dataset, locale));
      const yUnit = unitText(dataset, chart.y, locale);
      const csv = rows
        .filter((r) => r[5] === yUnit)
        .map((r) => ({ series: r[0], x: r[1], y: r[2], yHigh: r[3], qualified: r[4] !== '' }));

      const model = chartModel(dataset, locale);
      expect(model).not.toBeNull();
      const drawn =
        model!.kind === 'bar'
          ? model!.series.flatMap((s) =>
              s.values.flatMap((v, i) => {
                const category = model!.categories[i];
                if (!v || !category) return [];
                return [
                  {
                    series: s.label,
                    x: category.label ?? String(category.x),
                    y: String(v.y),
                    yHigh: v.yHigh === undefined ? '' : String(v.yHigh),
                    qualified: v.qualifier !== undefined,
                  },
                ];
              }),
            )
          : model!.series.flatMap((s) =>
              s.points.map((p) => ({
                series: s.label,
                x: String(p.x),
                y: String(p.y),
                yHigh: p.yHigh === undefined ? '' : String(p.yHigh),
                qualified: p.qualifier !== undefined,
              })),
            );
      const key = (r: { series?: string; x?: string }) => `${r.series}\u0000${r.x}`;
      const sort = <T extends { series?: string; x?: string }>(list: T[]) =>
        [...list].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sort(drawn)).toEqual(sort(csv));
      expect(drawn).toHaveLength(plottedPoints(dataset).length);
    });
  },
);

describe('sources', () => {
  it('knows the author of every cited seed file', () => {
    const files = new Set(
      datasets.flatMap((d) =>
        d.points.flatMap((p) => (p.provenance.kind === 'seed' ? [p.provenance.file] : [])),
      ),
    );
    const unknown = [...files].filter((f) => SEED_AUTHORS[f] === undefined);
    expect(unknown, 'add the author to SEED_AUTHORS in src/datasets/sources.ts').toEqual([]);
  });
});

describe('reference scanner', () => {
  it('ignores examples in code fences and inline code', () => {
    const source = [
      '<DatasetChart id="a" />',
      '',
      '```mdx',
      '<DatasetChart id="b" />',
      '```',
      '',
      'Write `<DatasetChart id="c" />` to embed one. <DatasetChart id=\'d\' />',
    ].join('\n');
    expect(stripCode(source)).not.toContain('id="b"');
    expect(datasetIdsIn(source, { markdown: true })).toEqual(['a', 'd']);
    expect(datasetIdsIn('<DatasetChart id={"e"} />', { markdown: false })).toEqual(['e']);
  });

  it('derives docs permalinks as Docusaurus does', () => {
    expect(docPermalink('io-memory/disk-io-hit-ratio.mdx', undefined)).toBe(
      '/docs/io-memory/disk-io-hit-ratio',
    );
    expect(docPermalink('io-memory/index.mdx', undefined)).toBe('/docs/io-memory');
    expect(docPermalink('index.mdx', '/')).toBe('/docs');
    expect(docPermalink('a/b.mdx', 'c')).toBe('/docs/a/c');
    expect(frontMatter('---\ntitle: "A: b"\nslug: /\n---\n')).toEqual({ title: 'A: b', slug: '/' });
  });

  it('gives each article that shows a dataset a title in both languages', () => {
    const ja = docsUsages(path.join(repoRoot, 'docs'));
    const en = docsUsages(
      path.join(repoRoot, 'docs'),
      path.join(repoRoot, 'i18n/en/docusaurus-plugin-content-docs/current'),
    );
    expect(ja.map((u) => u.permalink)).toEqual(en.map((u) => u.permalink));
    for (const usage of [...ja, ...en]) expect(usage.title).not.toMatch(/\.mdx?$/);
  });
});
