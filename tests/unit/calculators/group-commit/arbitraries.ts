/**
 * Helpers the group-commit tests share: unwrapping a model result, and
 * fast-check generators of every setting combination the UI accepts.
 */
import fc from 'fast-check';

import {
  generations,
  inputBounds,
  type CommitSettings,
  type FlushLogAtTrxCommit,
  type Generation,
} from '../../../../src/calculators/group-commit/groupCommitModel';

/** The value of a successful result; fails the test on an error code. */
export function valueOf<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(`unexpected error code ${result.code}`);
  return result.value;
}

export const generationArb = fc.constantFrom<Generation>(...generations);
export const trxArb = fc.constantFrom<FlushLogAtTrxCommit>(0, 1, 2);
/** sync_binlog: the meaningful small values and the bound, then anything in range. */
export const syncBinlogArb = fc.oneof(
  fc.constantFrom(0, 1, 2, 1000, inputBounds.syncBinlog.max),
  fc.integer({ min: 0, max: inputBounds.syncBinlog.max }),
);
export const settingsArb: fc.Arbitrary<CommitSettings> = fc.record({
  generation: generationArb,
  binlog: fc.boolean(),
  flushLogAtTrxCommit: trxArb,
  syncBinlog: syncBinlogArb,
  supportXa: fc.boolean(),
});
