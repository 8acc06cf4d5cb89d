/**
 * Access-latency presets for deriving {@link AccessCosts}: the 2009 figures of
 * the source and a few current ones from public documentation.
 *
 * Costs built from raw device latencies describe one memory access against one
 * device read. A SQL statement does much more (parsing, planning, copying), so
 * the source itself notes that the per-statement gap is far smaller than the
 * device gap — about 100× rather than hundreds of thousands
 * (2009-08-13 post). {@link withPerRequestOverhead} adds such a fixed
 * per-request cost to both sides.
 *
 * Left out for lack of a sourced number: an EBS gp3 latency (the AWS pages
 * read give no figure for gp3) and a current datacenter network round trip.
 *
 * @packageDocumentation
 */

import type { AccessCosts } from './hitRatioThroughput';
import { inputBounds } from './hitRatioThroughput';
import {
  isWithinBound,
  type AttributedCitation,
  type CalculationResult,
  type InputBound,
  type LocalizedText,
  type QuotedSeedCitation,
} from './types';

/** Which part of the machine a preset describes. */
export type DeviceRole = 'cpu' | 'memory' | 'storage' | 'network';

/** One latency preset. */
export interface DevicePreset {
  readonly id: string;
  /** `'2009'`: the source's figures; `'current'`: later public documentation. */
  readonly era: '2009' | 'current';
  readonly role: DeviceRole;
  /** Latency of one access, in nanoseconds. */
  readonly latencyNs: number;
  readonly label: LocalizedText;
  /** What the figure means and how far to trust it. */
  readonly note: LocalizedText;
  readonly source: AttributedCitation;
}

const BENCHMARK_POST_LATENCIES: QuotedSeedCitation = {
  kind: 'seed',
  source: 'matsunobu-2009-benchmark-points',
  locator: '2. 大まかなアクセス性能を知っておく',
  quote:
    'CPUへのアクセス時間が10ns、メモリへのアクセス時間が60ns、HDD へのアクセス時間が5ms、Intel SSDが0.2ms、ネットワーク(Gigabit Ethernet)が0.1ms程度',
};

const NOTE_2009: LocalizedText = {
  ja: '2009年当時のLinux DBサーバーで単一接続の場合の桁の目安(原文も正確な値ではなく桁の感覚だと断っている)。',
  en: 'Order-of-magnitude figure for a 2009 Linux database server over a single connection; the post itself calls it a rough sense of scale, not a precise value.',
};

/** Every preset, 2009 figures first. */
export const devicePresets = [
  {
    id: 'cpu-2009',
    era: '2009',
    role: 'cpu',
    latencyNs: 10,
    label: { ja: 'CPU(2009年)', en: 'CPU (2009)' },
    note: NOTE_2009,
    source: BENCHMARK_POST_LATENCIES,
  },
  {
    id: 'memory-2009',
    era: '2009',
    role: 'memory',
    latencyNs: 60,
    label: { ja: 'メモリ(2009年)', en: 'Memory (2009)' },
    note: NOTE_2009,
    source: BENCHMARK_POST_LATENCIES,
  },
  {
    id: 'hdd-2009',
    era: '2009',
    role: 'storage',
    latencyNs: 5_000_000,
    label: { ja: 'HDD(2009年)', en: 'HDD (2009)' },
    note: NOTE_2009,
    source: BENCHMARK_POST_LATENCIES,
  },
  {
    id: 'intel-ssd-2009',
    era: '2009',
    role: 'storage',
    latencyNs: 200_000,
    label: { ja: 'Intel SSD(2009年)', en: 'Intel SSD (2009)' },
    note: NOTE_2009,
    source: BENCHMARK_POST_LATENCIES,
  },
  {
    id: 'gbe-network-2009',
    era: '2009',
    role: 'network',
    latencyNs: 100_000,
    label: { ja: 'ネットワーク GbE(2009年)', en: 'Network, GbE (2009)' },
    note: NOTE_2009,
    source: BENCHMARK_POST_LATENCIES,
  },
  {
    id: 'dram-rule-of-thumb',
    era: 'current',
    role: 'memory',
    latencyNs: 100,
    label: { ja: 'DRAM(経験則 100 ns)', en: 'DRAM (100 ns rule of thumb)' },
    note: {
      ja: '特定のサーバーの測定値ではなく、広く引用される経験則。実機ではCPU世代やNUMA配置で前後する。',
      en: 'A widely quoted rule of thumb, not a measurement of a particular server; real figures vary with CPU generation and NUMA placement.',
    },
    source: {
      kind: 'vendor',
      source: 'colin-scott-interactive-latency',
      asOf: 'page source as in github.com/colin-scott/interactive_latencies, interactive_latency.html (commit 08a1041); the year slider ends at 2020',
      note: '"Main memory reference": the page\'s model returns 100 ns for every year from 2000 on, attributing its un-cited numbers to Norvig\'s "Teach Yourself Programming in Ten Years".',
    },
  },
  {
    id: 'nvme-ssd-intel-p4500',
    era: 'current',
    role: 'storage',
    latencyNs: 85_000,
    label: {
      ja: 'NVMe SSD(Intel P4500、ランダム読み 85 µs)',
      en: 'NVMe SSD (Intel P4500, 85 µs random read)',
    },
    note: {
      ja: 'データシート上のランダム読み出しレイテンシ(1.0/2.0 TBモデル、4.0 TBは115 µs)。キュー深度1相当の無負荷値で、負荷時は伸びる。',
      en: 'Datasheet random-read latency (1.0 and 2.0 TB models; 115 µs for 4.0 TB). An unloaded, low-queue-depth figure; it grows under load.',
    },
    source: {
      kind: 'vendor',
      source: 'lenovo-intel-p4500-product-guide',
      locator: 'Table 2 “Technical specifications”',
      asOf: 'undated in the copy read',
      note: 'Read access latency random: 85 µs (1.0 TB), 85 µs (2.0 TB), 115 µs (4.0 TB); sequential 10 µs. PCIe 3.0 x4, 2.5-inch. The canonical Lenovo Press URL was not available to check.',
    },
  },
  {
    id: 'sata-ssd-intel-dc-s4500',
    era: 'current',
    role: 'storage',
    latencyNs: 110_000,
    label: {
      ja: 'SATA SSD(Intel DC S4500、ランダム読み 110 µs)',
      en: 'SATA SSD (Intel DC S4500, 110 µs random read)',
    },
    note: {
      ja: 'データシート上の典型的なランダム読み出しレイテンシ(書き込みは52 µs)。',
      en: 'Datasheet typical random-read latency (random write: 52 µs).',
    },
    source: {
      kind: 'vendor',
      source: 'intel-ssd-dc-s4500-s4600-spec',
      asOf: 'undated in the copy read',
      note: 'Latency: Random Latency (Typ.) R/W: 110/52 µs; Sequential Latency (Typ.) R/W: 36/36 µs. SATA 6 Gb/s, 3D NAND TLC.',
    },
  },
  {
    id: 'ebs-io2-block-express',
    era: 'current',
    role: 'storage',
    latencyNs: 500_000,
    label: {
      ja: 'EBS io2 Block Express(平均 500 µs 未満)',
      en: 'EBS io2 Block Express (under 500 µs average)',
    },
    note: {
      ja: 'AWSが設計目標として示す平均レイテンシの上限(16 KiB I/O、EBS最適化インスタンス)。典型値ではなく上限。',
      en: "AWS's design target for average latency, an upper bound rather than a typical value (16 KiB I/Os on an EBS-optimized instance).",
    },
    source: {
      kind: 'vendor',
      source: 'aws-ebs-optimization',
      asOf: 'undated living document; text read in the docs.amazonaws.cn copy of the same page (the Provisioned IOPS SSD page states the same figure)',
      note: '"io2 Block Express volumes are designed to deliver an average latency of under 500 microseconds for 16KiB I/O operations."',
    },
  },
] as const satisfies readonly DevicePreset[];

