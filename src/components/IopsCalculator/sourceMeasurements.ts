import { SEED_PROVISIONED_IOPS_POST } from '../../calculators/iops/sources';
import type { SeedCitation } from '../../calculators/iops/types';

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
  source: SEED_PROVISIONED_IOPS_POST as SeedCitation,
} as const;
