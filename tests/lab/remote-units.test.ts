/**
 * The pure parts of `--server` (lab/remote.ts, lab/args.ts): URL parsing and
 * redaction, the decisions of the pre-flight, the globals plan, and the
 * statement parsing that marks and tracks what the lab creates. No server.
 */
import { describe, expect, it } from 'vitest';

import { parse } from '../../lab/args';
import { EXPERIMENT_IDS } from '../../lab/experiment';
import {
  connectErrorMessage,
  createdObject,
  describePlan,
  describeTarget,
  droppedObjects,
  dropStatement,
  isConnectionLost,
  normaliseValue,
  parseServerUrl,
  planGlobals,
  planEntryToKeep,
  planNote,
  redactServerUrl,
  REMOTE_SUPPORT,
  remoteExperiments,
  requirementMessage,
  unmetRequirement,
} from '../../lab/remote';
import {
  QUERY_CACHE_PARAMS,
  queryCacheParams,
  queryCacheRefusal,
  remoteQueryCacheVariables,
  withoutCache,
} from '../../lab/experiments/query-cache';
import { keyLookup, slapConnection, slapOptionFile } from '../../lab/experiments/round-trips';
import { binlogWrittenNote } from '../../lab/binlog';
import { comboToMeasure } from '../../lab/experiments/group-commit';
import {
  COVERING_INDEX_PARAMS,
  coveringIndexParams,
  coveringPhases,
  tableBytesLine,
} from '../../lab/experiments/covering-index';
import {
  ID_STRATEGY_PARAMS,
  idStrategyParams,
  remotePoolNote,
} from '../../lab/experiments/id-strategy';
import { tableMiB } from '../../lab/indexStats';

describe('parseServerUrl', () => {
  it('reads user, host, port and database; the password from LAB_SERVER_PASSWORD', () => {
    const t = parseServerUrl('mysql://reader@db.example:3307/scratch', {
      LAB_SERVER_PASSWORD: 's3cret',
    });
    expect(t).toEqual({
      user: 'reader',
      password: 's3cret',
      passwordSource: 'env',
      host: 'db.example',
      port: 3307,
      socketPath: undefined,
      database: 'scratch',
    });
    expect(describeTarget(t)).toBe('reader@db.example:3307/scratch');
  });

  it('takes a password in the URL over the environment, decoded, and defaults the port to 3306', () => {
    const t = parseServerUrl('mariadb://reader:p%40ss@127.0.0.1/scratch', {
      LAB_SERVER_PASSWORD: 'other',
    });
    expect([t.password, t.passwordSource, t.port]).toEqual(['p@ss', 'url', 3306]);
    expect(parseServerUrl('mysql://reader@h/db', {}).passwordSource).toBe('none');
  });

  it('accepts a socket path, described without host and port', () => {
    const t = parseServerUrl('mysql://reader@localhost/scratch?socket=/run/mysqld/mysqld.sock', {});
    expect(t.socketPath).toBe('/run/mysqld/mysqld.sock');
    expect(describeTarget(t)).toBe('reader@localhost/scratch (socket /run/mysqld/mysqld.sock)');
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['http://reader@h/db', 'must start with mysql:// or mariadb://'],
    ['mysql://h:3306/db', 'names no user'],
    ['mysql://reader@h:3306/', 'names no database'],
    ['mysql://reader@h/my-db', 'must be a plain name'],
    ['mysql://reader@h/db?ssl=1', 'unknown parameter "ssl"'],
    ['mysql://reader@h/db?socket=run/x.sock', 'must be an absolute path'],
  ])('rejects %s', (spec, message) => {
    expect(() => parseServerUrl(spec, {})).toThrow(message);
  });

  it('never shows the password in its messages or the recorded command', () => {
    expect(redactServerUrl('mysql://reader:hunter2@h:1/db')).toBe('mysql://reader:***@h:1/db');
    expect(redactServerUrl('mysql://reader@h:1/db')).toBe('mysql://reader@h:1/db');
    expect(redactServerUrl('mysql://reader:p@ss/w:rd@h/db')).toBe('mysql://reader:***@h/db');
    expect(() => parseServerUrl('mysql//reader:hunter2@h/db', {})).toThrow(
      '--server "mysql//reader:***@h/db" is not a URL',
    );
  });
});

