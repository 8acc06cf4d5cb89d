/**
 * Demand side of IOPS sizing: the systems that will share a storage device, summed,
 * with planning headroom on top.
 *
 * The 2012-12-17 Provisioned IOPS post advises measuring reads/s and writes/s of every
 * system being consolidated (for MySQL, the FILE I/O section of SHOW ENGINE INNODB
 * STATUS), including peak hours, and buying storage faster than their sum. This module
 * does that sum.
 *
 * @packageDocumentation
 */

import { IOPS_INPUT_BOUNDS, MAX_IOPS, checkBound } from './bounds';
import { type CalculationResult, err, ok } from './types';

/** Measured random I/O load of one system. */
export interface SystemLoad {
  /** Free-text name shown in the UI; not validated. */
  readonly name: string;
  /** Reads per second at peak. */
  readonly readIops: number;
  /** Writes per second at peak. */
  readonly writeIops: number;
}

/** Input to {@link computeDemand}. */
export interface DemandInput {
  readonly systems: readonly SystemLoad[];
  /** Extra capacity to plan for, in percent of the measured sum. */
  readonly headroomPercent: number;
}

/** Required IOPS after headroom. */
export interface Demand {
  /** Sum of measured reads per second, before headroom. */
  readonly measuredReadIops: number;
  /** Sum of measured writes per second, before headroom. */
  readonly measuredWriteIops: number;
  /** Reads per second to size for (measured x (1 + headroom)). */
  readonly readIops: number;
  /** Writes per second to size for. */
  readonly writeIops: number;
  /** readIops + writeIops. */
  readonly totalIops: number;
  /** Share of reads in the total, 0-100. Headroom does not change it. */
  readonly readPercent: number;
}

/** Why a demand could not be computed. */
export type DemandError =
  | 'noSystems'
  | 'tooManySystems'
  | 'systemIopsInvalid'
  | 'headroomInvalid'
  | 'zeroDemand'
  | 'demandTooLarge';

/**
 * Sums the systems' reads and writes and applies the headroom.
 *
 * A zero total is an error (`zeroDemand`) because the read share of nothing is
 * undefined and there is nothing to size; a measured total above {@link MAX_IOPS}
 * is `demandTooLarge`.
 */
export function computeDemand(input: DemandInput): CalculationResult<Demand, DemandError> {
  const { systems, headroomPercent } = input;
  if (systems.length === 0) return err('noSystems');
  if (systems.length > IOPS_INPUT_BOUNDS.systemCount.max) return err('tooManySystems');
  if (checkBound(headroomPercent, IOPS_INPUT_BOUNDS.headroomPercent) !== null) {
    return err('headroomInvalid');
  }
  let measuredReadIops = 0;
  let measuredWriteIops = 0;
  for (const system of systems) {
    if (
      checkBound(system.readIops, IOPS_INPUT_BOUNDS.systemIops) !== null ||
      checkBound(system.writeIops, IOPS_INPUT_BOUNDS.systemIops) !== null
    ) {
      return err('systemIopsInvalid');
    }
    measuredReadIops += system.readIops;
    measuredWriteIops += system.writeIops;
  }
  const measuredTotal = measuredReadIops + measuredWriteIops;
  if (measuredTotal === 0) return err('zeroDemand');
  // Each system is bounded, but their sum must also stay within the calculator's range.
  if (measuredTotal > MAX_IOPS) return err('demandTooLarge');
  // Multiply before dividing so whole-number inputs stay exact as long as possible.
  const readIops = (measuredReadIops * (100 + headroomPercent)) / 100;
  const writeIops = (measuredWriteIops * (100 + headroomPercent)) / 100;
  return ok({
    measuredReadIops,
    measuredWriteIops,
    readIops,
    writeIops,
    totalIops: readIops + writeIops,
    readPercent: (measuredReadIops / measuredTotal) * 100,
  });
}
