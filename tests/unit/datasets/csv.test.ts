import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { csvField, csvFileName, datasetToCsv, toCsv } from '../../../src/datasets/csv';
import { loadDataset, type Dataset } from '../../../src/datasets/schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../../../static/data');

function dataset(id: string): Dataset {
  const result = loadDataset(JSON.parse(readFileSync(path.join(dataDir, `${id}.json`), 'utf8')));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** A strict RFC 4180 reader, for round trips. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text.charAt(i);
        i++;
      }
    }
    const c = text[i];
    if (c === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      i += 2;
    } else if (c === undefined) {
      break;
    } else if (c === '"' || c === '\r' || c === '\n') {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || fields.length > 0) throw new Error('last record lacks CRLF');
  return records;
}

describe('csvField / toCsv', () => {
  it('quotes only fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('round-trips any fields through an RFC 4180 reader', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (records) => {
          // A record of one empty field is an empty line, which RFC 4180 readers skip.
          fc.pre(records.every((r) => !(r.length === 1 && r[0] === '')));
          expect(parseCsv(toCsv(records))).toEqual(records);
        },
      ),
    );
  });
});

describe('datasetToCsv', () => {
  it('names a unit once when its label already ends with its symbol', () => {
    const unitColumn = (id: string, locale: 'ja' | 'en'): string[] =>
      parseCsv(datasetToCsv(dataset(id), locale))
        .slice(1)
        .map((row) => row[5] ?? '');
    // Was "Throughput (NOTPM) (NOTPM)" and "IOPS (IOPS)".
    expect(new Set(unitColumn('dbt2-file-placement', 'en'))).toContain('Throughput (NOTPM)');
    expect(new Set(unitColumn('dbt2-file-placement', 'ja'))).toContain('スループット(NOTPM)');
    expect(new Set(unitColumn('cgroup-iops-throttle', 'en'))).toEqual(new Set(['IOPS']));
    // A label without its symbol still gets it.
    expect(unitColumn('group-commit-fsyncs', 'en')[0]).toMatch(/ \(fsync\)$/);
  });

  it('writes a localised header and one row per point (English)', () => {
    const d = dataset('group-commit-fsyncs');
    const rows = parseCsv(datasetToCsv(d, 'en'));
    expect(rows[0]).toEqual([
      'Series',
      'Configuration',
      'Value',
      'Value (high end)',
      'Qualifier',
      'Unit',
      'Source',
    ]);
    expect(rows).toHaveLength(d.points.length + 1);
    expect(rows[1]?.slice(0, 6)).toEqual([
      'mysqlslap, 30 connections',
      'Built-in InnoDB (innodb_support_xa=1)',
      '200251',
      '',
      '',
      'Increase of Innodb_data_fsyncs per 100,000 transactions (fsync)',
    ]);
    expect(rows[1]?.[6]).toContain(
      'InnoDB Plugin 1.0.4 - InnoDB史上極めて重要なリリース (2009-08-12)',
    );
  });

  it('uses Japanese labels, qualifiers and ranges', () => {
    const rows = parseCsv(datasetToCsv(dataset('id-strategy-insert-rates'), 'ja'));
    expect(rows[0]?.[0]).toBe('系列');
    expect(rows[1]?.slice(0, 6)).toEqual([
      '著者の実験(MySQL 5.5)',
      'ランダムな int',
      '4000',
      '5000',
      '約',
      'INSERT 性能(QPS)',
    ]);
  });

  it('writes numeric x values and the arithmetic of derived values', () => {
    const rows = parseCsv(datasetToCsv(dataset('mysqlslap-local-vs-remote'), 'en'));
    const derived = rows.find((r) => r[2] === '145645');
    expect(derived?.[6]).toMatch(/derived: total queries ÷ run time in seconds$/);
    const hit = parseCsv(datasetToCsv(dataset('hit-ratio-worked-example'), 'en'));
    expect(hit[0]?.[1]).toBe('Buffer pool hit ratio (%)');
    expect(hit.slice(1).map((r) => r[1])).toEqual(['100', '95', '95', '80', '80']);
  });

  it('names the x column "Item" for table-only datasets', () => {
    const rows = parseCsv(datasetToCsv(dataset('obama-2008-campaign'), 'en'));
    expect(rows[0]?.[1]).toBe('Item');
    expect(rows.find((r) => r[2] === '55000000000')?.[4]).toBe('approx.');
  });

  it('can start with a byte-order mark, and names the download', () => {
    const d = dataset('access-latencies');
    expect(datasetToCsv(d, 'ja', { bom: true }).startsWith('\uFEFF系列,')).toBe(true);
    expect(datasetToCsv(d, 'ja').startsWith('系列,')).toBe(true);
    expect(csvFileName(d, 'en')).toBe('access-latencies.en.csv');
  });

  it('writes the locator and the lab run in the requested language', () => {
    const slide = (locale: 'ja' | 'en') =>
      parseCsv(datasetToCsv(dataset('tpcc-table-sizes'), locale))[1]?.[6];
    expect(slide('en')).toMatch(/, information_schema\.tables output \(app database\)$/);
    expect(slide('ja')).toMatch(/, information_schema\.tables の出力\(app データベース\)$/);
    const run = (locale: 'ja' | 'en') =>
      parseCsv(datasetToCsv(dataset('lab-autoinc'), locale))[1]?.[6];
    expect(run('en')).toMatch(
      /^lab\/experiments\/autoinc\.ts \(2026-11-21\), full run started 2026-11-21T\S+Z$/,
    );
    expect(run('ja')).toMatch(
      /^lab\/experiments\/autoinc\.ts \(2026-11-21\), full 規模の実行\(2026-11-21T\S+Z 開始\)$/,
    );
  });

  it('quotes labels that contain commas', () => {
    const rows = datasetToCsv(dataset('random-iops-single-vs-parallel'), 'en').split('\r\n');
    // The source column always contains ", " between title and locator, so it is quoted.
    expect(rows[1]).toMatch(
      /,"正しいベンチマークをするための10のポイント \(2009-08-20\), section 3, “並列性を考慮する” \[take parallelism into account\]"$/,
    );
  });
});
