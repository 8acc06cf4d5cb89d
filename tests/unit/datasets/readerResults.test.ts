/**
 * A reader's result file against a shown chart: what is drawn, what is
 * refused and why, and the messages in both languages. On the real lab
 * datasets (a reader's `npm run lab` writes the same kind of file) and on
 * edited copies of them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  MAX_LISTED_ISSUES,
  MAX_READER_FILE_BYTES,
  comparisonJson,
  readReaderResult,
  readerErrorMessage,
  readerSeriesLabel,
  type ReaderResultError,
} from '../../../src/datasets/readerResults';
import { loadDataset, type Dataset } from '../../../src/datasets/schema';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../static/data');
const fileText = (id: string): string => readFileSync(path.join(dataDir, `${id}.json`), 'utf8');

function dataset(id: string): Dataset {
  const result = loadDataset(JSON.parse(fileText(id)));
  if (!result.ok) throw new Error(`${id} does not load`);
  return result.value;
}

const groupCommit = dataset('lab-group-commit');
const coveringIndex = dataset('lab-covering-index');

/** A deep copy of a dataset, edited, as JSON text. */
function edited(source: Dataset, edit: (copy: Dataset) => void): string {
  const copy = structuredClone(source);
  edit(copy);
  return JSON.stringify(copy);
}

