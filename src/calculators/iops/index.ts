/**
 * IOPS sizing calculator: demand from measured systems, device presets, RAID
 * penalties, per-direction throttling, queueing, gp2 burst credits and a sizing
 * verdict. Framework-free; every function validates its input and returns error
 * codes instead of throwing.
 *
 * @packageDocumentation
 */

export * from './types';
export * from './sources';
export * from './bounds';
export * from './demand';
export * from './ebsVolumes';
export * from './devicePresets';
export * from './raid';
export * from './throttle';
export * from './queueing';
export * from './gp2Burst';
export * from './sizing';
