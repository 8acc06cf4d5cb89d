/**
 * A property-based fuzz of the URL layer: every calculator's parameter
 * parser (the spec-driven one of shared/queryParams, with each calculator's
 * own `accepts` checks) and the status analyzer's, fed query strings a hand
 * edit, a mail client or a chat app could produce — arbitrary Unicode,
 * percent-escapes valid and broken, repeated and unknown keys, 100 KB values.
 *
 * For each it asserts what the page promises a reader:
 * - reading a link never throws;
 * - every value the page does not use is reported (named in the warning
 *   above the calculator): a parameter that is not reported is the one in use;
 * - the link the page rewrites to (what a reader copies) holds only accepted
 *   values, each once, and reads back as the same state with nothing to report.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isAccepted,
  parseChoice,
  parseNumber,
  parseParam,
  parseQuery,
  serializeQuery,
  type ParamSpec,
  type ParamSpecs,
} from '../../../../src/calculators/shared/queryParams';
import { calculatorUrl } from '../../../../src/hooks/calculatorUrl';
import { groupCommitParams } from '../../../../src/components/GroupCommitCalculator/params';
import { hitRatioParams } from '../../../../src/components/HitRatioCalculator/params';
import { iopsParams } from '../../../../src/components/IopsCalculator/params';
import {
  priceOverrideSpecs,
  redshiftTcoParams,
} from '../../../../src/components/RedshiftTcoCalculator/params';
import { parseSystemsParam } from '../../../../src/calculators/iops/systemsParam';
import {
  isPresetKey,
  parseFieldValues,
  parseId,
  parseIsoInstant,
  parseLayout,
  parseUuid,
} from '../../../../src/calculators/snowflake';
import { snowflakeParams } from '../../../../src/components/SnowflakeCalculator/params';
import {
  RATE_PARAMS,
  SHARE_PARAM_NAMES,
  metricsFromQuery,
  metricsToQuery,
} from '../../../../src/calculators/status-analyzer/shareParams';

/**
 * Runs per property (six properties: five calculators and the analyzer).
 * Node's URLSearchParams takes a few milliseconds over a 100 KB value, which
 * one query in five carries; the whole file takes a few seconds on 2 cores.
 */
const RUNS = 150;
// A failure is reported as found: shrinking these queries (long strings of
// Unicode classes, 100 KB values) ran for minutes before it said anything.

/** A value a reader could write by hand for this spec: valid, nearly valid, or its default. */
function plausibleValue(spec: ParamSpec): fc.Arbitrary<string> {
  if (spec.kind === 'choice') return fc.constantFrom(...spec.values, spec.defaultValue);
  if (spec.kind === 'number') {
    return fc.oneof(
      fc.double({ min: spec.min, max: spec.max, noNaN: true }).map(String),
      fc.integer({ min: Math.ceil(spec.min), max: Math.floor(spec.max) }).map(String),
      fc.constantFrom(
        String(spec.defaultValue),
        String(spec.min),
        String(spec.max),
        '1e-320',
        '5e-324',
        '1e309',
        '-0',
        ` ${String(spec.max)} `,
        '１２',
        '1,000',
        '50%',
      ),
    );
  }
  return fc.oneof(
    fc.constant(spec.defaultValue),
    fc.stringMatching(new RegExp(`^[${spec.allowedCharacters}]{0,40}$`, 'u')),
  );
}

/** Percent-escapes: of UTF-8 (valid), cut short, of non-hex digits, a lone `%`. */
const escapes = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }).map((text) => encodeURIComponent(text)),
  fc.constantFrom('%', '%2', '%G1', '%E3%81', '%FF', '%C0%AF', '%ED%A0%80', '%00', '%25', '%26'),
);

/** Text a query string may carry where a value or a name goes. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .array(fc.oneof(escapes, fc.string({ maxLength: 4 })), { maxLength: 6 })
    .map((parts) => parts.join('')),
  fc.constantFrom('', '=', '&', '+', '#', '?', '\uFDFA', 'ｔｗｉｔｔｅｒ', '\u0000'),
);

/**
 * 100 KB, as a pasted log or a mangled link can be. Constants, built once:
 * fast-check would otherwise try to shrink them character by character.
 */
const huge = fc.constantFrom(
  ...['9', 'a~', '%41', 'あ', '1e-320_'].map((unit) =>
    unit.repeat(Math.ceil(100_000 / unit.length)),
  ),
  encodeURIComponent('あ'.repeat(100_000 / 9)),
);

/**
 * A query string (without `?`) over these parameter names: known names with
 * plausible or arbitrary values, unknown names, repeated names, each part
 * percent-encoded or written raw (so `&`, `=`, `+` and broken escapes reach
 * the parser as they would from a hand edit).
 */
