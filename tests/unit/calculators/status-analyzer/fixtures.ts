// Reads the real SHOW GLOBAL STATUS fixtures (see fixtures/README.md) and
// renders synthetic snapshots in each supported format for property tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURE_DIR = path.join(here, 'fixtures');

export interface FixturePair {
  readonly before: string;
  readonly after: string;
  readonly intervalSeconds: number;
}

interface Manifest {
  readonly pairs: Record<string, { before: string; after: string; intervalSeconds: number }>;
}

export const manifest = JSON.parse(
  readFileSync(path.join(FIXTURE_DIR, 'manifest.json'), 'utf8'),
) as Manifest;

/** A fixture file's text, by path relative to fixtures/. */
export function fixture(relativePath: string): string {
  return readFileSync(path.join(FIXTURE_DIR, relativePath), 'utf8');
}

/** A before/after pair of manifest.json with its texts. */
export function fixturePair(key: string): FixturePair {
  const entry = manifest.pairs[key];
  if (!entry) throw new Error(`no fixture pair ${key}`);
  return {
    before: fixture(entry.before),
    after: fixture(entry.after),
    intervalSeconds: entry.intervalSeconds,
  };
}

/** Keys of the six renderings of the sample (one per output format). */
export const SAMPLE_FORMAT_KEYS = [
  'sample/table',
  'sample/table-verbose',
  'sample/tab',
  'sample/tab-noheader',
  'sample/vertical',
  'sample/mysqladmin',
] as const;

export type Rendering = 'table' | 'tab' | 'tab-noheader' | 'vertical';

/**
 * Writes variables the way the mysql client would: an ASCII table padded to
 * the widest cell, tab-separated lines, or `\G` rows. For property tests
 * only; the real fixtures are what the parser is checked against.
 */
export function render(
  variables: readonly (readonly [string, string])[],
  rendering: Rendering,
): string {
  if (rendering === 'tab' || rendering === 'tab-noheader') {
    const lines = variables.map(([name, value]) => `${name}\t${value}`);
    return `${rendering === 'tab' ? 'Variable_name\tValue\n' : ''}${lines.join('\n')}\n`;
  }
  if (rendering === 'vertical') {
    return variables
      .map(
        ([name, value], index) =>
          `*************************** ${index + 1}. row ***************************\n` +
          `Variable_name: ${name}\n        Value: ${value}\n`,
      )
      .join('');
  }
  const nameWidth = Math.max('Variable_name'.length, ...variables.map(([name]) => name.length));
  const valueWidth = Math.max('Value'.length, ...variables.map(([, value]) => value.length));
  const border = `+${'-'.repeat(nameWidth + 2)}+${'-'.repeat(valueWidth + 2)}+`;
  const row = (name: string, value: string) =>
    `| ${name.padEnd(nameWidth)} | ${value.padEnd(valueWidth)} |`;
  return [
    border,
    row('Variable_name', 'Value'),
    border,
    ...variables.map(([name, value]) => row(name, value)),
    border,
    '',
  ].join('\n');
}
