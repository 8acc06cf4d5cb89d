import {
  MIN_INTERVAL_SECONDS,
  type AnalysisError,
  type AnalysisWarning,
  type BinlogState,
  type CommitCounter,
  type FlagCode,
  type QueryCounter,
  type SnapshotRole,
} from '../../calculators/status-analyzer/analyzeStatus';
import type { ArticleId, ArticleRef } from '../../calculators/status-analyzer/articles';
import type { SnapshotFormat } from '../../calculators/status-analyzer/parseStatus';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

/** "before" / "after" as the page labels the boxes. */
export function snapshotName(role: SnapshotRole): string {
  return role === 'before'
    ? pageText(statusAnalyzerStrings, 'statusAnalyzer.snapshot.before')
    : pageText(statusAnalyzerStrings, 'statusAnalyzer.snapshot.after');
}

function inSnapshot(error: AnalysisError, problem: string): string {
  if (!error.snapshot) return problem;
  const where =
    error.line === undefined
      ? pageText(statusAnalyzerStrings, 'statusAnalyzer.error.where', {
          snapshot: snapshotName(error.snapshot),
        })
      : pageText(statusAnalyzerStrings, 'statusAnalyzer.error.whereLine', {
          snapshot: snapshotName(error.snapshot),
          line: String(error.line),
        });
  return `${where}${problem}`;
}

/** Why the analysis stopped, in the page's language. */
export function errorMessage(error: AnalysisError, maxMegabytes: string): string {
  const variable = error.variable ?? '';
  switch (error.code) {
    case 'empty':
      return inSnapshot(error, pageText(statusAnalyzerStrings, 'statusAnalyzer.error.empty'));
    case 'too-large':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.tooLarge', { size: maxMegabytes }),
      );
    case 'unknown-format':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.unknownFormat'),
      );
    case 'malformed-line':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.malformedLine'),
      );
    case 'incomplete-row':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.incompleteRow'),
      );
    case 'duplicate-variable':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.duplicateVariable', { variable }),
      );
    case 'multiple-snapshots':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.multipleSnapshots'),
      );
    case 'looks-like-variables':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.looksLikeVariables'),
      );
    case 'no-status-counters':
      return inSnapshot(
        error,
        pageText(statusAnalyzerStrings, 'statusAnalyzer.error.noStatusCounters'),
      );
    case 'interval-empty':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.intervalEmpty');
    case 'interval-not-a-number':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.intervalNotANumber');
    case 'interval-not-positive':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.intervalNotPositive');
    case 'interval-too-small':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.intervalTooSmall', {
        min: String(MIN_INTERVAL_SECONDS),
      });
    case 'interval-too-large':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.intervalTooLarge');
    case 'server-restarted':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.serverRestarted');
    case 'snapshots-swapped':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.snapshotsSwapped');
    case 'status-flushed':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.statusFlushed');
    case 'counter-decreased':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.counterDecreased', { variable });
    case 'identical-snapshots':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.identicalSnapshots');
    case 'no-metrics':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.error.noMetrics');
  }
}

/** A warning that did not stop the analysis, in the page's language. */
export function warningMessage(
  warning: AnalysisWarning,
  formatNumber: (value: number) => string,
): string {
  switch (warning.code) {
    case 'ignored-lines':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.ignoredLines', {
        snapshot: snapshotName(warning.snapshot ?? 'before'),
        count: formatNumber(warning.count ?? 0),
        line: String(warning.line ?? 0),
      });
    case 'formats-differ':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.formatsDiffer');
    case 'variable-sets-differ':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.variableSetsDiffer', {
        count: formatNumber(warning.count ?? 0),
      });
    case 'different-server':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.differentServer', {
        variable: warning.variable ?? '',
      });
    case 'uptime-missing':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.uptimeMissing');
    case 'interval-mismatch':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.intervalMismatch', {
        seconds: formatNumber(warning.uptimeSeconds ?? 0),
      });
    case 'missing-counters':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.missingCounters', {
        variables: (warning.variables ?? []).join(', '),
      });
    case 'not-a-counter':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.notACounter', {
        variable: warning.variable ?? '',
      });
    case 'hit-ratio-counters-inconsistent':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.warning.hitRatioInconsistent');
  }
}