function queryString(specs: Readonly<Record<string, ParamSpec>>): fc.Arbitrary<string> {
  const names = Object.keys(specs);
  // Built once per name (not per run: a character-class arbitrary is costly to build).
  const known = fc.oneof(
    ...names.map((name) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof(
          { weight: 3, arbitrary: plausibleValue(specs[name]!) },
          { weight: 2, arbitrary: anyText },
        ),
      ),
    ),
  );
  const unknown = fc.tuple(
    fc.oneof(anyText, fc.constantFrom('present', 'embed', 'scenario', 'utm_source', '__proto__')),
    anyText,
  );
  const part = fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: unknown }),
      fc.boolean(),
    )
    .map(([[name, value], encode]) =>
      encode ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : `${name}=${value}`,
    );
  // About one query in five carries a 100 KB value (they dominate the run time).
  const hugePart = fc
    .tuple(fc.constantFrom(...names), huge)
    .map(([name, value]) => `${name}=${value}`);
  return fc
    .tuple(
      fc.array(part, { maxLength: 8 }),
      fc.option(hugePart, { freq: 4 }),
      fc.nat(),
      // The first parameter again, with another value (the page reads the first).
      fc.option(fc.oneof(anyText, ...Object.values(specs).map(plausibleValue)), { freq: 2 }),
    )
    .map(([parts, big, at, again]) => {
      const first = parts[0];
      if (again !== null && first !== undefined) {
        parts.push(`${first.slice(0, first.indexOf('='))}=${encodeURIComponent(again)}`);
      }
      if (big !== null) parts.splice(at % (parts.length + 1), 0, big);
      return parts.join('&');
    });
}

interface Calculator {
  readonly name: string;
  readonly specs: ParamSpecs;
  /**
   * What the calculator's own code makes of a parameter the spec lets
   * through, restated here from the maths modules: a value it cannot use
   * must be reported, whatever the spec says.
   */
  readonly usable: Readonly<Record<string, (value: string | number) => boolean>>;
}

const text = (read: (value: string) => boolean) => (value: string | number) =>
  typeof value === 'string' && read(value);

const CALCULATORS: readonly Calculator[] = [
  { name: 'group commit', specs: groupCommitParams, usable: {} },
  { name: 'hit ratio', specs: hitRatioParams, usable: {} },
  {
    name: 'IOPS',
    specs: iopsParams,
    usable: { systems: text((value) => parseSystemsParam(value).ok) },
  },
  {
    name: 'Redshift TCO',
    specs: redshiftTcoParams,
    usable: {
      ...Object.fromEntries(
        (['nodePrice', 'storagePrice', 'rpuPrice'] as const).map((name) => [
          name,
          text((value) => value === '' || parseNumber(value, priceOverrideSpecs[name]).ok),
        ]),
      ),
      rpu: (value) => typeof value === 'number' && value % 8 === 0,
    },
  },
  {
    name: 'snowflake',
    specs: snowflakeParams,
    usable: {
      layout: text((value) => isPresetKey(value) || parseLayout(value).ok),
      id: text((value) => parseId(value).ok),
      at: text((value) => parseIsoInstant(value).ok),
      values: text((value) => parseFieldValues(value).rejected === 0),
      uuid: text((value) => parseUuid(value).ok),
    },
  },
];

