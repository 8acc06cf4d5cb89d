/**
 * How long one fsync takes on a few kinds of storage, each with its source:
 * the 2009 figures of the seed posts, and later public measurements or vendor
 * documents. A preset only exists where a source states a number; the reader
 * can always type their own latency or rate instead.
 *
 * What the figure is differs between presets — a stated ceiling, a
 * single-thread fsync measurement, a datasheet write latency, a vendor's
 * latency target — and {@link FsyncBasis} says which, so the page can show
 * how far to trust it.
 *
 * Left out for lack of a sourced number: EBS gp3 (the AWS pages read state no
 * latency figure for it) and an enterprise NVMe SSD with power-loss
 * protection (no fsync measurement found that could be read in full).
 *
 * @packageDocumentation
 */

import { SEED_BENCHMARK_LATENCIES, SEED_GROUP_COMMIT_CEILING } from './sources';
import type { AttributedCitation, LocalizedText, VendorCitation } from './types';

/** What kind of figure a preset's number is. */
export type FsyncBasis =
  /** An upper limit the source states in general terms, not a measurement. */
  | 'stated-ceiling'
  /** A device access time, used as the cost of one synchronous write. */
  | 'access-time'
  /** fsyncs per second (or latency) measured with one thread. */
  | 'measured-single-thread'
  /** A datasheet's typical write latency; an fsync costs at least this much. */
  | 'datasheet-write-latency'
  /** A vendor's design target for average I/O latency: an upper bound, not a typical value. */
  | 'vendor-latency-target';

/** One fsync preset. */
export interface FsyncDevicePreset {
  readonly id: string;
  /** `'2009'`: the seed posts' era; `'later'`: later public documents. */
  readonly era: '2009' | 'later';
  /** Time one fsync takes, in microseconds (the model's input). */
  readonly latencyUs: number;
  /** How the source states the figure: as a latency or as fsyncs per second. */
  readonly statedAs: 'latency' | 'rate';
  readonly basis: FsyncBasis;
  readonly label: LocalizedText;
  /** What the figure means and how far to trust it. */
  readonly note: LocalizedText;
  readonly source: AttributedCitation;
}

const PERCONA_FUSIONIO_2010: VendorCitation = {
  kind: 'vendor',
  source: 'percona-2010-fusionio-fsync',
  asOf: '2010-03-04',
  note: 'sysbench fileio, single thread: 9229.35 req/sec on a FusionIO card; "the same run on PERC 6i RAID10 with BBU: 5369.62 req/sec". The post notes that InnoDB can exceed this with group commit under many threads.',
};

