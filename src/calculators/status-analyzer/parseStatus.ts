/**
 * Reads one snapshot of `SHOW GLOBAL STATUS` as a person pastes it.
 *
 * ## Formats
 *
 * - `table`: the `mysql` client's ASCII table (`mysql -t`, or any
 *   interactive session), which is also exactly what
 *   `mysqladmin extended-status` prints:
 *
 *       +-----------------+-------+
 *       | Variable_name   | Value |
 *       +-----------------+-------+
 *       | Aborted_clients | 0     |
 *
 * - `tab`: batch output (`mysql -B`, or `mysql -e` into a pipe), one
 *   `name<TAB>value` line per variable, with or without the
 *   `Variable_name<TAB>Value` header (`-N` drops it). A terminal that turned
 *   the tabs into spaces is accepted too: the name never contains
 *   whitespace, so the first run of whitespace separates it from the value.
 * - `vertical`: `\G` / `mysql -E` output, `Variable_name: X` / `Value: Y`
 *   pairs under `*** n. row ***` separators.
 *
 * The header may also be `VARIABLE_NAME | VARIABLE_VALUE` (a `SELECT` from
 * `information_schema.GLOBAL_STATUS` or `performance_schema.global_status`),
 * and names are matched without regard to case, since those tables spell
 * them in capitals.
 *
 * ## Strict and friendly
 *
 * Lines that are clearly not data — blank lines, a `mysql>` prompt, the
 * statement echoed by `mysql -vvv`, `562 rows in set (0.002 sec)`, `Bye` —
 * are skipped. Other unrecognised lines are tolerated only *around* the data
 * (a shell command above it, say) and reported with the warning
 * `ignored-lines`; inside the data they stop parsing with `malformed-line`
 * and the line number, rather than being half-understood. Values that span
 * several lines (MySQL 8's RSA public keys in table and vertical output) are
 * joined.
 *
 * Parsing never throws: every input yields a snapshot or an error code.
 * Input is capped at {@link MAX_INPUT_CHARS} characters before any work is
 * done.
 *
 * @packageDocumentation
 */

/** Longest input accepted, in UTF-16 code units (2 MiB of ASCII). */
export const MAX_INPUT_CHARS = 2 * 1024 * 1024;

/**
 * Most lines one multi-line value may span. A PEM public key takes 9; an
 * unterminated table row would otherwise swallow the rest of the input.
 */
export const MAX_CONTINUATION_LINES = 64;

/** How many non-blank lines {@link detectFormat} looks at. */
const FORMAT_VOTE_LINES = 300;

/** The output formats the parser recognises. */
export type SnapshotFormat = 'table' | 'tab' | 'vertical';

/** One status variable as read. */
export interface StatusVariable {
  /** The name as spelled in the input. */
  readonly name: string;
  /** The value text, trimmed (multi-line values joined with `\n`). */
  readonly value: string;
  /** 1-based line of the input where the variable starts. */
  readonly line: number;
}

/** A parsed snapshot. */
export interface StatusSnapshot {
  readonly format: SnapshotFormat;
  /** Whether a `Variable_name | Value` header was present. */
  readonly hasHeader: boolean;
  /** Variables keyed by lower-cased name, in input order. */
  readonly variables: ReadonlyMap<string, StatusVariable>;
}

/** Why a snapshot could not be read. */
export type ParseErrorCode =
  /** Nothing but whitespace. */
  | 'empty'
  /** Longer than {@link MAX_INPUT_CHARS}. */
  | 'too-large'
  /** No line looks like a row of any supported format (garbage, or a different command's output). */
  | 'unknown-format'
  /** A line inside the data that fits no rule of the detected format. */
  | 'malformed-line'
  /** A row that never ends: a table row without its closing `|`, a `Variable_name:` without `Value:`. */
  | 'incomplete-row'
  /** The same variable twice. */
  | 'duplicate-variable'
  /** A second header or a restarted row count: two snapshots in one box (`mysqladmin -i`, say). */
  | 'multiple-snapshots'
  /** Output of `SHOW VARIABLES` (server settings), not `SHOW STATUS` (counters). */
  | 'looks-like-variables'
  /** Well-formed, but none of the status counters this tool reads is present. */
  | 'no-status-counters';