describe.each(CALCULATORS)('the $name calculator’s link', ({ specs, usable }) => {
  it('never throws, reports every value it does not use, and rewrites to accepted values only', () => {
    const owned = Object.keys(specs);
    fc.assert(
      fc.property(queryString(specs), (raw) => {
        const search = new URLSearchParams(raw);
        const outcome = parseQuery(specs, search);
        const reported = new Set<string>([...Object.keys(outcome.errors), ...outcome.refused]);

        // What the page computes with: a refused value's default stands in.
        const shown: Record<string, unknown> = { ...outcome.values };
        for (const name of outcome.refused) shown[name] = specs[name]!.defaultValue;

        for (const name of owned) {
          const spec = specs[name]!;
          const first = search.get(name);
          if (first === null) {
            expect(reported.has(name), `${name} absent, yet reported`).toBe(false);
            expect(shown[name]).toStrictEqual(spec.defaultValue);
            continue;
          }
          if (reported.has(name)) continue;
          // Not reported: the link's (first) value is the one in use.
          const parsed = parseParam(first, spec);
          expect(parsed.ok, `${name}=${first.slice(0, 40)} unreported yet unreadable`).toBe(true);
          if (parsed.ok) {
            expect(isAccepted(spec, parsed.value), `${name} unreported yet refused`).toBe(true);
            const reading = usable[name];
            if (reading) expect(reading(parsed.value), `${name} unreported, unusable`).toBe(true);
            expect(shown[name], `${name} in use`).toStrictEqual(parsed.value);
          }
        }

        // The link the page writes, keeping what it does not own.
        const current = { pathname: '/calculators/x', search: `?${raw}`, hash: '#top' };
        const before = new URLSearchParams(current.search);
        const rewritten = new URL(
          calculatorUrl(current, owned, serializeQuery(specs, outcome.values)),
          'https://example.org',
        );
        expect(rewritten.pathname).toBe('/calculators/x');
        expect(rewritten.hash).toBe('#top');
        const written = rewritten.searchParams;
        for (const name of owned) expect(written.getAll(name).length, name).toBeLessThanOrEqual(1);
        const reread = parseQuery(specs, written);
        expect(reread.errors, 'errors in the rewritten link').toEqual({});
        expect(reread.refused, 'refused in the rewritten link').toEqual([]);
        expect(reread.values, 'the rewritten link’s state').toStrictEqual(shown);
        // What the calculator does not own stays, in its order.
        const others = (params: URLSearchParams) =>
          [...params].filter(([name]) => !owned.includes(name));
        expect(others(written)).toEqual(others(before));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('the status analyzer’s link', () => {
  const rateKey = new Map(RATE_PARAMS);
  const shareSpecs: Record<string, ParamSpec> = Object.fromEntries(
    SHARE_PARAM_NAMES.map((name): [string, ParamSpec] => [
      name,
      name === 'cc'
        ? {
            kind: 'choice',
            values: ['Binlog_commits', 'Binlog_cache_use', 'Com_commit', 'write-statements'],
            defaultValue: 'Com_commit',
          }
        : name === 'qc'
          ? { kind: 'choice', values: ['Questions', 'Queries'], defaultValue: 'Questions' }
          : name === 'binlog'
            ? { kind: 'choice', values: ['on', 'off', 'unknown'], defaultValue: 'unknown' }
            : name === 'sb'
              ? { kind: 'choice', values: ['1', '0'], defaultValue: '1' }
              : { kind: 'number', min: 0, max: 1e6, defaultValue: name === 's' ? 30 : 10 },
    ]),
  );
  const anyNumber = { kind: 'number', min: -Infinity, max: Infinity, defaultValue: 0 } as const;
  const anyChoice = (values: readonly string[]) =>
    ({ kind: 'choice', values, defaultValue: values[0] ?? '' }) as const;

  it('never throws, reports every value it does not use, and rewrites to accepted values only', () => {
    fc.assert(
      fc.property(queryString(shareSpecs), (raw) => {
        const search = new URLSearchParams(raw);
        const state = metricsFromQuery(search);
        const reported = new Set(state.errors);
        expect(state.errors.length, 'each name reported once').toBe(reported.size);
        for (const name of reported) {
          // A link with rates but no interval is reported for the interval it lacks.
          if (name !== 's') expect(search.has(name), `${name} reported, not in link`).toBe(true);
        }

        for (const name of SHARE_PARAM_NAMES) {
          const first = search.get(name);
          if (first === null || reported.has(name)) continue;
          // Not reported: the link's value is the one in use.
          if (name === 'sb') {
            expect(state.syncBinlog).toBe(first.trim());
            continue;
          }
          const metrics = state.metrics;
          expect(metrics, `${name}=${first.slice(0, 40)} unreported, nothing shown`).not.toBeNull();
          if (metrics === null) continue;
          const key = rateKey.get(name);
          if (name === 's' || key !== undefined) {
            const parsed = parseNumber(first, anyNumber);
            expect(parsed.ok, `${name}=${first.slice(0, 40)} unreported yet unreadable`).toBe(true);
            if (parsed.ok) {
              const used = key === undefined ? metrics.intervalSeconds : metrics[key];
              expect(used, `${name} in use`).toBe(parsed.value);
            }
          } else {
            const used =
              name === 'cc'
                ? metrics.commitCounter
                : name === 'qc'
                  ? metrics.queryCounter
                  : metrics.binlog;
            const parsed = parseChoice(first, anyChoice([String(used)]));
            expect(parsed.ok, `${name}=${first.slice(0, 40)} in use as ${String(used)}`).toBe(true);
          }
        }

        if (state.metrics === null) return;
        for (const value of Object.values(state.metrics)) {
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        }
        const rewritten = new URLSearchParams(metricsToQuery(state.metrics, state.syncBinlog));
        for (const name of SHARE_PARAM_NAMES) {
          expect(rewritten.getAll(name).length).toBeLessThanOrEqual(1);
        }
        const reread = metricsFromQuery(rewritten);
        expect(reread.errors).toEqual([]);
        expect(reread.metrics).toStrictEqual(state.metrics);
        expect(reread.syncBinlog).toBe(state.syncBinlog);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
