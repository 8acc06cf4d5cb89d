/**
 * The shape every benchmark dataset under `static/data/<id>.json` satisfies,
 * and {@link loadDataset}, which validates a parsed JSON value against it and
 * returns error messages an author can act on (the path of the bad field and
 * what was expected there).
 *
 * A dataset carries the figures of one experiment. Every point says where its
 * number comes from: for figures taken from the project's source material
 * (`origin: 'source'`), the seed file, the post or deck title, the date, a
 * locator inside the post, and a short verbatim excerpt that contains the
 * number, so anyone can grep it. Values computed from stated numbers (queries/s
 * from a stated time, a unit conversion) say so in `derived`, with the
 * arithmetic and its inputs.
 *
 * Beyond the shape, the schema checks the dataset's cross references: series,
 * unit and category ids are unique and every one is used; every point names a
 * series, a unit and (for a category x) a category that exist; the chart hint
 * names existing measures and fits the points it plots. Checks that need the
 * seed files themselves (is the excerpt verbatim, does it contain the number)
 * live in `provenance.ts` and run in the unit tests.
 *
 * @packageDocumentation
 */

import * as z from 'zod';

import { englishProseIn, hasJapanese } from './localized';

/** The site's locales; Japanese is the default. */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Topic tags. They are the site's sidebar categories (the folders under
 * `docs/`), so a dataset can be listed next to the articles of its topic.
 */
export const DATASET_TOPICS = [
  'io-memory',
  'transactions-locking',
  'storage-engines',
  'benchmarking',
  'data-architecture',
  'id-design',
  'cloud-storage',
] as const;
export type DatasetTopic = (typeof DATASET_TOPICS)[number];

/** Chart kinds a dataset can ask for. */
export const CHART_KINDS = ['bar', 'groupedBar', 'line'] as const;

/** Y-axis scales. */
export const Y_SCALES = ['linear', 'log'] as const;

/**
 * How a stated number is qualified in the source: 「約」「くらい」「前後」
 * (`approx`), 「以上」 (`atLeast`), 「を超えた」 (`moreThan`), 「せいぜい」
 * (`atMost`). A point without a qualifier is stated as an exact figure.
 */
export const VALUE_QUALIFIERS = ['approx', 'atLeast', 'moreThan', 'atMost'] as const;
export type ValueQualifier = (typeof VALUE_QUALIFIERS)[number];

/** Where a dataset's figures come from. */
export const DATASET_ORIGINS = ['source', 'lab'] as const;

/** Spelling of a missing environment field. */
export const NOT_STATED = 'not stated';

/** The longest excerpt accepted, in characters: excerpts quote, they do not copy. */
export const MAX_EXCERPT_LENGTH = 240;

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEED_FILE = /^\d{3}_[0-9a-f]{16}\.txt$/;
const SOURCE_DATE = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