/** Where and why parsing stopped. */
export interface ParseError {
  readonly code: ParseErrorCode;
  /** 1-based line number, where one line is at fault. */
  readonly line?: number;
  /** The variable at fault (`duplicate-variable`). */
  readonly variable?: string;
}

/** Something the parser skipped that the reader may want to know about. */
export interface ParseWarning {
  /** Unrecognised lines before or after the data were skipped. */
  readonly code: 'ignored-lines';
  /** How many lines. */
  readonly count: number;
  /** The first of them (1-based). */
  readonly line: number;
}

/** Outcome of {@link parseStatusSnapshot}. */
export type ParseResult =
  | {
      readonly ok: true;
      readonly value: StatusSnapshot;
      readonly warnings: readonly ParseWarning[];
    }
  | { readonly ok: false; readonly error: ParseError };

/**
 * Status counters whose presence marks `SHOW GLOBAL STATUS` output. Matched
 * in lower case. A snapshot needs at least one of them.
 */
export const KNOWN_STATUS_COUNTERS: readonly string[] = [
  'Uptime',
  'Questions',
  'Queries',
  'Com_commit',
  'Com_select',
  'Handler_commit',
  'Innodb_buffer_pool_read_requests',
  'Innodb_buffer_pool_reads',
  'Innodb_data_reads',
  'Innodb_data_writes',
  'Innodb_data_fsyncs',
  'Created_tmp_tables',
  'Created_tmp_disk_tables',
  'Binlog_commits',
  'Binlog_cache_use',
];

/** System variables (settings) that `SHOW VARIABLES` output nearly always contains. */
const WELL_KNOWN_SYSTEM_VARIABLES = new Set([
  'autocommit',
  'datadir',
  'innodb_buffer_pool_size',
  'innodb_flush_log_at_trx_commit',
  'innodb_log_file_size',
  'log_bin',
  'max_connections',
  'sync_binlog',
  'version',
  'innodb_buffer_pool_chunk_size',
  'innodb_buffer_pool_instances',
  'innodb_buffer_pool_filename',
]);

const knownCounterKeys = new Set(KNOWN_STATUS_COUNTERS.map((name) => name.toLowerCase()));

/** A status variable name: letters, digits and underscores, starting with a letter. */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const HEADER_NAMES = new Set(['variable_name']);
const HEADER_VALUES = new Set(['value', 'variable_value']);

const TABLE_BORDER = /^\+[-+]*\+$/;
const ROW_SEPARATOR = /^\*+ *(\d+)\. row *\*+$/;
const VERTICAL_NAME = /^(variable_name)\s*:(?: (.*))?$/i;
const VERTICAL_VALUE = /^(value|variable_value)\s*:(?: (.*))?$/i;

/** Lines the mysql client prints around a result that never carry data. */
function isChatter(trimmed: string): boolean {
  return (
    trimmed === '' ||
    trimmed === 'Bye' ||
    /^-{4,}$/.test(trimmed) ||
    /^\d+ rows? in set\b/.test(trimmed) ||
    /^Empty set\b/.test(trimmed) ||
    /^(mysql|mariadb|MariaDB \[[^\]]*\])>/i.test(trimmed) ||
    /^SHOW\s+(GLOBAL\s+)?STATUS\b/i.test(trimmed) ||
    /^Warning \(Code \d+\)/.test(trimmed)
  );
}

interface Collected {
  readonly entries: StatusVariable[];
  hasHeader: boolean;
}

type LineKind =
  | { kind: 'data'; name: string; value: string; open: boolean }
  | { kind: 'header' }
  | { kind: 'structure'; rowNumber?: number }
  | { kind: 'chatter' }
  | { kind: 'other' };

function isHeader(name: string, value: string): boolean {
  return HEADER_NAMES.has(name.toLowerCase()) && HEADER_VALUES.has(value.toLowerCase());
}

