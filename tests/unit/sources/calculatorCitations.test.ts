import { describe, expect, it } from 'vitest';
import * as groupCommitSources from '../../../src/calculators/group-commit/sources';
import { crashSources } from '../../../src/calculators/group-commit/crashLoss';
import { fsyncDevicePresets } from '../../../src/calculators/group-commit/fsyncDevices';
import { generationInfo } from '../../../src/calculators/group-commit/groupCommitModel';
import { sourceBenchmark } from '../../../src/calculators/group-commit/sourceComparison';
import { devicePresets } from '../../../src/calculators/hit-ratio/devicePresets';
import { sourceWorkedExample } from '../../../src/calculators/hit-ratio/hitRatioThroughput';
import * as iops from '../../../src/calculators/iops';
import rawPriceTable from '../../../src/calculators/redshift-tco/prices.json';
import {
  SOURCE_COST_BANDS,
  SEED_REDSHIFT_POST,
} from '../../../src/calculators/redshift-tco/sourceFigures';
import { PRESET_KEYS, presets } from '../../../src/calculators/snowflake';
import { findSource } from '../../../src/sources/registry';

/**
 * The calculators cite through the source registry: every citation names a
 * registry id (src/sources/registry.ts), which holds the document's title,
 * author and, only when confirmed, its address. TypeScript checks the ids the
 * modules spell out; the price table is JSON, and a renamed entry would slip
 * past the compiler, so this walks everything the calculators export.
 */

/** A citation as the calculators write it: an object naming a registry id in `source`. */
interface NamedSource {
  readonly path: string;
  readonly id: string;
  /** The citation's own fields, to check it does not repeat what the registry holds. */
  readonly keys: readonly string[];
}

/** Citation shapes: seed/vendor citations, price-table sources, snowflake preset sources. */
function isCitation(value: Record<string, unknown>): boolean {
  if (typeof value.source !== 'string') return false;
  return (
    value.kind === 'seed' ||
    value.kind === 'vendor' ||
    value.kind === 'secondary' ||
    (typeof value.date === 'object' && value.date !== null)
  );
}

/** Every citation reachable from `value`, with where it was found. */
function citationsIn(value: unknown, path: string, found: NamedSource[] = []): NamedSource[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => citationsIn(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (isCitation(record)) {
      found.push({ path, id: record.source as string, keys: Object.keys(record) });
    }
    for (const [key, item] of Object.entries(record)) citationsIn(item, `${path}.${key}`, found);
  }
  return found;
}

const cited: readonly NamedSource[] = [
  ...citationsIn(iops, 'iops'),
  ...citationsIn(groupCommitSources, 'groupCommit.sources'),
  ...citationsIn(crashSources, 'groupCommit.crashSources'),
  ...citationsIn(fsyncDevicePresets, 'groupCommit.fsyncDevicePresets'),
  ...citationsIn(generationInfo, 'groupCommit.generationInfo'),
  ...citationsIn(sourceBenchmark, 'groupCommit.sourceBenchmark'),
  ...citationsIn(devicePresets, 'hitRatio.devicePresets'),
  ...citationsIn(sourceWorkedExample, 'hitRatio.sourceWorkedExample'),
  ...citationsIn(rawPriceTable, 'redshiftTco.prices.json'),
  ...citationsIn(SEED_REDSHIFT_POST, 'redshiftTco.SEED_REDSHIFT_POST'),
  ...citationsIn(SOURCE_COST_BANDS, 'redshiftTco.SOURCE_COST_BANDS'),
  ...citationsIn(
    PRESET_KEYS.map((key) => presets[key]),
    'snowflake.presets',
  ),
];

describe('calculator citations', () => {
  it('are found in every calculator', () => {
    for (const calculator of ['iops', 'groupCommit', 'hitRatio', 'redshiftTco', 'snowflake']) {
      expect(
        cited.filter((c) => c.path.startsWith(`${calculator}.`) || c.path === calculator).length,
        calculator,
      ).toBeGreaterThan(0);
    }
    expect(cited.length).toBeGreaterThan(60);
  });

  it('each name an entry of the source registry', () => {
    const unknown = cited.filter((c) => findSource(c.id) === undefined);
    expect(unknown.map((c) => `${c.path}: ${c.id}`)).toEqual([]);
  });

  it('carry no title, author, address or seed file of their own: the registry holds them', () => {
    const repeated = cited.filter((c) =>
      c.keys.some((key) => ['url', 'title', 'publisher', 'file'].includes(key)),
    );
    expect(repeated.map((c) => `${c.path}: ${c.keys.join(', ')}`)).toEqual([]);
  });
});