function errorOf(text: string, shown: Dataset, bytes?: number): ReaderResultError {
  const outcome = readReaderResult(text, shown, loadDataset, {
    fileName: 'mine.json',
    ...(bytes === undefined ? {} : { bytes }),
  });
  if (outcome.ok) throw new Error('expected an error');
  return outcome.error;
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

describe('readReaderResult', () => {
  it('draws every plotted point of a lab file of the same experiment, one series per run', () => {
    const outcome = readReaderResult(fileText('lab-group-commit'), groupCommit, loadDataset, {
      fileName: 'lab-group-commit.json',
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    const plotted = groupCommit.points.filter((p) => p.unit === 'commits-per-s');
    expect(outcome.value.series.map((s) => s.seriesId)).toEqual(
      groupCommit.series.map((s) => s.id),
    );
    expect(outcome.value.series.flatMap((s) => s.points)).toHaveLength(plotted.length);
    expect(outcome.value.skipped).toBe(0);
    for (const series of outcome.value.series) {
      const xs = series.points.map((p) => Number(p.x));
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
    }
    expect(outcome.value.environment).toMatchObject({ kind: 'lab', server: 'MariaDB 10.11' });
  });

  it('labels the reader series with the file name, the server and the day, in both languages', () => {
    const outcome = readReaderResult(fileText('lab-group-commit'), groupCommit, loadDataset, {
      fileName: 'my-run.json',
    });
    if (!outcome.ok) throw new Error('expected ok');
    const first = outcome.value.series[0]!;
    const date = groupCommit.points[0]!.provenance.date;
    expect(readerSeriesLabel(outcome.value, first, 'en')).toBe(
      `Your result: ${first.label.en} (my-run.json; MariaDB 10.11, ${date})`,
    );
    expect(readerSeriesLabel(outcome.value, first, 'ja')).toBe(
      `あなたの結果: ${first.label.ja}（my-run.json、MariaDB 10.11、${date}）`,
    );
  });

  it('draws a bar chart’s values on its own categories only and counts the rest', () => {
    const text = edited(coveringIndex, (copy) => {
      copy.categories.push({ id: 'count-star', label: { ja: 'count(*)', en: 'count(*)' } });
      copy.points.push({ ...copy.points.find((p) => p.unit === 'seconds')!, x: 'count-star' });
    });
    const outcome = readReaderResult(text, coveringIndex, loadDataset);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    expect(outcome.value.skipped).toBe(1);
    expect(outcome.value.series.flatMap((s) => s.points.map((p) => p.x))).not.toContain(
      'count-star',
    );
    expect(outcome.value.fileName).toBeNull();
  });

  it('refuses a file over the byte limit before reading it', () => {
    expect(errorOf('{}', groupCommit, MAX_READER_FILE_BYTES + 1)).toEqual({
      kind: 'too-large',
      bytes: MAX_READER_FILE_BYTES + 1,
      limit: MAX_READER_FILE_BYTES,
    });
    // Pasted text: its UTF-8 size counts (three bytes a kana).
    const kana = 'あ'.repeat(Math.ceil(MAX_READER_FILE_BYTES / 3) + 1);
    expect(errorOf(kana, groupCommit).kind).toBe('too-large');
    expect(
      readReaderResult(fileText('lab-group-commit'), groupCommit, loadDataset, {
        bytes: MAX_READER_FILE_BYTES,
      }).ok,
    ).toBe(true);
  });

  it('tells empty text, text that is not JSON, and JSON that is not a dataset apart', () => {
    for (const blank of ['', '  \n\t', '\uFEFF'])
      expect(errorOf(blank, groupCommit).kind).toBe('empty');
    for (const bad of ['{', 'id: lab-group-commit', "{'id': 1}"]) {
      expect(errorOf(bad, groupCommit).kind).toBe('not-json');
    }
    const schema = errorOf('{"id": "lab-group-commit"}', groupCommit);
    expect(schema.kind).toBe('schema');
    if (schema.kind === 'schema') {
      expect(schema.issues.map((i) => i.path)).toContain('points');
    }
    // A byte-order mark before valid JSON is not an error.
    expect(
      readReaderResult(`\uFEFF${fileText('lab-group-commit')}`, groupCommit, loadDataset).ok,
    ).toBe(true);
  });

  it('names another dataset on other axes as the wrong dataset', () => {
    expect(errorOf(fileText('lab-covering-index'), groupCommit)).toEqual({
      kind: 'wrong-dataset',
      fileId: 'lab-covering-index',
      shownId: 'lab-group-commit',
    });
  });

  it('names the axis whose unit differs in a file of the same dataset', () => {
    const text = edited(groupCommit, (copy) => {
      const unit = copy.units.find((u) => u.id === 'commits-per-s')!;
      (unit as { symbol: string }).symbol = 'tx/s';
    });
    expect(errorOf(text, groupCommit)).toEqual({
      kind: 'incompatible-units',
      axis: 'y',
      expected: { id: 'commits-per-s', symbol: 'commits/s' },
      found: { id: 'commits-per-s', symbol: 'tx/s' },
    });
  });

  it('accepts another dataset on the same axes, and says so when none of its items is on the chart', () => {
    const renamed = edited(coveringIndex, (copy) => {
      (copy as { id: string }).id = 'my-covering-index';
    });
    expect(readReaderResult(renamed, coveringIndex, loadDataset).ok).toBe(true);
    const otherItems = (id: string) =>
      edited(coveringIndex, (copy) => {
        (copy as { id: string }).id = id;
        for (const category of copy.categories) (category as { id: string }).id += '-x';
        for (const point of copy.points) {
          if (typeof point.x === 'string') (point as { x: string }).x += '-x';
        }
      });
    expect(errorOf(otherItems('lab-covering-index'), coveringIndex).kind).toBe('nothing-to-draw');
    expect(errorOf(otherItems('elsewhere'), coveringIndex).kind).toBe('wrong-dataset');
  });

  it('never throws on arbitrary text, and every refusal is a typed error', () => {
    const kinds = new Set([
      'empty',
      'too-large',
      'not-json',
      'schema',
      'wrong-dataset',
      'incompatible-units',
      'nothing-to-draw',
    ]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const outcome = readReaderResult(text, groupCommit, loadDataset);
          expect(outcome.ok || kinds.has(outcome.error.kind)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readerErrorMessage', () => {
  const errors: ReaderResultError[] = [
    { kind: 'empty' },
    { kind: 'unreadable' },
    { kind: 'too-large', bytes: 3_500_000, limit: MAX_READER_FILE_BYTES },
    { kind: 'not-json' },
    {
      kind: 'schema',
      issues: Array.from({ length: MAX_LISTED_ISSUES + 3 }, (_, i) => ({
        path: `points[${i}].y`,
        message: 'expected the value as a number',
      })),
    },
    { kind: 'wrong-dataset', fileId: 'lab-autoinc', shownId: 'lab-group-commit' },
    {
      kind: 'incompatible-units',
      axis: 'x',
      expected: { id: 'clients', symbol: 'clients' },
      found: null,
    },
    { kind: 'nothing-to-draw' },
  ];

  it('words every error in both languages, placeholders filled, no Japanese on English pages', () => {
    for (const error of errors) {
      const ja = readerErrorMessage(error, 'ja');
      const en = readerErrorMessage(error, 'en');
      expect(ja.text).toMatch(JAPANESE);
      expect(en.text).not.toMatch(JAPANESE);
      expect(`${ja.text}${en.text}`).not.toMatch(/\{\w+\}/);
      expect(ja.text).not.toBe(en.text);
    }
  });

  it('gives the figures and names each error is about', () => {
    expect(readerErrorMessage(errors[2]!, 'en').text).toContain('(3.3\u00a0MiB)');
    expect(readerErrorMessage(errors[2]!, 'en').text).toContain('Up to 2\u00a0MiB');
    expect(readerErrorMessage(errors[5]!, 'ja').text).toContain('「lab-autoinc」');
    expect(readerErrorMessage(errors[6]!, 'en').text).toContain(
      'x-axis unit differs (chart: clients (clients); file: none)',
    );
    const schema = readerErrorMessage(errors[4]!, 'ja');
    expect(schema.text).toContain(`${MAX_LISTED_ISSUES + 3} 件`);
    expect(schema.issues).toHaveLength(MAX_LISTED_ISSUES);
    expect(schema.issues[0]).toBe('points[0].y: expected the value as a number');
    expect(schema.moreIssues).toBe(3);
  });
});

describe('comparisonJson', () => {
  it('holds the shown dataset and the reader’s, each still valid', () => {
    const outcome = readReaderResult(fileText('lab-covering-index'), coveringIndex, loadDataset, {
      fileName: 'mine.json',
    });
    if (!outcome.ok) throw new Error('expected ok');
    const parsed = JSON.parse(comparisonJson(coveringIndex, outcome.value)) as {
      comparison: { shown: string; readerFile: string };
      shown: unknown;
      reader: unknown;
    };
    expect(parsed.comparison).toEqual({ shown: 'lab-covering-index', readerFile: 'mine.json' });
    expect(loadDataset(parsed.shown).ok).toBe(true);
    expect(loadDataset(parsed.reader).ok).toBe(true);
  });
});
