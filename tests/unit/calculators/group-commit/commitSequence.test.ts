import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { commitSequence } from '../../../../src/calculators/group-commit/commitSequence';
import {
  commitPlan,
  type CommitSettings,
} from '../../../../src/calculators/group-commit/groupCommitModel';
import { valueOf, settingsArb } from './arbitraries';

const source: CommitSettings = {
  generation: 'builtin',
  binlog: true,
  flushLogAtTrxCommit: 1,
  syncBinlog: 0,
  supportXa: true,
};

describe('commit sequence', () => {
  it('5.0/5.1 built-in: prepare → binary log → commit, all inside prepare_commit_mutex', () => {
    const { steps } = valueOf(commitSequence(source));
    expect(steps.map((step) => step.code)).toEqual([
      'acquire-prepare-commit-mutex',
      'prepare-write-redo',
      'prepare-redo-fsync',
      'binlog-write',
      'binlog-fsync',
      'commit-write-redo',
      'commit-redo-fsync',
      'release-prepare-commit-mutex',
    ]);
    const fsyncs = steps.filter((step) => step.fsync === 'alone');
    expect(fsyncs).toHaveLength(2);
    expect(fsyncs.every((step) => step.holds === 'prepare_commit_mutex')).toBe(true);
  });

  it('Plugin 1.0.4: both redo fsyncs shared and outside the mutex', () => {
    const { steps } = valueOf(commitSequence({ ...source, generation: 'plugin' }));
    const shared = steps.filter((step) => step.fsync === 'shared');
    expect(shared.map((step) => step.code)).toEqual(['prepare-redo-fsync', 'commit-redo-fsync']);
    expect(shared.every((step) => step.holds === null)).toBe(true);
    expect(steps.find((step) => step.code === 'binlog-write')?.holds).toBe('prepare_commit_mutex');
  });

  it('5.6+: one shared redo fsync in the flush stage, one shared binary log fsync in the sync stage', () => {
    for (const generation of ['bgc', 'mysql8'] as const) {
      const { steps } = valueOf(commitSequence({ ...source, generation, syncBinlog: 1 }));
      expect(steps.filter((step) => step.fsync === 'shared').map((step) => step.code)).toEqual([
        'flush-stage-redo-fsync',
        'sync-stage-binlog-fsync',
      ]);
      expect(steps.some((step) => step.holds === 'prepare_commit_mutex')).toBe(false);
    }
  });

  it('agrees with the fsync plan: unshared fsync steps = serial fsyncs, shared steps = shared flushes', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const plan = valueOf(commitPlan(settings));
        const { steps } = valueOf(commitSequence(settings));
        const count = (kinds: string[], lane: string) =>
          steps.filter((step) => kinds.includes(step.fsync) && step.lane === lane).length;
        expect(count(['alone'], 'redo')).toBe(plan.serialRedoFsyncs);
        const binlogAlone = count(['alone', 'alone-every-n'], 'binlog');
        expect(binlogAlone > 0).toBe(plan.serialBinlogFsyncs > 0);
        const redoShared = count(['shared'], 'redo');
        expect(redoShared > 0).toBe(plan.sharedRedoFsyncsPerGroup > 0);
        if (plan.sharedRedoFsyncsPerGroup > 0) expect(redoShared).toBe(plan.sharedVisits);
        const binlogShared = count(['shared', 'shared-every-n'], 'binlog');
        expect(binlogShared > 0).toBe(plan.sharedBinlogFsyncsPerGroup > 0);
      }),
    );
  });

  it('settings 0 and 2 and sync_binlog=0 turn fsync steps into skipped ones', () => {
    const two = valueOf(commitSequence({ ...source, flushLogAtTrxCommit: 2 }));
    expect(two.steps.filter((step) => step.fsync === 'skipped-os-write')).toHaveLength(2);
    const zero = valueOf(commitSequence({ ...source, flushLogAtTrxCommit: 0 }));
    expect(zero.steps.filter((step) => step.fsync === 'skipped-log-buffer')).toHaveLength(2);
    expect(
      valueOf(commitSequence(source)).steps.find((step) => step.code === 'binlog-fsync')?.fsync,
    ).toBe('skipped-binlog-os');
  });

  it('binary log off: a commit record and one shared fsync', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const { steps, twoPhaseCommit } = valueOf(commitSequence({ ...settings, binlog: false }));
        expect(twoPhaseCommit).toBe(false);
        expect(steps.map((step) => step.code)).toEqual(['commit-write-redo', 'commit-redo-fsync']);
      }),
    );
  });

  it('refuses invalid settings with a code', () => {
    expect(commitSequence({ ...source, syncBinlog: 0.5 })).toEqual({
      ok: false,
      code: 'sync-binlog-out-of-range',
    });
  });
});