describe('command line with --server', () => {
  it('needs --yes-use-this-database, and one experiment (not all)', () => {
    expect(() => parse(['sp-handler', '--server', 'mysql://r@h/db'])).toThrow(
      '--server needs --yes-use-this-database',
    );
    expect(() => parse(['all', '--server', 'mysql://r@h/db', '--yes-use-this-database'])).toThrow(
      'with --server, name one experiment',
    );
    const p = parse(['sp-handler', '--server', 'mysql://r@h/db', '--yes-use-this-database']);
    expect(p !== 'help' && p.remote?.target.database).toBe('db');
  });

  it('rejects the remote flags without --server, and an experiment with --drop-leftovers', () => {
    expect(() => parse(['sp-handler', '--set-globals'])).toThrow(
      '--set-globals goes with --server',
    );
    expect(() =>
      parse([
        'sp-handler',
        '--server',
        'mysql://r@h/db',
        '--yes-use-this-database',
        '--drop-leftovers',
      ]),
    ).toThrow('--drop-leftovers runs no experiment');
    const p = parse(['--server', 'mysql://r@h/db', '--yes-use-this-database', '--drop-leftovers']);
    expect(p !== 'help' && [p.experiments.length, p.remote?.dropLeftovers]).toEqual([0, true]);
  });
});

describe('pre-flight decisions', () => {
  const target = parseServerUrl('mysql://reader@10.0.0.5:3306/scratch', {});

  it('maps connect errors to the three messages and exit codes', () => {
    const denied = connectErrorMessage(
      target,
      Object.assign(new Error('x'), { errno: 1045, sqlMessage: "Access denied for user 'reader'" }),
      10_000,
    );
    expect([denied.exitCode, denied.message]).toEqual([
      77,
      "access denied for reader@10.0.0.5: check the user and LAB_SERVER_PASSWORD (the server said: Access denied for user 'reader')",
    ]);
    const refused = connectErrorMessage(
      target,
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', errno: -111 }),
      10_000,
    );
    expect(refused.exitCode).toBe(69);
    expect(refused.message).toContain(
      'cannot reach the server at 10.0.0.5:3306: ECONNREFUSED (errno -111), connect timeout 10 s',
    );
    const noDb = connectErrorMessage(
      target,
      Object.assign(new Error('x'), { errno: 1049, sqlMessage: "Unknown database 'scratch'" }),
      10_000,
    );
    expect([noDb.exitCode, noDb.message.startsWith('cannot use database scratch')]).toEqual([
      78,
      true,
    ]);
  });

  it('has a decision for every experiment; the refusals name a setting, a restart or the network path', () => {
    for (const id of EXPERIMENT_IDS) {
      const s = REMOTE_SUPPORT[id];
      expect(s, id).toBeDefined();
      if (s && !s.runs)
        expect(s.why, id).toMatch(/innodb_|log_bin|restart|query_cache|network namespace/);
    }
    expect(remoteExperiments()).toEqual([
      'id-strategy',
      'autoinc',
      'group-commit',
      'covering-index',
      'sp-handler',
      'query-cache',
      'round-trips',
      'engines-concurrency',
    ]);
  });

  it('tells a lost connection from a failed statement', () => {
    expect(isConnectionLost({ code: 'ER_SOCKET_UNEXPECTED_CLOSE' })).toBe(true);
    expect(isConnectionLost({ code: 'ECONNRESET' })).toBe(true);
    expect(isConnectionLost({ errno: 1053 })).toBe(true);
    expect(isConnectionLost({ code: 'ER_DUP_ENTRY', errno: 1062 })).toBe(false);
    expect(isConnectionLost(new Error('syntax'))).toBe(false);
  });
});