function quoteList(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

const text = z
  .string({ error: 'expected a string' })
  .refine((s) => s.trim().length > 0, { error: 'must not be empty or blank' });

const kebabId = (what: string) =>
  z.string({ error: `expected ${what} as a string` }).regex(KEBAB_CASE, {
    error: `${what} must be kebab-case: lowercase letters and digits joined by single hyphens (e.g. "mysql-5-1")`,
  });

/** A text in both site languages. */
export const localizedTextSchema = z.strictObject(
  { ja: text, en: text },
  { error: 'expected an object { "ja": "…", "en": "…" } with both languages' },
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const LOCALIZE_HINT =
  'write it as { "ja": "…", "en": "…" } (a plain string is only for text that reads the same in both languages: identifiers, commands, model names, numbers with units)';

/**
 * Metadata text: `{ ja, en }`, or a plain string that reads the same in both
 * languages (the rule is in `src/datasets/localized.ts`): no English prose
 * such as "not stated", "model", "default", and — unless `japaneseQuote` —
 * no Japanese.
 */
function localizedOrInvariant(options: { readonly japaneseQuote?: boolean } = {}) {
  return z
    .union([localizedTextSchema, z.string()], {
      error: 'expected a text { "ja": "…", "en": "…" } or a language-neutral string',
    })
    .superRefine((value, ctx) => {
      if (typeof value !== 'string') return;
      const issue = (message: string): void => {
        ctx.addIssue({ code: 'custom', message });
      };
      if (value.trim() === '') {
        issue('must not be empty or blank');
        return;
      }
      const prose = englishProseIn(value);
      if (prose !== undefined) {
        issue(
          `English prose ("${prose}") in a plain string ${JSON.stringify(value)}: ${LOCALIZE_HINT}`,
        );
        return;
      }
      if (!options.japaneseQuote && hasJapanese(value)) {
        issue(`Japanese in a plain string ${JSON.stringify(value)}: ${LOCALIZE_HINT}`);
      }
    });
}

/** See {@link localizedOrInvariant}. */
export const localizedOrInvariantSchema = localizedOrInvariant();

/**
 * One key/value of an environment field (e.g. `innodb_buffer_pool_size` =
 * `2G`). Setting names, values, commands and model names stay plain strings;
 * anything with words in it ("storage engine", "SAS HDD (model not stated)",
 * "1 (default)", "not stated") is written in both languages.
 */
export const environmentEntrySchema = z.strictObject({
  key: localizedOrInvariantSchema,
  value: localizedOrInvariantSchema,
});
export type EnvironmentEntry = z.infer<typeof environmentEntrySchema>;

/**
 * One environment field: `"not stated"` when the source says nothing about it
 * at all (pages show it in their language), a sentence in both languages, or
 * a list of key/values.
 */
export const environmentFieldSchema = z.union(
  [
    z.literal(NOT_STATED),
    localizedTextSchema,
    z.array(environmentEntrySchema).min(1, { error: 'a key/value list must not be empty' }),
  ],
  {
    error: `expected "${NOT_STATED}", a text { "ja", "en" }, or a non-empty list of { "key", "value" }`,
  },
);
export type EnvironmentField = z.infer<typeof environmentFieldSchema>;

/** The test environment, field by field, as the source states it. */
export const environmentSchema = z.strictObject({
  hardware: environmentFieldSchema,
  software: environmentFieldSchema,
  configuration: environmentFieldSchema,
  /** The benchmark tool and its parameters (command line, data size, clients). */
  workload: environmentFieldSchema,
});
export type Environment = z.infer<typeof environmentSchema>;

/** A measure: the quantity of an axis or of a point's value, with its unit. */
export const unitSchema = z.strictObject({
  id: kebabId('unit id'),
  label: localizedTextSchema,
  /** Unit symbol shown after numbers (`s`, `IOPS`, `MB`); empty for counts and categories. */
  symbol: z.string({ error: 'expected the unit symbol as a string ("" when there is none)' }),
});
export type DatasetUnit = z.infer<typeof unitSchema>;

/** A series of points (one bar colour, one line). */
export const seriesSchema = z.strictObject({
  id: kebabId('series id'),
  label: localizedTextSchema,
});
export type DatasetSeries = z.infer<typeof seriesSchema>;

/** A category on a categorical x axis. */
export const categorySchema = z.strictObject({
  id: kebabId('category id'),
  label: localizedTextSchema,
});
export type DatasetCategory = z.infer<typeof categorySchema>;

/** How to draw the dataset; `null` when its figures share no unit and it is shown as a table only. */
export const chartHintSchema = z.strictObject({
  kind: z.enum(CHART_KINDS, { error: `expected one of ${quoteList(CHART_KINDS)}` }),
  /** Unit id of the x measure (a category measure has symbol ""). */
  x: kebabId('chart x measure id'),
  /** Unit id of the plotted measure: the chart plots the points whose `unit` is this id. */
  y: kebabId('chart y measure id'),
  yScale: z.enum(Y_SCALES, { error: `expected one of ${quoteList(Y_SCALES)}` }),
});
export type ChartHint = z.infer<typeof chartHintSchema>;

/** One number that a derived value is computed from. */
export const derivedInputSchema = z.strictObject({
  value: z.number({ error: 'expected a number' }),
  /** What the number is ("queries run", "seconds measured", "MB per GB"). */
  what: localizedTextSchema,
  /**
   * Where the number is stated, when not in the point's own excerpt. Must be
   * verbatim from the same seed file. Not allowed on conversion factors.
   */
  excerpt: text.optional(),
  /** `true` for a unit-conversion factor (1 h = 60 min, 1 万 = 10,000), which no source states. */
  conversion: z.boolean().optional(),
});

/** How a value that the source does not state was computed from values it does state. */
export const derivationSchema = z.strictObject({
  formula: localizedTextSchema,
  /**
   * The arithmetic on the input values, with numbers, + - * / and parentheses
   * only (e.g. `1000000 / 6.866`). The point's `y` is this rounded to the
   * number of decimals `y` is written with.
   */
  expression: text,
  /** Same for `yHigh`, when the point is a range. */
  expressionHigh: text.optional(),
  inputs: z.array(derivedInputSchema).min(1, { error: 'list at least one input' }),
});
export type Derivation = z.infer<typeof derivationSchema>;

/** Provenance of a figure from the seed files. */
export const seedProvenanceSchema = z.strictObject({
  kind: z.literal('seed'),
  /** Seed file name under `shared/seeds`, e.g. `000_8f50174bb76bc037.txt`. */
  file: z.string({ error: 'expected the seed file name' }).regex(SEED_FILE, {
    error: 'expected a seed file name like "000_8f50174bb76bc037.txt"',
  }),
  /** Post, deck or README title as the seed spells it. */
  title: text,
  /** Publication date (`YYYY-MM-DD`, `YYYY-MM` or `YYYY`), or "not stated". */
  date: z.union([z.string().regex(SOURCE_DATE), z.literal(NOT_STATED)], {
    error: `expected a date "YYYY-MM-DD", "YYYY-MM" or "YYYY", or "${NOT_STATED}"`,
  }),
  /**
   * Where inside the post: a heading, slide number, table row. A heading of
   * the (Japanese) source may stay a plain string, as quoted; a description
   * in words ("slide 35", "paragraph after …") is written in both languages.
   */
  locator: localizedOrInvariant({ japaneseQuote: true }),
  /**
   * A short verbatim excerpt of the seed text containing the figure (after
   * whitespace normalisation: runs of whitespace, line breaks included, read
   * as one space).
   */
  excerpt: text.refine((s) => s.length <= MAX_EXCERPT_LENGTH, {
    error: `an excerpt quotes, it does not copy: keep it at most ${MAX_EXCERPT_LENGTH} characters`,
  }),
  derived: derivationSchema.optional(),
});
export type SeedProvenance = z.infer<typeof seedProvenanceSchema>;

/** Provenance of a figure measured by the project's own scripts. */
export const labProvenanceSchema = z.strictObject({
  kind: z.literal('lab'),
  /** Repository path of the script that measured it. */
  script: text,
  /** Day of the run, `YYYY-MM-DD`. */
  date: z.string({ error: 'expected a date string' }).regex(ISO_DATE, {
    error: 'expected a date "YYYY-MM-DD"',
  }),
  /** Which run or log file (optional), in both languages when it is described in words. */
  run: localizedOrInvariantSchema.optional(),
  derived: derivationSchema.optional(),
});

export const provenanceSchema = z.discriminatedUnion('kind', [
  seedProvenanceSchema,
  labProvenanceSchema,
]);

/** One data point. */
export const pointSchema = z.strictObject({
  series: kebabId('point series id'),
  /** A number on a numeric x axis, or a category id. */
  x: z.union([z.number(), kebabId('category id')], {
    error: 'expected a number or a category id (kebab-case string)',
  }),
  /** The value; for a stated range ("4,000–5,000"), the low end. */
  y: z.number({ error: 'expected the value as a number' }),
  /** The high end, when the source states a range. */
  yHigh: z.number({ error: 'expected the high end of the range as a number' }).optional(),
  qualifier: z
    .enum(VALUE_QUALIFIERS, { error: `expected one of ${quoteList(VALUE_QUALIFIERS)}` })
    .optional(),
  /** Unit id of `y` (and `yHigh`). */
  unit: kebabId('point unit id'),
  /** A remark on this point (how a label was matched to its value, for instance). */
  note: localizedTextSchema.optional(),
  provenance: provenanceSchema,
});
export type DatasetPoint = z.infer<typeof pointSchema>;

const datasetShape = z.strictObject({
  /** Kebab-case; equals the file name without `.json`. */
  id: kebabId('dataset id'),
  /**
   * Bumped whenever a published value changes (a point, its unit, range or
   * provenance). Rewording or translating metadata text does not bump it.
   */
  version: z
    .number({ error: 'expected the version as a number' })
    .int({ error: 'expected an integer version' })
    .min(1, { error: 'the first version is 1' }),
  title: localizedTextSchema,
  description: localizedTextSchema,
  tags: z
    .array(z.enum(DATASET_TOPICS, { error: `expected one of ${quoteList(DATASET_TOPICS)}` }))
    .min(1, { error: 'give at least one topic tag' }),
  origin: z.enum(DATASET_ORIGINS, { error: `expected one of ${quoteList(DATASET_ORIGINS)}` }),
  units: z.array(unitSchema).min(1, { error: 'declare at least one unit' }),
  environment: environmentSchema,
  chart: chartHintSchema.nullable(),
  series: z.array(seriesSchema).min(1, { error: 'declare at least one series' }),
  /** Labels of the categories a categorical x axis uses; `[]` when x is numeric. */
  categories: z.array(categorySchema),
  points: z.array(pointSchema).min(1, { error: 'a dataset needs at least one point' }),
  notes: z.array(localizedTextSchema),
  /**
   * Lab datasets only: `true` when the run stopped early (the server died, an
   * error, Ctrl-C) and the points are those measured before it stopped; a note
   * says why. Absent on complete runs.
   */
  incomplete: z.boolean({ error: 'expected true or false' }).optional(),
});

type DatasetShape = z.infer<typeof datasetShape>;

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dup.add(v);
    seen.add(v);
  }
  return [...dup];
}

