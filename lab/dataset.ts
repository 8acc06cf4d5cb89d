/**
 * Collects an experiment's measurements as it goes ({@link Recorder}) and
 * turns them into a dataset that `loadDataset` (src/datasets/schema.ts)
 * accepts: origin "lab", provenance kind "lab", environment captured from the
 * machine and the server, and — when the run stopped early — `incomplete: true`
 * with a note that says why.
 */
import {
  loadDataset,
  type ChartHint,
  type Dataset,
  type DatasetCategory,
  type DatasetIssue,
  type DatasetSeries,
  type DatasetTopic,
  type DatasetUnit,
  type EnvironmentEntry,
  type LocalizedText,
} from '../src/datasets/schema';
import { englishText, type LocalizedOrInvariant } from '../src/datasets/localized';

/** One measured value. */
export interface LabPoint {
  readonly series: string;
  readonly x: number | string;
  readonly y: number;
  readonly unit: string;
  readonly note?: LocalizedText;
}

/** Everything an experiment declares about its dataset up front. */
export interface DatasetDefinition {
  readonly id: string;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly tags: readonly DatasetTopic[];
  readonly units: readonly DatasetUnit[];
  readonly series: readonly DatasetSeries[];
  readonly categories?: readonly DatasetCategory[];
  readonly chart: ChartHint | null;
  /** Fixed notes: what the experiment reproduces, how it differs from the source. */
  readonly notes: readonly LocalizedText[];
}

/** A server variable's value, and how the experiment spelled it when different. */
export interface VariableValue {
  readonly value: string;
  readonly requested?: string;
}

/** `536870912 (set as 512M)` in both languages. */
function variableText(values: readonly VariableValue[]): LocalizedOrInvariant {
  const one = (v: VariableValue, lang: keyof LocalizedText) =>
    v.requested === undefined
      ? v.value
      : lang === 'ja'
        ? `${v.value}(${v.requested} と指定)`
        : `${v.value} (set as ${v.requested})`;
  if (values.length === 1 && values[0]!.requested === undefined) return values[0]!.value;
  const list = (lang: keyof LocalizedText) =>
    values.map((v) => one(v, lang)).join(lang === 'ja' ? '、' : ', ');
  if (values.length === 1) return { ja: list('ja'), en: list('en') };
  return {
    ja: `${list('ja')}(計測グループごとに 1 つの値)`,
    en: `${list('en')} (one value per measurement group)`,
  };
}

/** The measurements and settings of one run, filled in while it goes. */
export class Recorder {
  readonly points: LabPoint[] = [];
  readonly notes: LocalizedText[] = [];
  /** Server variables in the order first set, each with every value it took. */
  readonly variables = new Map<string, VariableValue[]>();
  /** Server defaults worth knowing (not set by the experiment). */
  readonly defaults = new Map<string, string>();
  /** True on the reader's server (`--server`): {@link defaults} are its settings as found, not defaults. */
  defaultsAsFound = false;
  readonly workload: EnvironmentEntry[] = [];
  private frozen = false;
  private readonly keys = new Set<string>();
  private readonly onPoint: (p: LabPoint) => void;

  constructor(onPoint: (p: LabPoint) => void = () => undefined) {
    this.onPoint = onPoint;
  }

  /**
   * Adds a point. Ignored once the run has been stopped (late results of
   * aborted work). Returns a problem (non-finite value, second value for the
   * same series, x and unit) or null.
   */
  add(point: LabPoint): string | null {
    if (this.frozen) return null;
    const where = `${point.series} x=${String(point.x)} ${point.unit}`;
    if (!Number.isFinite(point.y)) return `dropped a non-finite value for ${where}`;
    const key = `${point.series}\u0000${String(point.x)}\u0000${point.unit}`;
    if (this.keys.has(key)) return `dropped a second value for ${where}`;
    this.keys.add(key);
    this.points.push(point);
    this.onPoint(point);
    return null;
  }

  /**
   * Records that the experiment set `name` to `value` (the value the server
   * reports), and the spelling it was `requested` as when that differs (`512M`).
   */
  variable(name: string, value: string, requested?: string): void {
    if (this.frozen) return;
    const values = this.variables.get(name) ?? [];
    const shown = requested === undefined || requested === value ? undefined : requested;
    if (!values.some((v) => v.value === value && v.requested === shown)) {
      values.push(shown === undefined ? { value } : { value, requested: shown });
    }
    this.variables.set(name, values);
  }

  /** Adds a workload parameter (a later value for the same key replaces the earlier one). */
  param(key: LocalizedOrInvariant, value: LocalizedOrInvariant | number): void {
    if (this.frozen) return;
    const entry = { key, value: typeof value === 'number' ? String(value) : value };
    const index = this.workload.findIndex((e) => englishText(e.key) === englishText(key));
    if (index === -1) this.workload.push(entry);
    else this.workload[index] = entry;
  }

