import type { CalculatorScenario } from '../../presentation/scenarios';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

/**
 * A speaker-mode scenario of the analyzer: either the lab's sample snapshots
 * (`sample: true`), or a set of rates in the analyzer's own URL parameters
 * (src/calculators/status-analyzer/shareParams.ts), shown like a shared link.
 */
export interface StatusScenario extends CalculatorScenario {
  readonly source: string;
  /** More about where the figures come from, shown beside the results. */
  readonly note?: string;
  readonly sample: boolean;
}

/** The 2009-08-12 post: 100,000 INSERT transactions with mysqlslap, 30 clients. */
const POST_TRANSACTIONS = 100_000;
/** Δ`Innodb_data_fsyncs` over those transactions, as the post states them. */
const POST_FSYNCS = { builtin: 200_251, plugin: 26_092 } as const;
/**
 * The post gives no interval. It says built-in InnoDB ran at about 10,000
 * fsyncs per second, and that Plugin 1.0.4 was 6.1 times faster at 30
 * clients; the intervals below follow from those two figures (our estimate).
 */
const POST_FSYNCS_PER_SECOND = 10_000;
const POST_SPEED_UP = 6.1;

function round(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** The rates of one run of the post's benchmark (binary log on, sync_binlog=0). */
function postRun(fsyncs: number, seconds: number): Record<string, string> {
  return {
    s: round(seconds),
    fs: round(fsyncs / seconds),
    cps: round(POST_TRANSACTIONS / seconds),
    cc: 'write-statements',
    binlog: 'on',
    sb: '0',
  };
}

/**
 * Speaker mode's scenarios for the SHOW GLOBAL STATUS analyzer: a healthy
 * server (illustrative, labelled as such), the lab's measured sample (a small
 * buffer pool: low hit ratio), and the Innodb_data_fsyncs figures of the
 * 2009-08-12 post (2 fsyncs per commit on built-in InnoDB, about 0.26 with
 * Plugin 1.0.4's group commit).
 */
export function statusScenarios(): StatusScenario[] {
  const builtinSeconds = POST_FSYNCS.builtin / POST_FSYNCS_PER_SECOND;
  const postSource = (fsyncs: number) =>
    pageText(statusAnalyzerStrings, 'presentation.scenario.status.source.post', {
      fsyncs: fsyncs.toLocaleString('en-US'),
    });
  const postNote = pageText(statusAnalyzerStrings, 'presentation.scenario.status.note.post');
  return [
    {
      id: 'healthy',
      label: pageText(statusAnalyzerStrings, 'presentation.scenario.status.healthy'),
      source: pageText(statusAnalyzerStrings, 'presentation.scenario.status.source.illustrative'),
      sample: false,
      texts: {
        s: '60',
        req: '200000',
        miss: '150',
        ra: '0',
        wf: '0',
        dr: '150',
        dw: '900',
        fs: '1200',
        cps: '1000',
        bgc: '250',
        qps: '8000',
        tmp: '50',
        tmpd: '2',
        cc: 'Binlog_commits',
        binlog: 'on',
        qc: 'Questions',
      },
    },
    {
      id: 'lab-low-hit-ratio',
      label: pageText(statusAnalyzerStrings, 'presentation.scenario.status.lab'),
      source: pageText(statusAnalyzerStrings, 'presentation.scenario.status.source.lab'),
      sample: true,
      texts: {},
    },
    {
      id: 'post-2009-builtin',
      label: pageText(statusAnalyzerStrings, 'presentation.scenario.status.builtin'),
      source: postSource(POST_FSYNCS.builtin),
      note: postNote,
      sample: false,
      texts: postRun(POST_FSYNCS.builtin, builtinSeconds),
    },
    {
      id: 'post-2009-plugin',
      label: pageText(statusAnalyzerStrings, 'presentation.scenario.status.plugin'),
      source: postSource(POST_FSYNCS.plugin),
      note: postNote,
      sample: false,
      texts: postRun(POST_FSYNCS.plugin, builtinSeconds / POST_SPEED_UP),
    },
  ];
}