function classifyTableLine(trimmed: string): LineKind {
  if (TABLE_BORDER.test(trimmed)) return { kind: 'structure' };
  if (!trimmed.startsWith('|')) return isChatter(trimmed) ? { kind: 'chatter' } : { kind: 'other' };
  const open = !(trimmed.length > 1 && trimmed.endsWith('|'));
  const inner = open ? trimmed.slice(1) : trimmed.slice(1, -1);
  const bar = inner.indexOf('|');
  if (bar < 0) return { kind: 'other' };
  const name = inner.slice(0, bar).trim();
  const value = inner.slice(bar + 1).trim();
  if (isHeader(name, value) && !open) return { kind: 'header' };
  if (!NAME.test(name)) return { kind: 'other' };
  return { kind: 'data', name, value, open };
}

function classifyTabLine(raw: string, trimmed: string): LineKind {
  if (isChatter(trimmed)) return { kind: 'chatter' };
  const tab = raw.indexOf('\t');
  let name: string;
  let value: string;
  if (tab >= 0) {
    name = raw.slice(0, tab).trim();
    value = raw.slice(tab + 1).trim();
  } else {
    const match = /^(\S+)(?:\s+(.*))?$/.exec(trimmed);
    if (!match) return { kind: 'other' };
    name = match[1] ?? '';
    value = (match[2] ?? '').trim();
  }
  if (isHeader(name, value)) return { kind: 'header' };
  if (!NAME.test(name)) return { kind: 'other' };
  // A value of mysql -B never contains a raw tab (it is escaped as \t).
  if (value.includes('\t')) return { kind: 'other' };
  return { kind: 'data', name, value, open: false };
}

/**
 * Picks the format with the most rows that look like data: a stray line of
 * prose above a table ("prod, 10:00") reads as a tab-separated row, but the
 * table's hundreds of rows outvote it. Ties go to the table, then `\G`.
 */
function detectFormat(lines: readonly string[]): SnapshotFormat | null {
  let table = 0;
  let vertical = 0;
  let tab = 0;
  let seen = 0;
  for (const raw of lines) {
    const trimmed = raw.trim();
    if (trimmed === '' || isChatter(trimmed)) continue;
    // A few hundred lines settle the vote; the parser checks the rest.
    seen += 1;
    if (seen > FORMAT_VOTE_LINES) break;
    const asTable = classifyTableLine(trimmed).kind;
    if (asTable === 'data' || asTable === 'header') table += 1;
    if (VERTICAL_NAME.test(trimmed)) vertical += 1;
    const asTab = classifyTabLine(raw, trimmed).kind;
    if (asTab === 'data' || asTab === 'header') tab += 1;
  }
  if (table === 0 && vertical === 0 && tab === 0) return null;
  if (table >= vertical && table >= tab) return 'table';
  return vertical >= tab ? 'vertical' : 'tab';
}

type Failure = { readonly ok: false; readonly error: ParseError };

function fail(code: ParseErrorCode, line?: number, variable?: string): Failure {
  const error: ParseError = {
    code,
    ...(line === undefined ? {} : { line }),
    ...(variable === undefined ? {} : { variable }),
  };
  return { ok: false, error };
}

/**
 * Shared bookkeeping of the line-oriented formats: where the data starts and
 * ends, which unrecognised lines lie outside it, a second header.
 */
class Tracker {
  readonly collected: Collected = { entries: [], hasHeader: false };
  /** Unrecognised lines seen since the last data row (1-based numbers). */
  pendingOther: number[] = [];
  /** Unrecognised lines before the first data row. */
  leadingOther: number[] = [];
  sawData = false;
  sawHeader = false;

  other(lineNumber: number): void {
    if (this.sawData) this.pendingOther.push(lineNumber);
    else this.leadingOther.push(lineNumber);
  }

  /** A data row: any unrecognised line between it and the previous one is an error. */
  data(entry: StatusVariable): Failure | null {
    const stray = this.pendingOther[0];
    if (stray !== undefined) return fail('malformed-line', stray);
    this.sawData = true;
    this.collected.entries.push(entry);
    return null;
  }