/** The one-line title of a flag. */
export function flagTitle(code: FlagCode): string {
  switch (code) {
    case 'hit-ratio-low':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.hitRatioLow.title');
    case 'buffer-pool-wait-free':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.waitFree.title');
    case 'read-ahead-high':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.readAhead.title');
    case 'fsyncs-per-commit-high':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.fsyncsPerCommit.title');
    case 'binlog-fsyncs-not-counted':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.binlogNotCounted.title');
    case 'tmp-disk-ratio-high':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.tmpDisk.title');
    case 'low-activity':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.lowActivity.title');
  }
}

/** The explanation of a flag, with its measured value and threshold already formatted. */
export function flagDetail(code: FlagCode, value: string, threshold: string): string {
  switch (code) {
    case 'hit-ratio-low':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.hitRatioLow.detail', {
        value,
        threshold,
      });
    case 'buffer-pool-wait-free':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.waitFree.detail', { value });
    case 'read-ahead-high':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.readAhead.detail', { value });
    case 'fsyncs-per-commit-high':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.fsyncsPerCommit.detail', {
        value,
        threshold,
      });
    case 'binlog-fsyncs-not-counted':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.binlogNotCounted.detail', {
        value,
      });
    case 'tmp-disk-ratio-high':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.tmpDisk.detail', {
        value,
        threshold,
      });
    case 'low-activity':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.flag.lowActivity.detail', { value });
  }
}

/** Article titles, as the links under a flag show them. */
export function articleTitle(id: ArticleId): string {
  switch (id) {
    case 'disk-io-hit-ratio':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.article.diskIoHitRatio');
    case 'table-design-for-buffer-pool':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.article.tableDesign');
    case 'group-commit':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.article.groupCommit');
    case 'iops':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.article.iops');
    case 'mysql-56-parameter-baseline':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.article.parameterBaseline');
  }
}

/** The title of the section a flag links to, or `null` for a whole article. */
function sectionTitle(ref: ArticleRef): string | null {
  switch (`${ref.article}#${ref.anchor ?? ''}`) {
    case 'disk-io-hit-ratio#hit-ratio-arithmetic':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.hitRatioArithmetic');
    case 'disk-io-hit-ratio#working-set':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.workingSet');
    case 'disk-io-hit-ratio#caveats':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.caveats');
    case 'table-design-for-buffer-pool#practical-guidance':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.practicalGuidance');
    case 'table-design-for-buffer-pool#limit-range-scans':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.limitRangeScans');
    case 'group-commit#fsync-counts':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.fsyncCounts');
    case 'group-commit#binlog-group-commit-56':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.binlogGroupCommit');
    case 'mysql-56-parameter-baseline#myisam-and-memory':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.section.myisamAndMemory');
    default:
      return null;
  }
}

/** The text of a link to an article or one of its sections. */
export function articleLinkText(ref: ArticleRef): string {
  const section = sectionTitle(ref);
  return section === null
    ? articleTitle(ref.article)
    : pageText(statusAnalyzerStrings, 'statusAnalyzer.articleSection', {
        article: articleTitle(ref.article),
        section,
      });
}

/** Where the commit count came from. */
export function commitCounterLabel(counter: CommitCounter | null): string {
  switch (counter) {
    case 'Binlog_commits':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.commitCounter.binlogCommits');
    case 'Binlog_cache_use':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.commitCounter.binlogCacheUse');
    case 'Com_commit':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.commitCounter.comCommit');
    case 'write-statements':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.commitCounter.writeStatements');
    case null:
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.commitCounter.none');
  }
}

/** Where the query count came from. */
export function queryCounterLabel(counter: QueryCounter): string {
  return counter === 'Questions'
    ? pageText(statusAnalyzerStrings, 'statusAnalyzer.queryCounter.questions')
    : pageText(statusAnalyzerStrings, 'statusAnalyzer.queryCounter.queries');
}

/** The binary log's state over the interval. */
export function binlogLabel(state: BinlogState): string {
  switch (state) {
    case 'on':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.binlog.on');
    case 'off':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.binlog.off');
    case 'unknown':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.binlog.unknown');
  }
}

/** The output format a snapshot was read as. */
export function formatLabel(format: SnapshotFormat): string {
  switch (format) {
    case 'table':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.format.table');
    case 'tab':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.format.tab');
    case 'vertical':
      return pageText(statusAnalyzerStrings, 'statusAnalyzer.format.vertical');
  }
}
