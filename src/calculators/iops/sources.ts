/**
 * Citations shared by the IOPS calculator modules. Seed citations point at the
 * project's source material; vendor citations point at current documentation.
 *
 * @packageDocumentation
 */

import type { SeedCitation, VendorCitation } from './types';

/** 2009-08-20 post, point 2: single-connection latencies (HDD 5 ms, Intel SSD 0.2 ms). */
export const SEED_BENCHMARK_LATENCIES: SeedCitation = {
  kind: 'seed',
  source: 'matsunobu-2009-benchmark-points',
  locator: '2. 大まかなアクセス性能を知っておく',
};

/** 2009-08-20 post, point 3: HDD/SSD random IOPS, single connection vs many. */
export const SEED_BENCHMARK_PARALLELISM: SeedCitation = {
  kind: 'seed',
  source: 'matsunobu-2009-benchmark-points',
  locator: '3. 並列性を考慮する',
};

/** sh2's EBS Standard Volume post (undated in the seed). */
export const SEED_EBS_STANDARD_POST: SeedCitation = {
  kind: 'seed',
  source: 'sh2-2013-ebs-standard',
  locator: 'fio randread results, 8 GB file, queue depth 8',
};

/** sh2's Provisioned IOPS / cgroup post, JPOUG Advent Calendar 2012 day 17. */
export const SEED_PROVISIONED_IOPS_POST: SeedCitation = {
  kind: 'seed',
  source: 'sh2-2012-provisioned-iops',
  locator: 'fioによるIOPSの測定 / cgroupによるIOPSの制御',
};

/** Matsunobu's 2009 slide deck, slide 35 (iostat of HDD vs SSD range scans). */
export const SEED_SLIDES_IOSTAT: SeedCitation = {
  kind: 'seed',
  source: 'matsunobu-2009-tuning-space-3',
  locator: 'slide 35 (OS statistics)',
};

/** AWS EBS User Guide page for gp2/gp3 (General Purpose SSD volumes). */
export const AWS_GENERAL_PURPOSE_DOC: VendorCitation = {
  kind: 'vendor',
  source: 'aws-ebs-general-purpose',
  asOf: 'gp2 text as in the awsdocs/amazon-ec2-user-guide mirror, commit 0147f87 (2023); unchanged gp2 model in the current guide',
  note: 'gp2 baseline 3 IOPS/GiB between 100 and 16,000; burst to 3,000 below 1,000 GiB baseline; 5.4 million I/O credit bucket; burst duration = credits / (burst IOPS - baseline IOPS).',
};

/** AWS What's New announcement raising gp3 limits (September 2025). */
export const AWS_GP3_2025_ANNOUNCEMENT: VendorCitation = {
  kind: 'vendor',
  source: 'aws-whats-new-2025-09-gp3',
  asOf: '2025-09',
  note: 'Title paraphrased; the URL is the one AWS tooling changes cite for this limit raise. gp3: 3,000 baseline, provisionable up to 80,000 IOPS at 500 IOPS per GiB, size up to 64 TiB. Cross-checked against the EC2 API/CloudFormation reference text ("gp3: 3,000 - 80,000 IOPS", sizes 1 - 65,536 GiB). Before this change the limit was 16,000 IOPS and 16 TiB.',
};

/** AWS EBS User Guide page for io1/io2 (Provisioned IOPS SSD volumes). */
export const AWS_PROVISIONED_IOPS_DOC: VendorCitation = {
  kind: 'vendor',
  source: 'aws-ebs-provisioned-iops',
  asOf: 'awsdocs/amazon-ec2-user-guide mirror, commit 0147f87 (2023); io2 range re-checked in the EC2 API reference (CreateVolume Iops) text of 2025',
  note: 'io1: 100-64,000 IOPS, 50 IOPS per GiB, 4 GiB-16 TiB. io2 Block Express: 100-256,000 IOPS, 1,000 IOPS per GiB, 4 GiB-64 TiB.',
};

/** Linux kernel documentation for cgroup v2 (io.max). */
export const KERNEL_CGROUP_V2_DOC: VendorCitation = {
  kind: 'vendor',
  source: 'linux-cgroup-v2',
  locator: 'IO Interface Files (io.max)',
  asOf: 'kernel.org documentation as published in 2025',
  note: 'io.max takes per-device keys rbps, wbps, riops and wiops.',
};

/** EMC's storage textbook: RAID write penalties and the disk-load formula. */
export const EMC_ISM_RAID: VendorCitation = {
  kind: 'vendor',
  source: 'emc-ism-2012',
  locator: '§3.5 RAID Impact on Disk Performance; §3.5.1 Application IOPS and RAID Configurations',
  asOf: '2012 (2nd edition)',
  note: 'Book, cited by ISBN. Write penalty RAID 1 = 2, RAID 5 = 4, RAID 6 = 6; disk load = read% x IOPS + penalty x write% x IOPS. RAID 0 has no redundancy, so its penalty is 1.',
};

/** IBM's RAID level summary (minimum devices per level). */
export const IBM_RAID_LEVEL_SUMMARY: VendorCitation = {
  kind: 'vendor',
  source: 'ibm-power9-raid-level-summary',
  asOf: 'IBM Power9 documentation as published in 2025',
  note: 'Minimum devices per array: RAID 0 = 1, RAID 5 = 3, RAID 6 = 4, RAID 10 = 2 (even counts only); a 2-drive RAID 10 equals RAID 1.',
};