  header(lineNumber: number): Failure | null {
    if (this.sawData) return fail('multiple-snapshots', lineNumber);
    this.sawHeader = true;
    this.collected.hasHeader = true;
    return null;
  }

  ignored(): ParseWarning[] {
    const lines = [...this.leadingOther, ...this.pendingOther];
    const first = lines[0];
    return first === undefined ? [] : [{ code: 'ignored-lines', count: lines.length, line: first }];
  }
}

function parseTable(lines: readonly string[]): Failure | { tracker: Tracker } {
  const tracker = new Tracker();
  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    const trimmed = (lines[index] ?? '').trim();
    const line = classifyTableLine(trimmed);
    if (line.kind === 'chatter' || line.kind === 'structure') continue;
    if (line.kind === 'other') {
      tracker.other(lineNumber);
      continue;
    }
    if (line.kind === 'header') {
      const failure = tracker.header(lineNumber);
      if (failure) return failure;
      continue;
    }
    let value = line.value;
    if (line.open) {
      // A value with line breaks: the row goes on until a line ending in '|'.
      const parts = [value];
      let closed = false;
      for (let extra = 1; extra <= MAX_CONTINUATION_LINES && index + 1 < lines.length; extra += 1) {
        index += 1;
        const next = (lines[index] ?? '').trim();
        if (next.endsWith('|')) {
          parts.push(next.slice(0, -1).trim());
          closed = true;
          break;
        }
        parts.push(next);
      }
      if (!closed) return fail('incomplete-row', lineNumber);
      value = parts.filter((part) => part !== '').join('\n');
    }
    const failure = tracker.data({ name: line.name, value, line: lineNumber });
    if (failure) return failure;
  }
  return { tracker };
}

function parseTab(lines: readonly string[]): Failure | { tracker: Tracker } {
  const tracker = new Tracker();
  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    const raw = lines[index] ?? '';
    const line = classifyTabLine(raw, raw.trim());
    if (line.kind === 'chatter' || line.kind === 'structure') continue;
    if (line.kind === 'other') {
      tracker.other(lineNumber);
      continue;
    }
    if (line.kind === 'header') {
      const failure = tracker.header(lineNumber);
      if (failure) return failure;
      continue;
    }
    const failure = tracker.data({ name: line.name, value: line.value, line: lineNumber });
    if (failure) return failure;
  }
  return { tracker };
}

function parseVertical(lines: readonly string[]): Failure | { tracker: Tracker } {
  const tracker = new Tracker();
  let pendingName: { name: string; line: number } | null = null;
  let lastRowNumber = 0;
  /** The value being read, while further lines may continue it. */
  let openValue: { entry: StatusVariable; parts: string[]; extraLines: number[] } | null = null;
  const closeValue = (atEnd: boolean): Failure | null => {
    if (!openValue) return null;
    const { entry, parts, extraLines } = openValue;
    openValue = null;
    if (atEnd) {
      // After the last row, further lines are more likely a shell prompt or a
      // note than the rest of a value: keep the first line, report the others.
      const failure = tracker.data({ ...entry, value: parts[0] ?? '' });
      for (const line of extraLines) tracker.other(line);
      return failure;
    }
    return tracker.data({ ...entry, value: parts.filter((part) => part !== '').join('\n') });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    const trimmed = (lines[index] ?? '').trim();
    const separator = ROW_SEPARATOR.exec(trimmed);
    const nameMatch = separator ? null : VERTICAL_NAME.exec(trimmed);
    const valueMatch = separator || nameMatch ? null : VERTICAL_VALUE.exec(trimmed);
    if (separator || nameMatch) {
      const failure = closeValue(false);
      if (failure) return failure;
    }
    if (separator) {
      if (pendingName) return fail('incomplete-row', pendingName.line);
      const rowNumber = Number(separator[1]);
      if (rowNumber <= lastRowNumber && tracker.sawData) {
        return fail('multiple-snapshots', lineNumber);
      }
      lastRowNumber = rowNumber;
      continue;
    }
    if (nameMatch) {
      if (pendingName) return fail('incomplete-row', pendingName.line);
      const name = (nameMatch[2] ?? '').trim();
      if (!NAME.test(name)) return fail('malformed-line', lineNumber);
      pendingName = { name, line: lineNumber };
      continue;
    }
    if (valueMatch) {
      if (!pendingName) return fail('malformed-line', lineNumber);
      const failure = closeValue(false);
      if (failure) return failure;
      openValue = {
        entry: { name: pendingName.name, value: '', line: pendingName.line },
        parts: [(valueMatch[2] ?? '').trim()],
        extraLines: [],
      };
      pendingName = null;
      continue;
    }
    if (pendingName) return fail('incomplete-row', pendingName.line);
    if (trimmed === '' || isChatter(trimmed)) continue;
    if (openValue) {
      // Continuation of a multi-line value.
      if (openValue.parts.length > MAX_CONTINUATION_LINES) {
        return fail('incomplete-row', openValue.entry.line);
      }
      openValue.parts.push(trimmed);
      openValue.extraLines.push(lineNumber);
      continue;
    }
    tracker.other(lineNumber);
  }
  if (pendingName) return fail('incomplete-row', pendingName.line);
  const failure = closeValue(true);
  if (failure) return failure;
  return { tracker };
}

