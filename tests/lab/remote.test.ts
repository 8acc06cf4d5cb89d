/**
 * `--server`: the lab against an existing server. One throwaway MariaDB
 * (lab/server.ts) plays the reader's server, with its own users and
 * passwords, a scratch database, a database that is not empty and a user
 * lacking a privilege. Every case runs the CLI and then looks at the server:
 * a clear message and exit code, and nothing of the lab's left behind.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { Connection } from 'mariadb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coveringIndexParams } from '../../lab/experiments/covering-index';
import { idStrategyParams } from '../../lab/experiments/id-strategy';
import { ROUND_TRIPS_PARAMS } from '../../lab/experiments/round-trips';
import { freePort, LabServer } from '../../lab/server';
import { type CliResult, outputFolderArgs, readDataset, requireServer, runCli } from './helpers';

const PASSWORD = 'Rd-7qz!lab';
const WEAK_PASSWORD = 'Wk-3xp!lab';

let existing: LabServer;
let root: Connection;
const folders: string[] = [];

function url(user: string, database: string, password?: string): string {
  const secret = password === undefined ? '' : `:${encodeURIComponent(password)}`;
  return `mysql://${user}${secret}@127.0.0.1:${existing.port}/${database}`;
}

function outArgs(): string[] {
  return outputFolderArgs('lab-remote', folders);
}

/** Runs the CLI with LAB_SERVER_PASSWORD (unless the URL carries one). */
function run(
  args: readonly string[],
  env: Record<string, string> = {},
  onLine?: (line: string, child: ChildProcess) => void,
): Promise<CliResult> {
  return runCli(args, onLine, { env: { LAB_SERVER_PASSWORD: PASSWORD, ...env } }).done;
}

/** `kind name` of every table and routine in a database, sorted. */
async function objects(database: string): Promise<string[]> {
  const rows = await root.query<Array<{ o: string }>>(
    `SELECT CONCAT('TABLE ', TABLE_NAME) AS o FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?
     UNION ALL
     SELECT CONCAT(ROUTINE_TYPE, ' ', ROUTINE_NAME) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?
     ORDER BY 1`,
    [database, database],
  );
  return rows.map((r) => r.o);
}

async function globals(): Promise<Record<string, string>> {
  const rows = await root.query<Array<Record<string, string | number>>>(
    'SELECT @@GLOBAL.innodb_flush_log_at_trx_commit AS flush, @@GLOBAL.aria_group_commit AS aria',
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, String(v)]));
}

beforeAll(async () => {
  requireServer();
  existing = await LabServer.create();
  await existing.start({});
  root = await existing.connect();
  for (const sql of [
    `CREATE USER reader@'%' IDENTIFIED BY '${PASSWORD}'`,
    `CREATE USER weak@'%' IDENTIFIED BY '${WEAK_PASSWORD}'`,
    'CREATE DATABASE scratch',
    'CREATE DATABASE busy',
    'CREATE TABLE busy.orders (id INT PRIMARY KEY)',
    "GRANT ALL ON scratch.* TO reader@'%'",
    "GRANT ALL ON busy.* TO reader@'%'",
    // --set-globals needs it; the reader's admin would grant it for such a run.
    "GRANT SUPER ON *.* TO reader@'%'",
    // Everything sp-handler needs except CREATE ROUTINE.
    "GRANT SELECT, INSERT, UPDATE, DELETE, CREATE, DROP, ALTER, EXECUTE, ALTER ROUTINE ON scratch.* TO weak@'%'",
  ]) {
    await root.query(sql);
  }
}, 120_000);

