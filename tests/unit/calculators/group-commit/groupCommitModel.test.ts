import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  clientSteps,
  commitPlan,
  concurrencySeries,
  generations,
  inputBounds,
  simulateGroupCommit,
  sourceBenchmarkSettings,
  type FlushLogAtTrxCommit,
  type Generation,
  type GroupCommitAnalysis,
  type SimulationInput,
} from '../../../../src/calculators/group-commit/groupCommitModel';
import { valueOf, settingsArb } from './arbitraries';

const clientsArb = fc.integer({ min: 1, max: inputBounds.clients.max });
const latencyArb = fc.oneof(
  fc.constantFrom(inputBounds.fsyncLatencyUs.min, inputBounds.fsyncLatencyUs.max, 100, 5000),
  fc.double({
    min: inputBounds.fsyncLatencyUs.min,
    max: inputBounds.fsyncLatencyUs.max,
    noNaN: true,
  }),
);
const otherTimeArb = fc.oneof(
  fc.constantFrom(0, inputBounds.otherTimeUs.max),
  fc.double({ min: 0, max: inputBounds.otherTimeUs.max, noNaN: true }),
);
const inputArb: fc.Arbitrary<SimulationInput> = fc
  .tuple(settingsArb, clientsArb, latencyArb, otherTimeArb)
  .map(([settings, clients, fsyncLatencyUs, otherTimeUs]) => ({
    ...settings,
    clients,
    fsyncLatencyUs,
    otherTimeUs,
  }));

/** The 2009 benchmark: 30 clients, ≈10,000 fsync/s, binlog on, 1 / 0, XA on. */
const SOURCE_RUN: Omit<SimulationInput, 'generation'> = {
  ...sourceBenchmarkSettings,
  clients: 30,
  fsyncLatencyUs: 100,
  otherTimeUs: 0,
};

function run(input: SimulationInput): GroupCommitAnalysis {
  return valueOf(simulateGroupCommit(input));
}

describe('agrees with the 2009-08-12 post where it states a figure', () => {
  it('built-in InnoDB, binary log on, support_xa=1: exactly 2 fsyncs per transaction at any concurrency', () => {
    fc.assert(
      fc.property(clientsArb, latencyArb, otherTimeArb, (clients, fsyncLatencyUs, otherTimeUs) => {
        const result = run({
          ...SOURCE_RUN,
          generation: 'builtin',
          clients,
          fsyncLatencyUs,
          otherTimeUs,
        });
        expect(result.redoFsyncsPerTransaction).toBe(2);
        expect(result.fsyncsPerTransaction).toBe(2);
        expect(result.groupSize).toBe(1);
      }),
    );
  });

  it('built-in InnoDB, binary log on, support_xa=0: exactly 1 fsync per transaction at any concurrency', () => {
    fc.assert(
      fc.property(clientsArb, latencyArb, otherTimeArb, (clients, fsyncLatencyUs, otherTimeUs) => {
        const result = run({
          ...SOURCE_RUN,
          generation: 'builtin',
          supportXa: false,
          clients,
          fsyncLatencyUs,
          otherTimeUs,
        });
        expect(result.redoFsyncsPerTransaction).toBe(1);
        expect(result.fsyncsPerTransaction).toBe(1);
      }),
    );
  });

  it('built-in InnoDB at the ≈10,000 fsync/s ceiling commits at most 5,000 per second (2 fsyncs each)', () => {
    const result = run({ ...SOURCE_RUN, generation: 'builtin' });
    expect(result.deviceFsyncsPerSecond).toBeCloseTo(10_000, 9);
    expect(result.commitRateCeiling).toBeCloseTo(5_000, 9);
    expect(result.limitedBy).toBe('device');
  });

  it('Plugin 1.0.4 shares its redo fsyncs, so 30 clients need far fewer than the built-in 2 per transaction', () => {
    const builtin = run({ ...SOURCE_RUN, generation: 'builtin' });
    const plugin = run({ ...SOURCE_RUN, generation: 'plugin' });
    expect(plugin.redoFsyncsPerTransaction).toBeLessThan(builtin.redoFsyncsPerTransaction);
    expect(plugin.groupSize).toBeGreaterThan(1);
    expect(plugin.commitRateCeiling ?? 0).toBeGreaterThan(builtin.commitRateCeiling ?? Infinity);
  });

  it('with sync_binlog=1 the built-in engine adds a third, unshared fsync (the binary log)', () => {
    const result = run({ ...SOURCE_RUN, generation: 'builtin', syncBinlog: 1 });
    expect(result.redoFsyncsPerTransaction).toBe(2);
    expect(result.binlogFsyncsPerTransaction).toBe(1);
  });

  it('with sync_binlog=1 Plugin 1.0.4 still fsyncs the binary log once per transaction ("依然として遅く")', () => {
    fc.assert(
      fc.property(clientsArb, (clients) => {
        const result = run({ ...SOURCE_RUN, generation: 'plugin', syncBinlog: 1, clients });
        expect(result.binlogFsyncsPerTransaction).toBe(1);
        expect(result.warnings).toContain('binlog-fsync-not-shared');
      }),
    );
  });
});

