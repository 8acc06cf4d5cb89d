/**
 * `--server` for the experiments that need the binary log: `group-commit` and
 * `autoinc`. A throwaway MariaDB started with a binary log plays the reader's
 * server (a user with a password, a scratch database). The runs must leave
 * its binary logs alone (no RESET MASTER), its globals as they were and its
 * database empty; the last case restarts it without a binary log for the
 * refusal.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { Connection } from 'mariadb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LabServer } from '../../lab/server';
import type { Dataset } from '../../src/datasets/schema';
import { type CliResult, outputFolderArgs, readDataset, requireServer, runCli } from './helpers';

const PASSWORD = 'Bn-5kq!lab';
/**
 * The reader's server: the binary log on and synced at each group commit, the test's counter of
 * table-lock waits on, else MariaDB's defaults.
 */
const WITH_BINLOG = {
  log_bin: 'readerlog',
  server_id: 7,
  sync_binlog: 1,
  innodb_monitor_enable: 'lock_table_lock_waits',
};

let existing: LabServer;
let root: Connection;
const folders: string[] = [];

function url(database = 'scratch'): string {
  return `mysql://reader@127.0.0.1:${existing.port}/${database}`;
}

function outArgs(): string[] {
  return outputFolderArgs('lab-remote-binlog', folders);
}

/** Runs the CLI with the password in LAB_SERVER_PASSWORD. */
function run(args: readonly string[]): Promise<CliResult> {
  return runCli(args, undefined, { env: { LAB_SERVER_PASSWORD: PASSWORD } }).done;
}

async function tables(): Promise<string[]> {
  const rows = await root.query<Array<{ t: string }>>(
    'SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY 1',
    ['scratch'],
  );
  return rows.map((r) => r.t);
}

async function globals(): Promise<Record<string, string>> {
  const rows = await root.query<Array<Record<string, string | number>>>(
    `SELECT @@GLOBAL.innodb_flush_log_at_trx_commit AS flush, @@GLOBAL.sync_binlog AS sync,
            @@GLOBAL.binlog_format AS format, @@GLOBAL.server_id AS id,
            @@GLOBAL.max_connections AS conns`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, String(v)]));
}

/**
 * The server's binary log files, oldest first, after starting a new one: at least two, so that a
 * RESET MASTER (which leaves .000001 alone) or a PURGE shows as a missing first file.
 */
async function binaryLogsBefore(): Promise<string[]> {
  await root.query('FLUSH BINARY LOGS');
  return binaryLogs();
}

async function binaryLogs(): Promise<string[]> {
  const rows = await root.query<Array<{ Log_name: string }>>('SHOW BINARY LOGS');
  return rows.map((r) => r.Log_name);
}

/** InnoDB's count of table-lock waits (enabled at the server's start: it is off by default). */
async function tableLockWaits(): Promise<number> {
  const rows = await root.query<Array<{ n: string }>>(
    "SELECT CAST(COUNT AS CHAR) AS n FROM information_schema.INNODB_METRICS WHERE NAME = 'lock_table_lock_waits'",
  );
  return Number(rows[0]?.n);
}

function point(d: Dataset, series: string, x: number, unit: string): number | undefined {
  return d.points.find((p) => p.series === series && p.x === x && p.unit === unit)?.y;
}

beforeAll(async () => {
  requireServer();
  existing = await LabServer.create();
  await existing.start(WITH_BINLOG);
  root = await existing.connect();
  for (const sql of [
    `CREATE USER reader@'%' IDENTIFIED BY '${PASSWORD}'`,
    'CREATE DATABASE scratch',
    "GRANT ALL ON scratch.* TO reader@'%'",
    // --set-globals needs them (sync_binlog and binlog_format are the binary log's).
    "GRANT SUPER, BINLOG ADMIN ON *.* TO reader@'%'",
  ]) {
    await root.query(sql);
  }
}, 120_000);

