import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_INPUT_CHARS,
  parseStatusSnapshot,
  readCounter,
  type ParseErrorCode,
  type ParseResult,
  type StatusSnapshot,
} from '../../../../src/calculators/status-analyzer/parseStatus';
import { fixture, manifest, render, SAMPLE_FORMAT_KEYS, type Rendering } from './fixtures';

const PARSE_ERROR_CODES: readonly ParseErrorCode[] = [
  'empty',
  'too-large',
  'unknown-format',
  'malformed-line',
  'incomplete-row',
  'duplicate-variable',
  'multiple-snapshots',
  'looks-like-variables',
  'no-status-counters',
];

function parsed(text: string): StatusSnapshot {
  const result = parseStatusSnapshot(text);
  if (!result.ok) throw new Error(`unexpected ${JSON.stringify(result.error)}`);
  return result.value;
}

function valueOf(snapshot: StatusSnapshot, name: string): string | undefined {
  return snapshot.variables.get(name.toLowerCase())?.value;
}

function errorOf(result: ParseResult) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

/** The checks every result of the parser must pass, whatever the input. */
function expectWellFormed(result: ParseResult): void {
  if (result.ok) {
    expect(result.value.variables.size).toBeGreaterThan(0);
    for (const warning of result.warnings) {
      expect(warning.code).toBe('ignored-lines');
      expect(warning.count).toBeGreaterThan(0);
    }
  } else {
    expect(PARSE_ERROR_CODES).toContain(result.error.code);
  }
}

