import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  IOPS_INPUT_BOUNDS,
  type SystemLoad,
  computeDemand,
} from '../../../../src/calculators/iops';
import {
  MAX_SYSTEMS_PARAM_LENGTH,
  MAX_SYSTEM_NAME_LENGTH,
  SYSTEMS_PARAM_ALLOWED_CHARACTERS,
  normalizeSystemName,
  parseSystemsParam,
  serializeSystemsParam,
  validateSystemName,
} from '../../../../src/calculators/iops/systemsParam';
import { parseText, type TextParamSpec } from '../../../../src/calculators/shared/queryParams';

function parsed(raw: string): readonly SystemLoad[] {
  const result = parseSystemsParam(raw);
  if (!result.ok) throw new Error(`${result.code} at ${String(result.systemNumber)}`);
  return result.value;
}

function serialized(systems: readonly SystemLoad[]): string {
  const result = serializeSystemsParam(systems);
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

// The spec the calculator's URL state uses for the raw string.
const textSpec: TextParamSpec = {
  kind: 'text',
  defaultValue: 'web~700~50_batch~200~50',
  maxLength: MAX_SYSTEMS_PARAM_LENGTH,
  allowedCharacters: SYSTEMS_PARAM_ALLOWED_CHARACTERS,
};

describe('parseSystemsParam', () => {
  it('reads names, reads/s and writes/s of several systems', () => {
    expect(parsed('web~1200~300_batch~400~800')).toEqual([
      { name: 'web', readIops: 1200, writeIops: 300 },
      { name: 'batch', readIops: 400, writeIops: 800 },
    ]);
  });

  it('accepts empty names, decimals (as SHOW ENGINE INNODB STATUS prints them) and Japanese names', () => {
    expect(parsed('~12.5~0.25_在庫 DB~0~3')).toEqual([
      { name: '', readIops: 12.5, writeIops: 0.25 },
      { name: '在庫 DB', readIops: 0, writeIops: 3 },
    ]);
  });

  it('normalises hand-edited names (full-width letters, extra spaces) and spaces around numbers', () => {
    expect(parsed('ＷＥＢ  01~ 10 ~20')).toEqual([{ name: 'WEB 01', readIops: 10, writeIops: 20 }]);
  });

  it('reads what String() writes for tiny numbers', () => {
    expect(parsed('x~1e-7~1.5e-7')).toEqual([{ name: 'x', readIops: 1e-7, writeIops: 1.5e-7 }]);
  });

  it.each([
    ['', 'empty', null],
    ['   ', 'empty', null],
    ['web', 'fieldCount', 1],
    ['web~1~2~3', 'fieldCount', 1],
    ['web~1~2_', 'fieldCount', 2],
    ['web~1~2__b~1~1', 'fieldCount', 2],
    ['web~abc~2', 'iopsNotANumber', 1],
    ['web~~2', 'iopsNotANumber', 1],
    ['web~-5~2', 'iopsNotANumber', 1],
    ['web~0x10~2', 'iopsNotANumber', 1],
    ['web~Infinity~2', 'iopsNotANumber', 1],
    ['web~NaN~2', 'iopsNotANumber', 1],
    ['web~1e309~2', 'iopsOutOfRange', 1],
    ['web~10000001~2', 'iopsOutOfRange', 1],
    ['a~1~1_b~1~1e8', 'iopsOutOfRange', 2],
    ['<script>~1~1', 'nameInvalid', 1],
    ['<script>alert(1)</script>~1~1', 'nameTooLong', 1],
    ['a,b~1~1', 'nameInvalid', 1],
    [`${'x'.repeat(MAX_SYSTEM_NAME_LENGTH + 1)}~1~1`, 'nameTooLong', 1],
    [Array.from({ length: 51 }, () => 'a~1~1').join('_'), 'tooManySystems', null],
    ['9'.repeat(10_000), 'tooLong', null],
  ] as const)('rejects %j as %s (system %s)', (raw, error, systemNumber) => {
    expect(parseSystemsParam(raw)).toEqual({ ok: false, code: error, systemNumber });
  });

  it('accepts exactly the maximum number of systems', () => {
    const raw = Array.from(
      { length: IOPS_INPUT_BOUNDS.systemCount.max },
      (_, i) => `s${i}~1~1`,
    ).join('_');
    expect(parsed(raw)).toHaveLength(IOPS_INPUT_BOUNDS.systemCount.max);
  });

  it('never throws on arbitrary input, and what it accepts computeDemand accepts field by field (property)', () => {
    const alphabet = fc.constantFrom(...'ab9.~_- 0e+x日\u0301<>%'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: alphabet, maxLength: 80 }),
          fc.string({ unit: 'binary', maxLength: 100 }),
        ),
        (raw) => {
          const result = parseSystemsParam(raw);
          if (!result.ok) {
            expect(typeof result.code).toBe('string');
            return;
          }
          expect(result.value.length).toBeGreaterThanOrEqual(1);
          expect(result.value.length).toBeLessThanOrEqual(IOPS_INPUT_BOUNDS.systemCount.max);
          for (const system of result.value) {
            expect(Number.isFinite(system.readIops)).toBe(true);
            expect(Number.isFinite(system.writeIops)).toBe(true);
          }
          const demand = computeDemand({ systems: result.value, headroomPercent: 0 });
          if (!demand.ok) expect(['zeroDemand', 'demandTooLarge']).toContain(demand.code);
        },
      ),
      { numRuns: 500 },
    );
  });
});