/**
 * Parses one snapshot.
 *
 * Checks, in order: size, format, each line, duplicates, and finally whether
 * the result is status output at all (`looks-like-variables`,
 * `no-status-counters`). The first problem found is reported.
 */
export function parseStatusSnapshot(input: string): ParseResult {
  if (typeof input !== 'string') return fail('unknown-format');
  if (input.length > MAX_INPUT_CHARS) return fail('too-large');
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') return fail('empty');
  const lines = text.split(/\r\n|\n|\r/);
  const format = detectFormat(lines);
  if (format === null) return fail('unknown-format');
  const parsed =
    format === 'table'
      ? parseTable(lines)
      : format === 'tab'
        ? parseTab(lines)
        : parseVertical(lines);
  if ('ok' in parsed) return parsed;
  const { tracker } = parsed;
  const entries = tracker.collected.entries;
  if (entries.length === 0) return fail('unknown-format');

  const variables = new Map<string, StatusVariable>();
  const firstKey = entries[0]?.name.toLowerCase();
  for (const entry of entries) {
    const key = entry.name.toLowerCase();
    if (variables.has(key)) {
      // The first variable coming round again means a second snapshot.
      return key === firstKey
        ? fail('multiple-snapshots', entry.line)
        : fail('duplicate-variable', entry.line, entry.name);
    }
    variables.set(key, entry);
  }

  const hasKnownCounter = [...variables.keys()].some((key) => knownCounterKeys.has(key));
  if (!hasKnownCounter) {
    const settings = [...variables.keys()].filter((key) => WELL_KNOWN_SYSTEM_VARIABLES.has(key));
    return fail(settings.length > 0 ? 'looks-like-variables' : 'no-status-counters');
  }

  return {
    ok: true,
    value: { format, hasHeader: tracker.collected.hasHeader, variables },
    warnings: tracker.ignored(),
  };
}

/** What {@link readCounter} found. */
export type CounterReading =
  | { readonly kind: 'value'; readonly value: bigint }
  | { readonly kind: 'missing' }
  | { readonly kind: 'not-a-counter'; readonly text: string };

/** Most digits a counter may have: differences of counters stay below 10^30. */
export const MAX_COUNTER_DIGITS = 30;

const COUNTER = new RegExp(`^\\d{1,${String(MAX_COUNTER_DIGITS)}}$`);

/**
 * The value of a counter as an exact integer (counters can pass 2^53 on a
 * long-running server, so they are kept as bigint until subtracted).
 */
export function readCounter(snapshot: StatusSnapshot, name: string): CounterReading {
  const variable = snapshot.variables.get(name.toLowerCase());
  if (!variable) return { kind: 'missing' };
  if (!COUNTER.test(variable.value)) return { kind: 'not-a-counter', text: variable.value };
  return { kind: 'value', value: BigInt(variable.value) };
}