afterAll(async () => {
  await existing.destroy();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the lab against an existing server (--server)', () => {
  it('refuses to run without --yes-use-this-database, before connecting', async () => {
    const r = await run(['sp-handler', '--server', url('reader', 'scratch'), ...outArgs()]);
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('--server needs --yes-use-this-database');
    expect(r.stderr).not.toContain('pre-flight');
  });

  it('says "access denied" for a wrong password, naming the user and LAB_SERVER_PASSWORD', async () => {
    const r = await run(
      ['sp-handler', '--server', url('reader', 'scratch'), '--yes-use-this-database', ...outArgs()],
      { LAB_SERVER_PASSWORD: 'wrong' },
    );
    expect(r.code).toBe(77);
    expect(r.stderr).toContain(
      'access denied for reader@127.0.0.1: check the user and LAB_SERVER_PASSWORD',
    );
  });

  it('names host:port, the error and the timeout for a server it cannot reach', async () => {
    const closed = await freePort();
    const r = await run([
      'sp-handler',
      '--server',
      `mysql://reader@127.0.0.1:${closed}/scratch`,
      '--yes-use-this-database',
      ...outArgs(),
    ]);
    expect(r.code).toBe(69);
    expect(r.stderr).toContain(`cannot reach the server at 127.0.0.1:${closed}: ECONNREFUSED`);
    expect(r.stderr).toContain('connect timeout 10 s');
  });

  it('refuses a database that is not empty, lists what is there and creates nothing', async () => {
    const r = await run([
      'sp-handler',
      '--server',
      url('reader', 'busy'),
      '--yes-use-this-database',
      ...outArgs(),
    ]);
    expect(r.code).toBe(78);
    expect(r.stderr).toContain('database busy on reader@127.0.0.1');
    expect(r.stderr).toContain('is not empty: table orders.');
    expect(await objects('busy')).toEqual(['TABLE orders']);
  });

  it('connects over a Unix socket too (same refusal, described by its socket path)', async () => {
    const r = await run([
      'sp-handler',
      '--server',
      `mysql://reader@localhost/busy?socket=${existing.socket}`,
      '--yes-use-this-database',
      ...outArgs(),
    ]);
    expect(r.code, r.output).toBe(78);
    expect(r.stderr).toContain(
      `database busy on reader@localhost/busy (socket ${existing.socket}) is not empty`,
    );
  });

  it('refuses a user lacking a privilege the experiment needs, leaving the database empty', async () => {
    const r = await run(
      ['sp-handler', '--server', url('weak', 'scratch'), '--yes-use-this-database', ...outArgs()],
      { LAB_SERVER_PASSWORD: WEAK_PASSWORD },
    );
    expect(r.code).toBe(77);
    expect(r.stderr).toContain(
      'weak lacks the CREATE ROUTINE privilege on scratch, which sp-handler needs',
    );
    expect(await objects('scratch')).toEqual([]);
  });

  it('refuses an experiment that needs a restart, naming the setting', async () => {
    const r = await run([
      'hit-ratio',
      '--server',
      url('reader', 'scratch'),
      '--yes-use-this-database',
      ...outArgs(),
    ]);
    expect(r.code).toBe(78);
    expect(r.stderr).toContain('hit-ratio cannot run on your server');
    expect(r.stderr).toContain('innodb_buffer_pool_size');
  });

  it('runs engines-concurrency with --set-globals: dataset records the server, not the password; globals restored; database empty', async () => {
    const before = await globals();
    const args = outArgs();
    const r = await run(
      [
        'engines-concurrency',
        '--server',
        url('reader', 'scratch', PASSWORD),
        '--yes-use-this-database',
        '--set-globals',
        ...args,
      ],
      { LAB_SERVER_PASSWORD: '' },
    );
    expect(r.code, r.output).toBe(0);
    expect(r.stderr).toContain('the password in --server shows in `ps`');
    expect(r.output).toContain(
      'aria_group_commit: the experiment wants soft, the server has none: set with SET GLOBAL for the run, restored at the end',
    );
    expect(r.output).toContain(
      'aria_pagecache_buffer_size: the experiment wants 64M, the server has 134217728: cannot be set remotely',
    );
    const file = path.join(args[1]!, 'lab-engines-concurrency.json');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(encodeURIComponent(PASSWORD));
    const dataset = readDataset(file);
    const target = `reader@127.0.0.1:${existing.port}/scratch`;
    const software = JSON.stringify(dataset.environment.software);
    expect(software).toContain(target);
    expect(software).toMatch(/10\.\d+\.\d+-MariaDB/);
    const configuration = JSON.stringify(dataset.environment.configuration);
    expect(configuration).toContain('"key":"aria_group_commit"');
    expect(configuration).toContain('"key":"aria_group_commit","value":"soft"');
    const notes = JSON.stringify(dataset.notes);
    expect(notes).toContain(
      'restored at its end: innodb_flush_log_at_trx_commit 1 → 2, aria_group_commit none → soft',
    );
    expect(notes).toContain(
      'aria_pagecache_buffer_size wanted 64M, the server has 134217728 (static: cannot be set remotely)',
    );
    expect(configuration).toContain('the server’s setting, not changed');
    expect(JSON.stringify(dataset.environment.workload)).toContain(
      `mysql://reader:***@127.0.0.1:${existing.port}/scratch`,
    );
    expect(dataset.series.length).toBeGreaterThan(0);
    expect(await globals()).toEqual(before);
    expect(await objects('scratch')).toEqual([]);
  }, 120_000);

  it('keeps the partial results when the server is killed mid-run, prints the DROP statements, and --drop-leftovers removes exactly those', async () => {
    const args = outArgs();
    const crash: { stopped: Promise<void> | null } = { stopped: null };
    const r = await run(
      [
        'engines-concurrency',
        '--server',
        url('reader', 'scratch'),
        '--yes-use-this-database',
        ...args,
      ],
      { LAB_REMOTE_CLEANUP_SECONDS: '2' },
      (line) => {
        // After the first point: SIGTERM then SIGKILL at once, a crash as far as InnoDB can tell.
        if (crash.stopped === null && line.startsWith('point ')) crash.stopped = existing.stop(0);
      },
    );
    expect(crash.stopped).not.toBeNull();
    await crash.stopped;
    expect(r.code, r.output).toBe(1);
    expect(r.stderr).toContain(
      `lost the connection to reader@127.0.0.1:${existing.port}/scratch during the run`,
    );
    const partial = /kept the partial results \(marked "incomplete": true\) in (\S+)/.exec(
      r.stderr,
    )?.[1];
    expect(partial).toBe(path.join(args[3]!, 'lab-engines-concurrency.json'));
    const dataset = readDataset(partial!);
    expect(dataset.incomplete).toBe(true);
    const drops = [
      ...r.stderr.matchAll(/^ {2}DROP (TABLE|PROCEDURE) IF EXISTS `scratch`\.`(\w+)`;$/gm),
    ]
      .map((m) => `${m[1]} ${m[2]}`)
      .sort();
    expect(drops.length).toBeGreaterThan(0);

    await existing.start({});
    root = await existing.connect();
    expect(await objects('scratch')).toEqual(drops);

    // The reader's own table in the same database is never touched.
    await root.query('CREATE TABLE scratch.mine (id INT PRIMARY KEY)');
    const cleanup = await run([
      '--server',
      url('reader', 'scratch'),
      '--yes-use-this-database',
      '--drop-leftovers',
    ]);
    expect(cleanup.code, cleanup.output).toBe(0);
    expect(cleanup.stdout).toContain('left alone (not marked "dbpfg-lab"): table mine');
    expect(await objects('scratch')).toEqual(['TABLE mine']);
    await root.query('DROP TABLE scratch.mine');
  }, 120_000);

  it('cleans up after the server went away when it is back within the clean-up window', async () => {
    const crash: { stopped: Promise<void> | null; restarted: Promise<void> | null } = {
      stopped: null,
      restarted: null,
    };
    const r = await run(
      [
        'engines-concurrency',
        '--server',
        url('reader', 'scratch'),
        '--yes-use-this-database',
        '--set-globals',
        ...outArgs(),
      ],
      { LAB_REMOTE_CLEANUP_SECONDS: '60' },
      (line) => {
        if (crash.stopped === null && line.startsWith('point ')) crash.stopped = existing.stop(0);
        // The run noticed and keeps retrying: bring the server back.
        if (crash.restarted === null && line.startsWith('cannot clean up yet')) {
          crash.restarted = (crash.stopped ?? Promise.resolve()).then(() => existing.start({}));
        }
      },
    );
    expect(crash.restarted).not.toBeNull();
    await crash.restarted;
    expect(r.code, r.output).toBe(1);
    expect(r.stderr).toContain('lost the connection to reader@127.0.0.1');
    expect(r.output).not.toContain('DROP TABLE');
    root = await existing.connect();
    expect(await objects('scratch')).toEqual([]);
    // A restart brings back the server's own settings anyway; the restore must not fail on it.
    expect(r.output).toContain('restored aria_group_commit = none');
  }, 120_000);

  it('Ctrl-C mid-run: exit 130, globals restored and tables dropped', async () => {
    const before = await globals();
    const sent = { sigint: false };
    const r = await run(
      [
        'engines-concurrency',
        '--server',
        url('reader', 'scratch'),
        '--yes-use-this-database',
        '--set-globals',
        ...outArgs(),
      ],
      {},
      (line, child) => {
        // While the next paced scan holds its table: the clean-up must not wait for it.
        if (!sent.sigint && line.includes('1 client(s), during a scan')) {
          sent.sigint = true;
          child.kill('SIGINT');
        }
      },
    );
    expect(sent.sigint).toBe(true);
    expect(r.code, r.output).toBe(130);
    expect(r.output).toContain('SIGINT: stopping the run, cleaning up reader@127.0.0.1');
    expect(await globals()).toEqual(before);
    expect(await objects('scratch')).toEqual([]);
  }, 120_000);

  it('runs id-strategy at the server’s own buffer pool: sizes from information_schema, random keys fragment the table, globals restored', async () => {
    const readGlobals = async () =>
      root.query<Array<Record<string, string | number | bigint>>>(
        'SELECT @@GLOBAL.innodb_flush_log_at_trx_commit AS flush, @@GLOBAL.innodb_lru_scan_depth AS depth, @@GLOBAL.innodb_buffer_pool_size AS pool',
      );
    const before = await readGlobals();
    const pool = String(before[0]?.pool);
    const args = outArgs();
    const r = await run([
      'id-strategy',
      '--server',
      url('reader', 'scratch'),
      '--yes-use-this-database',
      '--set-globals',
      ...args,
    ]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain(
      `innodb_buffer_pool_size: the experiment wants 16M, the server has ${pool}: not changed`,
    );
    const dataset = readDataset(path.join(args[1]!, 'lab-id-strategy.json'));
    expect(JSON.stringify(dataset.environment.software)).toContain(
      `reader@127.0.0.1:${existing.port}/scratch`,
    );
    expect(JSON.stringify(dataset.environment.configuration)).toContain(
      `"key":"innodb_buffer_pool_size","value":"${pool}"`,
    );
    const params = idStrategyParams('quick', true);
    const points = (series: string, unit: string) =>
      dataset.points.filter((p) => p.series === series && p.unit === unit).map((p) => p.y);
    expect(dataset.series).toHaveLength(9);
    for (const s of dataset.series) {
      expect(points(s.id, 'inserts-per-s')).toHaveLength(params.rowsPerStrategy / params.window);
    }
    // No file of the server's is read: no .ibd sizes, the information_schema figure instead.
    expect(dataset.points.some((p) => p.unit === 'table-file-mib')).toBe(false);
    // Random keys split pages half-full: the same rows take more room than in key order.
    const last = (series: string) => points(series, 'table-mib').at(-1) ?? NaN;
    expect(last('uuid-v4')).toBeGreaterThan(1.2 * last('sequential-bigint'));
    expect(last('random-bigint')).toBeGreaterThan(1.2 * last('sequential-bigint'));
    const notes = JSON.stringify(dataset.notes);
    expect(notes).toContain('only once the table outgrows the pool');
    expect(notes).toContain('is larger than the largest table');
    expect(await readGlobals()).toEqual(before);
    expect(await objects('scratch')).toEqual([]);
  }, 120_000);

  it('runs covering-index warm only: page requests show the covering index touching fewer pages; database empty after', async () => {
    const before = await globals();
    const args = outArgs();
    const r = await run([
      'covering-index',
      '--server',
      url('reader', 'scratch'),
      '--yes-use-this-database',
      ...args,
    ]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('count-ind first run (not recorded)');
    const dataset = readDataset(path.join(args[1]!, 'lab-covering-index.json'));
    expect(dataset.series.map((s) => s.id)).toEqual(['warm']);
    const at = (query: string, unit: string) =>
      dataset.points.find((p) => p.series === 'warm' && p.x === query && p.unit === unit)?.y ?? NaN;
    const rows = coveringIndexParams('quick', true).rows;
    expect(at('count-ind', 'rows-counted')).toBe(rows);
    expect(at('count-c', 'rows-counted')).toBe(rows);
    expect(at('count-ind', 'page-requests')).toBeLessThan(at('count-c', 'page-requests'));
    // No /proc of a remote server: no server-CPU points.
    expect(dataset.points.some((p) => p.unit === 'server-cpu-seconds')).toBe(false);
    const workload = JSON.stringify(dataset.environment.workload);
    expect(workload).toMatch(/PRIMARY [\d.]+ MiB \(DATA_LENGTH\), ind [\d.]+ MiB \(INDEX_LENGTH\)/);
    expect(workload).toMatch(/type=index key=ind .*Using index/);
    expect(JSON.stringify(dataset.notes)).toContain('so there are no cold points');
    expect(await globals()).toEqual(before);
    expect(await objects('scratch')).toEqual([]);
  }, 120_000);

  it('runs round-trips over the path to the server: mysqlslap key lookups counted by the server, password in no argument, database empty', async () => {
    // The reader's admin has userstat on (the lab never sets it) and lets reader read
    // CLIENT_STATISTICS (PROCESS): the server's count by client address proves the path.
    await root.query('SET GLOBAL userstat = ON');
    await root.query("GRANT PROCESS ON *.* TO reader@'%'");
    await root.query("ALTER DATABASE scratch COMMENT = 'the reader’s scratch database'");
    const args = outArgs();
    const seen: string[] = [];
    const r = await run(
      [
        'round-trips',
        '--server',
        url('reader', 'scratch'),
        '--yes-use-this-database',
        '--quick',
        ...args,
      ],
      {},
      (line) => {
        if (line.startsWith('round-trips: reader-server')) seen.push(line);
      },
    ).finally(async () => {
      await root.query('SET GLOBAL userstat = OFF');
      await root.query("REVOKE PROCESS ON *.* FROM reader@'%'");
    });
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain(
      "round-trips: skipping series veth-netem-2ms: it needs the lab's own server",
    );
    const file = path.join(args[1]!, 'lab-round-trips.json');
    expect(readFileSync(file, 'utf8')).not.toContain(PASSWORD);
    const d = readDataset(file);
    expect(d.series.map((s) => s.id)).toEqual(['reader-server']);
    const at = (x: number, unit: string) =>
      d.points.find((p) => p.series === 'reader-server' && p.x === x && p.unit === unit)?.y ?? NaN;
    const p = ROUND_TRIPS_PARAMS.quick;
    for (const [i, clients] of p.clients.entries()) {
      const queries = (p.queries[i] ?? NaN) * p.rounds;
      expect(at(clients, 'queries-per-s')).toBeGreaterThan(0);
      // Every lookup reached the server from this machine's address, over TCP from 127.0.0.1 here.
      expect(at(clients, 'server-com-select')).toBeGreaterThanOrEqual(queries);
      expect(at(clients, 'selects-from-this-client')).toBeGreaterThanOrEqual(queries);
    }
    const notes = JSON.stringify(d.notes);
    expect(notes).toContain('were not measured: each is a path to the lab’s own throwaway server');
    expect(notes).toContain('測っていません');
    expect(seen.length).toBe(p.clients.length * p.rounds);
    expect(await objects('scratch')).toEqual([]);
    // mysqlslap's --auto-generate-sql would have dropped the database and made a new one, without its comment.
    const comment = await root.query<Array<{ c: string }>>(
      "SELECT SCHEMA_COMMENT AS c FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = 'scratch'",
    );
    expect(comment[0]?.c).toBe('the reader’s scratch database');
  }, 120_000);
  it('refuses query-cache while the server’s query cache is off and --set-globals is not given, naming query_cache_type', async () => {
    const r = await run([
      'query-cache',
      '--server',
      url('reader', 'scratch'),
      '--yes-use-this-database',
      '--quick',
      ...outArgs(),
    ]);
    expect(r.code, r.output).toBe(78);
    expect(r.stderr).toContain(
      'query-cache needs the query cache on, and the server has query_cache_type=OFF',
    );
    expect(r.stderr).toContain('run it with --set-globals, which sets query_cache_type=ON');
    expect(await objects('scratch')).toEqual([]);
  });

  it('runs query-cache on a server whose cache is on: the cheat’s hits by step from Qcache counters, the reader’s cached results kept, settings unchanged, database empty', async () => {
    const qcache = async () =>
      (
        await root.query<Array<{ t: string; s: number | bigint }>>(
          'SELECT @@GLOBAL.query_cache_type AS t, @@GLOBAL.query_cache_size AS s',
        )
      ).map((r) => `${r.t} ${String(r.s)}`)[0];
    const status = async (name: string) =>
      Number(
        (await root.query<Array<{ Value: string }>>(`SHOW GLOBAL STATUS LIKE '${name}'`))[0]?.Value,
      );
    // The reader's server has its cache on, holding a result of the reader's own work, which the
    // run must leave there (RESET QUERY CACHE or a resize would empty it).
    await root.query('SET GLOBAL query_cache_type = ON');
    const args = outArgs();
    let inCache = 0;
    let after = 0;
    let settings: [string | undefined, string | undefined] = [undefined, undefined];
    const r = await (async () => {
      await root.query('SET SESSION query_cache_type = ON');
      await root.query('SELECT COUNT(*) FROM busy.orders');
      inCache = await status('Qcache_queries_in_cache');
      const before = await qcache();
      const result = await run([
        'query-cache',
        '--server',
        url('reader', 'scratch'),
        '--yes-use-this-database',
        '--quick',
        ...args,
      ]);
      after = await status('Qcache_queries_in_cache');
      settings = [before, await qcache()];
      return result;
    })().finally(() => root.query('SET GLOBAL query_cache_type = OFF'));
    expect(r.code, r.output).toBe(0);
    expect(settings[1]).toBe(settings[0]);
    expect(await objects('scratch')).toEqual([]);
    expect(inCache).toBeGreaterThan(0);
    // The lab's results went with its tables; the reader's stayed.
    expect(after).toBe(inCache);
    const d = readDataset(path.join(args[1]!, 'lab-query-cache.json'));
    const hits = (series: string) =>
      ['q1', 'q2', 'q3', 'q4', 'q5']
        .map(
          (q) =>
            d.points.find((p) => p.series === series && p.x === q && p.unit === 'qcache-hits')?.y ??
            NaN,
        )
        .reduce((a, b) => a + b, 0);
    // As on the lab's own server: SQL_NO_CACHE and RESET get no hits, FLUSH 3 (Q1 under AUTOCOMMIT=0
    // and Q2's NOW() not), START TRANSACTION 4, NOW() made constant 5.
    expect([
      hits('off'),
      hits('reset'),
      hits('flush'),
      hits('flush-start-transaction'),
      hits('flush-start-transaction-constant'),
    ]).toEqual([0, 0, 3, 4, 5]);
    const at = (series: string, unit: string) =>
      d.points.find((p) => p.series === series && p.x === 1 && p.unit === unit)?.y ?? NaN;
    expect(at('load-cache-on-reads', 'hit-percent')).toBeGreaterThan(90);
    expect(at('load-cache-off-reads', 'hit-percent')).toBe(0);
    expect(d.units.map((u) => u.id)).not.toContain('server-cpu-us-per-op');
    expect(JSON.stringify(d.notes)).toContain(
      'neither RESET QUERY CACHE nor FLUSH QUERY CACHE runs there',
    );
  }, 120_000);
});
