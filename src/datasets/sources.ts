/**
 * Where a dataset's figures come from, for the source line under a chart and
 * the catalog: the distinct posts (seed files) or lab scripts its points cite,
 * in order of first use. Pure.
 *
 * @packageDocumentation
 */

import { sourceForSeed } from '../sources/registry';
import { englishText, inLocale, type LocalizedOrInvariant } from './localized';
import type { Dataset, Locale, LocalizedText } from './schema';

/**
 * Authors of the seed files (see `shared/seeds/README.md`). The schema
 * records the post title and date; the author follows from the file.
 */
export const SEED_AUTHORS: Readonly<Record<string, LocalizedText>> = {
  '000_8f50174bb76bc037.txt': { ja: '松信嘉範', en: 'Yoshinori Matsunobu' },
  '001_fab638e752453c53.txt': { ja: '松信嘉範', en: 'Yoshinori Matsunobu' },
  '002_7fc6e8a85bebbe2e.txt': { ja: 'sh2', en: 'sh2' },
  '003_6725b5520166df3f.txt': { ja: '松信嘉範', en: 'Yoshinori Matsunobu' },
  '004_88694aca92964f50.txt': {
    ja: 'sifue（リポジトリ sifue/mysql_id_strategy）',
    en: 'sifue (repository sifue/mysql_id_strategy)',
  },
};

/** A post, deck or README that a dataset quotes. */
export interface SeedSource {
  readonly kind: 'seed';
  readonly file: string;
  /** `undefined` when the seed file is not in {@link SEED_AUTHORS}. */
  readonly author: LocalizedText | undefined;
  readonly title: string;
  /**
   * The post's id in the site's source registry (src/sources/registry.ts),
   * which holds its confirmed address; `undefined` when it is not registered.
   */
  readonly sourceId: string | undefined;
  /** `YYYY-MM-DD`, `YYYY-MM`, `YYYY` or `"not stated"`. */
  readonly date: string;
  /** Distinct locators (heading, slide) of the points that cite it. */
  readonly locators: readonly LocalizedOrInvariant[];
}

/** A script of the project's own lab that measured the figures. */
export interface LabSource {
  readonly kind: 'lab';
  readonly script: string;
  readonly date: string;
  readonly runs: readonly LocalizedOrInvariant[];
}

export type DatasetSource = SeedSource | LabSource;

/** The distinct sources of a dataset's points, in order of first use. */
export function datasetSources(dataset: Pick<Dataset, 'points'>): DatasetSource[] {
  // Localized values are kept once each, compared by their JSON text.
  type Distinct = Map<string, LocalizedOrInvariant>;
  const seeds = new Map<string, { file: string; title: string; date: string; loc: Distinct }>();
  const labs = new Map<string, { script: string; date: string; runs: Distinct }>();
  const order: string[] = [];
  for (const { provenance: p } of dataset.points) {
    if (p.kind === 'seed') {
      const key = `seed\u0000${p.file}\u0000${p.title}\u0000${p.date}`;
      let entry = seeds.get(key);
      if (!entry) {
        entry = { file: p.file, title: p.title, date: p.date, loc: new Map() };
        seeds.set(key, entry);
        order.push(key);
      }
      entry.loc.set(JSON.stringify(p.locator), p.locator);
    } else {
      const key = `lab\u0000${p.script}\u0000${p.date}`;
      let entry = labs.get(key);
      if (!entry) {
        entry = { script: p.script, date: p.date, runs: new Map() };
        labs.set(key, entry);
        order.push(key);
      }
      if (p.run !== undefined) entry.runs.set(JSON.stringify(p.run), p.run);
    }
  }
  return order.map((key): DatasetSource => {
    const seed = seeds.get(key);
    if (seed) {
      return {
        kind: 'seed',
        file: seed.file,
        author: SEED_AUTHORS[seed.file],
        title: seed.title,
        sourceId: sourceForSeed(seed.file, seed.title)?.id,
        date: seed.date,
        locators: [...seed.loc.values()],
      };
    }
    const lab = labs.get(key)!;
    return { kind: 'lab', script: lab.script, date: lab.date, runs: [...lab.runs.values()] };
  });
}

/**
 * Value, in `locale`, of the entry whose English key is `key` in an
 * environment field given as a key/value list.
 */
function entry(
  field: Dataset['environment']['hardware'],
  key: string,
  locale: Locale,
): string | undefined {
  if (!Array.isArray(field)) return undefined;
  const found = field.find((e) => englishText(e.key) === key);
  const value = found ? inLocale(found.value, locale).trim() : '';
  return value ? value : undefined;
}

/**
 * One line naming where a lab dataset was measured (server version, CPU,
 * memory, filesystem), shown under its chart so a reader never mistakes a
 * 2-vCPU VM's figures for a general result. `undefined` for source datasets
 * and for lab datasets whose environment lacks every one of these entries.
 */
export function labEnvironmentSummary(
  dataset: Pick<Dataset, 'origin' | 'environment'>,
  locale: Locale,
): string | undefined {
  if (dataset.origin !== 'lab') return undefined;
  const { hardware, software } = dataset.environment;
  // "10.11.19-MariaDB-0+deb12u1-log (Debian 12)" → "MariaDB 10.11.19"
  const server = entry(software, 'MariaDB server', locale)?.match(/^(\d+(?:\.\d+)+)/)?.[1];
  const cpuModel = entry(hardware, 'CPU model', locale);
  const cpus = entry(hardware, 'CPUs online', locale);
  const memory = entry(hardware, 'memory', locale);
  const filesystem = entry(hardware, 'data directory filesystem', locale);
  const parts = [
    server ? `MariaDB ${server}` : undefined,
    cpuModel && cpus ? `${cpuModel} × ${cpus} CPU` : cpuModel,
    memory ? `${memory} RAM` : undefined,
    filesystem,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
