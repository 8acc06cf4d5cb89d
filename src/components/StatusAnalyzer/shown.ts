import {
  analyzeStatus,
  deriveValues,
  flagsFor,
  uptimeDifference,
  type AnalysisError,
  type AnalysisWarning,
  type CounterDelta,
  type DerivedValues,
  type IntervalErrorCode,
  type SnapshotRole,
  type StatusFlag,
  type StatusMetrics,
  type SyncBinlog,
} from '../../calculators/status-analyzer/analyzeStatus';
import type { SnapshotFormat } from '../../calculators/status-analyzer/parseStatus';
import { metricsToQuery } from '../../calculators/status-analyzer/shareParams';
import { sampleSnapshots } from '../../calculators/status-analyzer/sampleSnapshots';

/** What the results column shows: an analysis of pasted text, or a shared link's values. */
export type Shown =
  | {
      readonly ok: true;
      readonly metrics: StatusMetrics;
      readonly derived: DerivedValues;
      readonly flags: readonly StatusFlag[];
      readonly warnings: readonly AnalysisWarning[];
      /** Only for pasted text: a shared link carries no counters. */
      readonly counters: readonly CounterDelta[] | null;
      readonly formats: Readonly<Record<SnapshotRole, SnapshotFormat>> | null;
      readonly uptimeSeconds: number | null;
    }
  | { readonly ok: false; readonly error: AnalysisError };

interface ShownInput {
  /** A shared link's (or scenario's) values; they replace the pasted text. */
  readonly shared: StatusMetrics | null;
  readonly syncBinlog: SyncBinlog;
  readonly intervalSeconds: number | null;
  readonly intervalError: IntervalErrorCode | null;
  readonly before: string;
  readonly after: string;
}

export function shownFor({
  shared,
  syncBinlog,
  intervalSeconds,
  intervalError,
  before,
  after,
}: ShownInput): Shown {
  if (shared) {
    return {
      ok: true,
      metrics: shared,
      derived: deriveValues(shared, syncBinlog),
      flags: flagsFor(shared, syncBinlog),
      warnings: [],
      counters: null,
      formats: null,
      uptimeSeconds: null,
    };
  }
  if (intervalSeconds === null)
    return { ok: false, error: { code: intervalError ?? 'interval-empty' } };
  const result = analyzeStatus({ before, after, intervalSeconds, syncBinlog });
  return result.ok ? { ok: true, ...result.value } : result;
}

/** The Uptime difference, offered as the interval when the interval is what is wrong. */
export function uptimeSecondsFor(
  shared: StatusMetrics | null,
  shown: Shown,
  before: string,
  after: string,
): number | null {
  if (shared) return null;
  if (shown.ok) return shown.uptimeSeconds;
  return uptimeDifference(before, after);
}

interface ShareQueryInput {
  readonly shared: StatusMetrics | null;
  readonly shown: Shown;
  readonly syncBinlog: SyncBinlog;
  readonly before: string;
  readonly after: string;
  readonly intervalSeconds: number | null;
}

/** The URL query for what is shown; none for the untouched sample or an error. */
export function shareQuery({
  shared,
  shown,
  syncBinlog,
  before,
  after,
  intervalSeconds,
}: ShareQueryInput): string {
  const isSample =
    shared === null &&
    before === sampleSnapshots.before &&
    after === sampleSnapshots.after &&
    intervalSeconds === sampleSnapshots.intervalSeconds &&
    syncBinlog === '1';
  return shared
    ? metricsToQuery(shared, syncBinlog)
    : isSample || !shown.ok
      ? ''
      : metricsToQuery(shown.metrics, syncBinlog);
}
