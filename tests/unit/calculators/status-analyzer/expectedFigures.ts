/**
 * The figures the status analyzer must show for a pair of snapshots, worked
 * out from the raw counters (difference ÷ seconds) independently of the
 * analyzer's parser, and formatted the way the page formats numbers. Shared
 * by the component test, the build test (the page without JavaScript) and the
 * browser spec.
 */

/** Integer counters of a snapshot in any of the four formats. */
export function counters(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const patterns = [
    /^\|\s*(\w+)\s*\|\s*(\d+)\s*\|$/gm, // mysql -t, mysqladmin extended-status
    /^(\w+)\t(\d+)$/gm, // mysql -B
    /Variable_name: (\w+)\n\s*Value: (\d+)$/gm, // \G
  ];
  for (const pattern of patterns) {
    for (const [, name, value] of text.matchAll(pattern)) found.set(name!, Number(value));
  }
  return found;
}

export interface Expected {
  readonly hitRatio: number;
  readonly reads: number;
  readonly writes: number;
  readonly fsyncs: number;
  readonly commits: number;
  readonly fsyncsPerCommit: number;
  readonly queries: number;
  readonly tmpDiskRatio: number;
}

/** Rates and ratios over the pair, from the counters' differences. */
export function expectedFor(before: string, after: string, seconds: number): Expected {
  const a = counters(before);
  const b = counters(after);
  const delta = (name: string): number => {
    const from = a.get(name);
    const to = b.get(name);
    if (from === undefined || to === undefined) throw new Error(`${name} missing in a fixture`);
    return to - from;
  };
  const commits = delta('Binlog_commits');
  return {
    hitRatio: 1 - delta('Innodb_buffer_pool_reads') / delta('Innodb_buffer_pool_read_requests'),
    reads: delta('Innodb_data_reads') / seconds,
    writes: delta('Innodb_data_writes') / seconds,
    fsyncs: delta('Innodb_data_fsyncs') / seconds,
    commits: commits / seconds,
    // MariaDB: InnoDB's fsyncs plus one binary-log fsync per group commit (sync_binlog=1).
    fsyncsPerCommit: (delta('Innodb_data_fsyncs') + delta('Binlog_group_commits')) / commits,
    queries: delta('Questions') / seconds,
    tmpDiskRatio: delta('Created_tmp_disk_tables') / delta('Created_tmp_tables'),
  };
}

type Locale = 'ja' | 'en';
const LANG: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US' };
const number = (locale: Locale, value: number, digits: number): string =>
  new Intl.NumberFormat(LANG[locale], { maximumFractionDigits: digits }).format(value);
const percent = (locale: Locale, fraction: number): string =>
  new Intl.NumberFormat(LANG[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  );
/** A rate as the page writes it: 2 decimals under 10, 1 under 1,000, none above. */
const perSecond = (locale: Locale, value: number): string =>
  `${number(locale, value, value < 10 ? 2 : value < 1000 ? 1 : 0)}${locale === 'ja' ? '/秒' : '/s'}`;

/** The test ids of the figures, in the order of `figureTexts`. */
export const FIGURE_TEST_IDS = [
  'status-analyzer-hit-ratio',
  'status-analyzer-data-io',
  'status-analyzer-fsyncs',
  'status-analyzer-fsyncs-per-commit',
  'status-analyzer-commits',
  'status-analyzer-queries',
  'status-analyzer-tmp-disk',
] as const;

/** The texts of the figures (`FIGURE_TEST_IDS`) as the page in `locale` must show them. */
export function figureTexts(locale: Locale, expected: Expected): string[] {
  const reads = perSecond(locale, expected.reads);
  const writes = perSecond(locale, expected.writes);
  return [
    percent(locale, expected.hitRatio),
    locale === 'ja' ? `読み取り ${reads}、書き込み ${writes}` : `reads ${reads}, writes ${writes}`,
    perSecond(locale, expected.fsyncs),
    number(locale, expected.fsyncsPerCommit, 2),
    perSecond(locale, expected.commits),
    perSecond(locale, expected.queries),
    percent(locale, expected.tmpDiskRatio),
  ];
}
