import { useDeferredValue, useMemo, useState } from 'react';
import {
  parseIntervalText,
  type IntervalErrorCode,
  type StatusMetrics,
  type SyncBinlog,
} from '../../calculators/status-analyzer/analyzeStatus';
import { SHARE_PARAM_NAMES, metricsFromQuery } from '../../calculators/status-analyzer/shareParams';
import { sampleSnapshots } from '../../calculators/status-analyzer/sampleSnapshots';
import type { CalculatorScenario } from '../../presentation/scenarios';
import { useSharedQuery } from './useSharedQuery';
import { statusScenarios, type StatusScenario } from './scenarios';
import { shareQuery, shownFor, uptimeSecondsFor, type Shown } from './shown';

/** What the reader changes; each edit leaves a shared link or scenario behind. */
interface StatusAnalyzerActions {
  readonly setBefore: (text: string) => void;
  readonly setAfter: (text: string) => void;
  readonly setIntervalText: (text: string) => void;
  /** Keeps the shared values: sync_binlog only changes how they read. */
  readonly setSyncBinlog: (value: SyncBinlog) => void;
  readonly loadSample: () => void;
  readonly clear: () => void;
  readonly swapSnapshots: () => void;
}

export interface StatusAnalyzerState {
  readonly before: string;
  readonly after: string;
  readonly intervalText: string;
  readonly intervalSeconds: number | null;
  readonly intervalError: IntervalErrorCode | null;
  readonly syncBinlog: SyncBinlog;
  /** A shared link's values, shown instead of pasted text. */
  readonly shared: StatusMetrics | null;
  /** The speaker-mode scenario shown, until the reader edits anything. */
  readonly scenario: StatusScenario | null;
  readonly scenarios: readonly StatusScenario[];
  readonly urlErrors: readonly string[];
  readonly shown: Shown;
  /** The Uptime difference between the snapshots, when known. */
  readonly uptimeSeconds: number | null;
  readonly actions: StatusAnalyzerActions;
  readonly applyScenario: (
    texts: Partial<Record<string, string>>,
    applied: CalculatorScenario,
  ) => void;
}

/**
 * The analyzer's state: the pasted snapshots, the interval and sync_binlog,
 * or a shared link's (or scenario's) values in their place, and what they
 * show. The pasted text stays in component state; the URL holds only the
 * derived values (src/calculators/status-analyzer/shareParams.ts).
 */
export function useStatusAnalyzer(): StatusAnalyzerState {
  const [before, setBefore] = useState<string>(sampleSnapshots.before);
  const [after, setAfter] = useState<string>(sampleSnapshots.after);
  const [intervalText, setIntervalText] = useState(String(sampleSnapshots.intervalSeconds));
  const [syncBinlog, setSyncBinlog] = useState<SyncBinlog>('1');
  const [shared, setShared] = useState<StatusMetrics | null>(null);
  const [urlErrors, setUrlErrors] = useState<readonly string[]>([]);
  const [scenario, setScenario] = useState<StatusScenario | null>(null);
  const scenarios = statusScenarios();

  const deferredBefore = useDeferredValue(before);
  const deferredAfter = useDeferredValue(after);
  const interval = parseIntervalText(intervalText);
  const intervalSeconds = interval.ok ? interval.value : null;
  const intervalError = interval.ok ? null : interval.code;

  const shown = useMemo(
    () =>
      shownFor({
        shared,
        syncBinlog,
        intervalSeconds,
        intervalError,
        before: deferredBefore,
        after: deferredAfter,
      }),
    [shared, syncBinlog, intervalSeconds, intervalError, deferredBefore, deferredAfter],
  );
  const uptimeSeconds = useMemo(
    () => uptimeSecondsFor(shared, shown, deferredBefore, deferredAfter),
    [shared, shown, deferredBefore, deferredAfter],
  );

  const query = shareQuery({ shared, shown, syncBinlog, before, after, intervalSeconds });

  /** Shows a link's (or scenario's) values in place of pasted text. */
  const showShared = (metrics: StatusMetrics) => {
    setShared(metrics);
    setBefore('');
    setAfter('');
    setIntervalText(String(metrics.intervalSeconds));
  };

  useSharedQuery(query, SHARE_PARAM_NAMES, (search) => {
    const state = metricsFromQuery(search);
    setUrlErrors(state.errors);
    // A scenario applied from the URL just before keeps its sync_binlog
    // unless the link names one (or carries rates of its own).
    if (state.metrics || search.has('sb')) setSyncBinlog(state.syncBinlog);
    if (state.metrics) showShared(state.metrics);
  });

  const edit = (change: () => void) => {
    change();
    setShared(null);
    setUrlErrors([]);
    setScenario(null);
  };
  const loadSample = () => {
    setBefore(sampleSnapshots.before);
    setAfter(sampleSnapshots.after);
    setIntervalText(String(sampleSnapshots.intervalSeconds));
    setSyncBinlog('1');
  };

  const applyScenario = (texts: Partial<Record<string, string>>, applied: CalculatorScenario) => {
    const next = scenarios.find((candidate) => candidate.id === applied.id);
    if (!next) return;
    setScenario(next);
    setUrlErrors([]);
    if (next.sample) {
      setShared(null);
      loadSample();
      return;
    }
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(texts)) {
      if (value !== undefined) params.set(name, value);
    }
    const state = metricsFromQuery(params);
    setSyncBinlog(state.syncBinlog);
    if (state.metrics) showShared(state.metrics);
  };

  const actions: StatusAnalyzerActions = {
    setBefore: (text) => {
      edit(() => {
        setBefore(text);
      });
    },
    setAfter: (text) => {
      edit(() => {
        setAfter(text);
      });
    },
    setIntervalText: (text) => {
      edit(() => {
        setIntervalText(text);
      });
    },
    setSyncBinlog: (value) => {
      setSyncBinlog(value);
      setScenario(null);
    },
    loadSample: () => {
      edit(loadSample);
    },
    // The interval goes too: the sample's 30.149 s kept after clearing
    // divided a reader's own snapshots by the wrong time (every rate off).
    clear: () => {
      edit(() => {
        setBefore('');
        setAfter('');
        setIntervalText('');
      });
    },
    swapSnapshots: () => {
      edit(() => {
        setBefore(after);
        setAfter(before);
      });
    },
  };

  return {
    before,
    after,
    intervalText,
    intervalSeconds,
    intervalError,
    syncBinlog,
    shared,
    scenario,
    scenarios,
    urlErrors,
    shown,
    uptimeSeconds,
    actions,
    applyScenario,
  };
}
