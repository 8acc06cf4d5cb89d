import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { analyzeCrashLoss } from '../../../../src/calculators/group-commit/crashLoss';
import {
  generations,
  type CommitSettings,
  type Generation,
} from '../../../../src/calculators/group-commit/groupCommitModel';
import { valueOf, settingsArb } from './arbitraries';

const strict: CommitSettings = {
  generation: 'mysql8',
  binlog: true,
  flushLogAtTrxCommit: 1,
  syncBinlog: 1,
  supportXa: true,
};

describe('what a crash can lose', () => {
  it('1 / 1 with two-phase commit loses nothing and stays consistent, in either kind of crash', () => {
    for (const generation of generations) {
      const crash = valueOf(analyzeCrashLoss({ ...strict, generation }));
      for (const outcome of [crash.mysqld, crash.os]) {
        expect(outcome).toEqual({ innodb: 'none', binlog: 'none', consistency: 'consistent' });
      }
      expect(crash.notes).toContain('device-must-honour-flush');
    }
  });

  it('setting 2 survives a mysqld crash but can lose about a second to an OS crash', () => {
    const crash = valueOf(analyzeCrashLoss({ ...strict, flushLogAtTrxCommit: 2 }));
    expect(crash.mysqld.innodb).toBe('none');
    expect(crash.os.innodb).toBe('up-to-about-1s');
    expect(crash.os.consistency).toBe('binlog-ahead');
    expect(crash.notes).toContain('once-per-second-not-guaranteed');
  });

  it('setting 0 can lose about a second even to a mysqld crash', () => {
    const crash = valueOf(analyzeCrashLoss({ ...strict, flushLogAtTrxCommit: 0 }));
    expect(crash.mysqld.innodb).toBe('up-to-about-1s');
    expect(crash.mysqld.consistency).toBe('binlog-ahead');
  });

  it('sync_binlog=0 or N leaves InnoDB ahead of the binary log after an OS crash', () => {
    const zero = valueOf(analyzeCrashLoss({ ...strict, syncBinlog: 0 }));
    expect(zero.os.binlog).toBe('unflushed-tail');
    expect(zero.os.consistency).toBe('innodb-ahead');
    const n = valueOf(analyzeCrashLoss({ ...strict, syncBinlog: 100 }));
    expect(n.os.binlog).toBe('up-to-n-groups');
    expect(n.syncBinlog).toBe(100);
    const old = valueOf(analyzeCrashLoss({ ...strict, generation: 'plugin', syncBinlog: 100 }));
    expect(old.os.binlog).toBe('up-to-n-transactions');
  });

  it('from 5.6 a lost binary log tail also takes its prepared transactions out of InnoDB', () => {
    expect(valueOf(analyzeCrashLoss({ ...strict, syncBinlog: 0 })).os.innodb).toBe(
      'with-lost-binlog-events',
    );
    expect(
      valueOf(analyzeCrashLoss({ ...strict, generation: 'plugin', syncBinlog: 0 })).os.innodb,
    ).toBe('none');
  });

  it("without two-phase commit the binary log can get ahead even of a mysqld crash (the post's scenario)", () => {
    const crash = valueOf(analyzeCrashLoss({ ...strict, generation: 'builtin', supportXa: false }));
    expect(crash.mysqld.consistency).toBe('binlog-ahead');
    expect(crash.notes).toContain('no-two-phase-commit');
  });

  it('with the binary log off there is nothing to disagree with', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const crash = valueOf(analyzeCrashLoss({ ...settings, binlog: false }));
        expect(crash.mysqld.binlog).toBe('not-enabled');
        expect(crash.os.consistency).toBe('no-binlog');
      }),
    );
  });

  it('an OS crash never loses less than a mysqld crash', () => {
    const rank = { none: 0, 'with-lost-binlog-events': 1, 'up-to-about-1s': 2 } as const;
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const crash = valueOf(analyzeCrashLoss(settings));
        expect(rank[crash.os.innodb]).toBeGreaterThanOrEqual(rank[crash.mysqld.innodb]);
        if (crash.mysqld.consistency !== 'consistent') {
          expect(crash.os.consistency).not.toBe('consistent');
        }
      }),
    );
  });

  it('refuses invalid settings with a code instead of throwing', () => {
    expect(analyzeCrashLoss({ ...strict, syncBinlog: -1 })).toEqual({
      ok: false,
      code: 'sync-binlog-out-of-range',
    });
    expect(analyzeCrashLoss({ ...strict, generation: 'x' as unknown as Generation })).toEqual({
      ok: false,
      code: 'unknown-generation',
    });
  });
});