describe('the globals plan', () => {
  const current = new Map([
    ['innodb_buffer_pool_size', '134217728'],
    ['innodb_flush_log_at_trx_commit', '1'],
    ['aria_pagecache_buffer_size', '134217728'],
    ['aria_group_commit', 'none'],
    ['query_cache_type', 'OFF'],
  ]);
  const readOnly = new Map<string, boolean | null>([
    ['innodb_buffer_pool_size', false],
    ['innodb_flush_log_at_trx_commit', false],
    ['aria_pagecache_buffer_size', true],
    ['aria_group_commit', false],
    ['query_cache_type', false],
  ]);
  const wanted = {
    innodb_buffer_pool_size: '128M',
    innodb_flush_log_at_trx_commit: 2,
    aria_pagecache_buffer_size: '64M',
    aria_group_commit: 'soft',
    query_cache_type: 0,
  };

  it('compares sizes and switches by value', () => {
    expect(normaliseValue('128M')).toBe('134217728');
    expect(normaliseValue('1G')).toBe('1073741824');
    expect(normaliseValue('ON')).toBe('1');
    expect(normaliseValue('OFF')).toBe(normaliseValue(0));
    expect(normaliseValue('Soft')).toBe('soft');
  });

  it('changes nothing without --set-globals; with it only dynamic variables, never the pool size', () => {
    const actions = (setGlobals: boolean) =>
      planGlobals(wanted, current, readOnly, setGlobals).map((e) => [e.name, e.action]);
    expect(actions(false)).toEqual([
      ['innodb_buffer_pool_size', 'same'],
      ['innodb_flush_log_at_trx_commit', 'not-asked'],
      ['aria_pagecache_buffer_size', 'static'],
      ['aria_group_commit', 'not-asked'],
      ['query_cache_type', 'same'],
    ]);
    expect(actions(true)).toEqual([
      ['innodb_buffer_pool_size', 'same'],
      ['innodb_flush_log_at_trx_commit', 'set'],
      ['aria_pagecache_buffer_size', 'static'],
      ['aria_group_commit', 'set'],
      ['query_cache_type', 'same'],
    ]);
    const bigger = planGlobals({ innodb_buffer_pool_size: '1G' }, current, readOnly, true);
    expect(bigger[0]?.action).toBe('never');
    // Unknown read-only flag (MySQL has no SYSTEM_VARIABLES table): treated as static.
    const unknown = planGlobals({ aria_group_commit: 'soft' }, current, new Map(), true);
    expect(unknown[0]?.action).toBe('static');
  });

  it('says which settings differ, why, and what was set, in both languages', () => {
    const plan = planGlobals(wanted, current, readOnly, true);
    expect(describePlan(plan)).toEqual([
      'innodb_flush_log_at_trx_commit: the experiment wants 2, the server has 1: set with SET GLOBAL for the run, restored at the end',
      'aria_pagecache_buffer_size: the experiment wants 64M, the server has 134217728: cannot be set remotely (static: only a restart changes it)',
      'aria_group_commit: the experiment wants soft, the server has none: set with SET GLOBAL for the run, restored at the end',
    ]);
    const note = planNote(plan);
    expect(note?.en).toBe(
      'On the reader’s server, set with SET GLOBAL for the run only and restored at its end: innodb_flush_log_at_trx_commit 1 → 2, aria_group_commit none → soft. ' +
        'Run on the reader’s server, so these settings differ from what the experiment wants: aria_pagecache_buffer_size wanted 64M, the server has 134217728 (static: cannot be set remotely).',
    );
    expect(note?.ja).toContain('aria_pagecache_buffer_size は 64M を想定、サーバーは 134217728');
    expect(planNote(planGlobals({ query_cache_type: 0 }, current, readOnly, false))).toBeNull();
  });
});