/** Identifier of one of {@link devicePresets}. */
export type DevicePresetId = (typeof devicePresets)[number]['id'];

/** Whether a string (from a URL, say) names a preset. */
export function isDevicePresetId(value: string): value is DevicePresetId {
  return devicePresets.some((preset) => preset.id === value);
}

/** The preset with this id, or `undefined` for an unknown id. */
export function findDevicePreset(id: string): DevicePreset | undefined {
  return devicePresets.find((preset) => preset.id === id);
}

/** Presets of one role, in list order (e.g. `'storage'` for the disk picker). */
export function devicePresetsForRole(role: DeviceRole): readonly DevicePreset[] {
  return devicePresets.filter((preset) => preset.role === role);
}

// Keyed by the id union, so every lookup is typed as present.
const latencyNsById = Object.fromEntries(
  devicePresets.map((preset) => [preset.id, preset.latencyNs]),
) as Record<DevicePresetId, number>;

/**
 * Access costs in nanoseconds from two presets: the memory side and the disk
 * side. Any two presets are accepted (a network round trip as the "disk", to
 * model a remote cache, say).
 */
export function costsFromPresets(
  memoryPresetId: DevicePresetId,
  diskPresetId: DevicePresetId,
): AccessCosts {
  return { memoryCost: latencyNsById[memoryPresetId], diskCost: latencyNsById[diskPresetId] };
}

/** Bounds of the fixed per-request cost accepted by {@link withPerRequestOverhead}. */
export const overheadInputBounds = {
  /** Work every request does regardless of where its pages are (parsing, planning, network). */
  perRequestOverheadNs: { min: 0, max: 1e9, default: 0, step: 1, integer: false, unit: 'ns' },
} as const satisfies Record<string, InputBound>;

/** Why {@link withPerRequestOverhead} refused its input. */
export type OverheadErrorCode =
  'overhead-out-of-range' | 'memory-cost-out-of-range' | 'disk-cost-out-of-range';

/**
 * Adds the same fixed cost to both sides, turning device latencies into
 * per-request costs: a request that hits still pays the overhead, one that
 * misses pays overhead + disk latency. The larger the overhead, the smaller
 * the memory/disk gap — the source's point that a SQL statement is not one
 * memory access.
 */
export function withPerRequestOverhead(
  costs: AccessCosts,
  overheadNs: number,
): CalculationResult<AccessCosts, OverheadErrorCode> {
  if (!isWithinBound(overheadNs, overheadInputBounds.perRequestOverheadNs)) {
    return { ok: false, code: 'overhead-out-of-range' };
  }
  const memoryCost = costs.memoryCost + overheadNs;
  const diskCost = costs.diskCost + overheadNs;
  if (!isWithinBound(memoryCost, inputBounds.memoryCost)) {
    return { ok: false, code: 'memory-cost-out-of-range' };
  }
  if (!isWithinBound(diskCost, inputBounds.diskCost)) {
    return { ok: false, code: 'disk-cost-out-of-range' };
  }
  return { ok: true, value: { memoryCost, diskCost } };
}