/** Every preset, 2009-era figures first. */
export const fsyncDevicePresets = [
  {
    id: 'hdd-bbwc-2009',
    era: '2009',
    latencyUs: 100,
    statedAs: 'rate',
    basis: 'stated-ceiling',
    label: {
      ja: 'HDD＋バッテリーバックアップ付きライトキャッシュ（2009年、約 10,000 fsync/秒）',
      en: 'HDD with battery-backed write cache (2009, about 10,000 fsync/s)',
    },
    note: {
      ja: '出典が「せいぜい毎秒10000回程度」と述べる上限で、測定値ではない。同じ記事では標準 InnoDB の測定でも毎秒 1万回前後で頭打ちになっていた。',
      en: 'The ceiling the source gives as "about 10,000 per second at most", not a measurement; the same post saw built-in InnoDB level off at about 10,000 fsyncs/s.',
    },
    source: SEED_GROUP_COMMIT_CEILING,
  },
  {
    id: 'hdd-no-cache-2009',
    era: '2009',
    latencyUs: 5_000,
    statedAs: 'latency',
    basis: 'access-time',
    label: {
      ja: 'HDD、ライトキャッシュなし（2009年、アクセス 5 ms）',
      en: 'HDD without write cache (2009, 5 ms access)',
    },
    note: {
      ja: '出典の HDD アクセス時間（ランダムアクセスの桁の目安）を、キャッシュなしで同期書き込み1回にかかる時間として使う。ログへの順次書き込みはシークが少ない分これより速いこともあるが、回転待ちは残る。',
      en: "The source's HDD access time (an order of magnitude for random access), used as the cost of one synchronous write without a cache. Sequential log writes may seek less, but still wait for the platter.",
    },
    source: SEED_BENCHMARK_LATENCIES,
  },
  {
    id: 'raid10-bbu-perc6i-2010',
    era: 'later',
    latencyUs: 1e6 / 5369.62,
    statedAs: 'rate',
    basis: 'measured-single-thread',
    label: {
      ja: 'RAID10＋BBU（PERC 6i、2010年、5,369.62 fsync/秒）',
      en: 'RAID 10 with BBU (PERC 6i, 2010, 5,369.62 fsync/s)',
    },
    note: {
      ja: '1スレッドの sysbench fileio で測った毎秒の同期書き込み数。',
      en: 'Synchronous writes per second measured by a single-thread sysbench fileio run.',
    },
    source: PERCONA_FUSIONIO_2010,
  },
  {
    id: 'pcie-flash-fusionio-2010',
    era: 'later',
    latencyUs: 1e6 / 9229.35,
    statedAs: 'rate',
    basis: 'measured-single-thread',
    label: {
      ja: 'PCIe フラッシュ（FusionIO、2010年、9,229.35 fsync/秒）',
      en: 'PCIe flash (FusionIO, 2010, 9,229.35 fsync/s)',
    },
    note: {
      ja: '1スレッドの sysbench fileio で測った毎秒の同期書き込み数。',
      en: 'Synchronous writes per second measured by a single-thread sysbench fileio run.',
    },
    source: PERCONA_FUSIONIO_2010,
  },
  {
    id: 'sata-ssd-plp-intel-s4500',
    era: 'later',
    latencyUs: 52,
    statedAs: 'latency',
    basis: 'datasheet-write-latency',
    label: {
      ja: 'SATA SSD、電源喪失保護付き（Intel DC S4500、書き込み 52 µs）',
      en: 'SATA SSD with power-loss protection (Intel DC S4500, 52 µs write)',
    },
    note: {
      ja: 'データシートの典型的なランダム書き込みレイテンシで、fsync の測定値ではない。電源喪失保護付きの SSD はキャッシュの書き出し要求をすぐ完了できるため、fsync はおおむね書き込み1回分と見なしている（下限の目安）。',
      en: 'The datasheet typical random-write latency, not an fsync measurement. A drive with power-loss protection can complete a cache flush at once, so an fsync is taken as about one write — a lower bound.',
    },
    source: {
      kind: 'vendor',
      source: 'intel-ssd-dc-s4500-s4600-spec',
      asOf: 'undated in the copy read',
      note: 'Latency: Random Latency (Typ.) R/W: 110/52 µs; Sequential Latency (Typ.) R/W: 36/36 µs. SATA 6 Gb/s, 3D NAND TLC; the series has enhanced power-loss data protection.',
    },
  },
  {
    id: 'nvme-consumer-samsung-960pro',
    era: 'later',
    latencyUs: 3_500,
    statedAs: 'latency',
    basis: 'measured-single-thread',
    label: {
      ja: 'NVMe SSD、民生用（Samsung 960 Pro、fsync 3.5 ms）',
      en: 'Consumer NVMe SSD (Samsung 960 Pro, 3.5 ms fsync)',
    },
    note: {
      ja: '電源喪失保護のない民生用 NVMe で、通常の書き込みは速いが 1スレッドの fsync は約 3.5 ms（毎秒約 300 回）だった、という測定。',
      en: 'A consumer NVMe drive without power-loss protection: ordinary writes are fast, but a single-thread fsync took about 3.5 ms (roughly 300 per second).',
    },
    source: {
      kind: 'vendor',
      source: 'percona-2018-consumer-ssd-reviews',
      asOf: '2018-07-18',
      note: '"this drive really hates fsync() calls, with a single thread fsync() latency of 3.5ms or roughly 300 fsync/sec" (Samsung 960 Pro).',
    },
  },
  {
    id: 'ebs-io2-block-express',
    era: 'later',
    latencyUs: 500,
    statedAs: 'latency',
    basis: 'vendor-latency-target',
    label: {
      ja: 'EBS io2 Block Express（平均 500 µs 未満）',
      en: 'EBS io2 Block Express (under 500 µs average)',
    },
    note: {
      ja: 'AWS が設計目標として示す 16 KiB I/O の平均レイテンシの上限で、典型値でも fsync の測定値でもない。ネットワーク越しのボリュームでは書き込み1回の完了がそのまま永続化なので、fsync を書き込み1回と見なしている。',
      en: "AWS's design target for average latency of 16 KiB I/Os, an upper bound rather than a typical value or an fsync measurement. On a network volume a completed write is already durable, so an fsync is taken as one write.",
    },
    source: {
      kind: 'vendor',
      source: 'aws-ebs-optimization',
      asOf: 'undated living document; text read in the docs.amazonaws.cn copy of the same page (the Provisioned IOPS SSD page states the same figure)',
      note: '"io2 Block Express volumes are designed to deliver an average latency of under 500 microseconds for 16KiB I/O operations."',
    },
  },
] as const satisfies readonly FsyncDevicePreset[];

/** Identifier of one of {@link fsyncDevicePresets}. */
export type FsyncDevicePresetId = (typeof fsyncDevicePresets)[number]['id'];

/** Whether a string (from a URL, say) names a preset. */
export function isFsyncDevicePresetId(value: string): value is FsyncDevicePresetId {
  return fsyncDevicePresets.some((preset) => preset.id === value);
}

/** The preset with this id, or `undefined` for an unknown id. */
export function findFsyncDevicePreset(id: string): FsyncDevicePreset | undefined {
  return fsyncDevicePresets.find((preset) => preset.id === id);
}

/** fsyncs per second a latency allows when fsyncs run one at a time. */
export function fsyncsPerSecondFromLatencyUs(latencyUs: number): number {
  return 1e6 / latencyUs;
}

/** Time of one fsync, in microseconds, from a rate of fsyncs per second. */
export function latencyUsFromFsyncsPerSecond(fsyncsPerSecond: number): number {
  return 1e6 / fsyncsPerSecond;
}