describe('what the lab creates and drops', () => {
  it('finds the table or routine a statement creates', () => {
    expect(createdObject('CREATE TABLE t (id INT) ENGINE=InnoDB')).toEqual({
      kind: 'TABLE',
      name: 't',
    });
    expect(createdObject('\n  create table if not exists `t_aria` (id int)')).toEqual({
      kind: 'TABLE',
      name: 't_aria',
    });
    expect(createdObject('CREATE PROCEDURE lookup100(IN base INT) BEGIN END')).toEqual({
      kind: 'PROCEDURE',
      name: 'lookup100',
    });
    expect(createdObject('CREATE TEMPORARY TABLE x (id INT)')).toBeNull();
    expect(createdObject('INSERT INTO t SELECT 1')).toBeNull();
  });

  it('finds every table a DROP removes, and writes qualified DROP statements', () => {
    expect(droppedObjects('DROP TABLE IF EXISTS t1, src')).toEqual([
      { kind: 'TABLE', name: 't1' },
      { kind: 'TABLE', name: 'src' },
    ]);
    expect(droppedObjects('DROP PROCEDURE IF EXISTS lookup100')).toEqual([
      { kind: 'PROCEDURE', name: 'lookup100' },
    ]);
    expect(droppedObjects('DROP DATABASE x')).toEqual([]);
    expect(dropStatement('scratch', { kind: 'TABLE', name: 't' })).toBe(
      'DROP TABLE IF EXISTS `scratch`.`t`',
    );
  });
});

describe('id-strategy and covering-index on the reader’s server', () => {
  it('run a smaller table at --quick remotely, the same one at --full, and locally the committed parameters', () => {
    expect(idStrategyParams('quick', false)).toBe(ID_STRATEGY_PARAMS.quick);
    expect(idStrategyParams('full', true)).toBe(ID_STRATEGY_PARAMS.full);
    const remoteIds = idStrategyParams('quick', true);
    expect(remoteIds.rowsPerStrategy).toBeLessThan(ID_STRATEGY_PARAMS.quick.rowsPerStrategy);
    // At least two windows per strategy: a rate and a size to compare along the run.
    expect(remoteIds.rowsPerStrategy / remoteIds.window).toBeGreaterThanOrEqual(2);
    expect(coveringIndexParams('quick', false)).toBe(COVERING_INDEX_PARAMS.quick);
    expect(coveringIndexParams('full', true)).toBe(COVERING_INDEX_PARAMS.full);
    const remoteCovering = coveringIndexParams('quick', true);
    expect(remoteCovering.rows).toBeLessThan(COVERING_INDEX_PARAMS.quick.rows);
    // A median of three: one run disturbed by the server's background work does not decide.
    expect(remoteCovering.repetitions).toBeGreaterThanOrEqual(3);
  });

  it('measure covering-index warm only remotely (no restart empties the pool)', () => {
    expect(coveringPhases(false)).toEqual(['cold', 'warm']);
    expect(coveringPhases(true)).toEqual(['warm']);
  });

  it('say whether the table outgrew the server’s pool, in both languages', () => {
    const fits = remotePoolNote(128, 17.08);
    expect(fits.en).toContain(
      'The server’s buffer pool (128 MiB) is larger than the largest table (17.08 MiB)',
    );
    expect(fits.en).toContain('cannot show the drop in insert rate');
    expect(fits.ja).toContain('128 MiB');
    expect(fits.ja).toContain('17.08 MiB');
    const outgrew = remotePoolNote(16, 40.5);
    expect(outgrew.en).toContain(
      'The table outgrew the server’s buffer pool (16 MiB; largest table 40.5 MiB)',
    );
    expect(outgrew.ja).toContain('40.5 MiB');
  });

  it('add up and write the sizes information_schema.TABLES gives', () => {
    const bytes = { data: 11_010_048, index: 5_767_168 };
    expect(tableMiB(bytes)).toBe(16);
    expect(tableMiB({ data: 1_048_576, index: 5_243 })).toBe(1.01);
    expect(tableBytesLine(bytes)).toBe(
      'PRIMARY 10.5 MiB (DATA_LENGTH), ind 5.5 MiB (INDEX_LENGTH)',
    );
  });
});