describe('the real fixtures (MariaDB 10.11, fixtures/README.md)', () => {
  const expectedFormat: Record<string, string> = {
    'sample/table': 'table',
    'sample/table-verbose': 'table',
    'sample/tab': 'tab',
    'sample/tab-noheader': 'tab',
    'sample/vertical': 'vertical',
    'sample/mysqladmin': 'table',
  };

  for (const key of SAMPLE_FORMAT_KEYS) {
    it(`reads ${key} (before and after) with all 562 variables and no warnings`, () => {
      const entry = manifest.pairs[key]!;
      for (const file of [entry.before, entry.after]) {
        const result = parseStatusSnapshot(fixture(file));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.format).toBe(expectedFormat[key]);
        expect(result.value.variables.size).toBe(562);
        expect(result.warnings).toEqual([]);
      }
    });
  }

  it('finds the same variables, in the same order, in every format', () => {
    const names = SAMPLE_FORMAT_KEYS.map((key) =>
      [...parsed(fixture(manifest.pairs[key]!.before)).variables.values()].map(
        (variable) => variable.name,
      ),
    );
    for (const list of names) expect(list).toEqual(names[0]);
  });

  it('reads values with spaces, empty values and settings-like values alike in every format', () => {
    for (const key of SAMPLE_FORMAT_KEYS) {
      const snapshot = parsed(fixture(manifest.pairs[key]!.before));
      expect(valueOf(snapshot, 'Innodb_page_size')).toBe('16384');
      expect(valueOf(snapshot, 'Rpl_status')).toBe('AUTH_MASTER');
      expect(valueOf(snapshot, 'Ssl_cipher')).toBe('');
      expect(valueOf(snapshot, 'Innodb_buffer_pool_load_status')).toMatch(
        /^Buffer pool\(s\) load completed at \d{6} +\d{1,2}:\d{2}:\d{2}$/,
      );
      expect(valueOf(snapshot, 'Uptime')).toBe('23');
    }
  });

  it('tells whether the header was there (mysql -B vs mysql -B -N)', () => {
    expect(parsed(fixture('sample/before.tab.txt')).hasHeader).toBe(true);
    expect(parsed(fixture('sample/before.tab-noheader.txt')).hasHeader).toBe(false);
    expect(parsed(fixture('sample/before.table.txt')).hasHeader).toBe(true);
  });

  it('skips what mysql -vvv prints around the table without a warning', () => {
    const text = fixture('sample/before.table-verbose.txt');
    expect(text).toContain('562 rows in set');
    expect(text).toContain('Bye');
    const result = parseStatusSnapshot(text);
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('reads a filtered snapshot (SHOW GLOBAL STATUS LIKE …)', () => {
    const snapshot = parsed(fixture('filtered/before.table.txt'));
    expect([...snapshot.variables.values()].map((variable) => variable.name)).toEqual([
      'Innodb_buffer_pool_read_ahead_rnd',
      'Innodb_buffer_pool_read_ahead',
      'Innodb_buffer_pool_read_ahead_evicted',
      'Innodb_buffer_pool_read_requests',
      'Innodb_buffer_pool_reads',
    ]);
  });

  it('recognises SHOW VARIABLES output for what it is', () => {
    expect(errorOf(parseStatusSnapshot(fixture('variables/variables.table.txt')))).toEqual({
      code: 'looks-like-variables',
    });
  });

  it('refuses two snapshots in one box (mysqladmin -i 1 -c 2), pointing at the second', () => {
    const text = fixture('mysqladmin-repeated/repeated.mysqladmin.txt');
    const error = errorOf(parseStatusSnapshot(text));
    expect(error.code).toBe('multiple-snapshots');
    expect(text.split('\n')[(error.line ?? 0) - 1]).toMatch(/^\| Variable_name +\| Value +\|$/);
  });
});

describe('friendly parsing', () => {
  const table = fixture('sample/before.table.txt');
  const tab = fixture('sample/before.tab.txt');

  it('skips a shell command above and a prompt below the data, and says so', () => {
    const text = `$ mysql -t -e 'SHOW GLOBAL STATUS' > before.txt\n${table}$ \n`;
    const result = parseStatusSnapshot(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.variables.size).toBe(562);
    expect(result.warnings).toEqual([{ code: 'ignored-lines', count: 2, line: 1 }]);
  });

  it('skips a mysql> prompt and a MariaDB prompt', () => {
    const result = parseStatusSnapshot(`mysql> SHOW GLOBAL STATUS;\n${table}MariaDB [(none)]> \n`);
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('is not fooled by a line of prose above a table', () => {
    const snapshot = parsed(`prod db1 at 10:00\n${table}`);
    expect(snapshot.format).toBe('table');
    expect(snapshot.variables.size).toBe(562);
  });

  it('accepts CRLF line endings, a byte-order mark and indentation', () => {
    const crlf = `\uFEFF${table.replace(/\n/g, '\r\n')}`;
    expect(parsed(crlf).variables.size).toBe(562);
    const indented = table
      .split('\n')
      .map((line) => `   ${line}`)
      .join('\n');
    expect(parsed(indented).variables.size).toBe(562);
  });

  it('accepts batch output whose tabs a terminal turned into spaces', () => {
    const spaced = tab.replace(/\t/g, '    ');
    const snapshot = parsed(spaced);
    expect(snapshot.format).toBe('tab');
    expect(snapshot.variables.size).toBe(562);
    expect(valueOf(snapshot, 'Innodb_buffer_pool_load_status')).toBe(
      valueOf(parsed(tab), 'Innodb_buffer_pool_load_status'),
    );
  });

  it('matches names without regard to case (information_schema spells them in capitals)', () => {
    const text = 'VARIABLE_NAME\tVARIABLE_VALUE\nUPTIME\t100\nQUESTIONS\t5\n';
    const snapshot = parsed(text);
    expect(snapshot.hasHeader).toBe(true);
    expect(readCounter(snapshot, 'Uptime')).toEqual({ kind: 'value', value: 100n });
    expect(readCounter(snapshot, 'questions')).toEqual({ kind: 'value', value: 5n });
  });

  it('joins multi-line values (MySQL 8 prints its RSA public key raw) in table output', () => {
    // Constructed: the shape mysql -t gives a value containing line breaks.
    const text = [
      '+--------------------------------------+------------------------------+',
      '| Variable_name                        | Value                        |',
      '+--------------------------------------+------------------------------+',
      '| Caching_sha2_password_rsa_public_key | -----BEGIN PUBLIC KEY-----',
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
      '-----END PUBLIC KEY-----',
      '                                       |',
      '| Uptime                               | 42                           |',
      '+--------------------------------------+------------------------------+',
    ].join('\n');
    const snapshot = parsed(text);
    expect(valueOf(snapshot, 'Caching_sha2_password_rsa_public_key')).toBe(
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----',
    );
    expect(valueOf(snapshot, 'Uptime')).toBe('42');
  });

  it('joins multi-line values in \\G output, but not a stray line after the last row', () => {
    const text = [
      '*************************** 1. row ***************************',
      'Variable_name: Rsa_public_key',
      '        Value: -----BEGIN PUBLIC KEY-----',
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
      '-----END PUBLIC KEY-----',
      '*************************** 2. row ***************************',
      'Variable_name: Uptime',
      '        Value: 42',
      '2 rows in set (0.00 sec)',
      'user@host:~$',
    ].join('\n');
    const result = parseStatusSnapshot(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(valueOf(result.value, 'Rsa_public_key')).toBe(
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----',
    );
    expect(valueOf(result.value, 'Uptime')).toBe('42');
    expect(result.warnings).toEqual([{ code: 'ignored-lines', count: 1, line: 10 }]);
  });
});

describe('strict parsing: each problem has its own code', () => {
  const table = fixture('sample/before.table.txt');
  const tab = fixture('sample/before.tab.txt');
  const vertical = fixture('sample/before.vertical.txt');

  it('empty input', () => {
    for (const text of ['', '   ', '\n\n\t\n']) {
      expect(errorOf(parseStatusSnapshot(text))).toEqual({ code: 'empty' });
    }
  });

  it('input over the size cap, before any parsing', () => {
    const huge = `${table}${' '.repeat(MAX_INPUT_CHARS)}`;
    expect(errorOf(parseStatusSnapshot(huge))).toEqual({ code: 'too-large' });
  });

  it('garbage', () => {
    for (const text of ['!!!', '12345', '{"Uptime": 5}', '<html><body>', '| | |', '***']) {
      expect(errorOf(parseStatusSnapshot(text)).code).toBe('unknown-format');
    }
  });

  it('prose that happens to split into words', () => {
    expect(errorOf(parseStatusSnapshot('The quick brown fox\njumps over the dog'))).toEqual({
      code: 'no-status-counters',
    });
  });

  it('a stray line inside a table, with its line number', () => {
    const lines = table.split('\n');
    lines.splice(100, 0, 'oops, pasted something here');
    expect(errorOf(parseStatusSnapshot(lines.join('\n')))).toEqual({
      code: 'malformed-line',
      line: 101,
    });
  });

  it('a stray line inside tab-separated output', () => {
    const lines = tab.split('\n');
    lines.splice(50, 0, '#### not a variable');
    expect(errorOf(parseStatusSnapshot(lines.join('\n')))).toEqual({
      code: 'malformed-line',
      line: 51,
    });
  });

  it('a variable that appears twice, at its second appearance', () => {
    const lines = tab.split('\n');
    lines.splice(300, 0, 'Questions\t1');
    const second = lines.findIndex((line, index) => index > 300 && line.startsWith('Questions\t'));
    expect(second).toBeGreaterThan(300);
    expect(errorOf(parseStatusSnapshot(lines.join('\n')))).toEqual({
      code: 'duplicate-variable',
      line: second + 1,
      variable: 'Questions',
    });
  });

  it('two snapshots pasted into one box, in each format', () => {
    expect(errorOf(parseStatusSnapshot(`${tab}${tab}`)).code).toBe('multiple-snapshots');
    expect(errorOf(parseStatusSnapshot(`${table}${table}`)).code).toBe('multiple-snapshots');
    expect(errorOf(parseStatusSnapshot(`${vertical}${vertical}`)).code).toBe('multiple-snapshots');
    const headerless = fixture('sample/before.tab-noheader.txt');
    expect(errorOf(parseStatusSnapshot(`${headerless}${headerless}`)).code).toBe(
      'multiple-snapshots',
    );
  });

  it('a table row cut off in the middle of a multi-line value', () => {
    const text = `| Variable_name | Value |\n| Uptime | 5 |\n| Rsa_public_key | -----BEGIN\nabc\n`;
    expect(errorOf(parseStatusSnapshot(text))).toEqual({ code: 'incomplete-row', line: 3 });
  });

  it('a \\G name without its value', () => {
    const text = '*** 1. row ***\nVariable_name: Uptime\n*** 2. row ***\n';
    expect(errorOf(parseStatusSnapshot(text))).toEqual({ code: 'incomplete-row', line: 2 });
    expect(errorOf(parseStatusSnapshot('Variable_name: Uptime\n'))).toEqual({
      code: 'incomplete-row',
      line: 1,
    });
  });

  it('a \\G value without its name', () => {
    const text = 'Variable_name: Uptime\nValue: 5\nValue: 6\n';
    expect(errorOf(parseStatusSnapshot(text))).toEqual({ code: 'malformed-line', line: 3 });
  });
});

describe('readCounter', () => {
  it('keeps counters beyond 2^53 exact', () => {
    const snapshot = parsed('Uptime\t18446744073709551615\n');
    expect(readCounter(snapshot, 'Uptime')).toEqual({
      kind: 'value',
      value: 18446744073709551615n,
    });
  });

  it('tells a missing counter from a value that is not a whole number', () => {
    const snapshot = parsed(fixture('sample/before.tab.txt'));
    expect(readCounter(snapshot, 'No_such_counter')).toEqual({ kind: 'missing' });
    expect(readCounter(snapshot, 'Rpl_status')).toEqual({
      kind: 'not-a-counter',
      text: 'AUTH_MASTER',
    });
    expect(readCounter(snapshot, 'Ssl_cipher')).toEqual({ kind: 'not-a-counter', text: '' });
  });
});

describe('properties', () => {
  const name = fc
    .tuple(
      fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')),
      fc.string({
        unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz0123456789_')),
        maxLength: 30,
      }),
    )
    .map(([first, rest]) => `${first}${rest}`);
  const value = fc.oneof(
    fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String),
    fc.constantFrom('', 'ON', 'OFF', 'AUTH_MASTER', 'Dumping of buffer pool not started'),
    fc
      .string({ unit: fc.constantFrom(...Array.from('abc XYZ.:-_0123456789')), maxLength: 40 })
      .map((text) => text.trim()),
  );
  /** Distinct (case-insensitively) variables, always with Uptime. */
  const variables = fc
    .uniqueArray(fc.tuple(name, value), {
      maxLength: 40,
      selector: ([variableName]) => variableName.toLowerCase(),
    })
    .map((list) => [
      ['Uptime', '1000'] as const,
      ...list.filter(([variableName]) => variableName.toLowerCase() !== 'uptime'),
    ]);

  it('reads back what each format writes', () => {
    fc.assert(
      fc.property(
        variables,
        fc.constantFrom<Rendering>('table', 'tab', 'tab-noheader', 'vertical'),
        (list, rendering) => {
          const snapshot = parsed(render(list, rendering));
          expect([...snapshot.variables.values()].map((v) => [v.name, v.value])).toEqual(
            list.map(([n, v]) => [n, v]),
          );
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2_000 }), (text) => {
        expectWellFormed(parseStatusSnapshot(text));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on text made of the formats’ own characters', () => {
    const unit = fc.constantFrom(
      '|',
      '+',
      '-',
      '*',
      ' ',
      '\t',
      '\n',
      '\r',
      ':',
      '.',
      'Variable_name',
      'Value',
      'Uptime',
      'Questions',
      '1. row',
      '42',
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 300 }), (parts) => {
        expectWellFormed(parseStatusSnapshot(parts.join('')));
      }),
      { numRuns: 500 },
    );
  });

  const realTexts = [
    fixture('sample/before.table.txt'),
    fixture('sample/before.tab.txt'),
    fixture('sample/before.tab-noheader.txt'),
    fixture('sample/before.vertical.txt'),
    fixture('sample/after.table-verbose.txt'),
    fixture('sample/after.mysqladmin.txt'),
    fixture('filtered/after.table.txt'),
  ];

  type Mutation =
    | { kind: 'delete'; at: number }
    | { kind: 'duplicate'; at: number }
    | { kind: 'insert'; at: number; text: string }
    | { kind: 'swap'; at: number; with: number }
    | { kind: 'truncate'; at: number }
    | { kind: 'replace-char'; at: number; char: string };

  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.string({ unit: 'binary', maxLength: 80 }),
    }),
    fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('replace-char' as const),
      at: fc.nat(),
      char: fc.constantFrom('|', '\t', '\n', ' ', '*', ':', 'x', '9', '-', '\u0000'),
    }),
  );

  function mutate(text: string, mutations: readonly Mutation[]): string {
    let lines = text.split('\n');
    for (const m of mutations) {
      const at = lines.length === 0 ? 0 : m.at % lines.length;
      if (m.kind === 'delete') lines.splice(at, 1);
      else if (m.kind === 'duplicate') lines.splice(at, 0, lines[at] ?? '');
      else if (m.kind === 'insert') lines.splice(at, 0, m.text);
      else if (m.kind === 'swap') {
        const other = lines.length === 0 ? 0 : m.with % lines.length;
        [lines[at], lines[other]] = [lines[other] ?? '', lines[at] ?? ''];
      } else {
        const joined = lines.join('\n');
        const offset = joined.length === 0 ? 0 : m.at % joined.length;
        lines = (
          m.kind === 'truncate'
            ? joined.slice(0, offset)
            : `${joined.slice(0, offset)}${m.char}${joined.slice(offset + 1)}`
        ).split('\n');
      }
    }
    return lines.join('\n');
  }

  it('never throws on mutated real fixtures', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...realTexts),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        (text, mutations) => {
          expectWellFormed(parseStatusSnapshot(mutate(text, mutations)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
