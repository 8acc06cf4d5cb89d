import { SEED_PROVISIONED_IOPS_POST } from '../../calculators/iops/sources';
import { throttledIops } from '../../calculators/iops/throttle';
import type { IopsParams } from './params';

/** One row of the source's cgroup throttling measurements. */
export interface ThrottleMeasurement {
  /** Share of reads in the fio job, percent. */
  readonly readPercent: number;
  /** Total IOPS the post measured. */
  readonly measuredIops: number;
  /** What the post says bounded the total. */
  readonly boundBy: 'readCap' | 'device';
}

/**
 * The cgroup v1 test of the 2012-12-17 Provisioned IOPS post: a KVM guest
 * capped at 10,000 read and 10,000 write IOPS (`blkio.throttle.read_iops_device`
 * / `write_iops_device`) on a Plextor PX-256M2P, 16 KiB random I/O.
 */
export const SOURCE_THROTTLE_TEST = {
  readIopsCap: 10_000,
  writeIopsCap: 10_000,
  blockSizeKiB: 16,
  measurements: [
    { readPercent: 100, measuredIops: 10_000, boundBy: 'readCap' },
    { readPercent: 90, measuredIops: 11_111, boundBy: 'readCap' },
    // The caps allow 20,000; the post says the SSD did not reach it.
    { readPercent: 50, measuredIops: 16_634, boundBy: 'device' },
  ] as readonly ThrottleMeasurement[],
  source: SEED_PROVISIONED_IOPS_POST,
} as const;

/** A measurement with the total the caps alone allow at its read share. */
interface ThrottleMeasurementRow extends ThrottleMeasurement {
  /** `null` when the caps do not bound the total at this share. */
  readonly capsOnly: number | null;
}

export const SOURCE_THROTTLE_ROWS: readonly ThrottleMeasurementRow[] =
  SOURCE_THROTTLE_TEST.measurements.map((row) => {
    const capsOnly = throttledIops({
      readPercent: row.readPercent,
      readIopsCap: SOURCE_THROTTLE_TEST.readIopsCap,
      writeIopsCap: SOURCE_THROTTLE_TEST.writeIopsCap,
      deviceLimitIops: null,
    });
    return {
      ...row,
      capsOnly: capsOnly.ok && capsOnly.value.kind === 'bounded' ? capsOnly.value.totalIops : null,
    };
  });

/**
 * The inputs that reproduce one measurement: the source's caps and read share,
 * and, where the SSD rather than a cap bounded the total, the SSD's measured
 * total as the device limit. The throttle section's buttons and speaker mode's
 * scenarios both set these.
 */
export function sourceConditionTexts(
  row: ThrottleMeasurement,
): Partial<Record<keyof IopsParams, string>> {
  return {
    thr: 'cgroup-v1-blkio',
    rcap: String(SOURCE_THROTTLE_TEST.readIopsCap),
    wcap: String(SOURCE_THROTTLE_TEST.writeIopsCap),
    tread: String(row.readPercent),
    ...(row.boundBy === 'device'
      ? { tlim: 'custom', tdev: String(row.measuredIops) }
      : { tlim: 'none' }),
  };
}