describe('server settings an experiment cannot run without (group-commit, autoinc)', () => {
  const gc = REMOTE_SUPPORT['group-commit'];
  const requires = gc?.runs ? (gc.requires ?? []) : [];
  const server = (logBin: string, flush: string, sync: string) =>
    new Map([
      ['log_bin', logBin],
      ['innodb_flush_log_at_trx_commit', flush],
      ['sync_binlog', sync],
    ]);

  it('group-commit needs the binary log, with or without --set-globals', () => {
    for (const setGlobals of [false, true]) {
      const unmet = unmetRequirement(requires, server('0', '1', '0'), setGlobals);
      expect(unmet?.requirement.variable).toBe('log_bin');
      expect(requirementMessage('group-commit', 'r@h:3306/s', unmet!)).toMatch(
        /^group-commit needs log_bin = ON, and r@h:3306\/s has log_bin = OFF: .*static.*--log-bin.*Nothing was created\.$/,
      );
    }
    expect(unmetRequirement(requires, server('1', '1', '0'), false)).toBeNull();
    expect(unmetRequirement(requires, server('ON', '2', '1'), false)).toBeNull();
  });

  it('without --set-globals, the server’s own setting must have a series; with it, any will do', () => {
    const unmet = unmetRequirement(requires, server('1', '1', '100'), false);
    expect([unmet?.requirement.variable, unmet?.current]).toEqual(['sync_binlog', '100']);
    expect(requirementMessage('group-commit', 'r@h:3306/s', unmet!)).toContain(
      'group-commit needs sync_binlog = 0 or 1 without --set-globals, and r@h:3306/s has sync_binlog = 100: ',
    );
    expect(unmetRequirement(requires, server('1', '3', '0'), false)?.requirement.variable).toBe(
      'innodb_flush_log_at_trx_commit',
    );
    expect(unmetRequirement(requires, server('1', '3', '100'), true)).toBeNull();
  });

  it('autoinc needs nothing it could refuse: it runs at the server’s own lock mode', () => {
    const ai = REMOTE_SUPPORT.autoinc;
    expect(ai?.runs && (ai.requires ?? [])).toEqual([]);
  });

  it('measures every setting it can set, and the server’s own once when it cannot', () => {
    expect(comboToMeasure([1, 1], [1, 1], [])).toEqual({ combo: [1, 1], last: false });
    // No --set-globals: the server keeps (1, 0); it is measured and nothing after it.
    expect(comboToMeasure([1, 1], [1, 0], [])).toEqual({ combo: [1, 0], last: true });
    // The server's own setting came first and is measured already.
    expect(comboToMeasure([1, 0], [1, 1], [[1, 1]])).toEqual({ combo: null, last: true });
  });

  it('keeps reporting a variable set for the run when a later setting wants the value it now has', () => {
    // group-commit with --set-globals: sync_binlog 0 → 1 for (1, 1), 1 → 0 for (1, 0); (2, 0) finds 0.
    const first = planGlobals(
      { sync_binlog: 1 },
      new Map([['sync_binlog', '0']]),
      new Map([['sync_binlog', false]]),
      true,
    )[0]!;
    const again = planGlobals(
      { sync_binlog: 0 },
      new Map([['sync_binlog', '0']]),
      new Map([['sync_binlog', false]]),
      true,
    )[0]!;
    expect(again.action).toBe('same');
    expect(planEntryToKeep(first, again)).toBe(first);
    expect(planNote([planEntryToKeep(first, again)])?.en).toContain('sync_binlog 0 → 1');
    expect(planEntryToKeep(undefined, again)).toBe(again);
    expect(planEntryToKeep(again, first)).toBe(first);
  });

  it('says how much the run wrote to the binary log, or that it is unknown (MySQL)', () => {
    const before = new Map([['Binlog_bytes_written', 1000]]);
    const after = new Map([['Binlog_bytes_written', 1000 + 5 * 1024 * 1024]]);
    expect(binlogWrittenNote(before, after).en).toContain(
      'The server’s binary log grew by 5.0 MiB during the run',
    );
    expect(binlogWrittenNote(before, after).ja).toContain('5.0 MiB');
    expect(binlogWrittenNote(new Map(), new Map()).en).toContain('is unknown');
  });
});

