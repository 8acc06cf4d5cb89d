/** The experiments, by id. */
import type { Experiment, ExperimentId } from '../experiment';
import { autoinc } from './autoinc';
import { coveringIndex } from './covering-index';
import { enginesConcurrency } from './engines-concurrency';
import { groupCommit } from './group-commit';
import { hitRatio } from './hit-ratio';
import { idStrategy } from './id-strategy';
import { scanResistance } from './scan-resistance';
import { spHandler } from './sp-handler';
import { textSplit } from './text-split';
import { rangeVsFullScan } from './range-vs-full-scan';
import { queryCache } from './query-cache';
import { roundTrips } from './round-trips';
import { flushMethod } from './flush-method';

export const EXPERIMENTS: Readonly<Record<ExperimentId, Experiment>> = {
  'id-strategy': idStrategy,
  autoinc,
  'group-commit': groupCommit,
  'hit-ratio': hitRatio,
  'covering-index': coveringIndex,
  'scan-resistance': scanResistance,
  'sp-handler': spHandler,
  'text-split': textSplit,
  'range-vs-full-scan': rangeVsFullScan,
  'query-cache': queryCache,
  'engines-concurrency': enginesConcurrency,
  'round-trips': roundTrips,
  'flush-method': flushMethod,
};