afterAll(async () => {
  await existing.destroy();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('group-commit and autoinc against an existing server with a binary log (--server)', () => {
  it('group-commit without --set-globals: the server’s own setting only, group commits from counter deltas, binary logs kept, database empty', async () => {
    const before = await globals();
    const logs = await binaryLogsBefore();
    const args = outArgs();
    const r = await run(['group-commit', '--server', url(), '--yes-use-this-database', ...args]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain(
      'sync_binlog: the experiment wants 0, the server has 1: not changed (dynamic: --set-globals would set it',
    );
    const file = path.join(args[1]!, 'lab-group-commit.json');
    expect(readFileSync(file, 'utf8')).not.toContain(PASSWORD);
    const d = readDataset(file);
    expect(JSON.stringify(d.environment.software)).toContain(
      `reader@127.0.0.1:${existing.port}/scratch`,
    );
    // The server has (1, 1), the first setting of --quick; the second wants sync_binlog=0, which it
    // does not get, so the run stops there.
    expect(d.series.map((s) => s.id)).toEqual(['flush-log-1-sync-binlog-1']);
    // The effect, from Binlog_commits, Binlog_group_commits and Innodb_data_fsyncs deltas: one client
    // syncs about once a commit and commits alone; 16 clients share binary-log group commits.
    const series = 'flush-log-1-sync-binlog-1';
    expect(point(d, series, 1, 'innodb-data-fsyncs-per-commit')).toBeGreaterThan(0.5);
    expect(point(d, series, 1, 'commits-per-binlog-group')).toBe(1);
    expect(point(d, series, 16, 'commits-per-binlog-group')).toBeGreaterThan(1.5);
    expect(point(d, series, 16, 'innodb-data-fsyncs-per-commit')).toBeLessThan(
      point(d, series, 1, 'innodb-data-fsyncs-per-commit')! / 1.5,
    );
    const configuration = JSON.stringify(d.environment.configuration);
    expect(configuration).toContain('"key":"log_bin","value":"1"');
    expect(configuration).toContain('"key":"sync_binlog","value":"1"');
    const notes = JSON.stringify(d.notes);
    expect(notes).toContain(
      'Run without --set-globals, so only the server’s own setting (1, 1) was measured; (1, 0), (2, 0) were not',
    );
    expect(notes).toMatch(/The server’s binary log grew by [\d.]+ [KM]iB during the run/);
    expect(JSON.stringify(d.environment.workload)).toContain(
      'TRUNCATE TABLE t1 (no RESET MASTER on the reader’s server)',
    );
    expect(await globals()).toEqual(before);
    expect((await binaryLogs()).slice(0, logs.length)).toEqual(logs);
    expect(await tables()).toEqual([]);
  }, 180_000);

  it('autoinc with --set-globals: only the server’s own lock mode, the AUTO-INC lock waits seen in the counters, globals restored', async () => {
    const before = await globals();
    const logs = await binaryLogsBefore();
    const waitsBefore = await tableLockWaits();
    const args = outArgs();
    const r = await run([
      'autoinc',
      '--server',
      url(),
      '--yes-use-this-database',
      '--set-globals',
      ...args,
    ]);
    expect(r.code, r.output).toBe(0);
    const d = readDataset(path.join(args[1]!, 'lab-autoinc.json'));
    // MariaDB's default innodb_autoinc_lock_mode is 1: the INSERT … SELECT holds the table-level
    // AUTO-INC lock, and single-row INSERTs wait for it (the only table locks that conflict here).
    expect(d.series.map((s) => s.id)).toEqual(['lock-mode-1', 'lock-mode-1-insert-select']);
    expect((await tableLockWaits()) - waitsBefore).toBeGreaterThan(10);
    const configuration = JSON.stringify(d.environment.configuration);
    expect(configuration).toContain('"key":"innodb_autoinc_lock_mode","value":"1"');
    const notes = JSON.stringify(d.notes);
    expect(notes).toContain(
      'Only this server’s innodb_autoinc_lock_mode=1 was measured, not modes 0 and 2',
    );
    expect(notes).toContain(
      'restored at its end: innodb_flush_log_at_trx_commit 1 → 2, binlog_format MIXED → ROW',
    );
    expect(notes).toMatch(/The server’s binary log grew by/);
    expect(await globals()).toEqual(before);
    expect((await binaryLogs()).slice(0, logs.length)).toEqual(logs);
    expect(await tables()).toEqual([]);
  }, 180_000);

  it('refuses group-commit without --set-globals at a sync_binlog it has no series for, naming it and --set-globals', async () => {
    await root.query('SET GLOBAL sync_binlog = 100');
    try {
      const r = await run([
        'group-commit',
        '--server',
        url(),
        '--yes-use-this-database',
        ...outArgs(),
      ]);
      expect(r.code, r.output).toBe(78);
      expect(r.stderr).toContain(
        `group-commit needs sync_binlog = 0 or 1 without --set-globals, and reader@127.0.0.1:${existing.port}/scratch has sync_binlog = 100`,
      );
      expect(r.stderr).toContain('add --set-globals');
      expect(await tables()).toEqual([]);
    } finally {
      await root.query('SET GLOBAL sync_binlog = 1');
    }
  }, 60_000);

  it('refuses group-commit on a server without a binary log, naming log_bin, before creating anything', async () => {
    await existing.start({});
    root = await existing.connect();
    const r = await run([
      'group-commit',
      '--server',
      url(),
      '--yes-use-this-database',
      ...outArgs(),
    ]);
    expect(r.code, r.output).toBe(78);
    expect(r.stderr).toContain(
      `group-commit needs log_bin = ON, and reader@127.0.0.1:${existing.port}/scratch has log_bin = OFF`,
    );
    expect(r.stderr).toContain('start the server with --log-bin');
    expect(r.stderr).toContain('Nothing was created.');
    expect(await tables()).toEqual([]);
  }, 120_000);
});