describe('round-trips on the reader’s server', () => {
  it('gives mysqlslap the password in an option file, quoted, never as an argument', () => {
    expect(slapOptionFile('reader', 'a"b\\c d')).toBe(
      '[client]\nuser="reader"\npassword="a\\"b\\\\c d"\n',
    );
    expect(slapOptionFile('reader', undefined)).toBe('[client]\nuser="reader"\n');
    const t = parseServerUrl('mysql://reader@db.example:3307/scratch', {
      LAB_SERVER_PASSWORD: 'pw',
    });
    expect(slapConnection(t)).toEqual(['--host=db.example', '--port=3307', '--protocol=tcp']);
    expect(slapConnection(t).join(' ')).not.toContain('pw');
  });

  it('connects mysqlslap through the socket the URL names', () => {
    const t = parseServerUrl('mysql://reader@localhost/scratch?socket=/run/mysqld/mysqld.sock', {});
    expect(slapConnection(t)).toEqual(['--socket=/run/mysqld/mysqld.sock']);
  });

  it('looks keys up as mysqlslap’s key load does, in the lab’s own table', () => {
    expect(keyLookup(42)).toBe(
      "SELECT intcol1,intcol2,charcol1,charcol2,charcol3 FROM round_trips_t1 WHERE id = '42'",
    );
  });
});

describe('query-cache on the reader’s server', () => {
  const mariadb = {
    version: '10.11.19-MariaDB',
    haveQueryCache: 'YES',
    type: 'ON',
    size: 1048576,
    sessionSetErrno: null,
  };

  it('runs where the cache is on, and where --set-globals can switch it on', () => {
    expect(queryCacheRefusal(mariadb, false)).toBeNull();
    expect(
      queryCacheRefusal({ ...mariadb, type: 'OFF', size: 0, sessionSetErrno: 1925 }, true),
    ).toBeNull();
  });

  it('refuses MySQL 8 naming its version, and a server started with query_cache_type=0 (ERROR 1651)', () => {
    expect(
      queryCacheRefusal({ ...mariadb, version: '8.0.36', haveQueryCache: null }, true),
    ).toContain('MySQL 8.0.36 does not have (it was removed in MySQL 8.0)');
    expect(queryCacheRefusal({ ...mariadb, type: 'OFF', sessionSetErrno: 1651 }, true)).toContain(
      'the server started with query_cache_type=0',
    );
  });

  it('without --set-globals refuses a cache that is off or has no memory, naming the settings to set', () => {
    expect(queryCacheRefusal({ ...mariadb, type: 'DEMAND' }, false)).toContain(
      'sets query_cache_type=ON for the run only',
    );
    expect(queryCacheRefusal({ ...mariadb, type: 'OFF', size: 0 }, false)).toContain(
      'sets query_cache_type=ON and query_cache_size=1M',
    );
  });

  it('switches the cache on but never resizes one that has memory', () => {
    expect(remoteQueryCacheVariables({ type: 'OFF', size: 0 })).toEqual({
      query_cache_type: 'ON',
      query_cache_size: '1M',
    });
    expect(remoteQueryCacheVariables({ type: 'ON', size: 16777216 })).toEqual({
      query_cache_type: 'ON',
      query_cache_size: 16777216,
    });
    expect(withoutCache('SELECT /* Q1 */ COUNT(*) FROM page')).toBe(
      'SELECT SQL_NO_CACHE /* Q1 */ COUNT(*) FROM page',
    );
  });
});

describe('query-cache on the reader’s server', () => {
  it('loads a smaller table at --quick remotely, the committed parameters otherwise', () => {
    expect(queryCacheParams('quick', false)).toBe(QUERY_CACHE_PARAMS.quick);
    expect(queryCacheParams('full', true)).toBe(QUERY_CACHE_PARAMS.full);
    const remote = queryCacheParams('quick', true);
    expect(remote.pages).toBeLessThan(QUERY_CACHE_PARAMS.quick.pages);
    // More rows than the hot ranges the concurrent load reads, so every range exists.
    expect(remote.pages).toBeGreaterThan(1_000);
  });
});