const nameCharacter = fc.constantFrom(...'abcXYZ019.-  日本語データベースéü'.split(''));
const validName = fc
  .string({ unit: nameCharacter, maxLength: MAX_SYSTEM_NAME_LENGTH + 4 })
  .map(normalizeSystemName)
  .filter((name) => validateSystemName(name).ok);
const iops = fc.oneof(
  fc.integer({ min: 0, max: IOPS_INPUT_BOUNDS.systemIops.max }),
  fc.double({
    min: 0,
    max: IOPS_INPUT_BOUNDS.systemIops.max,
    noNaN: true,
    noDefaultInfinity: true,
  }),
  fc.constantFrom(0, 0.01, 1e-7, 12.34, IOPS_INPUT_BOUNDS.systemIops.max),
);
const validList = fc.array(fc.record({ name: validName, readIops: iops, writeIops: iops }), {
  minLength: 1,
  maxLength: IOPS_INPUT_BOUNDS.systemCount.max,
});

describe('serializeSystemsParam', () => {
  it('writes the compact form', () => {
    expect(
      serialized([
        { name: 'web', readIops: 700, writeIops: 50 },
        { name: 'batch', readIops: 200, writeIops: 50 },
      ]),
    ).toBe('web~700~50_batch~200~50');
  });

  it('normalises names and writes -0 as 0', () => {
    expect(serialized([{ name: '  my   db ', readIops: -0, writeIops: 1.5 }])).toBe('my db~0~1.5');
  });

  it.each([
    [[], 'noSystems'],
    [Array.from({ length: 51 }, () => ({ name: '', readIops: 1, writeIops: 1 })), 'tooManySystems'],
    [[{ name: 'a_b', readIops: 1, writeIops: 1 }], 'nameInvalid'],
    [[{ name: 'a~b', readIops: 1, writeIops: 1 }], 'nameInvalid'],
    [[{ name: 'x'.repeat(25), readIops: 1, writeIops: 1 }], 'nameTooLong'],
    [[{ name: 'a', readIops: Number.NaN, writeIops: 1 }], 'iopsOutOfRange'],
    [[{ name: 'a', readIops: 1, writeIops: Number.POSITIVE_INFINITY }], 'iopsOutOfRange'],
    [[{ name: 'a', readIops: -1, writeIops: 1 }], 'iopsOutOfRange'],
  ] as const)('refuses %j (%s)', (systems, error) => {
    expect(serializeSystemsParam(systems)).toEqual({ ok: false, code: error });
  });

  it('round-trips every valid list (property)', () => {
    fc.assert(
      fc.property(validList, (systems) => {
        const text = serialized(systems);
        expect(parsed(text)).toEqual(systems);
        expect(text.length).toBeLessThanOrEqual(MAX_SYSTEMS_PARAM_LENGTH);
      }),
      { numRuns: 300 },
    );
  });

  it('every serialised list passes the URL text spec unchanged (property)', () => {
    fc.assert(
      fc.property(validList, (systems) => {
        const text = serialized(systems);
        expect(parseText(text, textSpec)).toEqual({ ok: true, value: text });
      }),
      { numRuns: 300 },
    );
  });

  it('survives a trip through URLSearchParams (property)', () => {
    fc.assert(
      fc.property(validList, (systems) => {
        const search = new URLSearchParams({ systems: serialized(systems) });
        const back = new URLSearchParams(search.toString()).get('systems') ?? '';
        expect(parsed(back)).toEqual(systems);
      }),
      { numRuns: 200 },
    );
  });
});

describe('validateSystemName', () => {
  it('accepts letters of any script, digits, dots, hyphens and single spaces', () => {
    expect(validateSystemName('db-01.example')).toEqual({ ok: true, value: 'db-01.example' });
    expect(validateSystemName('受注 システム')).toEqual({ ok: true, value: '受注 システム' });
    expect(validateSystemName('')).toEqual({ ok: true, value: '' });
  });

  it('rejects separators, markup and over-long names', () => {
    expect(validateSystemName('db_01')).toEqual({ ok: false, code: 'nameInvalid' });
    expect(validateSystemName('<b>')).toEqual({ ok: false, code: 'nameInvalid' });
    expect(validateSystemName('x'.repeat(10_000))).toEqual({ ok: false, code: 'nameTooLong' });
  });
});
