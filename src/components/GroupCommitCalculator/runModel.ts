import type { ParamValues } from '../../calculators/shared/queryParams';
import {
  generationInfo,
  simulateGroupCommit,
  type CommitSettings,
  type FlushLogAtTrxCommit,
  type GenerationInfo,
  type GroupCommitAnalysis,
  type GroupCommitErrorCode,
  type SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';
import {
  findFsyncDevicePreset,
  latencyUsFromFsyncsPerSecond,
  type FsyncDevicePreset,
} from '../../calculators/group-commit/fsyncDevices';
import { analyzeCrashLoss, type CrashAnalysis } from '../../calculators/group-commit/crashLoss';
import {
  compareWithSource,
  type SourceComparison,
} from '../../calculators/group-commit/sourceComparison';
import type { CalculationResult } from '../../calculators/group-commit/types';
import type { GroupCommitParams } from './params';

/** What the maths says about the reader's settings, for every section to render. */
export interface GroupCommitModel {
  /** The chosen storage preset; undefined when the reader types the fsync time or rate. */
  readonly preset: FsyncDevicePreset | undefined;
  readonly settings: CommitSettings;
  readonly input: SimulationInput;
  readonly info: GenerationInfo;
  readonly analysis: CalculationResult<GroupCommitAnalysis, GroupCommitErrorCode>;
  readonly crash: CalculationResult<CrashAnalysis, GroupCommitErrorCode>;
  readonly comparison: CalculationResult<SourceComparison, GroupCommitErrorCode>;
}

/** Turns the URL's values into the model's input and runs the maths modules on it. */
export function runModel(values: ParamValues<GroupCommitParams>): GroupCommitModel {
  // Device: a preset's fsync time, or the reader's latency or rate.
  const preset: FsyncDevicePreset | undefined =
    values.device === 'custom' ? undefined : findFsyncDevicePreset(values.device);
  const fsyncLatencyUs = preset
    ? preset.latencyUs
    : values.fsyncUnit === 'latency'
      ? values.fsyncUs
      : latencyUsFromFsyncsPerSecond(values.fsyncPerSec);

  const settings: CommitSettings = {
    generation: values.gen,
    binlog: values.binlog === 'on',
    flushLogAtTrxCommit: Number(values.trx) as FlushLogAtTrxCommit,
    syncBinlog: values.syncBinlog,
    supportXa: values.xa === '1',
  };
  const input: SimulationInput = {
    ...settings,
    clients: values.clients,
    fsyncLatencyUs,
    otherTimeUs: values.otherUs,
  };
  return {
    preset,
    settings,
    input,
    info: generationInfo[values.gen],
    analysis: simulateGroupCommit(input),
    crash: analyzeCrashLoss(settings),
    comparison: compareWithSource(values.otherUs),
  };
}