/** Cross-reference checks that the per-field schema cannot express. */
function checkReferences(d: DatasetShape, ctx: z.RefinementCtx): void {
  const issue = (path: PropertyKey[], message: string): void => {
    ctx.addIssue({ code: 'custom', path, message });
  };

  const tables = [
    ['units', d.units.map((u) => u.id)],
    ['series', d.series.map((s) => s.id)],
    ['categories', d.categories.map((c) => c.id)],
  ] as const;
  for (const [field, ids] of tables) {
    for (const dup of duplicates(ids)) {
      issue([field, ids.lastIndexOf(dup), 'id'], `duplicate id "${dup}" in ${field}`);
    }
  }
  const tags: readonly string[] = d.tags;
  for (const dup of duplicates(tags)) {
    issue(['tags', tags.lastIndexOf(dup)], `duplicate tag "${dup}"`);
  }

  if (d.incomplete !== undefined && d.origin !== 'lab') {
    issue(['incomplete'], 'only lab datasets (origin "lab") can be marked incomplete');
  }

  const unitIds = new Set(d.units.map((u) => u.id));
  const seriesIds = new Set(d.series.map((s) => s.id));
  const categoryIds = new Set(d.categories.map((c) => c.id));
  const usedUnits = new Set<string>();
  const usedSeries = new Set<string>();
  const usedCategories = new Set<string>();

  d.points.forEach((p, i) => {
    usedSeries.add(p.series);
    usedUnits.add(p.unit);
    if (!seriesIds.has(p.series)) {
      issue(
        ['points', i, 'series'],
        `unknown series "${p.series}"; declared series: ${quoteList([...seriesIds])}`,
      );
    }
    if (!unitIds.has(p.unit)) {
      issue(
        ['points', i, 'unit'],
        `unknown unit "${p.unit}"; declared units: ${quoteList([...unitIds])}`,
      );
    }
    if (typeof p.x === 'string') {
      usedCategories.add(p.x);
      if (!categoryIds.has(p.x)) {
        issue(
          ['points', i, 'x'],
          `unknown category "${p.x}"; declare it in "categories" (declared: ${quoteList([...categoryIds])})`,
        );
      }
    } else if (!Number.isFinite(p.x)) {
      issue(['points', i, 'x'], 'expected a finite number');
    }
    if (!Number.isFinite(p.y)) issue(['points', i, 'y'], 'expected a finite number');
    if (p.yHigh !== undefined && !(p.yHigh > p.y)) {
      issue(['points', i, 'yHigh'], `the high end (${p.yHigh}) must be greater than y (${p.y})`);
    }
    if (d.origin !== (p.provenance.kind === 'seed' ? 'source' : 'lab')) {
      issue(
        ['points', i, 'provenance', 'kind'],
        `a dataset with origin "${d.origin}" needs provenance kind "${d.origin === 'source' ? 'seed' : 'lab'}"`,
      );
    }
    const derived = p.provenance.derived;
    if (derived) {
      if (p.yHigh !== undefined && derived.expressionHigh === undefined) {
        issue(
          ['points', i, 'provenance', 'derived', 'expressionHigh'],
          'the point is a derived range: give the arithmetic for yHigh as well',
        );
      }
      if (p.yHigh === undefined && derived.expressionHigh !== undefined) {
        issue(
          ['points', i, 'provenance', 'derived', 'expressionHigh'],
          'expressionHigh is only for points with a yHigh',
        );
      }
      derived.inputs.forEach((input, j) => {
        if (input.conversion && input.excerpt !== undefined) {
          issue(
            ['points', i, 'provenance', 'derived', 'inputs', j, 'excerpt'],
            'a conversion factor is not quoted from the source: drop the excerpt or the "conversion" flag',
          );
        }
      });
    }
  });

  // Every (series, x, unit) names one value.
  const keys = d.points.map((p) => `${p.series}\u0000${String(p.x)}\u0000${p.unit}`);
  for (const dup of duplicates(keys)) {
    const [series, x, unit] = dup.split('\u0000');
    issue(
      ['points', keys.lastIndexOf(dup)],
      `two points for series "${series}", x ${x}, unit "${unit}"`,
    );
  }

  const chart = d.chart;
  if (chart) {
    usedUnits.add(chart.x);
    usedUnits.add(chart.y);
    if (!unitIds.has(chart.x)) {
      issue(
        ['chart', 'x'],
        `unknown measure "${chart.x}"; declared units: ${quoteList([...unitIds])}`,
      );
    }
    if (!unitIds.has(chart.y)) {
      issue(
        ['chart', 'y'],
        `unknown measure "${chart.y}"; declared units: ${quoteList([...unitIds])}`,
      );
    }
    const plotted = d.points.map((p, i) => ({ p, i })).filter(({ p }) => p.unit === chart.y);
    if (plotted.length === 0) {
      issue(['chart', 'y'], `no point has unit "${chart.y}", so the chart would be empty`);
    }
    if (chart.kind === 'line') {
      for (const { p, i } of plotted) {
        if (typeof p.x !== 'number') {
          issue(
            ['points', i, 'x'],
            'a line chart needs a numeric x; use "bar" or "groupedBar" for categories',
          );
        }
      }
    }
    if (chart.kind === 'bar') {
      const plottedSeries = new Set(plotted.map(({ p }) => p.series));
      if (plottedSeries.size > 1) {
        issue(
          ['chart', 'kind'],
          `"bar" draws one series but the plotted points use ${quoteList([...plottedSeries])}; use "groupedBar"`,
        );
      }
    }
    if (chart.yScale === 'log') {
      for (const { p, i } of plotted) {
        if (!(p.y > 0)) issue(['points', i, 'y'], 'a log-scale chart needs values greater than 0');
      }
    }
  }

  d.units.forEach((u, i) => {
    if (!usedUnits.has(u.id)) {
      issue(
        ['units', i, 'id'],
        `unit "${u.id}" is not used by any point or by the chart; remove it`,
      );
    }
  });
  d.series.forEach((s, i) => {
    if (!usedSeries.has(s.id))
      issue(['series', i, 'id'], `series "${s.id}" has no points; remove it`);
  });
  d.categories.forEach((c, i) => {
    if (!usedCategories.has(c.id)) {
      issue(['categories', i, 'id'], `category "${c.id}" has no points; remove it`);
    }
  });
}

