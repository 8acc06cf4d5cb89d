/**
 * Every dataset under static/data must load, be consistent, and be backed by
 * the source text: each excerpt occurs verbatim in the seed file it names
 * (after whitespace normalisation: runs of whitespace, line breaks included,
 * read as one space — see src/datasets/provenance.ts) and states the point's
 * number; derived values are recomputed from their quoted inputs.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { hasJapanese, type LocalizedOrInvariant } from '../../../src/datasets/localized';
import { checkPointAgainstSeed, normalizeWhitespace } from '../../../src/datasets/provenance';
import {
  DATASET_TOPICS,
  formatDatasetIssues,
  loadDataset,
  type Dataset,
} from '../../../src/datasets/schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const dataDir = path.join(repoRoot, 'static', 'data');
/** The seeds sit beside the repository: /work/shared/seeds locally, shared/ beside the clone in CI. */
const seedsDir = path.resolve(repoRoot, '..', 'shared', 'seeds');

const files = readdirSync(dataDir)
  .filter((f) => f.endsWith('.json'))
  .sort();

function load(file: string): Dataset {
  const json: unknown = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
  const result = loadDataset(json, { fileName: file });
  if (!result.ok) throw new Error(formatDatasetIssues(result.errors, `static/data/${file}`));
  return result.value;
}

/**
 * Full dates that the seed does not print as 「YYYY年M月D日」, with the reason.
 * Every other full date must appear in its seed file in that form.
 */
const INFERRED_DATES: Readonly<Record<string, string>> = {
  '2012-12-17': 'day 17 of JPOUG Advent Calendar 2012 (the post says 「17日目」)',
};

const seedCache = new Map<string, string>();
function normalizedSeed(file: string): string {
  let text = seedCache.get(file);
  if (text === undefined) {
    text = normalizeWhitespace(readFileSync(path.join(seedsDir, file), 'utf8'));
    seedCache.set(file, text);
  }
  return text;
}

describe('static/data', () => {
  it('holds datasets', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it('finds the seed files beside the repository', () => {
    expect(existsSync(seedsDir), `seeds expected at ${seedsDir}`).toBe(true);
  });

  it('gives every dataset a unique id', () => {
    const ids = files.map((f) => load(f).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses topics that are folders of the docs sidebar', () => {
    const folders = readdirSync(path.join(repoRoot, 'docs'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    for (const topic of DATASET_TOPICS) expect(folders).toContain(topic);
  });
});

describe.each(files)('%s', (file) => {
  it('validates against the schema', () => {
    const json: unknown = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
    const result = loadDataset(json, { fileName: file });
    if (!result.ok) expect.fail(formatDatasetIssues(result.errors, `static/data/${file}`));
  });

  it('has an id equal to the file name', () => {
    expect(`${load(file).id}.json`).toBe(file);
  });

  it('refers only to declared series, units and categories', () => {
    const d = load(file);
    const series = new Set(d.series.map((s) => s.id));
    const units = new Set(d.units.map((u) => u.id));
    const categories = new Set(d.categories.map((c) => c.id));
    for (const p of d.points) {
      expect(series.has(p.series), `series ${p.series}`).toBe(true);
      expect(units.has(p.unit), `unit ${p.unit}`).toBe(true);
      if (typeof p.x === 'string') expect(categories.has(p.x), `category ${p.x}`).toBe(true);
    }
    if (d.chart) {
      expect(units.has(d.chart.x)).toBe(true);
      expect(units.has(d.chart.y)).toBe(true);
    }
  });

  it('quotes the seed verbatim, with the number in the excerpt', () => {
    const d = load(file);
    const problems: string[] = [];
    d.points.forEach((p, i) => {
      if (p.provenance.kind !== 'seed') return;
      const seedPath = path.join(seedsDir, p.provenance.file);
      if (!existsSync(seedPath)) {
        problems.push(`points[${i}]: seed file ${p.provenance.file} does not exist`);
        return;
      }
      const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p.provenance.date);
      if (date && INFERRED_DATES[p.provenance.date] === undefined) {
        const [, y, m, day] = date;
        const japanese = `${y}年${Number(m)}月${Number(day)}日`;
        if (!normalizedSeed(p.provenance.file).includes(japanese)) {
          problems.push(`points[${i}]: date ${japanese} not found in ${p.provenance.file}`);
        }
      }
      for (const problem of checkPointAgainstSeed(
        p,
        p.provenance,
        normalizedSeed(p.provenance.file),
      )) {
        problems.push(`points[${i}] (${p.series}, ${String(p.x)}, ${p.y} ${p.unit}): ${problem}`);
      }
    });
    expect(problems).toEqual([]);
  });
});

/** Environment keys and values, locators and lab run labels: the metadata a page prints. */
function metadataTexts(d: Dataset): { where: string; text: LocalizedOrInvariant }[] {
  const out: { where: string; text: LocalizedOrInvariant }[] = [];
  for (const [field, value] of Object.entries(d.environment)) {
    if (!Array.isArray(value)) continue;
    value.forEach((entry, i) => {
      out.push({ where: `environment.${field}[${i}].key`, text: entry.key });
      out.push({ where: `environment.${field}[${i}].value`, text: entry.value });
    });
  }
  d.points.forEach((p, i) => {
    const pr = p.provenance;
    if (pr.kind === 'seed')
      out.push({ where: `points[${i}].provenance.locator`, text: pr.locator });
    else if (pr.run !== undefined) out.push({ where: `points[${i}].provenance.run`, text: pr.run });
  });
  return out;
}

const JA_PUNCTUATION = /[\u3000-\u303f\uff01-\uff60]/u;

describe('metadata in the page language', () => {
  const all = files.flatMap((file) =>
    metadataTexts(load(file)).map((m) => ({ ...m, where: `${file}: ${m.where}` })),
  );

  it('writes every worded value in Japanese on the Japanese side', () => {
    const localized = all.filter((m) => typeof m.text !== 'string');
    expect(localized.length).toBeGreaterThan(300);
    const notJapanese = localized
      // Kana/kanji, or at least Japanese punctuation ("1〜256").
      .filter(
        (m) =>
          typeof m.text !== 'string' && !hasJapanese(m.text.ja) && !JA_PUNCTUATION.test(m.text.ja),
      )
      .map((m) => m.where);
    expect(notJapanese).toEqual([]);
  });

  it('shows no English-only phrase such as "not stated", "model" or "(default)" on a Japanese page', () => {
    const english = /not stated|\bmodel\b|\(default\)|\bunknown\b|\bper\b|\bthe\b/;
    const leaks = all
      .map((m) => ({ where: m.where, ja: typeof m.text === 'string' ? m.text : m.text.ja }))
      .filter((m) => english.test(m.ja))
      .map((m) => `${m.where}: ${m.ja}`);
    expect(leaks).toEqual([]);
  });
});

describe('Japanese quoted on the English side', () => {
  // An English page showed "slide 10 (クエリの実行効率)" and "2. 大まかなアクセス
  // 性能を知っておく" with nothing a reader without Japanese could follow. A
  // section name or title quoted from a Japanese source stays verbatim, and
  // the English side glosses it in brackets: “クエリの実行効率” [query
  // execution efficiency]. The pages mark the Japanese itself lang="ja"
  // (tests/build/languageMarkup.test.ts).
  const englishTexts = files.flatMap((file) => {
    const out: { where: string; en: string }[] = [];
    const visit = (value: unknown, where: string): void => {
      if (Array.isArray(value))
        value.forEach((item, i) => {
          visit(item, `${where}[${i}]`);
        });
      else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === 'en' && typeof child === 'string') out.push({ where, en: child });
          else if (key === 'locator' && typeof child === 'string' && hasJapanese(child)) {
            out.push({ where: `${where}.locator`, en: child });
          } else if (key !== 'excerpt') visit(child, `${where}.${key}`);
        }
      }
    };
    visit(JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')), file);
    return out;
  });

  it('glosses every Japanese quote in English text: “…” [gloss]', () => {
    const quoting = englishTexts.filter((text) => hasJapanese(text.en));
    expect(quoting.length).toBeGreaterThan(20);
    const unglossed = quoting
      .filter((text) => !/\[[^\]]*[A-Za-z]{3,}[^\]]*\]/.test(text.en))
      .map((text) => `${text.where}: ${text.en}`);
    expect(unglossed).toEqual([]);
  });
});