describe("the model's own assumptions", () => {
  it('one client shares nothing: the group is 1 and every fsync is its own', () => {
    for (const generation of generations) {
      const result = run({ ...SOURCE_RUN, generation, syncBinlog: 1, clients: 1 });
      expect(result.groupSize).toBe(1);
    }
    expect(run({ ...SOURCE_RUN, generation: 'plugin', clients: 1 }).redoFsyncsPerTransaction).toBe(
      2,
    );
    expect(
      run({ ...SOURCE_RUN, generation: 'mysql8', syncBinlog: 1, clients: 1 }).fsyncsPerTransaction,
    ).toBe(2);
  });

  it('with no time outside fsync every waiting client joins the group (group = N)', () => {
    fc.assert(
      fc.property(clientsArb, latencyArb, (clients, fsyncLatencyUs) => {
        const plugin = run({ ...SOURCE_RUN, generation: 'plugin', clients, fsyncLatencyUs });
        expect(plugin.groupSize).toBeCloseTo(clients, 6);
        expect(plugin.redoFsyncsPerTransaction).toBeCloseTo(2 / clients, 9);
        const bgc = run({
          ...SOURCE_RUN,
          generation: 'bgc',
          syncBinlog: 1,
          clients,
          fsyncLatencyUs,
        });
        expect(bgc.fsyncsPerTransaction).toBeCloseTo(2 / clients, 9);
      }),
    );
  });

  it('time outside fsync shrinks the groups (fewer clients wait at once)', () => {
    const tight = run({ ...SOURCE_RUN, generation: 'plugin' });
    const loose = run({ ...SOURCE_RUN, generation: 'plugin', otherTimeUs: 1_000 });
    expect(loose.groupSize).toBeLessThan(tight.groupSize);
    expect(loose.fsyncsPerTransaction).toBeGreaterThan(tight.fsyncsPerTransaction);
  });

  it('5.6+ counts 2 fsyncs per group with 1 / 1 (redo in the flush stage, binary log in the sync stage)', () => {
    for (const generation of ['bgc', 'mysql8'] as const) {
      const plan = valueOf(commitPlan({ ...sourceBenchmarkSettings, generation, syncBinlog: 1 }));
      expect(plan.sharedRedoFsyncsPerGroup + plan.sharedBinlogFsyncsPerGroup).toBe(2);
      expect(plan.serialRedoFsyncs + plan.serialBinlogFsyncs).toBe(0);
    }
  });

  it('sync_binlog=N fsyncs the binary log every N groups from 5.6, every N transactions before', () => {
    const bgc = valueOf(
      commitPlan({ ...sourceBenchmarkSettings, generation: 'bgc', syncBinlog: 4 }),
    );
    expect(bgc.sharedBinlogFsyncsPerGroup).toBe(0.25);
    const plugin = valueOf(
      commitPlan({ ...sourceBenchmarkSettings, generation: 'plugin', syncBinlog: 4 }),
    );
    expect(plugin.serialBinlogFsyncs).toBe(0.25);
  });

  it('8.0 ignores innodb_support_xa=0 (removed) and says so', () => {
    const on = run({ ...SOURCE_RUN, generation: 'mysql8', syncBinlog: 1 });
    const off = run({ ...SOURCE_RUN, generation: 'mysql8', syncBinlog: 1, supportXa: false });
    expect(off.fsyncsPerTransaction).toBe(on.fsyncsPerTransaction);
    expect(off.plan.twoPhaseCommit).toBe(true);
    expect(off.warnings).toContain('support-xa-removed-in-8-0');
  });

  it('0 / 0 fsyncs nothing at commit: no fsync ceiling, a background flush per second', () => {
    for (const generation of generations) {
      const result = run({
        ...SOURCE_RUN,
        generation,
        flushLogAtTrxCommit: 0,
        syncBinlog: 0,
      });
      expect(result.fsyncsPerTransaction).toBe(0);
      expect(result.commitRateCeiling).toBeNull();
      expect(result.transactionsPerFsync).toBeNull();
      expect(result.limitedBy).toBe('none');
      expect(result.backgroundRedoFlushesPerSecond).toBe(1);
      expect(result.warnings).toContain('no-fsync-at-commit');
    }
  });
});