/** The full dataset schema: shape plus cross references. */
export const datasetSchema = datasetShape.superRefine(checkReferences);
export type Dataset = z.infer<typeof datasetSchema>;

/** One problem found in a dataset: where, and what was expected. */
export interface DatasetIssue {
  /** Path of the bad field, e.g. `points[3].provenance.excerpt`; `(root)` for the whole dataset. */
  readonly path: string;
  readonly message: string;
}

export type LoadResult =
  | { readonly ok: true; readonly value: Dataset }
  | { readonly ok: false; readonly errors: readonly DatasetIssue[] };

export interface LoadOptions {
  /** File name the JSON came from (`group-commit-fsyncs.json`); its stem must equal `id`. */
  readonly fileName?: string;
}

/** Formats a zod path as `points[3].provenance.excerpt`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function describeReceived(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `the string ${JSON.stringify(input)}`;
  if (typeof input === 'object') return 'an object';
  // Left: a number, bigint, boolean, undefined or symbol (JSON has no functions).
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return `${typeof input} ${String(input)}`;
}

function toIssues(
  raw: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[],
): DatasetIssue[] {
  const out: DatasetIssue[] = [];
  for (const issue of raw) {
    const path = [...prefix, ...issue.path];
    const where = formatPath(path);
    const hasInput = 'input' in issue && issue.input !== undefined;
    switch (issue.code) {
      case 'invalid_type': {
        const custom = issue.message.startsWith('Invalid input') ? undefined : issue.message;
        const expected = custom ?? `expected ${issue.expected}`;
        out.push({
          path: where,
          message: hasInput
            ? `${expected}, got ${describeReceived(issue.input)}`
            : `missing required field (${expected})`,
        });
        break;
      }
      case 'unrecognized_keys':
        out.push({
          path: where,
          message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${quoteList(issue.keys)}: remove ${issue.keys.length > 1 ? 'them' : 'it'} or fix the spelling`,
        });
        break;
      case 'invalid_value': {
        const custom = issue.message.startsWith('Invalid') ? undefined : issue.message;
        const expected =
          custom ?? `expected one of ${quoteList(issue.values.map((v) => String(v)))}`;
        out.push({
          path: where,
          message: hasInput ? `${expected}, got ${describeReceived(issue.input)}` : expected,
        });
        break;
      }
      case 'invalid_union': {
        if ('discriminator' in issue && typeof issue.discriminator === 'string') {
          // A discriminated union: report the discriminator's own value.
          const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : [];
          const input: unknown = 'input' in issue ? issue.input : undefined;
          const value =
            input !== null && typeof input === 'object'
              ? (input as Record<string, unknown>)[issue.discriminator]
              : undefined;
          out.push({
            path: where,
            message: `expected one of ${quoteList(options.map(String))}, ${
              value === undefined ? 'but the field is missing' : `got ${describeReceived(value)}`
            }`,
          });
          break;
        }
        // The one branch whose type fits the input (its problems are all inside
        // it, e.g. a key/value list with one bad entry): report those problems.
        const fitting = issue.errors.filter(
          (e) => e.length > 0 && e.every((i) => i.path.length > 0),
        );
        if (fitting.length === 1) {
          out.push(...toIssues(fitting[0]!, path));
          break;
        }
        if (issue.message !== 'Invalid input' || issue.errors.length === 0) {
          const got = hasInput ? `, got ${describeReceived(issue.input)}` : ' (field missing)';
          out.push({ path: where, message: `${issue.message}${got}` });
          break;
        }
        // Report the branch that came closest (fewest problems).
        const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
        out.push(...toIssues(best, path));
        break;
      }
      default: {
        const got =
          hasInput && issue.code !== 'custom' ? `, got ${describeReceived(issue.input)}` : '';
        out.push({ path: where, message: `${issue.message}${got}` });
      }
    }
  }
  return out;
}

/** Renders issues one per line: `points[3].unit: unknown unit "ms"; …`. */
export function formatDatasetIssues(issues: readonly DatasetIssue[], source?: string): string {
  const lines = issues.map((i) => `  ${i.path}: ${i.message}`);
  return `${source ?? 'dataset'} is invalid:\n${lines.join('\n')}`;
}

/**
 * Validates a parsed JSON value as a dataset. Never throws: returns the
 * dataset, or every problem found with the path of the bad field and what was
 * expected there.
 */
export function loadDataset(json: unknown, options: LoadOptions = {}): LoadResult {
  const parsed = datasetSchema.safeParse(json, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: toIssues(parsed.error.issues, []) };
  const dataset = parsed.data;
  if (options.fileName !== undefined) {
    const stem = options.fileName.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
    if (stem !== dataset.id) {
      return {
        ok: false,
        errors: [
          {
            path: 'id',
            message: `the id "${dataset.id}" must equal the file name "${stem}" (rename the file or the id)`,
          },
        ],
      };
    }
  }
  return { ok: true, value: dataset };
}