  note(text: LocalizedText): void {
    if (!this.frozen) this.notes.push(text);
  }

  /** Stops accepting points (called when the run stops). */
  freeze(): void {
    this.frozen = true;
  }
}

export interface RunInfo {
  readonly scale: 'quick' | 'full';
  readonly command: string;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  /** Repository path of the experiment's script. */
  readonly script: string;
  readonly hardware: readonly EnvironmentEntry[];
  readonly software: readonly EnvironmentEntry[];
  /** Set when the run stopped early. */
  readonly stopReason: LocalizedText | null;
  /** Version to write (1, or the existing file's + 1). */
  readonly version: number;
}

function nonEmpty(entries: readonly EnvironmentEntry[]): EnvironmentEntry[] {
  return entries.filter(
    (e) => englishText(e.key).trim() !== '' && englishText(e.value).trim() !== '',
  );
}

/** The provenance's `run`: scale and start time (to the second). */
export function runLabel(scale: RunInfo['scale'], startedAt: Date): LocalizedText {
  const started = startedAt.toISOString().replace(/\.\d+Z$/, 'Z');
  return {
    ja: `${scale} 規模の実行(${started} 開始)`,
    en: `${scale} run started ${started}`,
  };
}

/**
 * Builds the dataset. Series, units and categories without points are left
 * out (a partial run may not reach them); returns null when there is no point.
 */
export function buildDataset(
  def: DatasetDefinition,
  recorder: Recorder,
  run: RunInfo,
): Dataset | null {
  const points = recorder.points;
  if (points.length === 0) return null;
  const date = run.startedAt.toISOString().slice(0, 10);
  const label = runLabel(run.scale, run.startedAt);
  const usedSeries = new Set(points.map((p) => p.series));
  const usedUnits = new Set(points.map((p) => p.unit));
  const usedCategories = new Set(points.filter((p) => typeof p.x === 'string').map((p) => p.x));
  let chart = def.chart;
  if (chart && !usedUnits.has(chart.y)) chart = null;
  if (chart) usedUnits.add(chart.x);

  const configuration: EnvironmentEntry[] = [];
  for (const [name, values] of recorder.variables) {
    configuration.push({ key: name, value: variableText(values) });
  }
  for (const [name, value] of recorder.defaults) {
    configuration.push({
      key: recorder.defaultsAsFound
        ? {
            ja: `${name}(サーバーの設定のまま、変更せず)`,
            en: `${name} (the server’s setting, not changed)`,
          }
        : { ja: `${name}(サーバーの既定値、設定せず)`, en: `${name} (server default, not set)` },
      value,
    });
  }
  if (configuration.length === 0) {
    configuration.push({
      key: { ja: 'サーバー変数', en: 'server variables' },
      value: { ja: 'すべて既定値', en: 'defaults' },
    });
  }

  const workload: EnvironmentEntry[] = [
    { key: { ja: 'コマンド', en: 'command' }, value: run.command },
    { key: { ja: '規模', en: 'scale' }, value: run.scale },
    ...recorder.workload,
    { key: { ja: '開始', en: 'started' }, value: run.startedAt.toISOString() },
    { key: { ja: '終了', en: 'finished' }, value: run.finishedAt.toISOString() },
  ];

  const notes: LocalizedText[] = [];
  if (run.stopReason) {
    notes.push({
      ja: `未完了の実行: ${run.stopReason.ja} 途中までに測れた値だけを載せています。`,
      en: `Incomplete run: ${run.stopReason.en} Only the values measured before it stopped are included.`,
    });
  }
  notes.push(...def.notes, ...recorder.notes);

  const dataset: Dataset = {
    id: def.id,
    version: run.version,
    title: def.title,
    description: def.description,
    tags: [...def.tags],
    origin: 'lab' as const,
    units: def.units.filter((u) => usedUnits.has(u.id)),
    environment: {
      hardware: nonEmpty(run.hardware),
      software: nonEmpty(run.software),
      configuration: nonEmpty(configuration),
      workload: nonEmpty(workload),
    },
    chart,
    series: def.series.filter((s) => usedSeries.has(s.id)),
    categories: (def.categories ?? []).filter((c) => usedCategories.has(c.id)),
    points: points.map((p) => ({
      series: p.series,
      x: p.x,
      y: p.y,
      unit: p.unit,
      ...(p.note ? { note: p.note } : {}),
      provenance: { kind: 'lab' as const, script: run.script, date, run: label },
    })),
    notes,
    ...(run.stopReason ? { incomplete: true } : {}),
  };
  return dataset;
}

/** Validates with the site's loader; returns the problems (empty when valid). */
export function validateDataset(dataset: Dataset, fileName: string): readonly DatasetIssue[] {
  const result = loadDataset(JSON.parse(JSON.stringify(dataset)), { fileName });
  return result.ok ? [] : result.errors;
}
