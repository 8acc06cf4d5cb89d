/**
 * IOPS throttling with separate read and write caps, as set by cgroup v1
 * (`blkio.throttle.read_iops_device` / `blkio.throttle.write_iops_device`) or
 * cgroup v2 (`io.max` keys `riops` / `wiops`).
 *
 * With read share r, reads run at T·r and writes at T·(1 − r), so the total T is
 * bounded by readCap / r, by writeCap / (1 − r) and by whatever the device itself
 * reaches at that mix:
 *
 *   T = min(readCap / r, writeCap / (1 − r), deviceLimit)
 *
 * The 2012-12-17 Provisioned IOPS post measured exactly this with 10,000 + 10,000
 * IOPS caps on a KVM guest: 100 % reads gave 10,000, 90 % reads 11,111 (10,000 reads
 * + 1,111 writes), and 50 % reads 16,634. At 50 % the caps alone allow 20,000; the
 * post attributes the shortfall to the SSD not reaching that rate, i.e. the device
 * bound. The post gives no device figure for that mix (the 70,000/65,000 catalog
 * figures are for other conditions), so this module takes the device limit as an
 * input rather than deriving one from 16,634.
 *
 * @packageDocumentation
 */

import { IOPS_INPUT_BOUNDS, checkBound } from './bounds';
import {
  AWS_PROVISIONED_IOPS_DOC,
  KERNEL_CGROUP_V2_DOC,
  SEED_PROVISIONED_IOPS_POST,
} from './sources';
import { type Citation, type LocalizedText, type CalculationResult, err, ok } from './types';

/** Ways of capping IOPS that the article discusses. */
export type ThrottleMechanismId = 'cgroup-v1-blkio' | 'cgroup-v2-io-max' | 'provisioned-volume';

/** One throttling mechanism and the settings it uses. */
export interface ThrottleMechanism {
  readonly id: ThrottleMechanismId;
  readonly label: LocalizedText;
  /** Whether reads and writes are capped separately. */
  readonly perDirection: boolean;
  /** Setting that caps reads (or the single total setting). */
  readonly readSetting: string;
  /** Setting that caps writes; `null` when there is one total limit. */
  readonly writeSetting: string | null;
  readonly source: Citation;
  readonly note?: LocalizedText;
}

/** Throttling mechanisms, for the UI's explanations. */
export const THROTTLE_MECHANISMS: readonly ThrottleMechanism[] = [
  {
    id: 'cgroup-v1-blkio',
    label: { ja: 'cgroup v1(blkio)', en: 'cgroup v1 (blkio)' },
    perDirection: true,
    readSetting: 'blkio.throttle.read_iops_device',
    writeSetting: 'blkio.throttle.write_iops_device',
    source: SEED_PROVISIONED_IOPS_POST,
    note: {
      ja: 'RHEL 6.3時点ではDirect I/Oにのみ正しく効き、Buffered Writeには効かなかった。',
      en: 'As of RHEL 6.3 it worked only for direct I/O, not for buffered writes.',
    },
  },
  {
    id: 'cgroup-v2-io-max',
    label: { ja: 'cgroup v2(io.max)', en: 'cgroup v2 (io.max)' },
    perDirection: true,
    readSetting: 'io.max riops',
    writeSetting: 'io.max wiops',
    source: KERNEL_CGROUP_V2_DOC,
  },
  {
    id: 'provisioned-volume',
    label: { ja: 'Provisioned IOPSボリューム', en: 'Provisioned IOPS volume' },
    perDirection: false,
    readSetting: 'Iops',
    writeSetting: null,
    source: AWS_PROVISIONED_IOPS_DOC,
    note: {
      ja: '読み書き合計の上限。計算ではデバイス上限として扱う。',
      en: 'One limit for reads and writes together; enter it as the device limit.',
    },
  },
];

/** Input to {@link throttledIops}. `null` means "no such limit". */
export interface ThrottleInput {
  /** Share of reads, 0-100. */
  readonly readPercent: number;
  readonly readIopsCap: number | null;
  readonly writeIopsCap: number | null;
  /** Total IOPS the device or volume reaches at this mix, if known. */
  readonly deviceLimitIops: number | null;
}

/** A limit that can bind the total. */
export type ThrottleLimit = 'readCap' | 'writeCap' | 'device';

/** Outcome of {@link throttledIops}. */
export type ThrottleOutcome =
  | {
      readonly kind: 'bounded';
      /** Total IOPS reachable. */
      readonly totalIops: number;
      readonly readIops: number;
      readonly writeIops: number;
      /** Every limit that equals the total (several when they tie). */
      readonly limitedBy: readonly ThrottleLimit[];
      /** Total the caps alone allow, or `null` when no cap applies at this mix. */
      readonly capOnlyIops: number | null;
    }
  /** No cap applies at this mix and no device limit was given. */
  | { readonly kind: 'unbounded' };

/** Why the throttle maths rejected its input. */
export type ThrottleError = 'readPercentInvalid' | 'capInvalid' | 'deviceLimitInvalid';

/**
 * Total IOPS reachable under per-direction caps and a device limit:
 * min(readCap / r, writeCap / (1 − r), deviceLimit). A read cap does not apply at
 * r = 0 and a write cap does not apply at r = 1, so neither divides by zero.
 */
export function throttledIops(
  input: ThrottleInput,
): CalculationResult<ThrottleOutcome, ThrottleError> {
  const { readPercent, readIopsCap, writeIopsCap, deviceLimitIops } = input;
  if (checkBound(readPercent, IOPS_INPUT_BOUNDS.readPercent) !== null)
    return err('readPercentInvalid');
  for (const cap of [readIopsCap, writeIopsCap]) {
    if (cap !== null && checkBound(cap, IOPS_INPUT_BOUNDS.throttleCapIops) !== null) {
      return err('capInvalid');
    }
  }
  if (
    deviceLimitIops !== null &&
    checkBound(deviceLimitIops, IOPS_INPUT_BOUNDS.deviceLimitIops) !== null
  ) {
    return err('deviceLimitInvalid');
  }
  const readShare = readPercent / 100;
  const writeShare = 1 - readShare;
  const candidates: { limit: ThrottleLimit; iops: number }[] = [];
  const addCap = (limit: ThrottleLimit, cap: number | null, share: number): void => {
    if (cap === null || share <= 0) return;
    // A share so small that cap / share overflows means the cap cannot bind.
    const iops = cap / share;
    if (Number.isFinite(iops)) candidates.push({ limit, iops });
  };
  addCap('readCap', readIopsCap, readShare);
  addCap('writeCap', writeIopsCap, writeShare);
  const capOnlyIops = candidates.length === 0 ? null : Math.min(...candidates.map((c) => c.iops));
  if (deviceLimitIops !== null) candidates.push({ limit: 'device', iops: deviceLimitIops });
  if (candidates.length === 0) return ok({ kind: 'unbounded' });
  const totalIops = Math.min(...candidates.map((c) => c.iops));
  return ok({
    kind: 'bounded',
    totalIops,
    readIops: totalIops * readShare,
    writeIops: totalIops * writeShare,
    limitedBy: candidates.filter((c) => c.iops === totalIops).map((c) => c.limit),
    capOnlyIops,
  });
}