describe('properties', () => {
  it('every output is finite (or null where documented) for valid input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = run(input);
        const numbers = [
          result.groupSize,
          result.redoFsyncsPerTransaction,
          result.binlogFsyncsPerTransaction,
          result.fsyncsPerTransaction,
          result.deviceFsyncsPerSecond,
          result.fsyncWaitUs,
          result.fsyncsPerSecondAtCeiling,
          result.transactionsPerFsync ?? 0,
          result.commitRateCeiling ?? 0,
        ];
        for (const value of numbers) expect(Number.isFinite(value)).toBe(true);
        expect(result.commitRateCeiling === null).toBe(result.fsyncsPerTransaction === 0);
        expect(result.groupSize).toBeGreaterThanOrEqual(1);
        expect(result.groupSize).toBeLessThanOrEqual(input.clients);
      }),
    );
  });

  it('fsyncs per transaction are ≥ 0 and never rise with concurrency', () => {
    fc.assert(
      fc.property(inputArb, clientsArb, (input, other) => {
        const [few, many] = [Math.min(input.clients, other), Math.max(input.clients, other)];
        const a = run({ ...input, clients: few });
        const b = run({ ...input, clients: many });
        expect(a.fsyncsPerTransaction).toBeGreaterThanOrEqual(0);
        expect(b.fsyncsPerTransaction).toBeLessThanOrEqual(a.fsyncsPerTransaction * (1 + 1e-12));
        expect(b.redoFsyncsPerTransaction).toBeLessThanOrEqual(
          a.redoFsyncsPerTransaction * (1 + 1e-12),
        );
        // More clients never lower the ceiling.
        if (a.commitRateCeiling !== null && b.commitRateCeiling !== null) {
          expect(b.commitRateCeiling).toBeGreaterThanOrEqual(a.commitRateCeiling * (1 - 1e-12));
        }
      }),
    );
  });

  it('the ceiling never needs more fsyncs than the device sustains', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = run(input);
        if (result.commitRateCeiling === null) return;
        // ceiling ≤ fsync rate × transactions per fsync
        const bound = result.deviceFsyncsPerSecond * (result.transactionsPerFsync ?? 0);
        expect(result.commitRateCeiling).toBeLessThanOrEqual(bound * (1 + 1e-9));
        expect(result.fsyncsPerSecondAtCeiling).toBeLessThanOrEqual(
          result.deviceFsyncsPerSecond * (1 + 1e-9),
        );
      }),
    );
  });

  it('with a redo fsync at every commit the ceiling stays within fsync rate × group size', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = run({ ...input, flushLogAtTrxCommit: 1 });
        const ceiling = result.commitRateCeiling;
        expect(ceiling).not.toBeNull();
        expect(ceiling ?? Infinity).toBeLessThanOrEqual(
          result.deviceFsyncsPerSecond * result.groupSize * (1 + 1e-9),
        );
      }),
    );
  });

  it('innodb_flush_log_at_trx_commit 0 or 2 never needs more fsyncs than 1', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom<FlushLogAtTrxCommit>(0, 2), (input, relaxed) => {
        const strict = run({ ...input, flushLogAtTrxCommit: 1 });
        const loose = run({ ...input, flushLogAtTrxCommit: relaxed });
        expect(loose.fsyncsPerTransaction).toBeLessThanOrEqual(
          strict.fsyncsPerTransaction * (1 + 1e-12),
        );
        expect(loose.redoFsyncsPerTransaction).toBe(0);
      }),
    );
  });

  it('sync_binlog 0 never needs more fsyncs than 1 or N', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 1000 }), (input, n) => {
        const none = run({ ...input, syncBinlog: 0 });
        const some = run({ ...input, syncBinlog: n });
        const every = run({ ...input, syncBinlog: 1 });
        expect(none.fsyncsPerTransaction).toBeLessThanOrEqual(
          some.fsyncsPerTransaction * (1 + 1e-12),
        );
        expect(some.fsyncsPerTransaction).toBeLessThanOrEqual(
          every.fsyncsPerTransaction * (1 + 1e-12),
        );
      }),
    );
  });

  it('invalid input gives an error code and never throws', () => {
    const junk = fc.oneof(
      fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, 0, Number('1e309'), -0.5, 2.5),
      fc.string({ maxLength: 20 }),
      fc.constant(undefined),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom(
          'clients',
          'fsyncLatencyUs',
          'otherTimeUs',
          'syncBinlog',
          'generation',
          'flushLogAtTrxCommit',
          'binlog',
          'supportXa',
        ),
        junk,
        (input, field, bad) => {
          // Still typed SimulationInput (a property under a union of keys is not checked):
          // one field holds junk at run time.
          const broken = { ...input, [field]: bad };
          let result: ReturnType<typeof simulateGroupCommit> | undefined;
          expect(() => {
            result = simulateGroupCommit(broken);
          }).not.toThrow();
          // Some junk is valid for some fields (0 other time, 2 for the setting…);
          // anything else must be refused with a code.
          if (result && !result.ok) expect(typeof result.code).toBe('string');
          if (result?.ok) {
            for (const value of [result.value.fsyncsPerTransaction, result.value.groupSize]) {
              expect(Number.isFinite(value)).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('names the field that is out of range', () => {
    const base: SimulationInput = { ...SOURCE_RUN, generation: 'plugin' };
    expect(simulateGroupCommit({ ...base, clients: 0 })).toEqual({
      ok: false,
      code: 'clients-out-of-range',
    });
    expect(simulateGroupCommit({ ...base, clients: 1.5 })).toEqual({
      ok: false,
      code: 'clients-out-of-range',
    });
    expect(simulateGroupCommit({ ...base, fsyncLatencyUs: Infinity })).toEqual({
      ok: false,
      code: 'fsync-latency-out-of-range',
    });
    expect(simulateGroupCommit({ ...base, otherTimeUs: -1 })).toEqual({
      ok: false,
      code: 'other-time-out-of-range',
    });
    expect(simulateGroupCommit({ ...base, syncBinlog: -1 })).toEqual({
      ok: false,
      code: 'sync-binlog-out-of-range',
    });
    expect(simulateGroupCommit({ ...base, generation: 'oracle' as unknown as Generation })).toEqual(
      { ok: false, code: 'unknown-generation' },
    );
    expect(
      simulateGroupCommit({ ...base, flushLogAtTrxCommit: 3 as unknown as FlushLogAtTrxCommit }),
    ).toEqual({ ok: false, code: 'flush-log-at-trx-commit-invalid' });
  });
});

describe('concurrency series', () => {
  it('covers 1 … N with at most the requested number of points', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 2, max: 300 }), (input, points) => {
        const series = valueOf(concurrencySeries(input, points));
        expect(series.length).toBeLessThanOrEqual(points);
        expect(series[0]?.clients).toBe(1);
        expect(series.at(-1)?.clients).toBe(input.clients);
        for (let i = 1; i < series.length; i += 1) {
          const previous = series[i - 1];
          const current = series[i];
          if (!previous || !current) continue;
          expect(current.clients).toBeGreaterThan(previous.clients);
          expect(current.fsyncsPerTransaction).toBeLessThanOrEqual(
            previous.fsyncsPerTransaction * (1 + 1e-12),
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('lists every client count when there are few', () => {
    expect(clientSteps(5, 120)).toEqual([1, 2, 3, 4, 5]);
    expect(clientSteps(1, 2)).toEqual([1]);
  });

  it('refuses a bad point count', () => {
    const input: SimulationInput = { ...SOURCE_RUN, generation: 'plugin' };
    expect(concurrencySeries(input, 1)).toEqual({ ok: false, code: 'series-points-out-of-range' });
    expect(concurrencySeries(input, Number.NaN)).toEqual({
      ok: false,
      code: 'series-points-out-of-range',
    });
  });
});
