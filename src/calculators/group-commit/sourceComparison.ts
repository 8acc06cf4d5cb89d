/**
 * The 2009-08-12 benchmark beside the model: what the post measured at 30
 * connections, and what the model computes for the same settings. The model
 * is not fitted to these numbers; the page shows both so the reader sees how
 * far an idealised model lands from a real run.
 *
 * @packageDocumentation
 */

import {
  simulateGroupCommit,
  sourceBenchmarkSettings,
  type GroupCommitErrorCode,
} from './groupCommitModel';
import {
  SEED_BUILTIN_FSYNCS_PER_TRANSACTION,
  SEED_FSYNCS_AT_30_CLIENTS,
  SEED_GROUP_COMMIT_CEILING,
  SEED_SPEEDUP_AT_30_CLIENTS,
} from './sources';
import type { CalculationResult, QuotedSeedCitation } from './types';

/** What the post ran and measured (mysqlslap, parallel INSERTs, MySQL 5.1.37). */
export const sourceBenchmark = {
  clients: 30,
  transactions: 100_000,
  /** The ≈10,000 fsync/s ceiling of a disk with a battery-backed write cache (stated, not measured). */
  fsyncsPerSecond: 10_000,
  settings: sourceBenchmarkSettings,
  /** Increase of Innodb_data_fsyncs per 100,000 transactions at 30 connections. */
  measuredFsyncsPer100k: { builtin: 200_251, plugin: 26_092 },
  /** Stated per-transaction counts of the built-in engine, at every concurrency. */
  measuredBuiltinFsyncsPerTransaction: { supportXaOn: 2, supportXaOff: 1 },
  /** Plugin 1.0.4 throughput over built-in at 30 connections (XA on). */
  measuredSpeedup: 6.1,
  sources: {
    fsyncsPer100k: SEED_FSYNCS_AT_30_CLIENTS,
    perTransaction: SEED_BUILTIN_FSYNCS_PER_TRANSACTION,
    speedup: SEED_SPEEDUP_AT_30_CLIENTS,
    ceiling: SEED_GROUP_COMMIT_CEILING,
  } satisfies Record<string, QuotedSeedCitation>,
} as const;

/** Model and measurement side by side. */
export interface SourceComparison {
  /** The "other time per transaction" the model values use, in microseconds. */
  readonly otherTimeUs: number;
  /** InnoDB fsyncs per 100,000 transactions, model vs measured (Innodb_data_fsyncs counts InnoDB's own). */
  readonly builtin: { readonly model: number; readonly measured: number };
  readonly plugin: { readonly model: number; readonly measured: number };
  /** Ratio of the two commit-rate ceilings vs the measured throughput ratio. */
  readonly speedup: { readonly model: number; readonly measured: number };
  /** Plugin: measured ÷ model (how far the idealised model is from the run). */
  readonly pluginMeasuredOverModel: number;
}

/**
 * Runs the model at the post's settings: 30 clients, the ≈10,000 fsync/s
 * device, binary log on, `innodb_flush_log_at_trx_commit=1`,
 * `sync_binlog=0`, XA on. Only `otherTimeUs` (not stated in the post) comes
 * from the reader; 0 is the model's best case for sharing.
 */
export function compareWithSource(
  otherTimeUs: number,
): CalculationResult<SourceComparison, GroupCommitErrorCode> {
  const common = {
    ...sourceBenchmark.settings,
    clients: sourceBenchmark.clients,
    fsyncLatencyUs: 1e6 / sourceBenchmark.fsyncsPerSecond,
    otherTimeUs,
  };
  const builtin = simulateGroupCommit({ ...common, generation: 'builtin' });
  if (!builtin.ok) return builtin;
  const plugin = simulateGroupCommit({ ...common, generation: 'plugin' });
  if (!plugin.ok) return plugin;
  const per100k = (perTransaction: number) => perTransaction * sourceBenchmark.transactions;
  const pluginModel = per100k(plugin.value.redoFsyncsPerTransaction);
  // Both ceilings exist: with 1 / XA on every generation fsyncs at commit.
  const builtinRate = builtin.value.commitRateCeiling ?? 1;
  const pluginRate = plugin.value.commitRateCeiling ?? 1;
  return {
    ok: true,
    value: {
      otherTimeUs,
      builtin: {
        model: per100k(builtin.value.redoFsyncsPerTransaction),
        measured: sourceBenchmark.measuredFsyncsPer100k.builtin,
      },
      plugin: { model: pluginModel, measured: sourceBenchmark.measuredFsyncsPer100k.plugin },
      speedup: { model: pluginRate / builtinRate, measured: sourceBenchmark.measuredSpeedup },
      pluginMeasuredOverModel: sourceBenchmark.measuredFsyncsPer100k.plugin / pluginModel,
    },
  };
}