describe('loader messages for broken datasets', () => {
  const fixture = (name: string): unknown =>
    JSON.parse(readFileSync(path.join(here, 'fixtures', name), 'utf8'));

  it('names each bad field and what was expected (shape errors)', () => {
    const result = loadDataset(fixture('broken.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = new Map(result.errors.map((e) => [e.path, e.message]));
    expect(byPath.get('id')).toMatch(/kebab-case/);
    expect(byPath.get('version')).toMatch(/first version is 1/);
    expect(byPath.get('description.en')).toMatch(/missing required field/);
    expect(byPath.get('tags[1]')).toMatch(/expected one of "io-memory".*got the string "io"/);
    expect(byPath.get('chart.kind')).toMatch(/"bar", "groupedBar", "line".*"pie"/);
    expect(byPath.get('environment.software')).toMatch(/"not stated", a text/);
    expect(byPath.get('points[0]')).toMatch(/unknown field "colour"/);
    expect(byPath.get('points[0].y')).toMatch(
      /expected the value as a number, got the string "26,092"/,
    );
    expect(byPath.get('points[0].provenance.excerpt')).toMatch(/missing required field/);
    expect(byPath.get('points[1].provenance.kind')).toBe(
      'expected one of "seed", "lab", got the string "blog"',
    );
    expect(formatDatasetIssues(result.errors, 'broken.json')).toContain(
      '  points[0].provenance.excerpt: missing required field',
    );
  });

  it('names broken cross references', () => {
    const result = loadDataset(fixture('broken-references.json'), { fileName: 'other-name.json' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.errors.map((e) => `${e.path}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^points\[0\]\.unit: unknown unit "ms"; declared units: "config", "seconds"$/,
        ),
        expect.stringMatching(/^points\[1\]\.series: unknown series "plugin"/),
        expect.stringMatching(/^points\[1\]\.x: unknown category "plugin-xa1"/),
        expect.stringMatching(
          /^points\[2\]\.yHigh: the high end \(3\) must be greater than y \(5\)/,
        ),
        expect.stringMatching(/^chart\.y: unknown measure "fsyncs"/),
        expect.stringMatching(/^series\[1\]\.id: series "unused" has no points/),
      ]),
    );
  });

  it('checks the file name once the dataset is otherwise valid', () => {
    const json: unknown = JSON.parse(readFileSync(path.join(dataDir, files[0] ?? ''), 'utf8'));
    const result = loadDataset(json, { fileName: 'static/data/wrong-name.json' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[0]?.path).toBe('id');
      expect(result.errors[0]?.message).toMatch(/must equal the file name "wrong-name"/);
    }
  });
});
