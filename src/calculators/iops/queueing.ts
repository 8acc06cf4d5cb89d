/**
 * Queueing arithmetic for storage: Little's law, the SATA NCQ queue-depth limit and
 * bandwidth from IOPS and block size.
 *
 * Little's law says the average number of I/Os in flight equals throughput times
 * average latency: outstanding = IOPS × latency. One outstanding I/O at the 2009-08-20
 * post's HDD latency of 5 ms gives 200 IOPS and at its Intel SSD latency of 0.2 ms
 * gives 5,000 IOPS, the post's single-connection figures. The latency here is the
 * full time an I/O spends in the system (iostat's `await`), queueing included.
 *
 * @packageDocumentation
 */

import { type BlockSizeKiB, IOPS_INPUT_BOUNDS, checkBound, isBlockSizeKiB } from './bounds';
import type { BusInterface } from './devicePresets';
import {
  SEED_BENCHMARK_LATENCIES,
  SEED_PROVISIONED_IOPS_POST,
  SEED_SLIDES_IOSTAT,
} from './sources';
import { type CalculationResult, type SourcedValue, err, ok } from './types';

/**
 * Most commands SATA Native Command Queuing keeps outstanding: with SATA, gains from
 * more parallel I/O stop at queue depth 32 however fast the SSD.
 */
export const SATA_NCQ_MAX_QUEUE_DEPTH: SourcedValue = {
  value: 32,
  source: SEED_PROVISIONED_IOPS_POST,
};

/** Single-connection access latencies from the 2009-08-20 post, in milliseconds. */
export const REFERENCE_LATENCIES_MS = {
  hdd: { value: 5, source: SEED_BENCHMARK_LATENCIES },
  intelSsd: { value: 0.2, source: SEED_BENCHMARK_LATENCIES },
  gigabitEthernet: { value: 0.1, source: SEED_BENCHMARK_LATENCIES },
} as const satisfies Record<string, SourcedValue>;

/** Why a queueing figure could not be computed. */
export type QueueingError =
  | 'outstandingIosInvalid'
  | 'latencyInvalid'
  | 'iopsInvalid'
  | 'blockSizeInvalid'
  /** The inputs are valid but the result would overflow (e.g. latency at ~0 IOPS). */
  | 'resultOutOfRange';

/** Input to {@link iopsFromQueue}. */
export interface IopsFromQueueInput {
  /** I/Os the application keeps in flight (queue depth, concurrent connections). */
  readonly outstandingIos: number;
  /** Average latency per I/O at that depth, in milliseconds. */
  readonly latencyMs: number;
  /** For `sata`, the depth is capped at the NCQ limit. */
  readonly busInterface: BusInterface;
}

/** Result of {@link iopsFromQueue}. */
export interface IopsFromQueue {
  readonly iops: number;
  /** Depth actually reaching the device (after the NCQ cap). */
  readonly effectiveOutstandingIos: number;
  /** True when the requested depth exceeded the SATA NCQ limit and was capped. */
  readonly cappedByNcq: boolean;
}

/**
 * IOPS = outstanding I/Os ÷ latency. On SATA the outstanding count is capped at 32;
 * the latency given must be the one observed at the effective depth.
 */
export function iopsFromQueue(
  input: IopsFromQueueInput,
): CalculationResult<IopsFromQueue, QueueingError> {
  const { outstandingIos, latencyMs, busInterface } = input;
  if (checkBound(outstandingIos, IOPS_INPUT_BOUNDS.outstandingIos) !== null)
    return err('outstandingIosInvalid');
  if (checkBound(latencyMs, IOPS_INPUT_BOUNDS.latencyMs) !== null) return err('latencyInvalid');
  const ncqLimit = SATA_NCQ_MAX_QUEUE_DEPTH.value;
  const cappedByNcq = busInterface === 'sata' && outstandingIos > ncqLimit;
  const effectiveOutstandingIos = cappedByNcq ? ncqLimit : outstandingIos;
  return ok({
    iops: (effectiveOutstandingIos * 1000) / latencyMs,
    effectiveOutstandingIos,
    cappedByNcq,
  });
}

/** Average latency in milliseconds = outstanding I/Os ÷ IOPS. */
export function latencyFromQueue(
  outstandingIos: number,
  iops: number,
): CalculationResult<number, QueueingError> {
  if (checkBound(outstandingIos, IOPS_INPUT_BOUNDS.outstandingIos) !== null)
    return err('outstandingIosInvalid');
  if (checkBound(iops, IOPS_INPUT_BOUNDS.iops) !== null || iops === 0) return err('iopsInvalid');
  const latencyMs = (outstandingIos * 1000) / iops;
  return Number.isFinite(latencyMs) ? ok(latencyMs) : err('resultOutOfRange');
}

/**
 * Average I/Os in flight = IOPS × latency. Not rounded and not bounded by the
 * outstanding-I/O input bound, since iostat reports it as a fraction (avgqu-sz).
 */
export function outstandingFromIops(
  iops: number,
  latencyMs: number,
): CalculationResult<number, QueueingError> {
  if (checkBound(iops, IOPS_INPUT_BOUNDS.iops) !== null) return err('iopsInvalid');
  if (checkBound(latencyMs, IOPS_INPUT_BOUNDS.latencyMs) !== null) return err('latencyInvalid');
  return ok((iops * latencyMs) / 1000);
}

/** Bandwidth of a random I/O stream. */
export interface Bandwidth {
  readonly bytesPerSecond: number;
  readonly mebibytesPerSecond: number;
}

/**
 * Bandwidth = IOPS × block size, for 4, 8 or 16 KiB blocks (16 KiB is
 * {@link INNODB_PAGE_SIZE_KIB}).
 */
export function bandwidthFromIops(
  iops: number,
  blockSizeKiB: BlockSizeKiB,
): CalculationResult<Bandwidth, QueueingError> {
  if (checkBound(iops, IOPS_INPUT_BOUNDS.iops) !== null) return err('iopsInvalid');
  if (!isBlockSizeKiB(blockSizeKiB)) return err('blockSizeInvalid');
  const bytesPerSecond = iops * blockSizeKiB * 1024;
  return ok({ bytesPerSecond, mebibytesPerSecond: bytesPerSecond / (1024 * 1024) });
}

/**
 * InnoDB page size in KiB. Slide 35 of the 2009 deck divides iostat's MB/s by r/s
 * and gets ≈16 KB, "InnoDB block size", for both the HDD and the SSD.
 */
export const INNODB_PAGE_SIZE_KIB: SourcedValue = { value: 16, source: SEED_SLIDES_IOSTAT };
